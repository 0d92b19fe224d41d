// FuzzRegressionTests: each bug redraw-fuzz found in Redraw's front end and
// that was fixed, as the user meets it — `redraw validate` through
// `RedrawCommandLine.main` — ending in a positioned error instead of a trap,
// a stack overflow or a hang.
//
// Small inputs are the fuzzer's minimised examples, kept in
// Tests/Fixtures/Fuzz (their first line says what they were). Long and deep
// syntax is made here: the files would be tens of kilobytes. Each case but
// one stops at the front end's error, so nothing is compiled.

import Foundation
import RedrawBuild
import RedrawCLI
import Testing

private let fuzzFixtures: String = {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Fuzz").path
}()

/// `redraw validate <path>`: status and stderr.
private func validate(_ path: String) -> (status: Int32, errors: String) {
    let console = Console(capture: true)
    let status = RedrawCommandLine.main(["validate", path], console: console)
    return (status, console.errors)
}

/// A fixture of Tests/Fixtures/Fuzz and the first line `redraw validate` prints for it, after `<path>:`.
struct FuzzCase: Sendable, CustomTestStringConvertible {
    let name: String
    let first: String
    var path: String { fuzzFixtures + "/" + name + ".swift" }
    var testDescription: String { name }
}

let fuzzCases: [FuzzCase] = [
    FuzzCase(name: "01-escape-before-equals",
             first: "2:4: error: control character U+001B (ESC) between tokens: Swift takes only spaces, tabs and line ends there; remove it or replace it with a space"),
    FuzzCase(name: "02-vertical-tab-before-equals",
             first: "2:3: error: control character U+000B between tokens: Swift takes only spaces, tabs and line ends there; remove it or replace it with a space"),
    FuzzCase(name: "03-next-line-before-equals",
             first: "2:3: error: character U+0085 (NEXT LINE) between tokens: Swift takes only spaces, tabs and line ends there; remove it or replace it with a space"),
    FuzzCase(name: "04-control-byte-before-equals",
             first: "2:7: error: control character U+0014 between tokens: Swift takes only spaces, tabs and line ends there; remove it or replace it with a space"),
    FuzzCase(name: "05-nul-byte",
             first: "2:6: error: control character U+0000 (NUL) between tokens: Swift takes only spaces, tabs and line ends there; remove it or replace it with a space"),
    FuzzCase(name: "06-class-without-name", first: "2:6: error: expected identifier and member block in class"),
    FuzzCase(name: "07-nested-array-literal",
             first: "3:29: error: `[` nested more than 12 deep: the parser's time doubles with every level past that; flatten the literal or build it in a loop"),
    // Line 1 ends in CRLF; `éé` is 4 bytes, so the quote's content starts at byte column 13.
    FuzzCase(name: "08-invalid-utf8-after-multibyte", first: "2:13: error: the file is not valid UTF-8 here; save it as UTF-8"),
    // Past the front end now (it hung making the push form): swiftc's error, from `validate`'s type-check.
    FuzzCase(name: "09-class-inherits-its-own-name", first: "6:16: error: 'Counter' is ambiguous for type lookup in this context"),
    // Found end to end: swiftc made 2³¹ closure parameters (minutes, gigabytes); refused before it runs.
    FuzzCase(name: "10-huge-anonymous-argument",
             first: "6:36: error: `$2147483648` is past `$255`: swiftc makes every closure parameter before it, which takes "
                 + "minutes and gigabytes for large numbers; name the closure's parameters instead"),
    // Found end to end: swiftc's error, once at the user's line (its copy in the macro's expansion is left out).
    FuzzCase(name: "11-error-repeated-in-macro-expansion",
             first: "2:52: error: cannot convert value of type 'Double' to expected element type 'Int'"),
    // Found end to end: swiftc took minutes on types nested 164 deep; refused past 16, at the 17th.
    FuzzCase(name: "12-types-nested-too-deep",
             first: "2:177: error: a type nested more than 16 deep in other types: swiftc's time grows faster than the depth "
                 + "(a hundred levels take minutes); declare it at a shallower level"),
    // Found end to end: swiftc's error in Redraw's generated form (outside its #sourceLocations) is left out.
    FuzzCase(name: "13-error-in-the-generated-form", first: "21:1: error: declaration is only valid at file scope"),
    // Found in process: a backquote with no closing one on its line swallowed the rest of the line,
    // so the bracket-depth guard missed the 98 `[` after it and SwiftParser took minutes.
    FuzzCase(name: "14-stray-backquote-before-deep-brackets",
             first: "2:1112: error: `[` nested more than 12 deep: the parser's time doubles with every level past that; "
                 + "flatten the literal or build it in a loop"),
]

@Suite struct FuzzRegressionTests {
    @Test func everyFixtureIsInTheTable() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: fuzzFixtures).filter { $0.hasSuffix(".swift") }
        #expect(Set(files.map { String($0.dropLast(".swift".count)) }) == Set(fuzzCases.map(\.name)))
    }

    @Test("validate: a positioned error, no trap", arguments: fuzzCases)
    func positionedError(_ c: FuzzCase) {
        let r = validate(c.path)
        #expect(r.status == 1)
        #expect(r.errors.split(separator: "\n").first.map(String.init) == c.path + ":" + c.first, "\(r.errors)")
    }

    /// The excerpt shows the NUL as ␀ and goes on past it to the caret and the message.
    @Test func nulByteKeepsTheExcerpt() {
        let r = validate(fuzzFixtures + "/05-nul-byte.swift")
        let lines = r.errors.split(separator: "\n").map(String.init)
        #expect(lines.contains("2 | let b␀ = 2"), "\(r.errors)")
        #expect(lines.contains { $0.hasSuffix("`- error: control character U+0000 (NUL) between tokens: Swift takes only spaces, tabs and line ends there; remove it or replace it with a space") },
                "\(r.errors)")
    }

    /// swiftc repeats an error in an `@Observable` property's initial value in the macro's expansion,
    /// a file the user never wrote: only the user's line is shown, then the form's note.
    @Test func anErrorInsideAMacroExpansionIsShownAtTheUsersLineOnly() {
        let r = validate(fuzzFixtures + "/11-error-repeated-in-macro-expansion.swift")
        #expect(r.status == 1)
        #expect(!r.errors.contains("swift-generated-sources"), "\(r.errors)")
        #expect(!r.errors.contains("@__swiftmacro_"), "\(r.errors)")
        #expect(r.errors.components(separatedBy: ": error: ").count == 2, "\(r.errors)")
        #expect(r.errors.contains("note: in the pull (@Observable) form, as written"), "\(r.errors)")
    }

    /// A file broken around its declarations: swiftc also erred in the generated form
    /// (`parameterless closing #sourceLocation() directive…` at the form's own path); only the
    /// user's lines are shown.
    @Test func anErrorInTheGeneratedFormIsLeftOut() {
        let r = validate(fuzzFixtures + "/13-error-in-the-generated-form.swift")
        #expect(r.status == 1)
        #expect(!r.errors.contains("#sourceLocation"), "\(r.errors.prefix(2_000))")
        #expect(!r.errors.contains("/builds/"), "\(r.errors.prefix(2_000))")
    }

    /// Only a macro buffer's diagnostics: kept, rather than no error at all.
    @Test func macroBufferDiagnosticsAloneAreKept() {
        let text = "/tmp/swift-generated-sources/@__swiftmacro_X.swift:2:3: error: boom\nprivate var _x = 1\n  ^\n"
        #expect(ScenarioBuilder.withoutMacroBuffers(text).joined(separator: "\n") == text)
    }

    /// 5,000 `\(1)` in one string literal kept swiftc past the end-to-end fuzzer's 180 s (input 970
    /// of seed 1): past 256 interpolations the literal is refused at its position, before swiftc.
    @Test func aStringWithTooManyInterpolationsIsRefusedAtItsPosition() throws {
        let literal = "\"" + String(repeating: "\\(1)", count: 257) + "\""
        let file = try TemporaryScenario("import SwiftUI\nlet text = " + literal + "\nRedraw.root { Text(text) }\n")
        let r = validate(file.path)
        #expect(r.status == 1)
        #expect(r.errors.hasPrefix(file.path + ":2:12: error: a string literal with 257 interpolations, over Redraw's limit of 256"),
                "\(r.errors.prefix(500))")
    }

    /// 5,000 chained `.padding()` where a struct's members go (in-process input 899,533 of seed 1)
    /// kept SwiftParser's recovery busy for minutes (1,000 took 15 s): refused from the bytes, at
    /// the run's first token, before parsing.
    @Test func aLongRunInATypesBodyIsRefusedBeforeParsing() throws {
        let text = "import SwiftUI\nstruct Long: View {\n    Text(\"x\")" + String(repeating: ".padding()", count: 5_000)
            + "\n    var body: some View { Text(\"a\") }\n}\nRedraw.root { Long() }\n"
        let file = try TemporaryScenario(text)
        let started = Date()
        let r = validate(file.path)
        #expect(r.status == 1)
        #expect(r.errors.hasPrefix(file.path + ":3:5: error: more than 1000 tokens from here in a type's body without a "
            + "declaration keyword"), "\(r.errors.prefix(400))")
        #expect(Date().timeIntervalSince(started) < 30)
    }

    /// A 4,000-argument call on the line after a member (`var a = 1`): the run starts at the name
    /// that starts the line, and the arguments count because no declaration keyword came first.
    @Test func aLongCallAfterAMemberIsRefusedAtItsLine() throws {
        let text = "import SwiftUI\nstruct Long: View {\n    var a = 1\n    foo(x" + String(repeating: ", x", count: 4_000)
            + ")\n    var body: some View { Text(\"a\") }\n}\nRedraw.root { Long() }\n"
        let file = try TemporaryScenario(text)
        let r = validate(file.path)
        #expect(r.status == 1)
        #expect(r.errors.hasPrefix(file.path + ":4:5: error: more than 1000 tokens from here in a type's body"), "\(r.errors.prefix(400))")
    }

    /// Long data in declarations is not a run: a 5,000-element static table, a 3,000-argument
    /// call as a member's value, 2,000 `case`s, 2,000 chained modifiers inside `body`, all in type
    /// bodies, reach the workload checks (the file has no root on purpose: nothing is compiled).
    @Test func longDeclarationsInATypesBodyAreParsed() throws {
        let table = (0..<5_000).map(String.init).joined(separator: ", ")
        let text = "import SwiftUI\nstruct Data {\n    static let table = [" + table + "]\n"
            + "    let sum = max(0" + String(repeating: ", 1", count: 3_000) + ")\n}\n"
            + "enum Many {\n" + (0..<2_000).map { "    case c\($0)\n" }.joined() + "}\n"
            + "struct Chain: View {\n    var body: some View {\n        Text(\"x\")" + String(repeating: ".padding()", count: 2_000)
            + "\n    }\n}\n"
        let file = try TemporaryScenario(text)
        let r = validate(file.path)
        #expect(r.status == 1)
        #expect(r.errors.hasPrefix(file.path + ":1:1: error: the scenario has no `Redraw.root { … }`"), "\(r.errors.prefix(400))")
    }

    /// swiftc counts columns in Redraw's compiled form, where `UUID()` became `RedrawRandom.uuid()`
    /// (end-to-end input 881 of seed 1: the column was past the end of the user's line): the error
    /// names the user's column and shows the user's line with a caret under it.
    @Test func anErrorAfterARewriteOnItsLineIsAtTheUsersColumn() throws {
        let file = try TemporaryScenario("import SwiftUI\nstruct Row: Identifiable { let id = UUID(); let name: String = 5 }\n"
            + "Redraw.root { Text(\"x\") }\n")
        let r = validate(file.path)
        #expect(r.status == 1)
        let lines = r.errors.split(separator: "\n").map(String.init)
        #expect(lines.first == file.path + ":2:64: error: cannot convert value of type 'Int' to specified type 'String'", "\(r.errors)")
        #expect(lines.dropFirst().first == "struct Row: Identifiable { let id = UUID(); let name: String = 5 }")
        #expect(lines.dropFirst(2).first == String(repeating: " ", count: 63) + "^")
    }

    /// Nested exactly as deep as allowed: parsed as usual (here: the missing root is the error).
    @Test func arrayLiteralAtTheDepthLimitIsParsed() throws {
        let file = try TemporaryScenario("import SwiftUI\nlet grid = " + String(repeating: "[", count: 12) + "1" + String(repeating: "]", count: 12)
            + "\nlet text = \"[[[[[[[[[[[[[[[[[[[[\" // [[[[[[[[[[[[[[[[[[[[\n")
        let r = validate(file.path)
        #expect(r.errors.hasPrefix(file.path + ":1:1: error: the scenario has no `Redraw.root { … }`"), "\(r.errors)")
    }

    /// 5,000 chained `else if`s overflowed the main thread's stack (signal 11 in SwiftParser's
    /// lexer); the front end now runs on a large stack and reaches the workload checks.
    @Test func fiveThousandElseIfsReachTheWorkloadChecks() throws {
        var text = "func pick(_ x: Int) -> Int {\n    if x == 0 { return 0 }\n"
        for i in 1..<5_000 { text += "    else if x == \(i) { return \(i) }\n" }
        text += "    return -1\n}\n"
        let file = try TemporaryScenario(text)
        let r = validate(file.path)
        #expect(r.status == 1)
        #expect(r.errors.hasPrefix(file.path + ":1:1: error: the scenario has no `Redraw.root { … }`"), "\(r.errors)")
    }

    /// 5,000 chained `.map { … }` in a file with a syntax error: SwiftParserDiagnostics' Fix-Its
    /// took seconds (quadratic in the depth); the first error is named at once.
    @Test func deepChainWithASyntaxErrorIsNamedQuickly() throws {
        let text = "let maps = [1]" + String(repeating: ".map { $0 + 1 }", count: 5_000) + "\nfunc broken( {\n"
        let file = try TemporaryScenario(text)
        let started = Date()
        let r = validate(file.path)
        #expect(r.status == 1)
        #expect(r.errors.hasPrefix(file.path + ":2:14: error: syntax error here; the file also nests syntax "), "\(r.errors.prefix(400))")
        #expect(Date().timeIntervalSince(started) < 30)
    }
}
