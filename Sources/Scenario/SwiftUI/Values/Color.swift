// Color and shape styles: values for modifiers, and `Color` is also a leaf view.

public protocol ShapeStyle {}

nonisolated public struct Color: _LeafView, ShapeStyle, Hashable, Sendable {
    let name: String
    public init(_ name: String) { self.name = name }
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) { name = "rgb(\(red),\(green),\(blue),\(opacity))" }
    public init(_ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(red: red, green: green, blue: blue, opacity: opacity)
    }
    public init(_ colorSpace: RGBColorSpace, white: Double, opacity: Double = 1) { self.init(white: white, opacity: opacity) }
    public enum RGBColorSpace: Hashable, Sendable { case sRGB, sRGBLinear, displayP3 }
    /// `Color.blue.gradient`: a style, drawn by nothing here.
    public var gradient: AnyGradient { AnyGradient() }
    // Every component is in the name (so two colours are equal only when all are, and `cgColor`
    // can give them back: UIKitBridges.swift).
    public init(white: Double, opacity: Double = 1) { name = "white(\(white),\(opacity))" }
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        name = "hsb(\(hue),\(saturation),\(brightness),\(opacity))"
    }
    public static let primary = Color("primary"), secondary = Color("secondary"), accentColor = Color("accent")
    public static let red = Color("red"), orange = Color("orange"), yellow = Color("yellow"), green = Color("green")
    public static let mint = Color("mint"), teal = Color("teal"), cyan = Color("cyan"), blue = Color("blue")
    public static let indigo = Color("indigo"), purple = Color("purple"), pink = Color("pink"), brown = Color("brown")
    public static let white = Color("white"), gray = Color("gray"), black = Color("black"), clear = Color("clear")
    public func opacity(_ opacity: Double) -> Color { self }
}

/// SwiftUI's `Color` is `CustomStringConvertible` (`ForEach(colors, id: \.description)`, a
/// colour's name shown or stored): a system colour's name (`red`), an RGB colour as `#RRGGBBAA`.
extension Color: CustomStringConvertible {
    public var description: String {
        guard name.hasPrefix("rgb("), name.hasSuffix(")") else { return name }
        let parts = name.dropFirst(4).dropLast().split(separator: ",").compactMap { Double($0) }
        guard parts.count == 4 else { return name }
        return "#" + parts.map { component in
            let byte = Int((min(max(component, 0), 1) * 255).rounded())
            return String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
        }.joined()
    }
}

private extension String {
    func leftPadded(to width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}

/// `let tint: Color = #colorLiteral(red: 0.2, green: 0.4, blue: 0.8, alpha: 1)`.
extension Color: _ExpressibleByColorLiteral {
    public init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }
}

extension ShapeStyle where Self == Color {
    public static var primary: Color { .primary }
    public static var secondary: Color { .secondary }
    public static var red: Color { .red }
    public static var green: Color { .green }
    public static var blue: Color { .blue }
    public static var orange: Color { .orange }
    public static var gray: Color { .gray }
    public static var white: Color { .white }
    public static var black: Color { .black }
    public static var yellow: Color { .yellow }
    public static var mint: Color { .mint }
    public static var teal: Color { .teal }
    public static var cyan: Color { .cyan }
    public static var indigo: Color { .indigo }
    public static var purple: Color { .purple }
    public static var pink: Color { .pink }
    public static var brown: Color { .brown }
    public static var clear: Color { .clear }
    public static var accentColor: Color { .accentColor }
}

public struct HierarchicalShapeStyle: ShapeStyle, Sendable {
    public static let primary = HierarchicalShapeStyle(), secondary = HierarchicalShapeStyle()
    public static let tertiary = HierarchicalShapeStyle(), quaternary = HierarchicalShapeStyle()
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
}

public struct EdgeInsets: Equatable, Sendable {
    public var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
}

public enum Edge: Int8, CaseIterable, Sendable {
    case top, leading, bottom, trailing
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1), leading = Set(rawValue: 2), bottom = Set(rawValue: 4), trailing = Set(rawValue: 8)
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        public static let horizontal: Set = [.leading, .trailing], vertical: Set = [.top, .bottom]
    }
}

public struct Alignment: Equatable, Sendable {
    public static let center = Alignment(), leading = Alignment(), trailing = Alignment(), top = Alignment()
    public static let bottom = Alignment(), topLeading = Alignment(), topTrailing = Alignment()
    public static let bottomLeading = Alignment(), bottomTrailing = Alignment()
}
public struct HorizontalAlignment: Equatable, Sendable {
    public static let center = HorizontalAlignment(), leading = HorizontalAlignment(), trailing = HorizontalAlignment()
}
public struct VerticalAlignment: Equatable, Sendable {
    public static let center = VerticalAlignment(), top = VerticalAlignment(), bottom = VerticalAlignment()
    public static let firstTextBaseline = VerticalAlignment(), lastTextBaseline = VerticalAlignment()
}
public struct Axis: Equatable, Sendable {
    public static let horizontal = Axis(), vertical = Axis()
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1), vertical = Set(rawValue: 2)
    }
}
