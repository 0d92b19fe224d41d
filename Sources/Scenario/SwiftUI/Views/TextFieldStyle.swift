// TextFieldStyle: the protocol as Apple's SwiftUI interface declares it — an
// associated `_Body` and `_body(configuration: TextField<Self._Label>)` — so an
// app's own style (`func _body(configuration: TextField<Self._Label>) -> some
// View { configuration.padding(10) }`) compiles, and the system's styles.
//
// Invariants:
// - `.textFieldStyle(_:)` with a style of the app's puts it into the environment
//   of the views below, and each `TextField` there is drawn by the style's
//   `_body`, run where the field sits, as part of the body that holds it (its
//   reads are that body's), as a `ButtonStyle`'s `makeBody` is (Styles.swift).
// - `configuration` is the field itself: wherever `_body` places it, it builds the
//   same control node and the same `Redraw.type` target, named by the same title
//   and prompt. A `_body` that leaves it out leaves no field to type into.
// - Inside `_body` the style is cleared: a field there, the configuration
//   included, is not drawn by the style again.
// - The system's styles (`.roundedBorder`, `.plain`, `.automatic`) are drawn by
//   the system: inert. One set inside a custom style does not clear it (SwiftUI's
//   innermost style would win); only a custom style of its own replaces it.
// - `SecureField` and `TextEditor` are never drawn by a custom style: Apple's
//   `_body` takes a `TextField`.

/// The label of the `TextField` a style's `_body` is given (Apple's `_TextFieldStyleLabel`):
/// the field's own title, built in place by the field.
public struct _TextFieldStyleLabel: _PrimitiveView {
    public static func _makeChildren(_ view: Self, into builder: inout _ChildBuilder) {}
}

/// Apple's declaration (SwiftUI.swiftinterface, iOS 13+): `associatedtype _Body: View`,
/// `@ViewBuilder func _body(configuration: TextField<Self._Label>) -> Self._Body`,
/// `typealias _Label = _TextFieldStyleLabel`. Its `_body` runs where each field sits (see above).
@MainActor @preconcurrency public protocol TextFieldStyle {
    associatedtype _Body: View
    @ViewBuilder func _body(configuration: TextField<Self._Label>) -> Self._Body
    typealias _Label = _TextFieldStyleLabel
}

/// The system's styles: drawn by the system, never by a `_body` of Redraw's.
public protocol _SystemTextFieldStyle: TextFieldStyle where _Body == Never {}
extension _SystemTextFieldStyle {
    public func _body(configuration: TextField<Self._Label>) -> Never { fatalError("\(Self.self) is drawn by the system") }
}

public struct RoundedBorderTextFieldStyle: _SystemTextFieldStyle { public init() {} }
public struct PlainTextFieldStyle: _SystemTextFieldStyle { public init() {} }
public struct DefaultTextFieldStyle: _SystemTextFieldStyle { public init() {} }
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle { public static var roundedBorder: Self { .init() } }
extension TextFieldStyle where Self == PlainTextFieldStyle { public static var plain: Self { .init() } }
extension TextFieldStyle where Self == DefaultTextFieldStyle { public static var automatic: Self { .init() } }

extension TextField where Label == _TextFieldStyleLabel {
    /// The field a style is given: `field` as it is, drawn plainly wherever `_body` places it.
    init<Original: View>(configurationOf field: TextField<Original>) {
        apply = field.apply
        styled = false
    }
}

/// A struct, not an optional closure, because every `TextField` reads the key: an optional
/// function type's metadata is made at run time (see `_PrimitiveButtonStyleEntry`).
struct _TextFieldStyleEntry {
    var draw: ((_ field: TextField<_TextFieldStyleLabel>, _ builder: inout _ChildBuilder) -> Void)?
}

private enum TextFieldStyleKey: EnvironmentKey {
    static var defaultValue: _TextFieldStyleEntry { _TextFieldStyleEntry(draw: nil) }
}

extension EnvironmentValues {
    var _textFieldStyle: ((TextField<_TextFieldStyleLabel>, inout _ChildBuilder) -> Void)? {
        get { self[TextFieldStyleKey.self].draw }
        set { self[TextFieldStyleKey.self] = _TextFieldStyleEntry(draw: newValue) }
    }
}

extension View {
    /// Apple's `func textFieldStyle<S>(_ style: S) -> some View where S: TextFieldStyle`: a style of
    /// the app's draws the fields below through its `_body`.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        _EnvironmentWriter(content: self) {
            $0._textFieldStyle = { field, builder in builder.expand(style._body(configuration: field)) }
        }
    }
    /// A system style changes how a field looks, not what it does: inert.
    public func textFieldStyle<S: _SystemTextFieldStyle>(_ style: S) -> some View { _Inert(self) }
}

extension _ChildBuilder {
    /// A text field as its environment's style draws it; true when a style drew it.
    mutating func drawStyledTextField<L: View>(_ field: TextField<L>) -> Bool {
        guard field.styled, let style = environment._textFieldStyle else { return false }
        withEnvironment({ $0._textFieldStyle = nil }) { style(TextField(configurationOf: field), &$0) }
        return true
    }
}
