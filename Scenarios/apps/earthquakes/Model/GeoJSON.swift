// Follows the sample's Model/GeoJSON.swift: the feed's root object; each element of
// "features" holds a quake in its "properties", and one that fails to decode is skipped.

import Foundation

struct GeoJSON: Decodable {
    private enum RootKeys: String, CodingKey { case features }
    private enum FeatureKeys: String, CodingKey { case properties }

    private(set) var quakes: [Quake] = []

    init(from decoder: Decoder) throws {
        let root = try decoder.container(keyedBy: RootKeys.self)
        var features = try root.nestedUnkeyedContainer(forKey: .features)
        while !features.isAtEnd {
            let feature = try features.nestedContainer(keyedBy: FeatureKeys.self)
            if let quake = try? feature.decode(Quake.self, forKey: .properties) {
                quakes.append(quake)
            }
        }
    }
}
