// Leaves: views that show something and hold nothing that changes. Each is
// part of its parent's body; drawing and layout are not modelled.

// `@unchecked`: its platform image is a `UIImage`, immutable and Sendable in UIKit.
nonisolated public struct Image: _LeafView, Equatable, @unchecked Sendable {
    let name: String
    /// The platform image it shows (`Image(uiImage:)`): two of them are the same image only when
    /// they show the same object — a newly made `UIImage` is a new image, whatever its name.
    var platformImage: AnyObject?
    public init(systemName: String) { name = systemName }
    public init(_ name: String) { self.name = name }
    public init(_ name: String, bundle: Bundle?) { self.name = name }
    public init(decorative name: String) { self.name = name }
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image { self }
    public func renderingMode(_ mode: TemplateRenderingMode?) -> Image { self }
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { self }
    public func interpolation(_ interpolation: Interpolation) -> Image { self }
    public func antialiased(_ isAntialiased: Bool) -> Image { self }

    /// Inside a control's label, a symbol's name is one of its words (`Redraw.tap("plus")`).
    public static func _makeChildren(_ view: Self, into builder: inout _ChildBuilder) { builder.shows(view.name) }

    public static func == (a: Image, b: Image) -> Bool { a.name == b.name && a.platformImage === b.platformImage }

    public enum ResizingMode: Sendable { case tile, stretch }
    public enum TemplateRenderingMode: Sendable { case template, original }
    public enum Interpolation: Sendable { case none, low, medium, high }
}

public struct SymbolRenderingMode: Equatable, Sendable {
    public static let monochrome = SymbolRenderingMode(), multicolor = SymbolRenderingMode()
    public static let hierarchical = SymbolRenderingMode(), palette = SymbolRenderingMode()
}

nonisolated public struct Spacer: _LeafView {
    public init(minLength: CGFloat? = nil) {}
}

nonisolated public struct Divider: _LeafView {
    public init() {}
}

/// A leaf, unless a `.progressViewStyle` of the user's draws it (Styles.swift).
public struct ProgressView: _PrimitiveView {
    let fractionCompleted: Double?
    /// False for `ProgressView(configuration)` inside a style: the system's style draws it.
    var styled = true
    public init() { fractionCompleted = nil }
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S) { fractionCompleted = nil }
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        fractionCompleted = value.map { total == 0 ? 0 : Double($0 / total) }
    }
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(value: value, total: total)
    }
    public init(_ configuration: ProgressViewStyleConfiguration) {
        fractionCompleted = configuration.fractionCompleted
        styled = false
    }
    public static func _makeChildren(_ view: Self, into builder: inout _ChildBuilder) {
        guard view.styled, let style = builder.environment._progressViewStyle else { return }
        builder.withEnvironment({ $0._progressViewStyle = nil }) {
            style(ProgressViewStyleConfiguration(fractionCompleted: view.fractionCompleted), &$0)
        }
    }
}

public struct Label<Title: View, Icon: View>: _PrimitiveView {
    let title: Title
    let icon: Icon
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }
    public static func _makeChildren(_ view: Self, into builder: inout _ChildBuilder) {
        guard let style = builder.environment._labelStyle else {
            builder.withComponent(.index(0)) { $0.expand(view.title) }
            builder.withComponent(.index(1)) { $0.expand(view.icon) }
            return
        }
        // Drawn by the user's `LabelStyle` (Styles.swift): the title and icon sit where it puts them.
        let title = view.title, icon = view.icon
        let configuration = LabelStyleConfiguration(title: _StylePart { b in b.withComponent(.index(0)) { $0.expand(title) } },
                                                    icon: _StylePart { b in b.withComponent(.index(1)) { $0.expand(icon) } })
        let before = builder.labelWords?.count
        builder.withComponent(.index(2)) { style(configuration, &$0) }
        // A style that leaves the title out (`.iconOnly`) keeps it as the label's accessibility
        // label, by which UI tests find the control (`app.buttons["Toggle Favorite"]`): its words
        // name the control first, beside the icon's (a tester's star button was "star.fill" only).
        if let before, var words = builder.labelWords {
            var scratch = _ChildBuilder(environment: builder.environment)
            let titleWords = scratch.expandWords { $0.expand(title) }.filter { !words[before...].contains($0) }
            words.insert(contentsOf: titleWords, at: before)
            builder.labelWords = words
        }
    }
}

extension Label where Title == Text, Icon == Image {
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }
}
