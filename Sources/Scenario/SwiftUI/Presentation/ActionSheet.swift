// ActionSheet: the iOS 13 action sheet (`ActionSheet(title:message:buttons:)`,
// `.actionSheet(isPresented:content:)`, `.actionSheet(item:content:)`),
// deprecated by Apple and still in apps. Presented as the older `Alert` is
// (AlertForms.swift):
//
// Invariants:
// - An `actionSheet` node of its own reads the binding (or the item); the
//   title, message and buttons are built only while it is shown, and made by
//   the declaring body, so they update whenever that body re-runs.
// - Every button is a tap target by its label while shown, and a tap also
//   sets the binding to false (the item to nil), as choosing does on iOS.
// - Its buttons are `Alert.Button`s (Apple declares `ActionSheet.Button` as
//   that type); `buttons:` defaults to one Cancel, as in Apple's declaration.

public struct ActionSheet {
    public typealias Button = Alert.Button

    let title: Text
    let message: Text?
    let buttons: [Button]

    public init(title: Text, message: Text? = nil, buttons: [Button] = [.cancel()]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }

    /// What is shown: the title, the message, a button per `ActionSheet.Button`.
    var content: some View {
        Alert(title: title, message: message, buttons: buttons).content
    }
}

extension Alert {
    init(title: Text, message: Text?, buttons: [Button]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }
}

extension View {
    public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View {
        let sheet = content()
        return _Presenting(content: self, presenter: _SheetPresenter(name: "actionSheet", isPresented: isPresented, onDismiss: nil) {
            _DismissingButtons(content: sheet.content, isPresented: isPresented)
        })
    }

    public func actionSheet<Item: Identifiable>(item: Binding<Item?>, content: @escaping (Item) -> ActionSheet) -> some View {
        _Presenting(content: self, presenter: _ItemSheetPresenter(name: "actionSheet", item: item, onDismiss: nil) { shown in
            _DismissingButtons(content: content(shown).content) { item.wrappedValue = nil }
        })
    }
}
