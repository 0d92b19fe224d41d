// swiftc stops at the first import it cannot find; Redraw then looks for the scenario's other
// imports one by one and reports each missing one at its import, as swiftc would have (trial
// BF-6: a folder of pasted files took three runs to name three missing modules).

import Foundation
import RedrawCLI
import RedrawFrontEnd
import Testing
@testable import RedrawBuild

@Suite struct MissingModulesTests {
    /// A folder scenario: A.swift imports `NaturalLanguage` (swiftc's first), B.swift imports
    /// `Glibc` (exists here: not reported), `URLImage`, `WebKit` and `NaturalLanguage` again (once
    /// is enough), `Theme` is the folder's own module (dropped), and an import under `#if` is left
    /// to swiftc, which leaves the clause out.
    @Test(arguments: ["validate", "run"])
    func everyMissingModuleIsReportedAtItsImport(command: String) throws {
        let dir = NSTemporaryDirectory() + "redraw-missing-modules-\(UUID().uuidString)"
        let out = dir + "-out"
        defer { for path in [dir, out] { try? FileManager.default.removeItem(atPath: path) } }
        let files = [
            "A.swift": "import SwiftUI\nimport NaturalLanguage\nstruct V: View { var body: some View { Text(\"x\") } }\n",
            "B.swift": "import Glibc\n  import URLImage\n@preconcurrency import WebKit\nimport NaturalLanguage\n"
                + "#if canImport(NotHere)\nimport NotHere\n#endif\nlet b = 1\n",
            "Theme/Palette.swift": "import Foundation\nenum Palette { static let accent = \"blue\" }\n",
            "workload.swift": "import SwiftUI\nimport Theme\nRedraw.root { V() }\n",
        ]
        for (path, text) in files {
            try FileManager.default.createDirectory(atPath: (dir + "/" + path as NSString).deletingLastPathComponent,
                                                    withIntermediateDirectories: true)
            try text.write(toFile: dir + "/" + path, atomically: true, encoding: .utf8)
        }
        let console = Console(capture: true)
        let arguments = command == "run" ? ["run", dir, "--out", out, "--repeat", "1", "--warmup", "0"] : ["validate", dir]
        #expect(RedrawCommandLine.main(arguments, console: console) == 1)
        let errors = console.errors
        #expect(errors.contains("\(dir)/A.swift:2:8: error: no such module 'NaturalLanguage'"), "\(errors)")
        // Each further one as swiftc writes its own: the line, then a caret under the module's name.
        #expect(errors.contains("\(dir)/B.swift:2:10: error: no such module 'URLImage'\n  import URLImage\n         ^\n"), "\(errors)")
        #expect(errors.contains("\(dir)/B.swift:3:24: error: no such module 'WebKit'\n@preconcurrency import WebKit\n"
                                + String(repeating: " ", count: 23) + "^\n"), "\(errors)")
        #expect(errors.contains("note: swiftc stops at the first module it cannot find; Redraw looked for the scenario's other "
                                + "imports one by one: `URLImage` and `WebKit` are missing too (for each, do as the note on "
                                + "`NaturalLanguage` says)"), "\(errors)")
        #expect(errors.components(separatedBy: "no such module 'NaturalLanguage'").count == 2, "\(errors)")
        for absent in ["Glibc", "NotHere", "Theme"] { #expect(!errors.contains("'\(absent)'"), "\(errors)") }
        // No report, not even a partial one.
        #expect(((try? FileManager.default.contentsOfDirectory(atPath: out)) ?? []).isEmpty)
    }

    /// Nothing is looked up unless swiftc reported a missing module, and a module found is not reported.
    @Test func onlyAfterSwiftcsOwnMissingModule() {
        let imports = [ImportedModule(name: "Gone", position: "/s.swift:3:8", sourceLine: "import Gone", column: 8),
                       ImportedModule(name: "Here", position: "/s.swift:4:8", sourceLine: "import Here", column: 8)]
        var asked: [String] = []
        let other = "/s.swift:9:1: error: cannot find 'x' in scope"
        #expect(MissingModules.completed(other, imports: imports) { asked.append($0); return false } == other)
        #expect(asked.isEmpty)
        let first = "/s.swift:2:8: error: no such module 'First'\nimport First\n       ^"
        let completed = MissingModules.completed(first, imports: imports) { asked.append($0); return $0 == "Here" }
        #expect(asked == ["Gone", "Here"])
        #expect(completed == first + "\n/s.swift:3:8: error: no such module 'Gone'\nimport Gone\n       ^\n"
                + "note: swiftc stops at the first module it cannot find; Redraw looked for the scenario's other imports one by one: "
                + "`Gone` is missing too (for each, do as the note on `First` says)")
    }
}
