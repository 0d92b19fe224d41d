// AssetResources: SwiftUI's initialisers from an asset catalog's generated
// symbols (`Image(.logo)`, `Color(.brand)`; the resource types are in UIKit,
// AssetResources.swift), and its lookups by name in a bundle, as SwiftGen's
// generated `Assets.swift` calls them (`Color(_:bundle:)`,
// `Image(_:bundle:label:)`, `Image(decorative:bundle:)`; `Image(_:bundle:)`
// is with the other `Image` initialisers, Leaves.swift). There is no catalog:
// the image is named by the resource, as `Image("logo")` is, and the colour
// too; a bundle is taken and not looked in.

import UIKit

extension Image {
    public init(_ resource: ImageResource) { self.init(resource.name) }
    /// An image with an accessibility label: the label is not among the words an action finds a
    /// control by (the image's name is, as for any named image).
    public init(_ name: String, bundle: Bundle? = nil, label: Text) { self.init(name) }
    public init(decorative name: String, bundle: Bundle?) { self.init(decorative: name) }
}

extension Color {
    public init(_ resource: ColorResource) { self.init(resource.name) }
    /// A colour of the app's asset catalog (`Color("Brand", bundle: .main)`), named as `Color(_:)` is.
    public init(_ name: String, bundle: Bundle?) { self.init(name) }
}
