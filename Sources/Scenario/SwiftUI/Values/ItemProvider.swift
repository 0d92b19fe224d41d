// ItemProvider: `NSItemProvider`, the carrier of iOS 13's drag and drop
// (`.onDrag`, `.onDrop`: DragAndDrop.swift) and of sharing. It is Foundation's
// on Apple's platforms; Foundation on Linux (swift-corelibs) lacks it, so
// Redraw's SwiftUI declares a stand-in, visible wherever `import SwiftUI` is.
//
// Invariants:
// - Inert: nothing is dragged, dropped or shared in a run, so no provider ever
//   reaches an app's drop handler. A provider the app makes keeps the type
//   identifiers registered with it (for `registeredTypeIdentifiers` and
//   `hasItemConformingToTypeIdentifier`), and its loads never call their
//   completion handlers (Apple calls them later, from another queue; here
//   there is nothing to load from). No count depends on one.

import Foundation
import UniformTypeIdentifiers

/// What a provider can be made from (Apple's: `NSString`, `NSURL`, `UIImage`…, and classes of the app's).
public protocol NSItemProviderWriting: AnyObject {}
/// What a provider can load (Apple's: the same classes).
public protocol NSItemProviderReading: AnyObject {}

extension NSString: NSItemProviderWriting, NSItemProviderReading {}
extension NSURL: NSItemProviderWriting, NSItemProviderReading {}
extension NSData: NSItemProviderWriting, NSItemProviderReading {}

public enum NSItemProviderRepresentationVisibility: Int, Sendable { case all = 0, team = 1, group = 2, ownProcess = 3 }

open class NSItemProvider: NSObject {
    /// The type identifiers registered, in order (`public.utf8-plain-text` for a string).
    public private(set) var registeredTypeIdentifiers: [String] = []
    open var suggestedName: String?

    public override init() { super.init() }

    public convenience init(object: any NSItemProviderWriting) {
        self.init()
        registeredTypeIdentifiers.append(Self.typeIdentifier(of: object))
    }

    public convenience init(item: Any?, typeIdentifier: String?) {
        self.init()
        if let typeIdentifier { registeredTypeIdentifiers.append(typeIdentifier) }
    }

    public convenience init?(contentsOf fileURL: URL) {
        self.init()
        registeredTypeIdentifiers.append(UTType.fileURL.identifier)
    }

    public func registerDataRepresentation(forTypeIdentifier typeIdentifier: String,
                                           visibility: NSItemProviderRepresentationVisibility = .all,
                                           loadHandler: @escaping (@escaping (Data?, Error?) -> Void) -> Progress?) {
        registeredTypeIdentifiers.append(typeIdentifier)
    }

    public func registerObject(_ object: any NSItemProviderWriting, visibility: NSItemProviderRepresentationVisibility) {
        registeredTypeIdentifiers.append(Self.typeIdentifier(of: object))
    }

    /// iOS 16's: registers a `Transferable` value's representations (its type is not inspected here).
    public func register<T: Transferable>(_ transferable: @autoclosure @escaping @Sendable () -> T) {}

    public func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        registeredTypeIdentifiers.contains(typeIdentifier)
    }

    public func hasRepresentationConforming(toTypeIdentifier typeIdentifier: String, fileOptions: Int = 0) -> Bool {
        registeredTypeIdentifiers.contains(typeIdentifier)
    }

    public func canLoadObject(ofClass aClass: Any.Type) -> Bool { false }

    /// Never calls `completionHandler` (nothing to load from: see the header).
    @discardableResult
    public func loadObject<T>(ofClass aClass: T.Type, completionHandler: @escaping (T?, Error?) -> Void) -> Progress {
        Progress(totalUnitCount: 1)
    }

    public func loadItem(forTypeIdentifier typeIdentifier: String, options: [AnyHashable: Any]? = nil,
                         completionHandler: ((Any?, Error?) -> Void)? = nil) {}

    @discardableResult
    public func loadDataRepresentation(forTypeIdentifier typeIdentifier: String,
                                       completionHandler: @escaping (Data?, Error?) -> Void) -> Progress {
        Progress(totalUnitCount: 1)
    }

    @discardableResult
    public func loadFileRepresentation(forTypeIdentifier typeIdentifier: String,
                                       completionHandler: @escaping (URL?, Error?) -> Void) -> Progress {
        Progress(totalUnitCount: 1)
    }

    /// iOS 16's: never calls `completionHandler`.
    @discardableResult
    public func loadTransferable<T: Transferable>(type transferableType: T.Type,
                                                  completionHandler: @escaping (Result<T, Error>) -> Void) -> Progress {
        Progress(totalUnitCount: 1)
    }

    private static func typeIdentifier(of object: any NSItemProviderWriting) -> String {
        switch object {
        case is NSString: UTType.utf8PlainText.identifier
        case is NSURL: UTType.url.identifier
        default: UTType.data.identifier
        }
    }
}
