// AssetResources: the symbols Xcode generates for an asset catalog
// (`ImageResource.logo`, `ColorResource.brand`, used as `Image(.logo)`,
// `Color(.brand)`, `UIImage(resource:)`, `UIColor(resource:)`). On iOS they
// come from DeveloperToolsSupport, which SwiftUI and UIKit re-export; here
// from UIKit, which SwiftUI re-exports. Also the lookups by name in a bundle
// with traits that SwiftGen's generated `Assets.swift` makes
// (`UIColor(named:in:compatibleWith:)`, `UIImage(named:in:compatibleWith:)`,
// `UIImage(named:in:with:)`, `resolvedColor(with:)`; SwiftUI's
// `Color(_:bundle:)` and `Image(_:bundle:)` are SwiftUI's).
//
// Invariants:
// - A scenario has no asset catalog: a resource is its name, an image made
//   from it is named so (as `UIImage(named:)`), and a colour is the gray
//   `UIColor(named:)` gives. No count depends on them.
// - A bundle and a trait collection are taken and not looked in: every
//   lookup by name succeeds, as `UIImage(named:)` does, and resolving a
//   colour for a trait collection gives the colour itself (no colour here has
//   a dark variant).

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

extension UIImage {
    /// The image of that name in `bundle` for those traits: the named image (nothing is looked up).
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        self.init(assetName: name)
    }
    /// The image of that name in `bundle` with a configuration (iOS 13): the named image.
    public convenience init?(named name: String, in bundle: Bundle?, with configuration: UIImage.Configuration?) {
        self.init(assetName: name)
    }

    /// What an image is looked up or drawn with (a trait collection's `imageConfiguration`); kept as
    /// given, used by nothing.
    public class Configuration: @unchecked Sendable {
        public let traitCollection: UITraitCollection?
        required init(traitCollection: UITraitCollection?) { self.traitCollection = traitCollection }
        public func withTraitCollection(_ traitCollection: UITraitCollection?) -> Self { Self(traitCollection: traitCollection) }
    }
}

extension UIColor {
    /// The colour of that name in `bundle` for those traits: the gray `UIColor(named:)` gives.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        self.init(white: 0.5, alpha: 1)
    }
    /// The colour as it shows with `traitCollection`: itself, as no colour here has variants.
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor { self }
}
