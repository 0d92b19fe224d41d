// ShapeStyles: the styles a fill or a foreground takes besides colours and
// gradients — the tint (Xcode's new-project template shows `.tint`) and the
// materials. Values only: they decide no body evaluation.

public struct TintShapeStyle: ShapeStyle, Sendable {
    public init() {}
}

extension ShapeStyle where Self == TintShapeStyle {
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

public struct Material: ShapeStyle, Sendable {
    let name: String
    public static let ultraThin = Material(name: "ultraThin"), thin = Material(name: "thin")
    public static let regular = Material(name: "regular"), thick = Material(name: "thick")
    public static let ultraThick = Material(name: "ultraThick"), bar = Material(name: "bar")
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { .ultraThin }
    public static var thinMaterial: Material { .thin }
    public static var regularMaterial: Material { .regular }
    public static var thickMaterial: Material { .thick }
    public static var ultraThickMaterial: Material { .ultraThick }
    public static var bar: Material { .bar }
}

/// `Color.gray.tertiary` (iOS 17): the style at a lower level of its hierarchy, as
/// `.tertiary` is of the foreground; a value, drawn by nothing here.
public struct _ShapeStyleLevel<Base: ShapeStyle>: ShapeStyle {
    let base: Base
    let level: Int
}

extension ShapeStyle {
    public var secondary: some ShapeStyle { _ShapeStyleLevel(base: self, level: 2) }
    public var tertiary: some ShapeStyle { _ShapeStyleLevel(base: self, level: 3) }
    public var quaternary: some ShapeStyle { _ShapeStyleLevel(base: self, level: 4) }
    public var quinary: some ShapeStyle { _ShapeStyleLevel(base: self, level: 5) }
}

/// `.ultraThickMaterial.opacity(0.7)`, `Color.red.secondary.opacity(0.5)`: the style at an
/// opacity; a value, drawn by nothing here. (`Color`'s own `opacity(_:)` returns a `Color`.)
public struct _OpacityShapeStyle<Base: ShapeStyle>: ShapeStyle {
    let base: Base
    let opacity: Double
}

extension ShapeStyle {
    public func opacity(_ opacity: Double) -> some ShapeStyle { _OpacityShapeStyle(base: self, opacity: opacity) }
}

/// `.background` (iOS 15): the environment's background colour as a style, at every level of its
/// hierarchy (`.fill(.background.secondary)`); `.foreground` is the foreground's. Values, drawn
/// by nothing here.
public struct BackgroundStyle: ShapeStyle, Sendable {
    public init() {}
}

public struct ForegroundStyle: ShapeStyle, Sendable {
    public init() {}
}

extension ShapeStyle where Self == BackgroundStyle {
    public static var background: BackgroundStyle { BackgroundStyle() }
}

extension ShapeStyle where Self == ForegroundStyle {
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

/// `.selection` (iOS 15): the platform's selection colour (on iPhone the accent colour, Apple's
/// documentation says); a value, drawn by nothing here.
public struct SelectionShapeStyle: ShapeStyle, Sendable {
    public init() {}
}

extension ShapeStyle where Self == SelectionShapeStyle {
    public static var selection: SelectionShapeStyle { SelectionShapeStyle() }
}

/// A style of any type (`isSelected ? AnyShapeStyle(.selection) : AnyShapeStyle(.quaternary)`).
/// It keeps the style it erases, so two hold what their styles are; nothing draws it.
public struct AnyShapeStyle: ShapeStyle, @unchecked Sendable {
    let style: any ShapeStyle
    public init<S: ShapeStyle>(_ style: S) { self.style = style }
}
