// `#sourceLocation`: every chunk of user code is announced with the user's
// path and line, so swiftc's diagnostics (and runtime traps) point at the
// scenario file; generated code follows `#sourceLocation()`.

import Foundation
import RedrawFrontEnd
import Testing

@Suite("Source locations")
struct SourceLocationTests {
    /// (original line, generated text) for every generated line under a `#sourceLocation(file:line:)`.
    private func mappedLines(_ source: String) -> [(line: Int, text: String)] {
        mappedFileLines(source).map { ($0.line, $0.text) }
    }

    /// Each line of user code in a compiled form, with the file and line its `#sourceLocation` gives.
    private func mappedFileLines(_ source: String) -> [(file: String, line: Int, text: String)] {
        var out: [(String, Int, String)] = []
        var next: (file: String, line: Int)?
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("#sourceLocation(file: \""), let range = line.range(of: "\", line: ") {
                let file = String(line[line.index(line.startIndex, offsetBy: "#sourceLocation(file: \"".count)..<range.lowerBound])
                next = (file, Int(line[range.upperBound...].dropLast())!)
            } else if line == "#sourceLocation()" {
                next = nil
            } else if let current = next {
                out.append((current.file, current.line, String(line)))
                next = (current.file, current.line + 1)
            }
        }
        return out
    }

    /// swiftc refuses a closing `#sourceLocation()` with none open, at a line of the generated file
    /// (redraw-fuzz, end to end, input 296 of seed 1: a file mutilated into one top-level call, so no
    /// declaration chunk came before the main function): a directive closes only after a chunk.
    @Test("a closing directive only follows a chunk")
    func closingDirectiveOnlyAfterAChunk() throws {
        let text = "Redraw.root { Text(\"a\") }\n"
        let source = try FrontEnd.compiledSource(ScenarioFile(path: "s.swift", text: text), engine: .pull)
        let directives = source.split(separator: "\n").filter { $0.hasPrefix("#sourceLocation") }
        #expect(directives == ["#sourceLocation(file: \"s.swift\", line: 1)", "#sourceLocation()"], "\(source)")
    }

    /// A rewrite that lengthens a line (`UUID()` → `RedrawRandom.uuid()`, 13 bytes longer; a
    /// `static var` gets `@_RedrawPerRun ` before it) moves every later column of that line in the
    /// compiled form: the form's ColumnMap takes each back to the user's (end-to-end fuzzer, inputs
    /// 851 and 881 of seed 1: swiftc's column was past the end of the user's line).
    @Test("the column map takes the form's columns back to the user's")
    func columnsThroughEdits() throws {
        let text = "struct Row: Identifiable { let id = UUID(); let other = UUID(); let name = 5 }\n"
            + "final class Store: ObservableObject { static var shared = Store(); @Published var n = 1 }\n"
            + "let untouched = 1\n" + minimalWorkload
        let file = ScenarioFile(path: "s.swift", text: text)
        for engine in EngineKind.allCases {
            let form = try FrontEnd.compiledForm(file, engine: engine)
            let lines = mappedLines(form.text)
            for (line, needle) in [(1, "let name"), (1, "let other"), (2, "var n = 1"), (3, "untouched")] {
                let user = text.split(separator: "\n", omittingEmptySubsequences: false)[line - 1]
                let userColumn = user.utf8.count - user[user.range(of: needle)!.lowerBound...].utf8.count + 1
                let generated = try #require(lines.first { $0.line == line && $0.text.contains(needle) }?.text, "\(engine): \(needle)")
                let generatedColumn = generated.utf8.count - generated[generated.range(of: needle)!.lowerBound...].utf8.count + 1
                #expect(form.columns.column(line: line, generated: generatedColumn) == userColumn, "\(engine) line \(line): \(needle)")
                if line == 1 { #expect(generatedColumn > userColumn, "the rewrite lengthened line 1") }
            }
            #expect(!form.columns.changes(line: 3))
            // Inside Redraw's replacement text: the column of the user's `UUID()` it replaced.
            let generated = try #require(lines.first { $0.line == 1 }?.text)
            let inside = generated.utf8.count - generated[generated.range(of: "uuid()")!.lowerBound...].utf8.count + 1
            #expect(form.columns.column(line: 1, generated: inside) == 37)
        }
    }

    @Test("each chunk starts with the path as given and the line of its first line")
    func directives() throws {
        let text = "import SwiftUI\n\nlet a = 1\n\nstruct S {}\n\n// workload\nRedraw.root { A() }\n"
        let source = try FrontEnd.compiledSource(ScenarioFile(path: "./Scenarios/x.swift", text: text), engine: .pull)
        let directives = source.split(separator: "\n").filter { $0.hasPrefix("#sourceLocation") }
        #expect(directives == [
            "#sourceLocation(file: \"./Scenarios/x.swift\", line: 1)",
            "#sourceLocation(file: \"./Scenarios/x.swift\", line: 4)",
            "#sourceLocation()",
            "#sourceLocation(file: \"./Scenarios/x.swift\", line: 2)",
            "#sourceLocation(file: \"./Scenarios/x.swift\", line: 6)",
            "#sourceLocation()",
        ])
        let original = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for (line, generated) in mappedLines(source) {
            #expect(generated == original[line - 1], "line \(line)")
        }
    }

    @Test("every comment of a shipped scenario is on its own line number in both forms",
          arguments: try shippedScenarios())
    func shippedComments(_ path: String) throws {
        let file = try readShipped(path)
        // A folder scenario's files each keep their own lines (`#sourceLocation(file:line:)` names the file).
        var originals: [String: [String]] = [:]
        for part in file.parts { originals[part.path] = part.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
        if !file.isFolder { originals[file.path] = file.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
        let total = originals.values.reduce(0) { $0 + $1.count }
        for engine in EngineKind.allCases {
            let mapped = mappedFileLines(try FrontEnd.compiledSource(file, engine: engine))
            #expect(mapped.count > total / 2)
            for (name, line, generated) in mapped {
                let original = try #require(originals[name], "\(name) is not a file of \(path)")
                let before = original[line - 1].trimmingCharacters(in: .whitespaces)
                if before.hasPrefix("//") { #expect(generated == original[line - 1], "\(name):\(line) (\(engine))") }
            }
            let lines = mapped.map { "\($0.file):\($0.line)" }
            #expect(Set(lines).count == lines.count, "no line is emitted twice")
        }
    }

    @Test("swiftc reports a type error in user code at the user's file, line and column")
    func swiftcDiagnostics() throws {
        guard let swiftc = ["/opt/swift/usr/bin/swiftc"].first(where: FileManager.default.isExecutableFile(atPath:))
        else { return }
        let text = """
            import Foundation

            struct Counter {
                var n = 0
                func label() -> Int { "n = \\(n)" }
            }

            let start = param("start", 1)
            let counter = Counter()
            let wrong: String = start
            Redraw.root { }
            Redraw.step("s") { print(counter.n, wrong) }

            """
        var source = try FrontEnd.compiledSource(ScenarioFile(path: "Scenarios/typo.swift", text: text), engine: .pull)
        // The generated code, with stand-ins for RedrawScenarioKit (this test needs no Redraw module).
        source = source.replacingOccurrences(of: "import RedrawObservationShadow\n", with: "\n")
        source = source.replacingOccurrences(of: "import RedrawScenarioKit\n", with: """
            enum Redraw {
                static func root(_ content: () -> Void) {}
                static func step(_ name: String, frames: Int = 1, _ body: @escaping () -> Void) {}
            }
            func param<T>(_ name: String, _ value: T) -> T { value }

            """)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("redraw-frontend-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let generated = directory.appendingPathComponent("compiled.swift")
        try source.write(to: generated, atomically: true, encoding: .utf8)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: swiftc)
        process.arguments = ["-typecheck", "-swift-version", "5", generated.path]
        process.currentDirectoryURL = directory
        // The driver leaves a folder in $TMPDIR at every run (Toolchain.runCompiler): this test's own.
        process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": directory.path]) { $1 }
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = Pipe()
        try process.run()
        let output = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let located = output.split(separator: "\n").filter { $0.contains(": error: ") }.map { line in
            String(line.prefix(while: { $0 != " " }))
        }
        #expect(located == ["Scenarios/typo.swift:5:27:", "Scenarios/typo.swift:10:21:"], "\(output)")
    }
}
