// AssetResources: SwiftUI's initialisers from an asset catalog's generated
// symbols (`Image(.logo)`, `Color(.brand)`; the resource types are in UIKit,
// AssetResources.swift). There is no catalog: the image is named by the
// resource, as `Image("logo")` is, and the colour too.

import UIKit

extension Image {
    public init(_ resource: ImageResource) { self.init(resource.name) }
}

extension Color {
    public init(_ resource: ColorResource) { self.init(resource.name) }
}
