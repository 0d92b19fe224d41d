// Controls that hold a binding: each is a node of its own that reads through
// its binding, counted under the control's name (`TextField`…), apart from
// user views. Labels and `Picker` content are part of the parent's body.
// Each is also a target of a UI action (`Redraw.type`, `.toggle`, `.select`,
// `.adjust`), named by its label's words, that writes through its binding.

import RedrawClock

/// Appends the control node, then the label views it shows, in the parent; returns the label's words.
@discardableResult
func control<Value, L: View>(_ name: String, _ binding: Binding<Value>, label: L, into builder: inout _ChildBuilder) -> [String] {
    builder.withComponent(.index(0)) { $0.appendControl(name, binding) }
    var words: [String] = []
    builder.withComponent(.index(1)) { words = $0.expandLabel(label) }
    return words
}

/// A text control's target, named by its title and prompt (by its kind when it has neither):
/// `Redraw.type` reads its text with `get` and sets it with `set` (false: the text is refused).
/// Returns the names.
@discardableResult
func textTarget(_ name: String, words: [String], prompt: Text?, into builder: inout _ChildBuilder,
                        get: @escaping () -> String, set: @escaping (String) -> Bool) -> [String] {
    let labels = words + (prompt.map { [$0.content] } ?? []) + (words.isEmpty && prompt == nil ? [name] : [])
    // A `TextEditor`'s return key starts a new line: it submits nothing (`_Submit`).
    if name != "TextEditor" { builder.fieldTitles?.append(contentsOf: labels) }
    builder.appendTarget(.type, name, labels: labels, .text(get: get, set: set))
    return labels
}

/// A text control bound to a `String`.
@discardableResult
func textTarget(_ name: String, _ binding: Binding<String>, words: [String], prompt: Text?,
                        into builder: inout _ChildBuilder) -> [String] {
    textTarget(name, words: words, prompt: prompt, into: &builder,
               get: { binding.wrappedValue }, set: { binding.wrappedValue = $0; return true })
}

public struct TextField<Label: View>: _PrimitiveView {
    let apply: (inout _ChildBuilder) -> Void
    /// False for the field a `TextFieldStyle`'s `_body` is given: it is not drawn by the style again.
    var styled = true

    init(_ binding: Binding<String>, label: Label, prompt: Text?) {
        apply = {
            let words = control("TextField", binding, label: label, into: &$0)
            textTarget("TextField", binding, words: words, prompt: prompt, into: &$0)
        }
    }

    /// `value:format:`: typed text is parsed with the format, as the field does on commit.
    init<V, F: ParseableFormatStyle>(_ binding: Binding<V>, format: F, label: Label, prompt: Text?)
    where F.FormatInput == V, F.FormatOutput == String {
        apply = {
            let words = control("TextField", binding, label: label, into: &$0)
            textTarget("TextField", words: words, prompt: prompt, into: &$0, get: { format.format(binding.wrappedValue) }) {
                guard let value = try? format.parseStrategy.parse($0) else { return false }
                binding.wrappedValue = value
                return true
            }
        }
    }

    /// `value:format:` over an optional (iOS 15): text the format parses is the value, and text it
    /// cannot parse (the empty text too) sets nil — Apple's documentation: "If `format` can't
    /// perform the conversion, the text field sets `binding.value` to `nil`". A nil value shows
    /// the empty text.
    init<F: ParseableFormatStyle>(optional binding: Binding<F.FormatInput?>, format: F, label: Label, prompt: Text?)
    where F.FormatOutput == String {
        apply = {
            let words = control("TextField", binding, label: label, into: &$0)
            textTarget("TextField", words: words, prompt: prompt, into: &$0,
                       get: { binding.wrappedValue.map { format.format($0) } ?? "" }) {
                binding.wrappedValue = try? format.parseStrategy.parse($0)
                return true
            }
        }
    }

    init<V>(_ binding: Binding<V>, label: Label) {
        apply = { control("TextField", binding, label: label, into: &$0) }
    }

    /// iOS 13's form: `onCommit` is the field's submit, run by `Redraw.submit` by the field's
    /// names, as an `.onSubmit` around it would be. `onEditingChanged` reports focus, which only a
    /// `.focused` and the app's own writes move here: it is never called.
    init(_ binding: Binding<String>, label: Label, onEditingChanged: @escaping (Bool) -> Void, onCommit: @escaping () -> Void) {
        apply = {
            let words = control("TextField", binding, label: label, into: &$0)
            let names = textTarget("TextField", binding, words: words, prompt: nil, into: &$0)
            $0.appendTarget(.submit, "TextField", labels: names, .run(onCommit))
        }
    }

    public static func _makeChildren(_ view: Self, into builder: inout _ChildBuilder) {
        // Below `.textFieldStyle(_:)` of the app's, the style's `_body` places the field (TextFieldStyle.swift).
        if builder.drawStyledTextField(view) { return }
        view.apply(&builder)
    }
}

extension TextField where Label == Text {
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, text: Binding<String>) { self.init(text, label: Text(title), prompt: nil) }
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) { self.init(text, label: Text(title), prompt: prompt) }
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) { self.init(text, label: Text(title), prompt: nil) }
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(text, label: Text(title), prompt: prompt)
    }
    public init<S: StringProtocol, V, F: ParseableFormatStyle>(_ title: S, value: Binding<V>, format: F, prompt: Text? = nil)
    where F.FormatInput == V, F.FormatOutput == String {
        self.init(value, format: format, label: Text(title), prompt: prompt)
    }
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil)
    where F.FormatOutput == String {
        self.init(optional: value, format: format, label: Text(title), prompt: prompt)
    }
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter) { self.init(value, label: Text(title)) }
    // Deprecated in iOS 15, still in apps. Two inits, each with one callback required, so that
    // `TextField(title, text:)` stays the plain form and is never ambiguous.
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void,
                                   onCommit: @escaping () -> Void = {}) {
        self.init(text, label: Text(title), onEditingChanged: onEditingChanged, onCommit: onCommit)
    }
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(text, label: Text(title), onEditingChanged: { _ in }, onCommit: onCommit)
    }
}

public struct SecureField<Label: View>: _PrimitiveView {
    let binding: Binding<String>
    let label: Label
    let prompt: Text?
    public static func _makeChildren(_ view: Self, into builder: inout _ChildBuilder) {
        let words = control("SecureField", view.binding, label: view.label, into: &builder)
        textTarget("SecureField", view.binding, words: words, prompt: view.prompt, into: &builder)
    }
}

extension SecureField where Label == Text {
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, text: Binding<String>) { binding = text; label = Text(title); prompt = nil }
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) { binding = text; label = Text(title); self.prompt = prompt }
}

/// Has no title: `Redraw.type("TextEditor", …)` names it (narrow with `in:` when there are several).
public struct TextEditor: _PrimitiveView {
    let binding: Binding<String>
    public init(text: Binding<String>) { binding = text }
    public static func _makeChildren(_ view: Self, into builder: inout _ChildBuilder) {
        control("TextEditor", view.binding, label: EmptyView(), into: &builder)
        textTarget("TextEditor", view.binding, words: [], prompt: nil, into: &builder)
    }
}

public struct Toggle<Label: View>: _PrimitiveView {
    let binding: Binding<Bool>
    let label: Label
    /// `Toggle(configuration)` in a `ToggleStyle`'s body: the styled toggle around it is the control.
    var fromStyle = false
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) { binding = isOn; self.label = label() }
    public static func _makeChildren(_ view: Self, into builder: inout _ChildBuilder) {
        let binding = view.binding
        if let style = builder.environment._toggleStyle {
            // The style draws the toggle, in a node of the toggle's own (StyledControlNode): its
            // reads of `configuration.isOn` are the Toggle's, and what it draws is tapped by its
            // words. Flipped by the label's words too: through the `Toggle(configuration)` the
            // style may show, else as an assistive technology flips any toggle.
            builder.appendStyledControl("Toggle", binding, label: view.label) { binding, label, builder in
                let shown = _ShownWords()
                let configuration = ToggleStyleConfiguration(label: _StylePart { shown.words = $0.expandLabel(label) },
                                                             isOn: binding, isMixed: false)
                let before = builder.targets.count
                builder.withEnvironment({ $0._toggleStyle = nil }) { style(configuration, &$0) }
                if !builder.targets[before...].contains(where: { $0.kind == .toggle }) {
                    builder.appendTarget(.toggle, "Toggle", labels: shown.words, .run { binding.wrappedValue.toggle() })
                }
            }
            return
        }
        if view.fromStyle {
            // `Toggle(configuration)` inside a style: the styled toggle's node is the control.
            let words = builder.expandLabel(view.label)
            builder.appendTarget(.toggle, "Toggle", labels: words, .run { binding.wrappedValue.toggle() })
            return
        }
        let words = control("Toggle", view.binding, label: view.label, into: &builder)
        builder.appendTarget(.toggle, "Toggle", labels: words, .run { binding.wrappedValue.toggle() })
    }
}

extension Toggle where Label == Text {
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) { binding = isOn; label = Text(title) }
}

extension Toggle where Label == SwiftUI.Label<Text, Image> {
    /// Its words are the title's and the symbol's (`Redraw.toggle("play.rectangle.fill")` for an empty title).
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
        binding = isOn
        label = SwiftUI.Label(title, systemImage: systemImage)
    }
}

/// The words a style's label part showed, kept from inside the style's `makeBody`.
final class _ShownWords { var words: [String] = [] }

public struct Stepper<Label: View>: _PrimitiveView {
    let apply: (inout _ChildBuilder) -> Void
    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>? = nil, step: V.Stride = 1,
                               @ViewBuilder label: () -> Label) {
        self.init(value: value, in: bounds, step: step, editing: nil, label: label())
    }

    /// `editing`: the app's `onEditingChanged`, told that a press began (true) and ended (false)
    /// around each adjustment, as a slider's is.
    init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>?, step: V.Stride, editing: ((Bool) -> Void)?, label: Label) {
        apply = {
            let words = control("Stepper", value, label: label, into: &$0)
            $0.appendTarget(.adjust, "Stepper", labels: words, .value(set: { target in
                guard let v: V = convert(target) else { return false }
                editing?(true)
                value.wrappedValue = bounds.map { min(max(v, $0.lowerBound), $0.upperBound) } ?? v
                editing?(false)
                return true
            }, by: { n in
                editing?(true)
                var v = value.wrappedValue
                for _ in 0..<abs(n) { v = v.advanced(by: n > 0 ? step : -step) }
                value.wrappedValue = bounds.map { min(max(v, $0.lowerBound), $0.upperBound) } ?? v
                editing?(false)
            }))
        }
    }

    /// iOS 16's `format:` forms: the format is how the value is shown beside the label, drawn by
    /// nothing here and not among the stepper's words (`Redraw.adjust` finds it by its label's).
    public init<F: ParseableFormatStyle>(value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
                                         @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, in: nil, step: step, editing: onEditingChanged, label: label())
    }
    public init<F: ParseableFormatStyle>(value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>,
                                         step: F.FormatInput.Stride = 1, format: F, @ViewBuilder label: () -> Label,
                                         onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, in: bounds, step: step, editing: onEditingChanged, label: label())
    }
    public init(onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, @ViewBuilder label: () -> Label) {
        let label = label()
        apply = {
            let words = $0.expandLabel(label)
            $0.appendTarget(.adjust, "Stepper", labels: words, .value(set: nil, by: { n in
                for _ in 0..<abs(n) { (n > 0 ? onIncrement : onDecrement)?() }
            }))
        }
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
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1,
                                                            format: F, onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, in: nil, step: step, editing: onEditingChanged, label: Text(title))
    }
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>,
                                                            step: F.FormatInput.Stride = 1, format: F,
                                                            onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, in: bounds, step: step, editing: onEditingChanged, label: Text(title))
    }
}

public struct Slider<Label: View>: _PrimitiveView {
    let apply: (inout _ChildBuilder) -> Void
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride = 1,
                                        @ViewBuilder label: () -> Label) {
        self.init(value: value, in: bounds, step: step, editing: nil, label: label())
    }

    /// `editing`: the app's `onEditingChanged`, told that a drag began (true) and ended (false)
    /// around each adjustment, as a finger's drag would.
    init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride,
                                 editing: ((Bool) -> Void)?, label: Label) {
        apply = {
            let words = control("Slider", value, label: label, into: &$0)
            // A slider that shows no words is found by its kind, as an untitled TextField is ("" too).
            $0.appendTarget(.adjust, "Slider", labels: words.isEmpty ? ["Slider"] : words, .value(set: { target in
                editing?(true)
                value.wrappedValue = min(max(V(target), bounds.lowerBound), bounds.upperBound)
                editing?(false)
                return true
            }, by: { n in
                editing?(true)
                var v = value.wrappedValue
                for _ in 0..<abs(n) { v = v.advanced(by: n > 0 ? step : -step) }
                value.wrappedValue = min(max(v, bounds.lowerBound), bounds.upperBound)
                editing?(false)
            }))
        }
    }
    public static func _makeChildren(_ view: Self, into builder: inout _ChildBuilder) { view.apply(&builder) }
}

extension Slider {
    /// The labels at the ends are drawn beside the track: not part of the slider's words.
    public init<V: BinaryFloatingPoint, MinLabel: View, MaxLabel: View>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> MinLabel, @ViewBuilder maximumValueLabel: () -> MaxLabel
    ) {
        self.init(value: value, in: bounds, step: step, label: label)
    }
    /// iOS 13's form, the end labels taken as views.
    public init<V: BinaryFloatingPoint, ValueLabel: View>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }, minimumValueLabel: ValueLabel,
        maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label
    ) {
        self.init(value: value, in: bounds, step: step, editing: onEditingChanged, label: label())
    }
}

extension Slider where Label == EmptyView {
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1) {
        self.init(value: value, in: bounds, step: 1) { EmptyView() }
    }
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride) {
        self.init(value: value, in: bounds, step: step) { EmptyView() }
    }
    /// iOS 13's form without labels (`Slider(value: $v, in: 0...10, step: 1) { editing in … }`).
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride = 1,
                                        onEditingChanged: @escaping (Bool) -> Void) {
        self.init(value: value, in: bounds, step: step, editing: onEditingChanged, label: EmptyView())
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
    /// iOS 13's form, the label a view (`Picker(selection: $m, label: Text("Minutes")) { … }`):
    /// deprecated in favour of the one above, still available, and the same control.
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        binding = selection
        self.content = content()
        self.label = label
    }
    public static func _makeChildren(_ view: Self, into builder: inout _ChildBuilder) {
        let words = control("Picker", view.binding, label: view.label, into: &builder)
        optionsTarget("Picker", view.binding, labels: words, options: view.content, into: &builder)
    }
}

/// A selection control's options (`content`, built here at component 2 with their `.tag`s or
/// `ForEach` ids) and its `Redraw.select` target, named by `labels`.
func optionsTarget<SelectionValue: Hashable, Content: View>(_ name: String, _ binding: Binding<SelectionValue>, labels: [String],
                                                            options content: Content, into builder: inout _ChildBuilder) {
    let saved = builder.pickerOptions
    builder.pickerOptions = []
    builder.withComponent(.index(2)) { $0.expand(content) }
    let options = builder.pickerOptions ?? []
    builder.pickerOptions = saved
    builder.appendTarget(.select, name, labels: labels, .options(options, select: { tag in
        // As in SwiftUI, an option selects only when its tag's type is the selection's.
        guard let value = tag.base as? SelectionValue else { return false }
        binding.wrappedValue = value
        return true
    }))
}

extension Picker where Label == Text {
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
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

    /// The range limits what the wheel offers, not what the binding holds: no count depends on it.
    public init(selection: Binding<Date>, displayedComponents: Components = [.date, .hourAndMinute],
                @ViewBuilder label: () -> Label) {
        binding = selection
        self.label = label()
    }
    public init(selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: Components = [.date, .hourAndMinute],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }
    public init(selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: Components = [.date, .hourAndMinute],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }
    public init(selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: Components = [.date, .hourAndMinute],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }
}

public struct DatePickerComponents: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let date = DatePickerComponents(rawValue: 1), hourAndMinute = DatePickerComponents(rawValue: 2)
}

extension DatePicker where Label == Text {
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, displayedComponents: Components = [.date, .hourAndMinute]) {
        binding = selection
        label = Text(title)
    }
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
                                   displayedComponents: Components = [.date, .hourAndMinute]) {
        self.init(title, selection: selection, displayedComponents: displayedComponents)
    }
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                                   displayedComponents: Components = [.date, .hourAndMinute]) {
        self.init(title, selection: selection, displayedComponents: displayedComponents)
    }
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                                   displayedComponents: Components = [.date, .hourAndMinute]) {
        self.init(title, selection: selection, displayedComponents: displayedComponents)
    }
}

/// A stepper's target value in its own type: integers and floating-point values.
private func convert<V>(_ value: Double) -> V? {
    if let integer = V.self as? any BinaryInteger.Type {
        return value.rounded() == value ? integer.init(exactly: value) as? V : nil
    }
    if let floating = V.self as? any BinaryFloatingPoint.Type { return floating.init(value) as? V }
    return nil
}

/// A control that holds a colour binding; picking a colour is not a UI action (no colour has words).
public struct ColorPicker<Label: View>: _PrimitiveView {
    let binding: Binding<Color>
    let label: Label
    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        binding = selection
        self.label = label()
    }
    public static func _makeChildren(_ view: Self, into builder: inout _ChildBuilder) {
        _ = control("ColorPicker", view.binding, label: view.label, into: &builder)
    }
}

extension ColorPicker where Label == Text {
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}

/// The system's Edit button: "Edit" or "Done" by the environment's `\.editMode` — the screen's
/// own (SystemEditMode.swift) or one a view above set — which a tap toggles. It is a node of its
/// own (built in, as a control is) that reads the mode in its update: Apple's `EditButton` is a
/// view whose body reads `\.editMode`, so a tap re-runs the button and the views that read the
/// mode, not the view that holds the button (trial BC-1). With a nil one set above it shows
/// "Edit", a tap does nothing, and it adds no node.
public struct EditButton: _PrimitiveView {
    public init() {}
    public static func _makeChildren(_ view: Self, into builder: inout _ChildBuilder) {
        guard let mode = builder.environment.editMode else {
            builder.shows("Edit")
            builder.appendTarget(.tap, "EditButton", labels: ["Edit"], .run {})
            return
        }
        builder.appendStyledControl("EditButton", mode, label: EmptyView()) { mode, _, builder in
            let title = mode.wrappedValue.isEditing ? "Done" : "Edit"
            builder.shows(title)
            builder.appendTarget(.tap, "EditButton", labels: [title], .run {
                mode.wrappedValue = mode.wrappedValue.isEditing ? .inactive : .active
            })
        }
    }
}

extension View {
    public func searchCompletion<S: StringProtocol>(_ completion: S) -> some View { _Inert(self) }
    /// Pull to refresh: `Redraw.refresh` runs `action` as a task on the virtual clock, as the
    /// gesture does (SwiftUI awaits it while the indicator shows; nothing else happens here).
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View { _Refreshable(content: self, action: action) }
}

extension _ChildBuilder {
    /// A binding control of a neighbouring module (PhotosUI's picker): its node, which re-runs when
    /// the binding's value changes, then its label.
    public mutating func _appendControl<Value, L: View>(_ name: String, _ binding: Binding<Value>, label: L) {
        _ = control(name, binding, label: label, into: &self)
    }
}

/// `.refreshable(action:)`: the view it modifies is a target a workload pulls to refresh, and
/// the views inside read its action as `\.refresh` (StandardKeys.swift).
public struct _Refreshable<Content: View>: _PrimitiveView {
    let content: Content
    let action: @Sendable () async -> Void
    public static var _viewCount: Int? { Content._viewCount }
    public static func _makeChildren(_ view: Self, into builder: inout _ChildBuilder) {
        let action = view.action
        builder.withEnvironment({ $0.refresh = RefreshAction(action: action) }) { $0.expand(view.content) }
        builder.appendTarget(.refresh, ".refreshable", labels: [],
                             .refresh { VirtualClock.shared.startTask(".refreshable") { await action() } })
    }
}

/// Where search suggestions show (iOS 16): nothing shows them here.
public struct SearchSuggestionsPlacement: Sendable {
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let menu = Set(rawValue: 1), content = Set(rawValue: 2)
    }
    public static let automatic = SearchSuggestionsPlacement(), menu = SearchSuggestionsPlacement(), content = SearchSuggestionsPlacement()
}
