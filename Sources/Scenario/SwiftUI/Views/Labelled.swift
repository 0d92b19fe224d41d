// Labelled: views that show a title and a value or a message — `LabeledContent`,
// `ContentUnavailableView`, `Gauge`, `Link`. Their words are their label's
// (a `Redraw.tap` target's, when a button holds one); opening a link's URL is
// not modelled.

import Foundation

public struct LabeledContent<Label: View, Content: View>: _PrimitiveView {
    let label: Label
    let content: Content
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }
    public static func _makeChildren(_ view: Self, into builder: inout _ChildBuilder) {
        guard let style = builder.environment._labeledContentStyle else {
            builder.withComponent(.index(0)) { $0.expand(view.label) }
            builder.withComponent(.index(1)) { $0.expand(view.content) }
            return
        }
        // Drawn by the user's `LabeledContentStyle` (Styles.swift): label and content where it puts them.
        let label = view.label, content = view.content
        let configuration = LabeledContentStyleConfiguration(
            label: _StylePart { b in b.withComponent(.index(0)) { $0.expand(label) } },
            content: _StylePart { b in b.withComponent(.index(1)) { $0.expand(content) } })
        builder.withComponent(.index(2)) { style(configuration, &$0) }
    }
}

extension LabeledContent where Label == Text, Content == Text {
    public init<S: StringProtocol, V: StringProtocol>(_ title: S, value: V) {
        self.init(content: { Text(value) }, label: { Text(title) })
    }
    public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F)
    where F.FormatOutput == String {
        self.init(content: { Text(format.format(value)) }, label: { Text(title) })
    }
}

extension LabeledContent where Label == Text {
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
}

public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: _PrimitiveView {
    let label: Label
    let description: Description
    let actions: Actions
    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
                @ViewBuilder actions: () -> Actions = { EmptyView() }) {
        self.label = label(); self.description = description(); self.actions = actions()
    }
    public static func _makeChildren(_ view: Self, into builder: inout _ChildBuilder) {
        builder.withComponent(.index(0)) { $0.expand(view.label) }
        builder.withComponent(.index(1)) { $0.expand(view.description) }
        builder.withComponent(.index(2)) { $0.expand(view.actions) }
    }
}

extension ContentUnavailableView where Label == SwiftUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: { SwiftUI.Label(title, systemImage: name) }, description: { description })
    }
}

extension ContentUnavailableView where Label == SwiftUI.Label<Text, Image>, Description == Text, Actions == EmptyView {
    /// "No Results", as `ContentUnavailableView.search` shows it.
    public static var search: Self { Self(label: { SwiftUI.Label("No Results", systemImage: "magnifyingglass") },
                                          description: { Text("Check the spelling or try a new search.") }) }
    public static func search(text: String) -> Self {
        Self(label: { SwiftUI.Label("No Results for \"\(text)\"", systemImage: "magnifyingglass") },
             description: { Text("Check the spelling or try a new search.") })
    }
}

public struct Gauge<Label: View, CurrentValueLabel: View>: _PrimitiveView {
    let label: Label
    let current: CurrentValueLabel
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.label = label(); current = currentValueLabel()
    }
    public static func _makeChildren(_ view: Self, into builder: inout _ChildBuilder) {
        builder.withComponent(.index(0)) { $0.expand(view.label) }
        builder.withComponent(.index(1)) { $0.expand(view.current) }
    }
}

extension Gauge {
    /// The bounds labels are drawn at the gauge's ends; their builders run here, as SwiftUI's do
    /// in the initialiser, so what they read is the holding body's.
    public init<V: BinaryFloatingPoint, BoundsLabel: View>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
        @ViewBuilder minimumValueLabel: () -> BoundsLabel, @ViewBuilder maximumValueLabel: () -> BoundsLabel
    ) {
        _ = minimumValueLabel(); _ = maximumValueLabel()
        self.init(value: value, in: bounds, label: label, currentValueLabel: currentValueLabel)
    }
}

extension Gauge where CurrentValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(value: value, in: bounds, label: label, currentValueLabel: { EmptyView() })
    }
}

public struct Link<Label: View>: _PrimitiveView {
    let destination: URL
    let label: Label
    public init(destination: URL, @ViewBuilder label: () -> Label) { self.destination = destination; self.label = label() }
    public static func _makeChildren(_ view: Self, into builder: inout _ChildBuilder) { builder.expand(view.label) }
}

extension Link where Label == Text {
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, destination: URL) { self.init(destination: destination, label: { Text(title) }) }
}

/// The share sheet it opens is the system's: nothing of the app runs there. Its words are its
/// label's; what it shares is evaluated where the body makes it.
public struct ShareLink<Label: View>: _PrimitiveView {
    let label: Label
    public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil, preview: SharePreview? = nil,
                      @ViewBuilder label: () -> Label) {
        self.label = label()
    }
    public init<Items: Sequence>(items: Items, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.label = label()
    }
    public static func _makeChildren(_ view: Self, into builder: inout _ChildBuilder) { builder.expand(view.label) }
}

extension ShareLink where Label == SwiftUI.Label<Text, Image> {
    /// The system's label: "Share" with the share symbol.
    public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil, preview: SharePreview? = nil) {
        self.init(item: item, subject: subject, message: message, preview: preview) {
            SwiftUI.Label("Share", systemImage: "square.and.arrow.up")
        }
    }
    public init<S: StringProtocol, Item>(_ title: S, item: Item, subject: Text? = nil, message: Text? = nil,
                                         preview: SharePreview? = nil) {
        self.init(item: item, subject: subject, message: message, preview: preview) {
            SwiftUI.Label(title, systemImage: "square.and.arrow.up")
        }
    }
}

/// What the share sheet shows of an item.
public struct SharePreview {
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S) {}
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, image: Image) {}
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, icon: Image) {}
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, image: Image, icon: Image) {}
}
