// Every file in Tests/Fixtures/Malformed is a small scenario with one problem.
// Its first line says what Redraw must report:
//
//     // expect: LINE:COLUMN: message            the load fails with this diagnostic
//     // expect-runtime: LINE:COLUMN: message    it loads; running its steps throws this
//
// and `// also: LINE:COLUMN: message` lines (at the end of the file) list the
// other diagnostics that may accompany it. Syntax errors are expected exactly as
// SwiftParserDiagnostics words and places them.

import Foundation
import RedrawScenario
import Testing

struct MalformedFixture: CustomTestStringConvertible, Sendable {
    struct Expected: Hashable, Sendable, CustomStringConvertible {
        var line: Int
        var column: Int
        var message: String
        var description: String { "\(line):\(column): \(message)" }
    }

    let name: String
    let path: String
    let isRuntime: Bool
    let expected: Expected
    let also: [Expected]
    let lines: [String]

    var testDescription: String { name }

    static let directory: String = {
        // …/Tests/RedrawScenarioTests/MalformedFixtureTests.swift → …/Tests/Fixtures/Malformed
        let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        return tests.appendingPathComponent("Fixtures/Malformed").path
    }()

    static let all: [MalformedFixture] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted().compactMap { MalformedFixture(name: $0) }
    }()

    static var loadFailures: [MalformedFixture] { all.filter { !$0.isRuntime } }
    static var runtimeFailures: [MalformedFixture] { all.filter(\.isRuntime) }

    init?(name: String) {
        let path = MalformedFixture.directory + "/" + name
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let first = lines.first else { return nil }
        let isRuntime: Bool
        let rest: Substring
        if first.hasPrefix("// expect-runtime: ") {
            isRuntime = true
            rest = first.dropFirst("// expect-runtime: ".count)
        } else if first.hasPrefix("// expect: ") {
            isRuntime = false
            rest = first.dropFirst("// expect: ".count)
        } else {
            return nil
        }
        guard let expected = MalformedFixture.parse(rest) else { return nil }
        self.name = name
        self.path = path
        self.isRuntime = isRuntime
        self.expected = expected
        self.also = lines.filter { $0.hasPrefix("// also: ") }.compactMap { MalformedFixture.parse($0.dropFirst("// also: ".count)) }
        self.lines = lines
    }

    /// `12:5: message` → (12, 5, message).
    static func parse(_ text: Substring) -> Expected? {
        let parts = text.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
        guard parts.count == 3, let line = Int(parts[0]), let column = Int(parts[1]) else { return nil }
        return Expected(line: line, column: column, message: String(parts[2].dropFirst()))
    }
}

@Suite("Malformed scenario fixtures")
struct MalformedFixtureTests {
    @Test("there are at least 30 fixtures, each with a readable expectation")
    func fixturesExist() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: MalformedFixture.directory).filter { $0.hasSuffix(".swift") }
        #expect(files.count >= 30)
        // A fixture whose first line does not parse would be skipped silently: make it fail here.
        #expect(MalformedFixture.all.count == files.count, "unreadable expectations in: \(Set(files).subtracting(MalformedFixture.all.map(\.name)).sorted())")
        #expect(MalformedFixture.loadFailures.count >= 30)
    }

    @Test("reports the expected diagnostic at its line and column, compiler style", arguments: MalformedFixture.loadFailures)
    func loadFailure(_ fixture: MalformedFixture) throws {
        let error: ScenarioLoadError
        do {
            _ = try ScenarioLoader.load(path: fixture.path)
            Issue.record("\(fixture.name) loaded without errors; expected \(fixture.expected)")
            return
        } catch let e as ScenarioLoadError {
            error = e
        } catch {
            Issue.record("\(fixture.name) threw \(type(of: error)) instead of ScenarioLoadError: \(error)")
            return
        }
        let e = fixture.expected
        let match = error.diagnostics.first {
            $0.location.line == e.line && $0.location.column == e.column && $0.message == e.message
        }
        guard let match else {
            Issue.record("""
                \(fixture.name): expected \(e)
                got:
                \(error.diagnostics.map { "  \($0.location.line):\($0.location.column): \($0.message)" }.joined(separator: "\n"))
                """)
            return
        }
        #expect(match.severity == .error)
        #expect(match.location.file == fixture.path)

        // `file:line:column: error: message`, then the source line and a caret under the column.
        let header = "\(fixture.path):\(e.line):\(e.column): error: \(e.message)"
        #expect(error.description.contains(header))
        let printed = match.description.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(printed.first == header)
        // Whole-file problems (a missing `Redraw.root`) are placed at 1:1 and have no line to show.
        guard !(e.line == 1 && e.column == 1) else { return }
        let sourceLine = fixture.lines[e.line - 1]
        // Compiler style numbers the lines it shows (`10 | }`); prefer that line, else the first showing the text.
        let numbered = printed.dropFirst().firstIndex { $0.drop { $0 == " " }.hasPrefix("\(e.line) |") }
        guard let shown = numbered ?? printed.dropFirst().firstIndex(where: { $0.contains(sourceLine) }) else {
            Issue.record("\(fixture.name): the description does not show line \(e.line) (\(sourceLine)):\n\(match.description)")
            return
        }
        let offset = printed[shown].range(of: sourceLine).map { printed[shown].distance(from: printed[shown].startIndex, to: $0.lowerBound) } ?? 0
        let caretLine = shown + 1 < printed.count ? Array(printed[shown + 1]) : []
        let at = offset + e.column - 1
        #expect(at < caretLine.count && (caretLine[at] == "^" || caretLine[at] == "`"),
                "\(fixture.name): no caret under column \(e.column):\n\(match.description)")
    }

    @Test("reports nothing beyond the one problem (no cascade)", arguments: MalformedFixture.loadFailures)
    func noCascade(_ fixture: MalformedFixture) throws {
        do {
            _ = try ScenarioLoader.load(path: fixture.path)
            // Loading without errors is the other test's failure.
        } catch let error as ScenarioLoadError {
            let reported = Set(error.diagnostics.filter { $0.severity == .error }.map {
                MalformedFixture.Expected(line: $0.location.line, column: $0.location.column, message: $0.message)
            })
            // A missing or misworded main diagnostic is the other test's failure; this one is about extras.
            guard reported.contains(fixture.expected) else { return }
            let allowed = Set([fixture.expected] + fixture.also)
            let extra = reported.subtracting(allowed)
            #expect(extra.isEmpty, "\(fixture.name): unexpected diagnostics:\n\(extra.map(\.description).sorted().joined(separator: "\n"))")
        }
    }

    @Test("loads, then running its steps throws the expected runtime error", arguments: MalformedFixture.runtimeFailures)
    func runtimeFailure(_ fixture: MalformedFixture) throws {
        let scenario = try ScenarioLoader.load(path: fixture.path)
        let e = fixture.expected
        do {
            let instance = try scenario.instantiate(context: ExecutionContext(seed: 1, parameters: [:]))
            for step in scenario.steps { try instance.runWrites(of: step) }
            Issue.record("\(fixture.name) ran without error; expected \(e)")
        } catch let error as RuntimeError {
            #expect(error.location.line == e.line && error.location.column == e.column && error.message == e.message,
                    "\(fixture.name): expected \(e), got \(error.location.line):\(error.location.column): \(error.message)")
            #expect(error.location.file == fixture.path)
            #expect(error.description.hasPrefix("\(fixture.path):\(e.line):\(e.column): error: \(e.message)"))
        } catch {
            Issue.record("\(fixture.name) threw \(type(of: error)) instead of RuntimeError: \(error)")
        }
    }
}
