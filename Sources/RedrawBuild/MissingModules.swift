// MissingModules: swiftc stops at the first import it cannot find, so a folder
// of pasted files named one missing module per run (trial BF-6: `NaturalLanguage`,
// then `URLImage`, then `WebKit`, three runs). When its diagnostics say "no such
// module", each other module the scenario imports that neither Redraw nor the
// toolchain provides (UnprovidedImports) is looked up alone — a one-line file
// that imports it, type-checked with the build's search paths, about 0.1 s —
// and each one swiftc cannot find either is reported at its import, as swiftc
// would have.
//
// Invariants:
// - Nothing is added unless swiftc itself reported a missing module.
// - Whether a module exists is swiftc's answer, with the build's `-I` paths:
//   Swift and clang modules alike, never a list kept here.

import Foundation
import RedrawFrontEnd

enum MissingModules {
    /// `diagnostics` with an error for each other import in `imports` that `exists` says is
    /// missing, and a note saying why they were not all in swiftc's output.
    static func completed(_ diagnostics: String, imports: [ImportedModule], exists: (String) -> Bool) -> String {
        let reported = Set(diagnostics.split(separator: "\n").compactMap { line in
            line.range(of: ": error: no such module '").map { line[$0.upperBound...].prefix { $0 != "'" } }.map(String.init)
        })
        guard let first = reported.sorted().first else { return diagnostics }
        let others = imports.filter { !reported.contains($0.name) && !exists($0.name) }
        guard !others.isEmpty else { return diagnostics }
        // As swiftc's own: the line, and a caret under the module's name.
        let errors = others.map { "\($0.position): error: no such module '\($0.name)'\n\($0.sourceLine)\n"
            + String(repeating: " ", count: max($0.column - 1, 0)) + "^" }
        let names = others.map { "`\($0.name)`" }
        let named = names.count == 1 ? names[0] : names.dropLast().joined(separator: ", ") + " and " + names.last!
        return diagnostics.trimmingSuffixNewlines + "\n" + errors.joined(separator: "\n") + "\n"
            + "note: swiftc stops at the first module it cannot find; Redraw looked for the scenario's other imports one by one: "
            + "\(named) \(others.count == 1 ? "is" : "are") missing too (for each, do as the note on `\(first)` says)"
    }

    /// Whether swiftc finds `module` with `searchPaths` (`-I` arguments).
    static func exists(_ module: String, swiftc: String, searchPaths: [String]) -> Bool {
        let path = NSTemporaryDirectory() + "/redraw-import-\(getpid())-\(UUID().uuidString).swift"
        guard (try? "import \(module)\n".write(toFile: path, atomically: true, encoding: .utf8)) != nil else { return true }
        defer { try? FileManager.default.removeItem(atPath: path) }
        guard let output = try? Toolchain.runCompiler(swiftc, ["-typecheck", path] + searchPaths, timeout: 60) else { return true }
        // Any other failure (a module that exists but fails to load) is swiftc's to report in the build.
        return !(output.stderr + output.stdout).contains("no such module '\(module)'")
    }
}
