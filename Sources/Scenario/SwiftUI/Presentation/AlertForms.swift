// The other forms of alerts and confirmation dialogs that real code uses, presented as
// Alerts.swift presents `alert(_:isPresented:actions:)`: built only while shown, the
// binding (or the item) read by the presentation's own node, every button a tap target
// by its label that also ends the presentation.
//
// - `Alert` and `.alert(isPresented:content:)` / `.alert(item:content:)`: the older API,
//   deprecated by Apple and common in apps; `dismissButton: nil` shows one "OK" button, as
//   Apple documents for `Alert.init(title:message:dismissButton:)`.
// - `presenting:` forms: "For the alert to appear, both `isPresented` must be `true` and
//   `data` must not be `nil`" (Apple's documentation of `alert(_:isPresented:presenting:
//   actions:)`); `data` is a plain value, read where the modifier is, in its owner's body.

public struct Alert {
    public struct Button {
        let label: Text
        let role: ButtonRole?
        let action: (() -> Void)?

        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Self {
            Self(label: label, role: nil, action: action)
        }
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Self {
            Self(label: label, role: .cancel, action: action)
        }
        public static func cancel(_ action: (() -> Void)? = {}) -> Self {
            Self(label: Text("Cancel"), role: .cancel, action: action)
        }
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Self {
            Self(label: label, role: .destructive, action: action)
        }
    }

    let title: Text
    let message: Text?
    let buttons: [Button]

    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
        self.title = title
        self.message = message
        buttons = [dismissButton ?? .default(Text("OK"))]
    }

    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
        self.title = title
        self.message = message
        buttons = [primaryButton, secondaryButton]
    }

    /// What is shown: the title, the message, a button per `Alert.Button`.
    var content: some View {
        let buttons = buttons
        return VStack {
            title
            if let message { message }
            ForEach(buttons.indices, id: \.self) { index in
                SwiftUI.Button(role: buttons[index].role, action: buttons[index].action ?? {}) { buttons[index].label }
            }
        }
    }
}

extension View {
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
        let alert = content()
        return _Presenting(content: self, presenter: _SheetPresenter(name: "alert", isPresented: isPresented, onDismiss: nil) {
            _DismissingButtons(content: alert.content, isPresented: isPresented)
        })
    }

    public func alert<Item: Identifiable>(item: Binding<Item?>, content: @escaping (Item) -> Alert) -> some View {
        _Presenting(content: self, presenter: _ItemSheetPresenter(name: "alert", item: item, onDismiss: nil) { shown in
            _DismissingButtons(content: content(shown).content) { item.wrappedValue = nil }
        })
    }

    public func alert<S: StringProtocol, A: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?,
                                                     @ViewBuilder actions: @escaping (T) -> A) -> some View {
        _presenting("alert", Text(title), isPresented, data, actions: actions, message: { _ in EmptyView() })
    }

    public func alert<S: StringProtocol, A: View, M: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?,
                                                              @ViewBuilder actions: @escaping (T) -> A,
                                                              @ViewBuilder message: @escaping (T) -> M) -> some View {
        _presenting("alert", Text(title), isPresented, data, actions: actions, message: message)
    }

    public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        let actions = actions()
        return _presenting("alert", title, isPresented, (), actions: { _ in actions }, message: { _ in EmptyView() })
    }

    public func alert<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
                                        @ViewBuilder message: () -> M) -> some View {
        let actions = actions(), message = message()
        return _presenting("alert", title, isPresented, (), actions: { _ in actions }, message: { _ in message })
    }

    public func confirmationDialog<S: StringProtocol, A: View, T>(_ title: S, isPresented: Binding<Bool>,
                                                                  titleVisibility: Visibility = .automatic, presenting data: T?,
                                                                  @ViewBuilder actions: @escaping (T) -> A) -> some View {
        _presenting("confirmationDialog", Text(title), isPresented, data, actions: actions, message: { _ in EmptyView() })
    }

    public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(_ title: S, isPresented: Binding<Bool>,
                                                                           titleVisibility: Visibility = .automatic,
                                                                           presenting data: T?,
                                                                           @ViewBuilder actions: @escaping (T) -> A,
                                                                           @ViewBuilder message: @escaping (T) -> M) -> some View {
        _presenting("confirmationDialog", Text(title), isPresented, data, actions: actions, message: message)
    }

    /// An error's alert: titled with its `errorDescription`, shown while `isPresented` is true and
    /// `error` is not nil (as Apple documents).
    public func alert<E: LocalizedError, A: View>(isPresented: Binding<Bool>, error: E?,
                                                  @ViewBuilder actions: () -> A) -> some View {
        let actions = actions()
        return _presenting("alert", Text(error?.errorDescription ?? ""), isPresented, error, actions: { _ in actions },
                           message: { _ in EmptyView() })
    }

    public func alert<E: LocalizedError, A: View, M: View>(isPresented: Binding<Bool>, error: E?,
                                                           @ViewBuilder actions: @escaping (E) -> A,
                                                           @ViewBuilder message: @escaping (E) -> M) -> some View {
        _presenting("alert", Text(error?.errorDescription ?? ""), isPresented, error, actions: actions, message: message)
    }

    /// Shown while `isPresented` is true and `data` is not nil; its buttons set `isPresented` to false.
    private func _presenting<A: View, M: View, T>(_ name: String, _ title: Text, _ isPresented: Binding<Bool>, _ data: T?,
                                                  actions: @escaping (T) -> A, message: @escaping (T) -> M) -> some View {
        let shown = Binding(get: { isPresented.wrappedValue && data != nil }, set: { isPresented.wrappedValue = $0 })
        return _Presenting(content: self, presenter: _SheetPresenter(name: name, isPresented: shown, onDismiss: nil) {
            _DismissingButtons(content: VStack {
                title
                if let data { message(data); actions(data) }
            }, isPresented: isPresented, defaultOK: name == "alert")
        })
    }
}
