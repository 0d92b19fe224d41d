// Follows the sample's Model/QuakeLocation.swift: the origin of a quake, read from its
// detail GeoJSON (properties.products.origin[0].properties, where the numbers are strings).

import Foundation

struct QuakeLocation: Equatable {
    var latitude: Double
    var longitude: Double
}

extension QuakeLocation: Decodable {
    private enum Keys: String, CodingKey { case properties, products, origin, latitude, longitude }

    init(from decoder: Decoder) throws {
        let root = try decoder.container(keyedBy: Keys.self)
        let products = try root.nestedContainer(keyedBy: Keys.self, forKey: .properties)
            .nestedContainer(keyedBy: Keys.self, forKey: .products)
        var origins = try products.nestedUnkeyedContainer(forKey: .origin)
        let origin = try origins.nestedContainer(keyedBy: Keys.self)
            .nestedContainer(keyedBy: Keys.self, forKey: .properties)
        guard let latitude = Double(try origin.decode(String.self, forKey: .latitude)),
              let longitude = Double(try origin.decode(String.self, forKey: .longitude))
        else { throw QuakeError.missingData }
        self.init(latitude: latitude, longitude: longitude)
    }
}
