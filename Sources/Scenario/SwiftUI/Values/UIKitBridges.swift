// UIKitBridges: SwiftUI's initialisers that take UIKit values (Redraw's inert
// UIKit stand-ins): `Image(uiImage:)`, `Color(uiColor:)`.

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
