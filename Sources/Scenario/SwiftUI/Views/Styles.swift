// Styles: the user's own `ButtonStyle`, `PrimitiveButtonStyle`, `ToggleStyle`,
// `LabelStyle` and `ProgressViewStyle` conformances. As in SwiftUI, `.buttonStyle(_:)`, `.labelStyle(_:)` and
// `.progressViewStyle(_:)` put the style into the environment of the views
// below, and each `Button`, `Label` or `ProgressView` there is drawn by the
// style's `makeBody(configuration:)`, run where the control sits, as part of
// the body that holds it (its reads are that body's; a user view inside it is a
// child there). The configuration's `label`, `title` and `icon` build the
// control's own label in place, so a button keeps the words it is tapped by.
// `isPressed` is always false: Redraw's taps have no pressed phase.
// `ProgressView(configuration)` inside a style shows the system's style, not
// the custom one again, as in SwiftUI.

/// A piece of a control (its label, title or icon) built where a style places it.
public struct _StylePart: _PrimitiveView {
    let build: (inout _ChildBuilder) -> Void
    public static func _makeChildren(_ view: Self, into builder: inout _ChildBuilder) { view.build(&builder) }
}

// MARK: ButtonStyle

@MainActor @preconcurrency public protocol ButtonStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = ButtonStyleConfiguration
}

public struct ButtonStyleConfiguration {
    public typealias Label = _StylePart
    public let label: Label
    public let isPressed: Bool
    public let role: ButtonRole?
}

private enum ButtonStyleKey: EnvironmentKey {
    static var defaultValue: ((ButtonStyleConfiguration, inout _ChildBuilder) -> Void)? { nil }
}

extension EnvironmentValues {
    var _buttonStyle: ((ButtonStyleConfiguration, inout _ChildBuilder) -> Void)? {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }
}

extension View {
    /// A custom `ButtonStyle`: the buttons below are drawn by its `makeBody` (a system
    /// `PrimitiveButtonStyle` such as `.bordered` is inert: the other overload).
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        _EnvironmentWriter(content: self) {
            // The innermost style wins; cleared only when set, so a plain app's writer adds no entry.
            if $0._primitiveButtonStyle != nil { $0._primitiveButtonStyle = nil }
            $0._buttonStyle = { configuration, builder in builder.expand(styledBy: style) { $0.makeBody(configuration: configuration) } }
        }
    }
}

// MARK: PrimitiveButtonStyle

/// A style that makes the whole button: its `makeBody` decides what triggers the action
/// (`Button(configuration)`, `.onTapGesture { configuration.trigger() }`, or a gesture, which no
/// UI action drives). Run where the button sits, as part of the holding body, like `ButtonStyle`.
@MainActor @preconcurrency public protocol PrimitiveButtonStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = PrimitiveButtonStyleConfiguration
}

public struct PrimitiveButtonStyleConfiguration {
    public typealias Label = _StylePart
    public let label: Label
    public let role: ButtonRole?
    let action: () -> Void
    /// Runs the button's action, as a tap on a button of the system's style would.
    public func trigger() { action() }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
    /// The button a `PrimitiveButtonStyle` wraps, tapped by its label's words.
    public init(_ configuration: PrimitiveButtonStyleConfiguration) {
        self.init(role: configuration.role, action: configuration.action) { configuration.label }
    }
}

/// The system's styles (`.bordered`, `.plain`…): drawn by the system, inert here.
public protocol _SystemButtonStyle: PrimitiveButtonStyle where Body == Never {}
extension _SystemButtonStyle {
    public func makeBody(configuration: Configuration) -> Never { fatalError("\(Self.self) is drawn by the system") }
}

/// The key's value is a struct, not an optional closure, because every `Button` reads it:
/// reading a key casts the stored value to the key's type, and an optional function type's
/// metadata is made at run time, once per process — an allocation that a forked pass's
/// allocation count showed at the first step that built a button. A struct's is static.
struct _PrimitiveButtonStyleEntry {
    var make: ((PrimitiveButtonStyleConfiguration, inout _ChildBuilder) -> Void)?
}

private enum PrimitiveButtonStyleKey: EnvironmentKey {
    static var defaultValue: _PrimitiveButtonStyleEntry { _PrimitiveButtonStyleEntry(make: nil) }
}

extension EnvironmentValues {
    var _primitiveButtonStyle: ((PrimitiveButtonStyleConfiguration, inout _ChildBuilder) -> Void)? {
        get { self[PrimitiveButtonStyleKey.self].make }
        set { self[PrimitiveButtonStyleKey.self] = _PrimitiveButtonStyleEntry(make: newValue) }
    }
}

extension View {
    /// A custom `PrimitiveButtonStyle`: the buttons below are made by its `makeBody`.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        _EnvironmentWriter(content: self) {
            if $0._buttonStyle != nil { $0._buttonStyle = nil }
            $0._primitiveButtonStyle = { configuration, builder in builder.expand(styledBy: style) { $0.makeBody(configuration: configuration) } }
        }
    }
    /// A system style changes how a button looks, not what it does: inert.
    public func buttonStyle<S: _SystemButtonStyle>(_ style: S) -> some View { _Inert(self) }
}

extension _ChildBuilder {
    /// A button's label as its environment's style draws it (the label itself without one).
    mutating func expandButtonLabel<L: View>(_ label: L, role: ButtonRole?) {
        guard let style = environment._buttonStyle else { return expand(label) }
        // The style's own buttons (rare) are drawn plainly, not by the style again.
        withEnvironment({ $0._buttonStyle = nil }) { builder in
            let part = _StylePart { $0.expand(label) }
            style(ButtonStyleConfiguration(label: part, isPressed: false, role: role), &builder)
        }
    }
}

// MARK: LabelStyle

@MainActor @preconcurrency public protocol LabelStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = LabelStyleConfiguration
}

public struct LabelStyleConfiguration {
    public typealias Title = _StylePart
    public typealias Icon = _StylePart
    public let title: Title
    public let icon: Icon
}

public struct TitleAndIconLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { HStack { configuration.icon; configuration.title } }
}
public struct TitleOnlyLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.title }
}
public struct IconOnlyLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}
extension LabelStyle where Self == TitleAndIconLabelStyle { public static var titleAndIcon: Self { .init() } }
extension LabelStyle where Self == TitleOnlyLabelStyle { public static var titleOnly: Self { .init() } }
extension LabelStyle where Self == IconOnlyLabelStyle { public static var iconOnly: Self { .init() } }

private enum LabelStyleKey: EnvironmentKey {
    static var defaultValue: ((LabelStyleConfiguration, inout _ChildBuilder) -> Void)? { nil }
}

extension EnvironmentValues {
    var _labelStyle: ((LabelStyleConfiguration, inout _ChildBuilder) -> Void)? {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }
}

extension View {
    /// The labels below are drawn by `style`'s `makeBody` (`.iconOnly` shows only the icon,
    /// so only the icon's words name a button with such a label).
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        _EnvironmentWriter(content: self) {
            $0._labelStyle = { configuration, builder in builder.expand(styledBy: style) { $0.makeBody(configuration: configuration) } }
        }
    }
}

// MARK: ProgressViewStyle

@MainActor @preconcurrency public protocol ProgressViewStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = ProgressViewStyleConfiguration
}

public struct ProgressViewStyleConfiguration {
    public let fractionCompleted: Double?
}

public struct LinearProgressViewStyle: ProgressViewStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { ProgressView(configuration) }
}
public struct CircularProgressViewStyle: ProgressViewStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { ProgressView(configuration) }
}
extension ProgressViewStyle where Self == LinearProgressViewStyle { public static var linear: Self { .init() } }
extension ProgressViewStyle where Self == CircularProgressViewStyle { public static var circular: Self { .init() } }

private enum ProgressViewStyleKey: EnvironmentKey {
    static var defaultValue: ((ProgressViewStyleConfiguration, inout _ChildBuilder) -> Void)? { nil }
}

extension EnvironmentValues {
    var _progressViewStyle: ((ProgressViewStyleConfiguration, inout _ChildBuilder) -> Void)? {
        get { self[ProgressViewStyleKey.self] }
        set { self[ProgressViewStyleKey.self] = newValue }
    }
}

extension View {
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        _EnvironmentWriter(content: self) {
            $0._progressViewStyle = { configuration, builder in builder.expand(styledBy: style) { $0.makeBody(configuration: configuration) } }
        }
    }
}

// MARK: Styles that decide nothing: accepted and inert.

// MARK: ToggleStyle

/// A custom `ToggleStyle` makes the whole toggle: its `makeBody` draws it and decides what flips
/// it (`.onTapGesture { configuration.isOn.toggle() }`, a `Button`, or `Toggle(configuration)` for
/// the system's look). As in SwiftUI, where the style's body is the Toggle view's own, it runs in
/// the toggle's node (StyledControlNode), counted as the Toggle's update: its reads of
/// `configuration.isOn` are the Toggle's, not the holding body's. `Redraw.toggle` still flips it by
/// its label's words, as an assistive technology can flip any toggle whatever its style.
@MainActor @preconcurrency public protocol ToggleStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = ToggleStyleConfiguration
}

public struct ToggleStyleConfiguration {
    public typealias Label = _StylePart
    public let label: Label
    @Binding public var isOn: Bool
    public var isMixed: Bool
}

/// A struct, not an optional closure, as the button style's entry is: every `Toggle` reads it.
struct _ToggleStyleEntry {
    var make: ((ToggleStyleConfiguration, inout _ChildBuilder) -> Void)?
}

private enum ToggleStyleKey: EnvironmentKey {
    static var defaultValue: _ToggleStyleEntry { _ToggleStyleEntry(make: nil) }
}

extension EnvironmentValues {
    var _toggleStyle: ((ToggleStyleConfiguration, inout _ChildBuilder) -> Void)? {
        get { self[ToggleStyleKey.self].make }
        set { self[ToggleStyleKey.self] = _ToggleStyleEntry(make: newValue) }
    }
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
    /// The toggle a custom style wraps (iOS 15): the system's look, with the configuration's label and binding.
    public init(_ configuration: ToggleStyleConfiguration) {
        self.init(isOn: configuration.$isOn) { configuration.label }
        fromStyle = true
    }
}

/// The system styles: drawn by the system, never by a `makeBody` of Redraw's.
public protocol _SystemToggleStyle: ToggleStyle where Body == Never {}
extension _SystemToggleStyle {
    public func makeBody(configuration: Configuration) -> Never { fatalError("\(Self.self) is drawn by the system") }
}

public struct SwitchToggleStyle: _SystemToggleStyle {
    public init() {}
    public init(tint: Color) {}
}
public struct ButtonToggleStyle: _SystemToggleStyle { public init() {} }
public struct DefaultToggleStyle: _SystemToggleStyle { public init() {} }
extension ToggleStyle where Self == DefaultToggleStyle { public static var automatic: Self { .init() } }
extension ToggleStyle where Self == SwitchToggleStyle { public static var `switch`: Self { .init() } }
extension ToggleStyle where Self == ButtonToggleStyle { public static var button: Self { .init() } }

extension View {
    /// A custom `ToggleStyle`: the toggles below are made by its `makeBody`.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        _EnvironmentWriter(content: self) {
            $0._toggleStyle = { configuration, builder in builder.expand(styledBy: style) { $0.makeBody(configuration: configuration) } }
        }
    }
    /// A system style changes how a toggle looks, not what it does; the innermost style wins, so
    /// it clears a custom one set above.
    public func toggleStyle<S: _SystemToggleStyle>(_ style: S) -> some View {
        _EnvironmentWriter(content: self) { if $0._toggleStyle != nil { $0._toggleStyle = nil } }
    }
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View { _Inert(self) }
}

public protocol GaugeStyle {}
public struct _SystemGaugeStyle: GaugeStyle { let name: String }
extension GaugeStyle where Self == _SystemGaugeStyle {
    public static var automatic: Self { .init(name: "automatic") }
    public static var linearCapacity: Self { .init(name: "linearCapacity") }
    public static var accessoryLinear: Self { .init(name: "accessoryLinear") }
    public static var accessoryLinearCapacity: Self { .init(name: "accessoryLinearCapacity") }
    public static var accessoryCircular: Self { .init(name: "accessoryCircular") }
    public static var accessoryCircularCapacity: Self { .init(name: "accessoryCircularCapacity") }
}


// MARK: LabeledContentStyle

/// As `LabelStyle`: a `LabeledContent` below `.labeledContentStyle(_:)` is drawn by its `makeBody`.
@MainActor @preconcurrency public protocol LabeledContentStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = LabeledContentStyleConfiguration
}

public struct LabeledContentStyleConfiguration {
    public typealias Label = _StylePart
    public typealias Content = _StylePart
    public let label: Label
    public let content: Content
}

/// The system's style: the label and the content in place, as with no style.
public struct AutomaticLabeledContentStyle: LabeledContentStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { HStack { configuration.label; configuration.content } }
}
extension LabeledContentStyle where Self == AutomaticLabeledContentStyle { public static var automatic: Self { .init() } }

private enum LabeledContentStyleKey: EnvironmentKey {
    static var defaultValue: ((LabeledContentStyleConfiguration, inout _ChildBuilder) -> Void)? { nil }
}

extension EnvironmentValues {
    var _labeledContentStyle: ((LabeledContentStyleConfiguration, inout _ChildBuilder) -> Void)? {
        get { self[LabeledContentStyleKey.self] }
        set { self[LabeledContentStyleKey.self] = newValue }
    }
}

extension View {
    /// `.automatic` clears a style set above, so its contents sit as they do with none.
    public func labeledContentStyle<S: LabeledContentStyle>(_ style: S) -> some View {
        _EnvironmentWriter(content: self) {
            $0._labeledContentStyle = style is AutomaticLabeledContentStyle ? nil
                : { configuration, builder in builder.expand(styledBy: style) { $0.makeBody(configuration: configuration) } }
        }
    }
}
