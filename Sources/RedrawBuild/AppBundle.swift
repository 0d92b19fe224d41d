// AppBundle: the resources a folder scenario's app bundle holds, and the
// bundle each child runs from, so `Bundle.main.url(forResource:withExtension:)`
// finds the app's `landmarkData.json` as it does on a device.
//
// Invariants:
// - A resource is every file of the folder that is not Swift source, by its
//   name alone at the bundle's top, as Xcode's "Copy Bundle Resources" phase
//   copies the files of the app's groups. A `*.lproj` folder stays a folder
//   (localised resources), and what Xcode compiles rather than copies (asset
//   catalogs, Core Data models), project files and `Info.plist` are left out.
// - Two files that would land on one name are an error naming both, as Xcode's
//   build stops with "Multiple commands produce".
// - A region's localisation (`en-US.lproj`) also serves its language where the
//   app has no folder of the language itself: the device is en_US, which iOS
//   matches to `en-US`, while Linux Foundation looks for `en.lproj` (an app
//   localised as en-US and ru showed its keys).
// - Linux Foundation's `Bundle.main` is the folder of the running executable
//   (its real path: a symbolic link is followed), so every child runs from a
//   link or copy of its executable in a folder of its own that holds copies of
//   the resources (none for a single file); copies, so that nothing the app
//   writes lands in the user's folder. The folder is removed when the child ends.

import Foundation

public struct AppBundle: Sendable, Hashable {
    /// Each resource: its path inside the bundle and the file it is copied from.
    public let resources: [Resource]

    public struct Resource: Sendable, Hashable {
        public let bundlePath: String
        public let source: String
    }

    public static let empty = AppBundle(resources: [])

    /// The bundle of the app whose files are in `folder` (a folder scenario's).
    public init(folder: String) throws {
        let fm = FileManager.default
        let root = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        let relatives = (fm.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []).sorted()
        var byName: [String: String] = [:]
        var resources: [Resource] = []
        for relative in relatives {
            let components = relative.split(separator: "/").map(String.init)
            guard !components.contains(where: { $0.hasPrefix(".") || Self.notCopied($0) }),
                  !relative.hasSuffix(".swift") else { continue }
            var isDirectory: ObjCBool = false
            guard fm.fileExists(atPath: root + "/" + relative, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
            // `en.lproj/Localizable.strings` keeps its folder; anything else lands at the top.
            let bundlePath = components.dropLast().last.map { $0.hasSuffix(".lproj") ? $0 + "/" + components.last! : components.last! }
                ?? components.last!
            if let other = byName[bundlePath] {
                throw BuildError.environment("\(root): two files would be the app bundle's `\(bundlePath)`: \(other) and "
                    + "\(root)/\(relative) (Xcode stops such a build with \"Multiple commands produce\"); keep one of them in the folder")
            }
            byName[bundlePath] = root + "/" + relative
            resources.append(Resource(bundlePath: bundlePath, source: root + "/" + relative))
        }
        // `en-US.lproj/Localizable.strings` also as `en.lproj/…` when there is no `en.lproj`.
        let folders = Set(resources.compactMap { $0.bundlePath.split(separator: "/").first.map(String.init) }
            .filter { $0.hasSuffix(".lproj") })
        for resource in resources {
            let parts = resource.bundlePath.split(separator: "/", maxSplits: 1).map(String.init)
            guard parts.count == 2, parts[0].hasSuffix(".lproj"), let dash = parts[0].firstIndex(of: "-") else { continue }
            let language = String(parts[0][..<dash]) + ".lproj"
            guard !folders.contains(language) else { continue }
            resources.append(Resource(bundlePath: language + "/" + parts[1], source: resource.source))
        }
        self.resources = resources
    }

    public init(resources: [Resource]) { self.resources = resources }

    /// Files and folders that are not copied into an app's bundle as they are.
    static func notCopied(_ name: String) -> Bool {
        let packaged = [".xcassets", ".xcodeproj", ".xcworkspace", ".xcdatamodeld", ".xcdatamodel", ".xctestplan",
                        ".entitlements", ".xcconfig", ".playground", ".swiftpm"]
        return name == "Info.plist" || name == "Package.swift" || name == "Package.resolved"
            || packaged.contains { name.hasSuffix($0) }
    }

    /// Makes the bundle folder `directory` (which must not exist) with the executable and the
    /// resources in it; returns the executable's path there. A single-file scenario's is the
    /// executable alone: run from the build cache's folder, `Bundle.main` found whatever that
    /// folder held (every scenario's builds).
    func stage(_ executable: String, in directory: String) throws -> String {
        let fm = FileManager.default
        try fm.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let staged = directory + "/" + (executable as NSString).lastPathComponent
        // A hard link where the cache and the temporary folder share a file system, else a copy.
        if link(executable, staged) != 0 { try fm.copyItem(atPath: executable, toPath: staged) }
        for resource in resources {
            let target = directory + "/" + resource.bundlePath
            try fm.createDirectory(atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try fm.copyItem(atPath: resource.source, toPath: target)
        }
        return staged
    }
}
