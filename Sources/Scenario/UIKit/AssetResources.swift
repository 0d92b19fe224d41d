// AssetResources: the symbols Xcode generates for an asset catalog
// (`ImageResource.logo`, `ColorResource.brand`, used as `Image(.logo)`,
// `Color(.brand)`, `UIImage(resource:)`, `UIColor(resource:)`). On iOS they
// come from DeveloperToolsSupport, which SwiftUI and UIKit re-export; here
// from UIKit, which SwiftUI re-exports.
//
// Invariants:
// - A scenario has no asset catalog: a resource is its name, an image made
//   from it is named so (as `UIImage(named:)`), and a colour is the gray
//   `UIColor(named:)` gives. No count depends on them.

import Foundation

public struct ImageResource: Hashable, Sendable {
    public let name: String
    public init(name: String, bundle: Bundle) { self.name = name }
}

public struct ColorResource: Hashable, Sendable {
    public let name: String
    public init(name: String, bundle: Bundle) { self.name = name }
}

extension UIImage {
    public convenience init(resource: ImageResource) { self.init(assetName: resource.name) }
}

extension UIColor {
    public convenience init(resource: ColorResource) { self.init(white: 0.5, alpha: 1) }
}
