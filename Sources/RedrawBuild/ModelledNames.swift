// ModelledNames: the public names of Redraw's own modules (SwiftUI, Combine,
// SwiftData…), read from their symbol graphs — so an error about `Txt` or
// `.paddin` is told the modelled name it is a typo of, not "Redraw does not
// model it yet" (trial AU: a tester read that of `Txt` for `Text`).
//
// Invariants:
// - Read only when a note needs them (an error naming a name that is not the
//   file's own), once per build of the kit: `swift-symbolgraph-extract` runs
//   beside the toolchain's `swiftc` (about 2 s for every module), and the names
//   are kept in the build cache under the kit's fingerprint and the toolchain.
// - No toolchain tool, no names: the notes then say what they said before.
// - Underscored names are Redraw's internals or SwiftUI's private API: never
//   suggested.

import Foundation
import RedrawFrontEnd

public struct ModelledNames: Sendable, Equatable {
    /// Top-level types, protocols, functions and macros, each with its module.
    public var types: [String: String]
    /// Every member's base name (`padding` of `padding(_:_:)`), of every type.
    public var members: Set<String>

    public init(types: [String: String] = [:], members: Set<String> = []) {
        self.types = types
        self.members = members
    }

    /// The modelled type nearest `name`, within the edits a typo makes (one for a short name, two
    /// otherwise), if one is nearer than every other.
    public func nearType(_ name: String) -> String? { Self.nearest(name, in: types.keys) }

    /// The modelled member nearest `name`, as `nearType`.
    public func nearMember(_ name: String) -> String? { Self.nearest(name, in: members) }

    static func nearest<S: Sequence>(_ name: String, in candidates: S) -> String? where S.Element == String {
        let limit = name.count <= 4 ? 1 : 2
        let lowered = name.lowercased()
        var best: [String] = [], bestDistance = limit + 1
        for candidate in candidates where candidate != name && abs(candidate.count - name.count) <= limit {
            let distance = EditDistance.between(lowered, candidate.lowercased())
            guard distance <= limit else { continue }
            if distance < bestDistance { best = [candidate]; bestDistance = distance } else if distance == bestDistance { best.append(candidate) }
        }
        // Two names as near (`Tab`, `Tap` for `Tav`) are a guess, not a suggestion.
        return best.count == 1 ? best[0] : nil
    }
}

extension ModelledNames {
    /// The modules a scenario imports from Redraw's kit (not its internals).
    static let userModules = ProvidedModules.kit.filter { !$0.hasPrefix("Redraw") && !$0.hasPrefix("CRedraw") }.sorted()

    /// The names of the kit's modules: from the cache, or extracted and cached. Nil when the
    /// toolchain has no `swift-symbolgraph-extract` or it fails.
    static func load(kit: ScenarioKit, toolchain: Toolchain, cache: BuildCache, support: String) -> ModelledNames? {
        let path = cache.directory + "/names/" + BuildCache.key([kit.fingerprint, toolchain.version]) + ".txt"
        if let text = try? String(contentsOfFile: path, encoding: .utf8) { return parse(text) }
        let tool = URL(fileURLWithPath: toolchain.swiftc).resolvingSymlinksInPath().deletingLastPathComponent()
            .appendingPathComponent("swift-symbolgraph-extract").path
        guard FileManager.default.isExecutableFile(atPath: tool) else { return nil }
        let scratch = cache.directory + "/names/extract-\(getpid())-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        var names = ModelledNames()
        for module in userModules where FileManager.default.fileExists(atPath: kit.modules + "/\(module).swiftmodule") {
            let output = scratch + "/" + module
            guard (try? FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)) != nil,
                  let result = try? ProcessRunner.run(tool, ["-module-name", module, "-I", kit.modules, "-I", support,
                                                             "-output-dir", output, "-minimum-access-level", "public",
                                                             "-skip-synthesized-members", "-skip-inherited-docs"], timeout: 120),
                  result.status == 0, !result.signalled,
                  let data = FileManager.default.contents(atPath: output + "/\(module).symbols.json"),
                  let graph = try? JSONDecoder().decode(SymbolGraph.self, from: data) else { continue }
            names.add(graph, module: module)
        }
        guard !names.types.isEmpty else { return nil }
        try? FileManager.default.createDirectory(atPath: cache.directory + "/names", withIntermediateDirectories: true)
        // Written whole, then renamed: a parallel `redraw` reads the old file or the new one.
        let temporary = path + ".\(getpid()).tmp"
        if (try? names.text.write(toFile: temporary, atomically: false, encoding: .utf8)) != nil {
            _ = rename(temporary, path)
        }
        return names
    }

    mutating func add(_ graph: SymbolGraph, module: String) {
        for symbol in graph.symbols {
            guard let last = symbol.pathComponents.last, !symbol.pathComponents.contains(where: { $0.hasPrefix("_") }) else { continue }
            let base = String(last.prefix { $0 != "(" })
            guard !base.isEmpty else { continue }
            if symbol.pathComponents.count == 1 {
                if types[base] == nil { types[base] = module }
            } else if Self.memberKinds.contains(symbol.kind.identifier) {
                members.insert(base)
            }
        }
    }

    static let memberKinds: Set<String> = ["swift.method", "swift.property", "swift.type.method", "swift.type.property",
                                           "swift.enum.case", "swift.init"]

    /// One name a line: `T Module Name` for a type, `M name` for a member.
    var text: String {
        (types.sorted { $0.key < $1.key }.map { "T \($0.value) \($0.key)" } + members.sorted().map { "M \($0)" })
            .joined(separator: "\n") + "\n"
    }

    static func parse(_ text: String) -> ModelledNames? {
        var names = ModelledNames()
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: " ")
            if fields.count == 3, fields[0] == "T" { names.types[String(fields[2])] = String(fields[1]) }
            else if fields.count == 2, fields[0] == "M" { names.members.insert(String(fields[1])) }
        }
        return names.types.isEmpty ? nil : names
    }

    /// The part of a symbol graph (`swift-symbolgraph-extract`'s JSON) the names come from.
    struct SymbolGraph: Decodable {
        struct Symbol: Decodable {
            struct Kind: Decodable { let identifier: String }
            let kind: Kind
            let pathComponents: [String]
        }
        let symbols: [Symbol]
    }
}
