// AccessibilityLabel: `.accessibilityLabel(_:)` names a view for VoiceOver —
// and for UI tests, which find a control by it (XCUITest's `buttons["Add"]`
// matches the accessibility label). Redraw's `Redraw.tap` finds a control by
// its words, so the label is one of them, first: inside a control's label
// (`Button { … } label: { Image(systemName: "plus").accessibilityLabel("Add") }`)
// and on the control itself (`Button(…).accessibilityLabel("Add")`). It
// changes no count.

public struct _AccessibilityLabelled<Content: View>: _PrimitiveView {
    let content: Content
    let label: String

    public static func _makeChildren(_ view: Self, into builder: inout _ChildBuilder) {
        builder.shows(view.label)
        let first = builder.targets.count
        builder.expand(view.content)
        guard !view.label.isEmpty else { return }
        for index in first..<builder.targets.count where !builder.targets[index].labels.contains(view.label) {
            builder.targets[index].labels.insert(view.label, at: 0)
        }
    }
}

extension View {
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
        _AccessibilityLabelled(content: self, label: String(label))
    }
    public func accessibilityLabel(_ label: Text) -> some View { _AccessibilityLabelled(content: self, label: label.content) }
    public func accessibility(label: Text) -> some View { _AccessibilityLabelled(content: self, label: label.content) }
    // iOS 13's other spellings, inert as their successors are.
    public func accessibility(hidden: Bool) -> some View { _Inert(self) }
    public func accessibility(addTraits traits: AccessibilityTraits) -> some View { _Inert(self) }
    public func accessibility(removeTraits traits: AccessibilityTraits) -> some View { _Inert(self) }
    public func accessibility(value: Text) -> some View { _Inert(self) }
    public func accessibility(hint: Text) -> some View { _Inert(self) }
    public func accessibility(identifier: String) -> some View { _Inert(self) }
}
