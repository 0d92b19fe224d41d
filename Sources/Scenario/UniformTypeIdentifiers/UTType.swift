// UniformTypeIdentifiers (`import UniformTypeIdentifiers`): `UTType`, the kinds of data a
// drag, a drop, a share or a file importer names. Values only: no system registry is
// consulted, so a type is known here by its identifier, its parent and its tags alone.

public struct UTType: Hashable, Sendable, CustomStringConvertible {
    public let identifier: String
    /// The type it conforms to (`public.png` → `public.image` → `public.data` → `public.item`).
    let parent: String?
    public let preferredFilenameExtension: String?
    public let preferredMIMEType: String?

    init(_ identifier: String, _ parent: String?, _ filenameExtension: String? = nil, _ mime: String? = nil) {
        self.identifier = identifier
        self.parent = parent
        preferredFilenameExtension = filenameExtension
        preferredMIMEType = mime
    }

    /// A system type by its identifier; nil for one this table lacks (Apple's registry knows more).
    public init?(_ identifier: String) {
        guard let known = UTType.known.first(where: { $0.identifier == identifier }) else { return nil }
        self = known
    }
    /// A type the app declares in its Info.plist (which is not read here).
    public init(exportedAs identifier: String, conformingTo parent: UTType? = nil) {
        self.init(identifier, parent?.identifier ?? UTType.data.identifier)
    }
    public init(importedAs identifier: String, conformingTo parent: UTType? = nil) {
        self.init(exportedAs: identifier, conformingTo: parent)
    }
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
        guard let known = UTType.known.first(where: { $0.preferredFilenameExtension == filenameExtension.lowercased() }),
              known.conforms(to: supertype) else { return nil }
        self = known
    }
    public init?(mimeType: String, conformingTo supertype: UTType = .data) {
        guard let known = UTType.known.first(where: { $0.preferredMIMEType == mimeType }), known.conforms(to: supertype) else { return nil }
        self = known
    }

    /// Itself, or a parent of its parent's chain.
    public func conforms(to type: UTType) -> Bool {
        var current: UTType? = self
        while let this = current {
            if this.identifier == type.identifier { return true }
            current = this.parent.flatMap { id in UTType.known.first { $0.identifier == id } }
        }
        return false
    }
    public func isSubtype(of type: UTType) -> Bool { self != type && conforms(to: type) }
    public func isSupertype(of type: UTType) -> Bool { type.isSubtype(of: self) }
    public var supertypes: Set<UTType> {
        Set(UTType.known.filter { $0 != self && conforms(to: $0) })
    }
    public var isDeclared: Bool { true }
    public var isDynamic: Bool { false }
    public var description: String { identifier }

    // Equal by identifier, as Apple's are.
    public static func == (a: UTType, b: UTType) -> Bool { a.identifier == b.identifier }
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }
}

extension UTType {
    public static let item = UTType("public.item", nil)
    public static let content = UTType("public.content", "public.item")
    public static let data = UTType("public.data", "public.item")
    public static let text = UTType("public.text", "public.data")
    public static let plainText = UTType("public.plain-text", "public.text", "txt", "text/plain")
    public static let utf8PlainText = UTType("public.utf8-plain-text", "public.plain-text")
    public static let rtf = UTType("public.rtf", "public.text", "rtf", "text/rtf")
    public static let html = UTType("public.html", "public.text", "html", "text/html")
    public static let xml = UTType("public.xml", "public.text", "xml", "application/xml")
    public static let json = UTType("public.json", "public.text", "json", "application/json")
    public static let commaSeparatedText = UTType("public.comma-separated-values-text", "public.text", "csv", "text/csv")
    public static let propertyList = UTType("com.apple.property-list", "public.data", "plist")
    public static let url = UTType("public.url", "public.data")
    public static let fileURL = UTType("public.file-url", "public.url")
    public static let image = UTType("public.image", "public.data")
    public static let png = UTType("public.png", "public.image", "png", "image/png")
    public static let jpeg = UTType("public.jpeg", "public.image", "jpeg", "image/jpeg")
    public static let heic = UTType("public.heic", "public.image", "heic", "image/heic")
    public static let gif = UTType("com.compuserve.gif", "public.image", "gif", "image/gif")
    public static let svg = UTType("public.svg-image", "public.image", "svg", "image/svg+xml")
    public static let pdf = UTType("com.adobe.pdf", "public.data", "pdf", "application/pdf")
    public static let audiovisualContent = UTType("public.audiovisual-content", "public.data")
    public static let movie = UTType("public.movie", "public.audiovisual-content", "mov")
    public static let video = UTType("public.video", "public.movie")
    public static let mpeg4Movie = UTType("public.mpeg-4", "public.movie", "mp4", "video/mp4")
    public static let audio = UTType("public.audio", "public.audiovisual-content")
    public static let mp3 = UTType("public.mp3", "public.audio", "mp3", "audio/mpeg")
    public static let archive = UTType("public.archive", "public.data")
    public static let zip = UTType("public.zip-archive", "public.archive", "zip", "application/zip")
    public static let folder = UTType("public.folder", "public.item")
    public static let directory = UTType("public.directory", "public.item")
    public static let package = UTType("com.apple.package", "public.directory")
    public static let spreadsheet = UTType("public.spreadsheet", "public.content")
    public static let vCard = UTType("public.vcard", "public.text", "vcf", "text/vcard")

    /// What `init?(_:)`, `conforms(to:)` and the tag lookups search.
    static let known: [UTType] = [
        .item, .content, .data, .text, .plainText, .utf8PlainText, .rtf, .html, .xml, .json, .commaSeparatedText,
        .propertyList, .url, .fileURL, .image, .png, .jpeg, .heic, .gif, .svg, .pdf, .audiovisualContent, .movie,
        .video, .mpeg4Movie, .audio, .mp3, .archive, .zip, .folder, .directory, .package, .spreadsheet, .vCard,
    ]
}
