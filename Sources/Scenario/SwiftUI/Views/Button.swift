// Button: its label is part of the parent's body; its action is the user's
// closure, run by `Redraw.tap` with the words of the label.

public struct Button<Label: View>: _PrimitiveView {
    let label: Label
    let action: () -> Void
    let role: ButtonRole?

    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.init(role: nil, action: action, label: label)
    }

    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
        self.role = role
    }

    public static func _makeChildren(_ view: Self, into builder: inout _ChildBuilder) {
        let label = view.label, role = view.role
        if let style = builder.environment._primitiveButtonStyle {
            // The style makes the button; the `Button(configuration)` inside it is a plain one.
            let configuration = PrimitiveButtonStyleConfiguration(label: _StylePart { $0.expand(label) }, role: role, action: view.action)
            return builder.withEnvironment({ $0._primitiveButtonStyle = nil }) { style(configuration, &$0) }
        }
        let words = builder.expandLabel(_StylePart { $0.expandButtonLabel(label, role: role) })
        builder.appendTarget(.tap, "Button", labels: words, .run(view.action))
        if view.role == .destructive { builder.targets[builder.targets.count - 1].isDestructive = true }
    }
}

extension Button where Label == Text {
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

extension Button where Label == SwiftUI.Label<Text, Image> {
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { SwiftUI.Label(title, systemImage: systemImage) }
    }
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { SwiftUI.Label(title, systemImage: systemImage) }
    }
}

extension Button where Label == SwiftUI.Label<Text, Image> {
    /// iOS 26: a button whose label the system makes from its role (a close button's "xmark"). Its
    /// words are the role's (`Redraw.tap("Close")`), the words Redraw gives each role.
    public init(role: ButtonRole, action: @escaping () -> Void) {
        self.init(role: role, action: action) { SwiftUI.Label(role.title, systemImage: role.systemImage) }
    }
}

public struct ButtonRole: Equatable, Sendable {
    let name: String
    public static let destructive = ButtonRole(name: "destructive"), cancel = ButtonRole(name: "cancel")
    /// iOS 26: a button that closes what it is in (a sheet's "xmark"), and one that confirms it.
    public static let close = ButtonRole(name: "close"), confirm = ButtonRole(name: "confirm")

    /// The words and symbol of a label the system makes from the role.
    var title: String {
        switch name {
        case "destructive": return "Delete"
        case "cancel": return "Cancel"
        case "close": return "Close"
        default: return "Confirm"
        }
    }

    var systemImage: String {
        switch name {
        case "destructive": return "trash"
        case "cancel", "close": return "xmark"
        default: return "checkmark"
        }
    }
}
