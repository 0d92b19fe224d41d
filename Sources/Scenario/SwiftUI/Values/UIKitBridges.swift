// UIKitBridges: SwiftUI's initialisers that take UIKit values (Redraw's inert
// UIKit stand-ins), and UIKit's that take SwiftUI's: `Image(uiImage:)`,
// `Color(uiColor:)`, `UIColor(_: Color)`, `Path(_: CGPath)`.

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
    public init(_ uiColor: UIColor) { self.init(uiColor: uiColor) }
}

extension UIColor {
    /// `UIColor(Color.red)`: a colour made from components (or from a `UIColor`) keeps them, so
    /// `Color(uiColor: UIColor(c))` is `c` again; a named colour is the system colour of that name,
    /// anything else gray. Nothing draws it.
    public convenience init(_ color: Color) {
        let base = UIColor.components(of: color.name) ?? UIColor.named[color.name] ?? .gray
        self.init(red: base.red, green: base.green, blue: base.blue, alpha: base.alpha)
    }

    /// The components in a name `Color(red:green:blue:opacity:)` wrote.
    private static func components(of name: String) -> UIColor? {
        guard name.hasPrefix("rgb("), name.hasSuffix(")") else { return nil }
        let values = name.dropFirst(4).dropLast().split(separator: ",").compactMap { Double($0) }
        guard values.count == 4 else { return nil }
        return UIColor(red: values[0], green: values[1], blue: values[2], alpha: values[3])
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
