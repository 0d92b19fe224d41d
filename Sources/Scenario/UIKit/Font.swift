// Font: `UIFont`, which apps make in `App.init` to style UIKit's bars
// (`titleTextAttributes = [.font: UIFont.systemFont(ofSize: 20, weight: .bold)]`),
// and the attribute keys they put it under (`NSAttributedString.Key.font`,
// `.foregroundColor`, `.kern`, `.backgroundColor`), which Foundation on Linux
// lacks.
//
// Invariants:
// - A font is a value to hand over: a name, a size and a weight; nothing is
//   measured or drawn, and no count depends on it.
// - `preferredFont(forTextStyle:)` has the sizes of Apple's default (Large)
//   Dynamic Type setting; there is no other setting.
// - `UIFont(name:size:)` never fails: there is no font catalogue to look the
//   name up in (UIKit gives nil for a name it does not have).

import Foundation

public final class UIFont: Hashable, @unchecked Sendable {
    public let fontName: String
    public let pointSize: CGFloat
    /// The weight it was made with (`.regular` for a named font).
    public let weight: Weight

    init(fontName: String, pointSize: CGFloat, weight: Weight) {
        self.fontName = fontName
        self.pointSize = pointSize
        self.weight = weight
    }

    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        self.init(fontName: fontName, pointSize: fontSize, weight: .regular)
    }

    public var familyName: String { fontName.split(separator: "-").first.map(String.init) ?? fontName }
    public var lineHeight: CGFloat { (pointSize * 1.2).rounded() }

    public func withSize(_ fontSize: CGFloat) -> UIFont { UIFont(fontName: fontName, pointSize: fontSize, weight: weight) }

    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(fontName: ".SFUI-\(weight.name)", pointSize: fontSize, weight: weight)
    }
    public static func systemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .regular) }
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .bold) }
    public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(fontName: ".SFUI-Italic", pointSize: fontSize, weight: .regular)
    }
    public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(fontName: ".SFUIMono-\(weight.name)", pointSize: fontSize, weight: weight)
    }
    public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        systemFont(ofSize: fontSize, weight: weight)
    }

    /// The style's font at the default Dynamic Type size.
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        systemFont(ofSize: style.defaultSize, weight: style == .headline ? .semibold : .regular)
    }

    public static var systemFontSize: CGFloat { 17 }
    public static var smallSystemFontSize: CGFloat { 12 }
    public static var labelFontSize: CGFloat { 17 }
    public static var buttonFontSize: CGFloat { 18 }

    public static func == (a: UIFont, b: UIFont) -> Bool {
        a.fontName == b.fontName && a.pointSize == b.pointSize && a.weight == b.weight
    }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(fontName)
        hasher.combine(pointSize)
    }

    /// A weight as UIKit numbers it (regular 0, bold 0.4).
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        public static let ultraLight = Weight(-0.8), thin = Weight(-0.6), light = Weight(-0.4)
        public static let regular = Weight(0), medium = Weight(0.23), semibold = Weight(0.3)
        public static let bold = Weight(0.4), heavy = Weight(0.56), black = Weight(0.62)

        var name: String {
            switch self {
            case .ultraLight: return "Ultralight"
            case .thin: return "Thin"
            case .light: return "Light"
            case .medium: return "Medium"
            case .semibold: return "Semibold"
            case .bold: return "Bold"
            case .heavy: return "Heavy"
            case .black: return "Black"
            default: return "Regular"
            }
        }
    }

    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        public static let largeTitle = TextStyle("UICTFontTextStyleTitle0")
        public static let title1 = TextStyle("UICTFontTextStyleTitle1")
        public static let title2 = TextStyle("UICTFontTextStyleTitle2")
        public static let title3 = TextStyle("UICTFontTextStyleTitle3")
        public static let headline = TextStyle("UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle("UICTFontTextStyleSubhead")
        public static let body = TextStyle("UICTFontTextStyleBody")
        public static let callout = TextStyle("UICTFontTextStyleCallout")
        public static let footnote = TextStyle("UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle("UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle("UICTFontTextStyleCaption2")

        /// Points at the default (Large) Dynamic Type size.
        var defaultSize: CGFloat {
            switch self {
            case .largeTitle: return 34
            case .title1: return 28
            case .title2: return 22
            case .title3: return 20
            case .callout: return 16
            case .subheadline: return 15
            case .footnote: return 13
            case .caption1: return 12
            case .caption2: return 11
            default: return 17
            }
        }
    }
}

// Foundation on Linux declares the key type with no keys; these are UIKit's (raw values Apple's).
extension NSAttributedString.Key {
    public static let font = NSAttributedString.Key("NSFont")
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    public static let kern = NSAttributedString.Key("NSKern")
}
