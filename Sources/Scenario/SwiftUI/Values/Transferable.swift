// Transferable (CoreTransferable, which SwiftUI re-exports): how a value is dragged, dropped,
// shared or pasted. No drag, drop or share happens in a run, so a representation is kept
// and never called: conformances compile, and nothing they would encode or decode runs.

import Combine
import Foundation
import UniformTypeIdentifiers

public protocol Transferable {
    associatedtype Representation: TransferRepresentation
    @TransferRepresentationBuilder<Self> static var transferRepresentation: Representation { get }
}

/// One way of moving an `Item` (a proxy, its `Codable` form, its data).
public protocol TransferRepresentation {
    associatedtype Item: Transferable
}

extension TransferRepresentation {
    public func suggestedFileName(_ fileName: String) -> Self { self }
    public func exportingCondition(_ condition: @escaping (Item) -> Bool) -> Self { self }
    public func visibility(_ visibility: TransferRepresentationVisibility) -> Self { self }
}

public enum TransferRepresentationVisibility: Sendable { case all, team, group, ownProcess }

/// Several representations, first preferred: what the builder makes of them.
public struct _TransferRepresentations<Item: Transferable>: TransferRepresentation {
    let count: Int
}

@resultBuilder
public enum TransferRepresentationBuilder<Item: Transferable> {
    public static func buildExpression<R: TransferRepresentation>(_ representation: R) -> _TransferRepresentations<Item>
    where R.Item == Item { _TransferRepresentations(count: 1) }
    public static func buildBlock(_ parts: _TransferRepresentations<Item>...) -> _TransferRepresentations<Item> {
        _TransferRepresentations(count: parts.reduce(0) { $0 + $1.count })
    }
}

/// The item as another transferable value (`ProxyRepresentation(exporting: \.title)`).
public struct ProxyRepresentation<Item: Transferable, Proxy: Transferable>: TransferRepresentation {
    let exporting: ((Item) throws -> Proxy)?
    let importing: ((Proxy) throws -> Item)?
    public init(exporting: @escaping (Item) throws -> Proxy) { self.exporting = exporting; importing = nil }
    public init(importing: @escaping (Proxy) throws -> Item) { exporting = nil; self.importing = importing }
    public init(exporting: @escaping (Item) throws -> Proxy, importing: @escaping (Proxy) throws -> Item) {
        self.exporting = exporting
        self.importing = importing
    }
}

/// The item's `Codable` form under a content type (JSON by default, as Apple's).
public struct CodableRepresentation<Item: Transferable & Codable>: TransferRepresentation {
    public let contentType: UTType
    public init(contentType: UTType) { self.contentType = contentType }
    public init(for itemType: Item.Type = Item.self, contentType: UTType) { self.contentType = contentType }
    public init<E: TopLevelEncoder, D: TopLevelDecoder>(for itemType: Item.Type = Item.self, contentType: UTType,
                                                        encoder: E, decoder: D) where E.Output == Data, D.Input == Data {
        self.contentType = contentType
    }
}

/// The item as bytes of a content type.
public struct DataRepresentation<Item: Transferable>: TransferRepresentation {
    public let contentType: UTType
    public init(contentType: UTType, exporting: @escaping (Item) async throws -> Data,
                importing: @escaping (Data) async throws -> Item) { self.contentType = contentType }
    public init(exportedContentType: UTType, exporting: @escaping (Item) async throws -> Data) { contentType = exportedContentType }
    public init(importedContentType: UTType, importing: @escaping (Data) async throws -> Item) { contentType = importedContentType }
}

// The system's transferable values that apps drag and drop.
extension String: Transferable {
    public static var transferRepresentation: _TransferRepresentations<String> { _TransferRepresentations(count: 1) }
}
extension Data: Transferable {
    public static var transferRepresentation: _TransferRepresentations<Data> { _TransferRepresentations(count: 1) }
}
extension URL: Transferable {
    public static var transferRepresentation: _TransferRepresentations<URL> { _TransferRepresentations(count: 1) }
}
extension AttributedString: Transferable {
    public static var transferRepresentation: _TransferRepresentations<AttributedString> { _TransferRepresentations(count: 1) }
}
extension Image: Transferable {
    public static var transferRepresentation: _TransferRepresentations<Image> { _TransferRepresentations(count: 1) }
}
extension Color: Transferable {
    public static var transferRepresentation: _TransferRepresentations<Color> { _TransferRepresentations(count: 1) }
}
