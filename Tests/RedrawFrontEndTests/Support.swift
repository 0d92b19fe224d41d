// Helpers for the front-end tests: scenario sources in, compiled forms and
// analyses out, through RedrawFrontEnd's public interface only.

import Foundation
import RedrawFrontEnd
import SwiftParser
import SwiftParserDiagnostics
import Testing

/// The smallest workload that passes the checks, appended to declarations under test.
let minimalWorkload = "\nRedraw.root { Text(\"x\") }\n"

/// A scenario file made of `declarations` and a minimal workload.
func scenario(_ declarations: String, path: String = "Scenarios/test.swift") -> ScenarioFile {
    ScenarioFile(path: path, text: declarations + minimalWorkload)
}

/// The user declarations of the compiled form (every file-scope chunk, without
/// its `#sourceLocation` line), for a file of `declarations` and a minimal workload.
func declarations(_ declarations: String, for engine: EngineKind, instrumented: Bool = false) throws -> String {
    let source = try FrontEnd.compiledSource(scenario(declarations), engine: engine, instrumented: instrumented)
    return fileScopeChunks(of: source).joined(separator: "\n")
}

/// The chunks of user code at file scope, each without its `#sourceLocation` line.
func fileScopeChunks(of source: String) -> [String] {
    let head = source.components(separatedBy: "\n@MainActor func __redrawScenarioMain() {\n")[0]
    return chunks(of: head)
}

/// The chunks of user code inside the main function, each without its `#sourceLocation` line.
func mainChunks(of source: String) -> [String] {
    let parts = source.components(separatedBy: "\n@MainActor func __redrawScenarioMain() {\n")
    guard parts.count == 2 else { return [] }
    return chunks(of: parts[1].components(separatedBy: "\n}\n")[0])
}

/// What follows the main function: the generated conformances.
func generatedTail(of source: String) -> String {
    let parts = source.components(separatedBy: "\n@MainActor func __redrawScenarioMain() {\n")
    guard parts.count == 2, let range = parts[1].range(of: "#sourceLocation()\n}\n") else { return "" }
    return String(parts[1][range.upperBound...])
}

private func chunks(of text: String) -> [String] {
    var out: [String] = []
    var current: [Substring]?
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
        if line.hasPrefix("#sourceLocation(file:") {
            if let current { out.append(current.joined(separator: "\n")) }
            current = []
        } else if line == "#sourceLocation()" {
            if let current { out.append(current.joined(separator: "\n")) }
            current = nil
        } else {
            current?.append(line)
        }
    }
    if let current { out.append(current.joined(separator: "\n")) }
    return out
}

/// The parser's errors in `source`, as text (empty when it parses cleanly).
func syntaxErrors(in source: String) -> [String] {
    let tree = Parser.parse(source: source)
    return ParseDiagnosticsGenerator.diagnostics(for: tree).map { "\($0.location(converter: .init(fileName: "", tree: tree)).line): \($0.message)" }
}

/// The repository's `Scenarios` folder.
let scenariosFolder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Scenarios")

/// Every shipped scenario (`Scenarios/*.swift`, `Scenarios/examples/*.swift`, `Scenarios/apps/*.swift`,
/// and each folder of `Scenarios/apps` that holds a `workload.swift`), by path relative to the repository.
func shippedScenarios() throws -> [String] {
    let manager = FileManager.default
    var paths: [String] = []
    for folder in ["", "examples", "apps"] {
        let url = folder.isEmpty ? scenariosFolder : scenariosFolder.appendingPathComponent(folder)
        for name in try manager.contentsOfDirectory(atPath: url.path).sorted() {
            let relative = "Scenarios/" + (folder.isEmpty ? "" : folder + "/") + name
            if name.hasSuffix(".swift") || manager.fileExists(atPath: url.path + "/" + name + "/workload.swift") {
                paths.append(relative)
            }
        }
    }
    return paths
}

/// A shipped scenario: a file, or a folder's `workload.swift` and its other files in path order.
func readShipped(_ path: String) throws -> ScenarioFile {
    let root = scenariosFolder.deletingLastPathComponent().path + "/"
    guard !path.hasSuffix(".swift") else {
        return ScenarioFile(path: path, text: try String(contentsOfFile: root + path, encoding: .utf8))
    }
    let files = (FileManager.default.enumerator(atPath: root + path)?.compactMap { $0 as? String } ?? [])
        .filter { $0.hasSuffix(".swift") && $0 != "workload.swift" }.sorted()
    return ScenarioFile(folder: path, workload: (path + "/workload.swift", try String(contentsOfFile: root + path + "/workload.swift", encoding: .utf8)),
                        files: try files.map { (path + "/" + $0, try String(contentsOfFile: root + path + "/" + $0, encoding: .utf8)) })
}
