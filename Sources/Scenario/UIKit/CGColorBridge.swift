// CGColorBridge: UIKit's colour to and from CoreGraphics' (Redraw's
// CoreGraphics module): `UIColor.cgColor` and `UIColor(cgColor:)`, by
// components, as CGColor.swift keeps them.

import CoreGraphics

extension UIColor {
    /// Its components as a CoreGraphics colour (a new one at each read, as UIKit may give).
    public var cgColor: CGColor { CGColor(red: red, green: green, blue: blue, alpha: alpha) }

    public convenience init(cgColor: CGColor) {
        let (r, g, b, a) = cgColor.rgba
        self.init(red: r, green: g, blue: b, alpha: a)
    }
}
