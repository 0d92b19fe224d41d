// FileWrapper: Foundation's file or folder in memory, which Linux's Foundation
// lacks, and which a document's read and write configurations carry
// (`configuration.file.regularFileContents`, `FileWrapper(regularFileWithContents:)`).
// Contents only: nothing here reads or writes a disk.

import Foundation

open class FileWrapper {
    public private(set) var regularFileContents: Data?
    public private(set) var fileWrappers: [String: FileWrapper]?
    public var preferredFilename: String?
    public var filename: String?

    public init(regularFileWithContents contents: Data) { regularFileContents = contents }

    public init(directoryWithFileWrappers childrenByPreferredName: [String: FileWrapper]) {
        fileWrappers = childrenByPreferredName
        for (name, child) in childrenByPreferredName where child.preferredFilename == nil { child.preferredFilename = name }
    }

    public var isRegularFile: Bool { regularFileContents != nil }
    public var isDirectory: Bool { fileWrappers != nil }

    /// Adds `child` to a folder under its preferred name, and returns that name.
    @discardableResult
    open func addFileWrapper(_ child: FileWrapper) -> String {
        let name = child.preferredFilename ?? "file \((fileWrappers?.count ?? 0) + 1)"
        fileWrappers?[name] = child
        return name
    }

    @discardableResult
    open func addRegularFile(withContents data: Data, preferredFilename fileName: String) -> String {
        let child = FileWrapper(regularFileWithContents: data)
        child.preferredFilename = fileName
        return addFileWrapper(child)
    }

    open func removeFileWrapper(_ child: FileWrapper) {
        guard let name = fileWrappers?.first(where: { $0.value === child })?.key else { return }
        fileWrappers?[name] = nil
    }
}
