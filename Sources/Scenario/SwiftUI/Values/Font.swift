// Font: a value passed to modifiers; it decides no body evaluation.

public struct Font: Hashable, Sendable {
    let name: String
    public static let largeTitle = Font(name: "largeTitle"), title = Font(name: "title"), title2 = Font(name: "title2")
    public static let title3 = Font(name: "title3"), headline = Font(name: "headline"), subheadline = Font(name: "subheadline")
    public static let body = Font(name: "body"), callout = Font(name: "callout"), footnote = Font(name: "footnote")
    public static let caption = Font(name: "caption"), caption2 = Font(name: "caption2")
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font { Font(name: "system") }
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font { Font(name: "system") }
    public static func custom(_ name: String, size: CGFloat) -> Font { Font(name: name) }
    public func weight(_ weight: Weight) -> Font { self }
    public func bold() -> Font { self }
    public func italic() -> Font { self }
    public func monospacedDigit() -> Font { self }
    public func monospaced() -> Font { self }
    public func smallCaps() -> Font { self }

    public struct Weight: Hashable, Sendable {
        let value: Int
        public static let ultraLight = Weight(value: 1), thin = Weight(value: 2), light = Weight(value: 3)
        public static let regular = Weight(value: 4), medium = Weight(value: 5), semibold = Weight(value: 6)
        public static let bold = Weight(value: 7), heavy = Weight(value: 8), black = Weight(value: 9)
    }
    public enum Design: Hashable, Sendable { case `default`, serif, rounded, monospaced }
    public struct Width: Hashable, Sendable {
        let value: Double
        public init(_ value: Double) { self.value = value }
        public static let compressed = Width(0.8), condensed = Width(0.9), standard = Width(1), expanded = Width(1.2)
    }
    public func width(_ width: Width) -> Font { self }
    public enum TextStyle: Hashable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }
}
