// LocalizedTitles: the `LocalizedStringKey` forms of the titles that take a
// string (`let title: LocalizedStringKey = "Inbox"; Button(title) { … }`),
// as Apple declares them beside the `StringProtocol` forms.
//
// Invariants:
// - Each forwards to the string form with the key's text: there is no
//   localisation here, so the words shown (and found by `Redraw.tap`) are the
//   key's, exactly as a `String` title's would be.
// - A string literal keeps choosing the string form (a literal prefers its
//   default type), so nothing already written changes overload.

extension Button where Label == Text {
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) { self.init(titleKey.key, action: action) }
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(titleKey.key, role: role, action: action)
    }
}

extension Button where Label == SwiftUI.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
        self.init(titleKey.key, systemImage: systemImage, action: action)
    }
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(titleKey.key, systemImage: systemImage, role: role, action: action)
    }
}

extension Label where Title == Text, Icon == Image {
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) { self.init(titleKey.key, systemImage: name) }
    public init(_ titleKey: LocalizedStringKey, image name: String) { self.init(titleKey.key, image: name) }
}

extension TextField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) { self.init(titleKey.key, text: text) }
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) { self.init(titleKey.key, text: text, prompt: prompt) }
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) { self.init(titleKey.key, text: text, axis: axis) }
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void,
                onCommit: @escaping () -> Void = {}) {
        self.init(titleKey.key, text: text, onEditingChanged: onEditingChanged, onCommit: onCommit)
    }
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(titleKey.key, text: text, onCommit: onCommit)
    }
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil)
    where F.FormatOutput == String {
        self.init(titleKey.key, value: value, format: format, prompt: prompt)
    }
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil)
    where F.FormatOutput == String {
        self.init(titleKey.key, value: value, format: format, prompt: prompt)
    }
}

extension SecureField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) { self.init(titleKey.key, text: text) }
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) { self.init(titleKey.key, text: text, prompt: prompt) }
}

extension Toggle where Label == Text {
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) { self.init(titleKey.key, isOn: isOn) }
}

extension Toggle where Label == SwiftUI.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
        self.init(titleKey.key, systemImage: systemImage, isOn: isOn)
    }
}

extension Stepper where Label == Text {
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1) {
        self.init(titleKey.key, value: value, in: bounds, step: step)
    }
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1) {
        self.init(titleKey.key, value: value, step: step)
    }
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1,
                                         format: F, onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(titleKey.key, value: value, step: step, format: format, onEditingChanged: onEditingChanged)
    }
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>,
                                         step: F.FormatInput.Stride = 1, format: F, onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(titleKey.key, value: value, in: bounds, step: step, format: format, onEditingChanged: onEditingChanged)
    }
}

extension Picker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(titleKey.key, selection: selection, content: content)
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { self.init(titleKey.key, content: content) }
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(titleKey.key, isExpanded: isExpanded, content: content)
    }
}

extension NavigationLink where Label == Text {
    public init(_ titleKey: LocalizedStringKey, destination: Destination) { self.init(titleKey.key, destination: destination) }
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.init(titleKey.key, destination: destination)
    }
}

extension NavigationLink where Destination == Never, Label == Text {
    public init<V: Hashable>(_ titleKey: LocalizedStringKey, value: V?) { self.init(titleKey.key, value: value) }
}

extension Menu where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { self.init(titleKey.key, content: content) }
}

extension Menu where Label == SwiftUI.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(titleKey.key, systemImage: systemImage, content: content)
    }
}

extension LabeledContent where Label == Text, Content == Text {
    public init<V: StringProtocol>(_ titleKey: LocalizedStringKey, value: V) { self.init(titleKey.key, value: value) }
}

extension LabeledContent where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { self.init(titleKey.key, content: content) }
}

extension ContentUnavailableView where Label == SwiftUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    public init(_ titleKey: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(titleKey.key, systemImage: name, description: description)
    }
}

extension Link where Label == Text {
    public init(_ titleKey: LocalizedStringKey, destination: URL) { self.init(titleKey.key, destination: destination) }
}

extension DisclosureGroup where Label == Text {
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(titleKey.key, isExpanded: isExpanded, content: content)
    }
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) { self.init(titleKey.key, content: content) }
}

extension ProgressView {
    public init(_ titleKey: LocalizedStringKey) { self.init(titleKey.key) }
}

extension Tab {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(titleKey.key, systemImage: systemImage, value: value, content: content)
    }
}

extension Tab where Value == Never {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(titleKey.key, systemImage: systemImage, content: content)
    }
}

extension View {
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { navigationTitle(titleKey.key) }
    public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View { navigationBarTitle(titleKey.key) }
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View { accessibilityLabel(labelKey.key) }
    public func searchable(text: Binding<String>, prompt: LocalizedStringKey) -> some View { searchable(text: text, prompt: prompt.key) }

    public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        alert(titleKey.key, isPresented: isPresented, actions: actions)
    }
    public func alert<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
                                        @ViewBuilder message: () -> M) -> some View {
        alert(titleKey.key, isPresented: isPresented, actions: actions, message: message)
    }
    public func confirmationDialog<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                            titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View {
        confirmationDialog(titleKey.key, isPresented: isPresented, titleVisibility: titleVisibility, actions: actions)
    }
    public func confirmationDialog<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                                     titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
                                                     @ViewBuilder message: () -> M) -> some View {
        confirmationDialog(titleKey.key, isPresented: isPresented, titleVisibility: titleVisibility, actions: actions, message: message)
    }
}
