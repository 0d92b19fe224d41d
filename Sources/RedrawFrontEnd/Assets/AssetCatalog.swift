// AssetCatalog: the colours and images of an app's asset catalogs
// (`Assets.xcassets`), as Xcode 15+ sees them when it generates their Swift
// symbols (AssetSymbols). Only names are read: a scenario draws nothing.
//
// Invariants:
// - An `.imageset` or `.symbolset` is an image, a `.colorset` a colour; an
//   app icon, a data set and anything else has no symbol.
// - A folder whose `Contents.json` says `"provides-namespace": true` puts its
//   name in front of its assets' names (`Icons/logo`), as Xcode does; other
//   folders are only for grouping.
// - Assets are listed by catalog, then by path: the same order on every machine.

import Foundation

public struct AssetCatalog: Sendable, Hashable {
    public enum Kind: Sendable, Hashable { case image, color }

    public struct Asset: Sendable, Hashable {
        /// The name the app's code looks it up by: the namespaces, then the set's name (`Icons/logo`).
        public let name: String
        public let kind: Kind
        /// The namespace folders it is in, outermost first.
        public var namespaces: [String] { name.split(separator: "/").dropLast().map(String.init) }
        /// The set's own name, without its namespaces.
        public var baseName: String { name.split(separator: "/").last.map(String.init) ?? name }

        public init(name: String, kind: Kind) {
            self.name = name
            self.kind = kind
        }
    }

    public let assets: [Asset]

    public init(assets: [Asset]) { self.assets = assets }

    /// The assets of every `.xcassets` folder under `folder` (none for a folder without one).
    public static func read(folder: String) -> AssetCatalog {
        let fm = FileManager.default
        guard let walker = fm.enumerator(atPath: folder) else { return AssetCatalog(assets: []) }
        var catalogs: [String] = []
        while let relative = walker.nextObject() as? String {
            guard relative.hasSuffix(".xcassets") else { continue }
            catalogs.append(relative)
            walker.skipDescendants()
        }
        var assets: [Asset] = []
        for catalog in catalogs.sorted() { collect(folder + "/" + catalog, namespace: [], into: &assets) }
        return AssetCatalog(assets: assets)
    }

    private static func collect(_ directory: String, namespace: [String], into assets: inout [Asset]) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
        for name in names.sorted() {
            let path = directory + "/" + name
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
            let ext = (name as NSString).pathExtension, base = (name as NSString).deletingPathExtension
            switch ext {
            case "imageset", "symbolset": assets.append(Asset(name: (namespace + [base]).joined(separator: "/"), kind: .image))
            case "colorset": assets.append(Asset(name: (namespace + [base]).joined(separator: "/"), kind: .color))
            case "": collect(path, namespace: providesNamespace(path) ? namespace + [name] : namespace, into: &assets)
            default: continue
            }
        }
    }

    /// Whether a group folder's `Contents.json` has `"properties": {"provides-namespace": true}`.
    private static func providesNamespace(_ folder: String) -> Bool {
        guard let data = FileManager.default.contents(atPath: folder + "/Contents.json"),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let properties = json["properties"] as? [String: Any] else { return false }
        return (properties["provides-namespace"] as? Bool) == true
    }
}
