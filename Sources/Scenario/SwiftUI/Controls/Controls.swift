// Controls that hold a binding: each is a node of its own that reads through
// its binding, counted under the control's name (`TextField`…), apart from
// user views. Labels and `Picker` content are part of the parent's body.

/// Appends the control node, then the label views it shows, in the parent.
private func control<Value, L: View>(_ name: String, _ binding: Binding<Value>, label: L, into builder: inout _ChildBuilder) {
    builder.withComponent(.index(0)) { $0.appendControl(name, binding) }
    builder.withComponent(.index(1)) { $0.expand(label) }
}

public struct TextField<Label: View>: _PrimitiveView {
    let apply: (inout _ChildBuilder) -> Void

    init<Value>(_ binding: Binding<Value>, label: Label) {
        apply = { control("TextField", binding, label: label, into: &$0) }
    }

    public static func _makeChildren(_ view: Self, into builder: inout _ChildBuilder) { view.apply(&builder) }
}

extension TextField where Label == Text {
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) { self.init(text, label: Text(title)) }
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) { self.init(text, label: Text(title)) }
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) { self.init(text, label: Text(title)) }
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) { self.init(text, label: Text(title)) }
    public init<S: StringProtocol, V, F: ParseableFormatStyle>(_ title: S, value: Binding<V>, format: F, prompt: Text? = nil)
    where F.FormatInput == V, F.FormatOutput == String {
        self.init(value, label: Text(title))
    }
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter) { self.init(value, label: Text(title)) }
}

public struct SecureField<Label: View>: _PrimitiveView {
    let binding: Binding<String>
    let label: Label
    public static func _makeChildren(_ view: Self, into builder: inout _ChildBuilder) {
        control("SecureField", view.binding, label: view.label, into: &builder)
    }
}

extension SecureField where Label == Text {
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) { binding = text; label = Text(title) }
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) { binding = text; label = Text(title) }
}

public struct TextEditor: _PrimitiveView {
    let binding: Binding<String>
    public init(text: Binding<String>) { binding = text }
    public static func _makeChildren(_ view: Self, into builder: inout _ChildBuilder) {
        control("TextEditor", view.binding, label: EmptyView(), into: &builder)
    }
}

public struct Toggle<Label: View>: _PrimitiveView {
    let binding: Binding<Bool>
    let label: Label
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) { binding = isOn; self.label = label() }
    public static func _makeChildren(_ view: Self, into builder: inout _ChildBuilder) {
        control("Toggle", view.binding, label: view.label, into: &builder)
    }
}

extension Toggle where Label == Text {
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) { binding = isOn; label = Text(title) }
}

public struct Stepper<Label: View>: _PrimitiveView {
    let apply: (inout _ChildBuilder) -> Void
    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>? = nil, step: V.Stride = 1,
                               @ViewBuilder label: () -> Label) {
        let label = label()
        apply = { control("Stepper", value, label: label, into: &$0) }
    }
    public init(onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, @ViewBuilder label: () -> Label) {
        let label = label()
        apply = { $0.expand(label) }
    }
    public static func _makeChildren(_ view: Self, into builder: inout _ChildBuilder) { view.apply(&builder) }
}

extension Stepper where Label == Text {
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1) {
        self.init(value: value, in: bounds, step: step) { Text(title) }
    }
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, step: V.Stride = 1) {
        self.init(value: value, in: nil, step: step) { Text(title) }
    }
}

public struct Slider<Label: View>: _PrimitiveView {
    let apply: (inout _ChildBuilder) -> Void
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride = 1,
                                        @ViewBuilder label: () -> Label) {
        let label = label()
        apply = { control("Slider", value, label: label, into: &$0) }
    }
    public static func _makeChildren(_ view: Self, into builder: inout _ChildBuilder) { view.apply(&builder) }
}

extension Slider where Label == EmptyView {
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1) {
        self.init(value: value, in: bounds, step: 1) { EmptyView() }
    }
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride) {
        self.init(value: value, in: bounds, step: step) { EmptyView() }
    }
}

public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: _PrimitiveView {
    let binding: Binding<SelectionValue>
    let label: Label
    let content: Content
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        binding = selection
        self.content = content()
        self.label = label()
    }
    public static func _makeChildren(_ view: Self, into builder: inout _ChildBuilder) {
        control("Picker", view.binding, label: view.label, into: &builder)
        builder.withComponent(.index(2)) { $0.expand(view.content) }
    }
}

extension Picker where Label == Text {
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

public struct DatePicker<Label: View>: _PrimitiveView {
    let binding: Binding<Date>
    let label: Label
    public static func _makeChildren(_ view: Self, into builder: inout _ChildBuilder) {
        control("DatePicker", view.binding, label: view.label, into: &builder)
    }
    public typealias Components = DatePickerComponents
}

public struct DatePickerComponents: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let date = DatePickerComponents(rawValue: 1), hourAndMinute = DatePickerComponents(rawValue: 2)
}

extension DatePicker where Label == Text {
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, displayedComponents: Components = [.date, .hourAndMinute]) {
        binding = selection
        label = Text(title)
    }
}
