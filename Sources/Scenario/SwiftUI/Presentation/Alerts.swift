// Alerts and confirmation dialogs: presented while their binding says so, as
// a sheet is (Sheets.swift) — the binding is read by the presentation's own
// node, the actions and message are built only while it is shown, and a
// button of theirs that the workload taps ends it, as SwiftUI dismisses an
// alert after any of its buttons' actions.

extension View {
    public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>,
                                                  @ViewBuilder actions: () -> A) -> some View {
        let actions = actions()
        return _Presenting(content: self, presenter: _SheetPresenter(name: "alert", isPresented: isPresented, onDismiss: nil) {
            _DismissingButtons(content: VStack { Text(title); actions }, isPresented: isPresented, defaultOK: true)
        })
    }

    public func alert<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
                                                           @ViewBuilder message: () -> M) -> some View {
        let actions = actions(), message = message()
        return _Presenting(content: self, presenter: _SheetPresenter(name: "alert", isPresented: isPresented, onDismiss: nil) {
            _DismissingButtons(content: VStack { Text(title); message; actions }, isPresented: isPresented, defaultOK: true)
        })
    }

    public func confirmationDialog<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>,
                                                               titleVisibility: Visibility = .automatic,
                                                               @ViewBuilder actions: () -> A) -> some View {
        let actions = actions()
        return _Presenting(content: self, presenter: _SheetPresenter(name: "confirmationDialog", isPresented: isPresented, onDismiss: nil) {
            _DismissingButtons(content: VStack { Text(title); actions }, isPresented: isPresented)
        })
    }

    public func confirmationDialog<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>,
                                                                        titleVisibility: Visibility = .automatic,
                                                                        @ViewBuilder actions: () -> A,
                                                                        @ViewBuilder message: () -> M) -> some View {
        let actions = actions(), message = message()
        return _Presenting(content: self, presenter: _SheetPresenter(name: "confirmationDialog", isPresented: isPresented, onDismiss: nil) {
            _DismissingButtons(content: VStack { Text(title); message; actions }, isPresented: isPresented)
        })
    }

    /// Its items are built with the view, as if the menu were open (README, Known limits), so
    /// `Redraw.tap` reaches them.
    public func contextMenu<M: View>(@ViewBuilder menuItems: () -> M) -> some View {
        _ContextMenu(content: self, items: menuItems())
    }
}

public enum Visibility: Hashable, Sendable { case automatic, visible, hidden }

/// The content of an alert: every button tapped in it also ends the presentation.
struct _DismissingButtons<Content: View>: _PrimitiveView {
    let content: Content
    /// Ends the presentation: sets `isPresented` to false, or the presenting item to nil.
    let dismiss: () -> Void
    /// An alert whose actions have no button gets the system's "OK", which dismisses it ("If no
    /// actions are present, the system includes a standard “OK” action": `alert(_:isPresented:actions:)`).
    var defaultOK = false

    init(content: Content, defaultOK: Bool = false, dismiss: @escaping () -> Void) {
        self.content = content
        self.defaultOK = defaultOK
        self.dismiss = dismiss
    }

    init(content: Content, isPresented: Binding<Bool>, defaultOK: Bool = false) {
        self.init(content: content, defaultOK: defaultOK) { isPresented.wrappedValue = false }
    }

    static func _makeChildren(_ view: Self, into builder: inout _ChildBuilder) {
        let first = builder.targets.count
        builder.expand(view.content)
        let tappable = builder.targets[first...].contains { $0.kind == .tap }
        builder.afterTaps(from: first, then: view.dismiss)
        if view.defaultOK, !tappable { builder.appendTarget(.tap, "Button", labels: ["OK"], .run(view.dismiss)) }
    }
}

extension _ChildBuilder {
    /// The tap targets collected since `first` also run `then` after their own action.
    mutating func afterTaps(from first: Int, then: @escaping () -> Void) {
        for index in first..<targets.count where targets[index].kind == .tap {
            let target = targets[index]
            guard case .run(let action) = target.perform else { continue }
            var wrapped = _ActionTarget(kind: target.kind, control: target.control, labels: target.labels, path: target.path,
                                        perform: .run { action(); then() })
            wrapped.isDestructive = target.isDestructive
            wrapped.disabledInBody = target.disabledInBody
            wrapped.isRevealedByGesture = target.isRevealedByGesture
            targets[index] = wrapped
        }
    }
}

/// A context menu's items are built (their reads are the body's, and `Redraw.tap` finds their
/// buttons, as a long press would show them), but they are not on the view they decorate: under
/// the presentation component, their words are not a label's — a `NavigationLink` whose label
/// has a context menu is not named by the menu's items (ShownWords).
public struct _ContextMenu<Content: View, Items: View>: _PrimitiveView {
    let content: Content
    let items: Items
    public static func _makeChildren(_ view: Self, into builder: inout _ChildBuilder) {
        builder.withComponent(.index(0)) { $0.expand(view.content) }
        let words = builder.labelWords
        builder.labelWords = nil
        builder.revealedByGesture { $0.withComponent(.presentation) { $0.eagerly { $0.expand(view.items) } } }
        builder.labelWords = words
    }
}
