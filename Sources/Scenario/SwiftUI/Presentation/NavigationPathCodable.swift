// NavigationPath's `CodableRepresentation` (iOS 16): the path in a serializable form, which an
// app saves to restore its navigation — nil when an element's type is not `Codable`, as Apple
// documents — and `init(_:)` back. Encoded as a flat list of strings, each element's type name
// (`_mangledTypeName`, looked up again with `_typeByName` when decoding: a scenario's types are
// in the process) and then its JSON. Apple's own encoding is not documented; a path saved by an
// app on a device is not read here.

import Foundation

extension NavigationPath {
    public struct CodableRepresentation: Codable {
        var elements: [any Codable & Hashable]

        init(elements: [any Codable & Hashable]) { self.elements = elements }

        public init(from decoder: Decoder) throws {
            var container = try decoder.unkeyedContainer()
            var decoded: [any Codable & Hashable] = []
            while !container.isAtEnd {
                let name = try container.decode(String.self)
                let json = try container.decode(String.self)
                guard let type = _typeByName(name) as? any (Codable & Hashable).Type else {
                    throw DecodingError.dataCorruptedError(in: container, debugDescription: "no Codable and Hashable type named \(name)")
                }
                decoded.append(try Self.decode(type, from: Data(json.utf8)))
            }
            elements = decoded
        }

        public func encode(to encoder: Encoder) throws {
            var container = encoder.unkeyedContainer()
            for element in elements {
                guard let name = _mangledTypeName(type(of: element)) else {
                    throw EncodingError.invalidValue(element, .init(codingPath: container.codingPath,
                                                                    debugDescription: "\(type(of: element)) has no name to decode it by"))
                }
                try container.encode(name)
                try container.encode(String(decoding: try JSONEncoder().encode(element), as: UTF8.self))
            }
        }

        private static func decode<T: Codable & Hashable>(_ type: T.Type, from data: Data) throws -> any Codable & Hashable {
            try JSONDecoder().decode(T.self, from: data)
        }
    }

    /// The path's elements in a serializable form; nil when one of them is not `Codable`.
    public var codable: CodableRepresentation? {
        var codable: [any Codable & Hashable] = []
        for element in elements {
            guard let value = element.base as? any (Codable & Hashable) else { return nil }
            codable.append(value)
        }
        return CodableRepresentation(elements: codable)
    }

    /// A path made of a saved representation's elements.
    public init(_ codable: CodableRepresentation) {
        self.init()
        elements = codable.elements.map { AnyHashable($0) }
    }
}
