// TraitCollection: UIKit's `UITraitCollection`, as asset lookups take it
// (`UIColor(named:in:compatibleWith:)`, `resolvedColor(with:)`, SwiftGen's
// `color(compatibleWith:)`) — the environment UIKit resolves a named colour or
// image in.
//
// Invariants:
// - The device's traits are a phone's in light mode, as SwiftUI's
//   `\.colorScheme` is (EnvironmentValues): `UITraitCollection.current` is
//   `.light` until the app sets another, and what it set is forgotten at the
//   start of every run (`_UIKitRun.reset`).
// - Nothing here is resolved against a trait: a scenario has no asset catalog,
//   so a colour or image looked up with one is what the lookup without it
//   gives (AssetResources.swift). No count depends on a trait collection.

import Foundation

/// Light or dark, as UIKit's trait says; `.unspecified` where a collection does not say.
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified, light, dark
}

/// A set of traits; here only the interface style and the idiom are kept.
public final class UITraitCollection: @unchecked Sendable {
    public let userInterfaceStyle: UIUserInterfaceStyle
    public let userInterfaceIdiom: UIUserInterfaceIdiom

    public init() {
        userInterfaceStyle = .unspecified
        userInterfaceIdiom = .unspecified
    }
    public init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.userInterfaceStyle = userInterfaceStyle
        userInterfaceIdiom = .unspecified
    }
    init(style: UIUserInterfaceStyle, idiom: UIUserInterfaceIdiom) {
        userInterfaceStyle = style
        userInterfaceIdiom = idiom
    }

    /// The device's: a phone in light mode.
    static let device = UITraitCollection(style: .light, idiom: .phone)
    nonisolated(unsafe) static var currentStorage = device

    /// The traits UIKit resolves in now; the app may set it (as UIKit lets it, around drawing code).
    public class var current: UITraitCollection {
        get { currentStorage }
        set { currentStorage = newValue }
    }

    /// The configuration an image looked up with these traits takes (`UIImage(named:in:with:)`).
    public var imageConfiguration: UIImage.Configuration { UIImage.Configuration(traitCollection: self) }
}
