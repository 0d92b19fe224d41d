// DocumentGroup: a document-based app's scene. On iOS the app opens into the
// system's document browser, which is not the app's view; here the window shows
// the editor of a new document at once, as after a tap on "Create Document".
//
// Invariants:
// - The document is the scene's state, made once (`newDocument` runs when the
//   scene is first built, as a `@State`'s initial value is kept) and handed to
//   the editor: a `FileDocument` (a value) as a binding, `file.$document`; a
//   `ReferenceFileDocument` (an `ObservableObject` class) as the object.
// - The scene is a node of its own, counted as a built-in view ("DocumentGroup"):
//   making the binding reads nothing, so a write to the document re-runs the
//   views that read it, not the scene (update-cycle.md, One frame 4).
// - Nothing is read from or saved to a file: `init(configuration:)`,
//   `fileWrapper(configuration:)` and `snapshot(contentType:)` are the app's and
//   never called. `DocumentGroup(viewing:viewer:)` opens an existing document only,
//   and none exists here: it builds nothing.

import Foundation
import UniformTypeIdentifiers

public protocol FileDocument {
    static var readableContentTypes: [UTType] { get }
    static var writableContentTypes: [UTType] { get }
    init(configuration: ReadConfiguration) throws
    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper
    typealias ReadConfiguration = FileDocumentReadConfiguration
    typealias WriteConfiguration = FileDocumentWriteConfiguration
}

extension FileDocument {
    public static var writableContentTypes: [UTType] { readableContentTypes }
}

/// Apple's `ReferenceFileDocument` refines `ObservableObject`: the editor observes the object
/// (`@ObservedObject`, `.environmentObject`). The front end counts a class conforming to it as a
/// model class of the push form (TypeCatalog).
public protocol ReferenceFileDocument: ObservableObject {
    associatedtype Snapshot
    static var readableContentTypes: [UTType] { get }
    static var writableContentTypes: [UTType] { get }
    init(configuration: ReadConfiguration) throws
    func snapshot(contentType: UTType) throws -> Snapshot
    func fileWrapper(snapshot: Snapshot, configuration: WriteConfiguration) throws -> FileWrapper
    typealias ReadConfiguration = FileDocumentReadConfiguration
    typealias WriteConfiguration = FileDocumentWriteConfiguration
}

extension ReferenceFileDocument {
    public static var writableContentTypes: [UTType] { readableContentTypes }
}

public struct FileDocumentReadConfiguration {
    public let contentType: UTType
    public let file: FileWrapper
}

public struct FileDocumentWriteConfiguration {
    public let contentType: UTType
    public let existingFile: FileWrapper?
}

public struct FileDocumentConfiguration<Document: FileDocument> {
    @Binding public var document: Document
    public let fileURL: URL?
    public let isEditable: Bool
}

public struct ReferenceFileDocumentConfiguration<Document: ReferenceFileDocument> {
    public let document: Document
    public let fileURL: URL?
    public let isEditable: Bool
}

public struct DocumentGroup<Document, Content: View>: Scene, View {
    @State private var document: Document?
    private let editor: (Binding<Document?>) -> Content?

    public var body: some View { editor($document) }
}

extension DocumentGroup where Document: FileDocument {
    public init(newDocument: @autoclosure @escaping () -> Document,
                @ViewBuilder editor: @escaping (FileDocumentConfiguration<Document>) -> Content) {
        _document = State(initialValue: newDocument())
        // The binding reads the document when the editor does, not here: the scene's body reads nothing.
        self.editor = { stored in
            let binding = Binding<Document>(location: stored.location, get: { stored.wrappedValue! }, set: { stored.wrappedValue = $0 })
            return editor(FileDocumentConfiguration(document: binding, fileURL: nil, isEditable: true))
        }
    }

    public init(viewing documentType: Document.Type,
                @ViewBuilder viewer: @escaping (FileDocumentConfiguration<Document>) -> Content) {
        _document = State(initialValue: nil)
        editor = { _ in nil }
    }
}

extension DocumentGroup where Document: ReferenceFileDocument {
    public init(newDocument: @escaping () -> Document,
                @ViewBuilder editor: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content) {
        _document = State(initialValue: newDocument())
        // The object is read to hand it over; the scene never replaces it, so that read never re-runs it.
        self.editor = { stored in
            stored.wrappedValue.map { editor(ReferenceFileDocumentConfiguration(document: $0, fileURL: nil, isEditable: true)) }
        }
    }

    public init(viewing documentType: Document.Type,
                @ViewBuilder viewer: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content) {
        _document = State(initialValue: nil)
        editor = { _ in nil }
    }
}
