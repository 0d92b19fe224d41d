// UIKitBridges: SwiftUI's initialisers that take UIKit values (Redraw's inert
// UIKit stand-ins), and UIKit's that take SwiftUI's: `Image(uiImage:)`,
// `Color(uiColor:)`, `UIColor(_: Color)`, `Path(_: CGPath)`, `Color(cgColor:)` and
// `Color.cgColor`.

import UIKit

extension Image {
    public init(uiImage: UIImage) {
        self.init(uiImage.name ?? "uiImage")
        platformImage = uiImage
    }
}

extension Color {
    public init(uiColor: UIColor) {
        self.init(red: Double(uiColor.red), green: Double(uiColor.green), blue: Double(uiColor.blue), opacity: Double(uiColor.alpha))
    }
    /// Disfavoured: Xcode's asset symbols give a colour asset both a `ColorResource` and a `UIColor`
    /// member of one name, and `Color(.brand)`, which apps write, means the resource (AssetSymbols).
    @_disfavoredOverload
    public init(_ uiColor: UIColor) { self.init(uiColor: uiColor) }

    public init(cgColor: CGColor) { self.init(uiColor: UIColor(cgColor: cgColor)) }
    public init(_ cgColor: CGColor) { self.init(cgColor: cgColor) }

    /// Apple's: a CoreGraphics colour "from a constant SwiftUI color" (made from a CoreGraphics
    /// colour, from RGB or HSB components, or from a UIKit colour), nil "for a dynamic color" (an
    /// asset catalog's, `Color(_:bundle:)`). Here: the components of a colour made from
    /// components (white, RGB, HSB; from a `UIColor` or a `CGColor`), and nil for a named colour —
    /// an asset's, and SwiftUI's own `.red`, `.primary`…, which adapt to the appearance (whether
    /// iOS gives a `CGColor` for those is not documented).
    public var cgColor: CGColor? {
        guard let open = name.firstIndex(of: "("), name.hasSuffix(")") else { return nil }
        let values = name[name.index(after: open)..<name.index(before: name.endIndex)].split(separator: ",").compactMap { Double($0) }
        switch (name[..<open], values.count) {
        case ("rgb", 4): return CGColor(red: values[0], green: values[1], blue: values[2], alpha: values[3])
        case ("white", 2): return CGColor(gray: values[0], alpha: values[1])
        case ("hsb", 4):
            let (r, g, b) = Self.rgb(hue: values[0], saturation: values[1], brightness: values[2])
            return CGColor(red: r, green: g, blue: b, alpha: values[3])
        default: return nil
        }
    }

    /// Hue, saturation and brightness (each 0…1) as red, green and blue.
    static func rgb(hue: Double, saturation: Double, brightness: Double) -> (Double, Double, Double) {
        let h = (hue - hue.rounded(.down)) * 6, sector = Int(h) % 6, f = h - Double(Int(h))
        let p = brightness * (1 - saturation), q = brightness * (1 - saturation * f), t = brightness * (1 - saturation * (1 - f))
        switch sector {
        case 0: return (brightness, t, p)
        case 1: return (q, brightness, p)
        case 2: return (p, brightness, t)
        case 3: return (p, q, brightness)
        case 4: return (t, p, brightness)
        default: return (brightness, p, q)
        }
    }
}

extension UIColor {
    /// `UIColor(Color.red)`: a colour made from components (or from a `UIColor`) keeps them (its
    /// `cgColor`'s), so `Color(uiColor: UIColor(c))` is `c` again for an RGB colour; a named colour
    /// is the system colour of that name, anything else gray. Nothing draws it.
    public convenience init(_ color: Color) {
        let base = color.cgColor.map { UIColor(cgColor: $0) } ?? UIColor.named[color.name] ?? .gray
        self.init(red: base.red, green: base.green, blue: base.blue, alpha: base.alpha)
    }

    private static let named: [String: UIColor] = [
        "red": .systemRed, "orange": .systemOrange, "yellow": .systemYellow, "green": .systemGreen,
        "mint": .systemMint, "teal": .systemTeal, "cyan": .systemCyan, "blue": .systemBlue,
        "indigo": .systemIndigo, "purple": .systemPurple, "pink": .systemPink, "brown": .systemBrown,
        "white": .white, "gray": .systemGray, "black": .black, "clear": .clear,
        "primary": .label, "secondary": .secondaryLabel, "accent": .tintColor,
    ]
}

extension Path {
    /// `Path(UIBezierPath(…).cgPath)`: nothing is drawn, so nothing of the path is kept.
    public init(_ path: CGPath) {}
    public var cgPath: CGPath { UIBezierPath().cgPath }
}
