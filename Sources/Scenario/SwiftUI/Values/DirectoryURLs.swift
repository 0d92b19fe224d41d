// DirectoryURLs: iOS 16's `URL.documentsDirectory` and its neighbours, which
// Foundation on Linux does not have (`URL.documentsDirectory.appending(path:)`
// is how current apps name their files). Each is where `FileManager` puts the
// folder here — in a scenario's run, its private home (FileSandbox), so a
// file written there starts afresh in every pass.

import Foundation

extension URL {
    public static var documentsDirectory: URL { folder(.documentDirectory) }
    public static var applicationSupportDirectory: URL { folder(.applicationSupportDirectory) }
    public static var cachesDirectory: URL { folder(.cachesDirectory) }
    public static var libraryDirectory: URL { folder(.libraryDirectory) }

    private static func folder(_ directory: FileManager.SearchPathDirectory) -> URL {
        FileManager.default.urls(for: directory, in: .userDomainMask).first
            ?? URL(fileURLWithPath: NSTemporaryDirectory(), isDirectory: true)
    }
}
