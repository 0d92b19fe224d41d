// MalformedInputTests: what a user sees, end to end through the CLI, when a
// scenario file is wrong — a syntax error, a workload Redraw cannot run, code
// swiftc rejects, or code that traps while it runs.
//
// Each fixture in Tests/Fixtures/Malformed is a small scenario with one
// problem (its first line says which). The tables below hold, exactly, the
// first line the user sees; everything runs through `RedrawCommandLine.main`,
// as the `redraw` executable would.
//
// The interpreter (deleted) rejected these; on the compiled path they are
// ordinary Swift that compiles and runs, so their fixtures were deleted. Now
// supported:
//   10 `async` functions             20 custom view initialisers     26 `throws` functions
//   12 `Task { … }` (¹)              22 dictionaries                 27 `DispatchQueue.main.async` (¹)
//   13 actors                        23 enums with associated values 29 computed setters
//   14 protocols                     24 nested types                 67 `case` patterns in conditions
//   16 property observers (`didSet`) 25 local functions              generic views (²)
//   17 a Combine pipeline on `$query` (³; 17 now checks a model passed where
//      `ObservableObject` is required, which the pull form cannot compile)
//   19 `@Environment(\.colorScheme)` (system environment values, with a phone's defaults)
// and two workload checks that no longer exist: 54 two steps with one name
// (the reports then hold two rows with that name), 58 a scenario without steps
// (it reports the initial render only).
// (¹) They run on the scenario's virtual clock: a deferred write lands in the
//     frame its work falls due. (²) 21-generic-view is kept: its parameter
//     cannot be inferred, which swiftc rejects; a generic view that can be
//     inferred runs. (³) Under push only: a model subscribing to its own
//     `$property` has no pull form, and Redraw says so instead of failing.
//
// Compile-time errors are checked with `redraw validate` (type-check only);
// the front end's own errors (syntax, workload checks) also through
// `redraw run`, since they cost no compile. Runs use `--repeat 1 --warmup 0`
// and a temporary `--out` that must stay empty.

import Foundation
import RedrawCLI
import Testing

// MARK: - Helpers

private let fixtureDirectory: String = {
    // …/Tests/RedrawTests/MalformedInputTests.swift → …/Tests/Fixtures/Malformed
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Malformed").path
}()

/// The absolute path of fixture `name` (without `.swift`).
private func fixture(_ name: String) -> String { fixtureDirectory + "/" + name + ".swift" }

private struct Outcome {
    let status: Int32
    let output: String
    let errors: String

    var errorLines: [String] { errors.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter { !$0.isEmpty } }
    var firstError: String { errorLines.first ?? "" }
    var lastError: String { errorLines.last ?? "" }
    /// `note: in the pull (@Observable) form, as written` and the like.
    var formNotes: [String] { errorLines.filter { $0.hasPrefix("note: in the ") && $0.contains(" form") } }
}

/// Runs `redraw <arguments>` in process, capturing what it writes.
private func redraw(_ arguments: [String]) -> Outcome {
    let console = Console(capture: true)
    let status = RedrawCommandLine.main(arguments, console: console)
    return Outcome(status: status, output: console.output, errors: console.errors)
}

/// An empty folder for `--out`, removed at deinit.
private final class OutDirectory {
    let path: String

    init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("redraw-malformed-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    var contents: [String] { (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? ["<the folder is gone>"] }
}

private let fast = ["--repeat", "1", "--warmup", "0"]

// MARK: - Tables

/// The note after swiftc's diagnostics: which form of the file they are about.
let pullAsWritten = "note: in the pull (@Observable) form, as written"
let pullMigrated = "note: in the pull (@Observable) form, which Redraw made from the file by the migration mapping; the form as "
    + "written compiles: `--engine push` profiles it alone (the README's Known limits say what the mapping cannot carry)"

/// A file that does not compile: the first line `redraw validate` prints.
struct CompileErrorCase: Sendable, CustomTestStringConvertible {
    let name: String
    /// After `<path>:` — `line:column: error: message` — unless `verbatim`. With more than one,
    /// any of them: swiftc orders the diagnostics of one failed inference differently from run to run.
    let first: [String]
    /// The first line is not in the user's file (a macro expansion): compare it whole.
    let verbatim: Bool
    /// The last line before the count; nil for the front end's errors (made before swiftc runs).
    let formNote: String?
    /// The closing count, `N error(s) in 1 file`.
    let errorCount: Int

    init(_ name: String, _ first: String..., verbatim: Bool = false, form: String? = nil, errors: Int = 1) {
        self.name = name
        self.first = first
        self.verbatim = verbatim
        self.formNote = form
        self.errorCount = errors
    }

    var path: String { fixture(name) }
    var expectedFirstLines: [String] { first.map { verbatim ? $0 : path + ":" + $0 } }
    var testDescription: String { name }
}

/// Syntax errors (SwiftParser, in the front end) and Redraw's checks of the workload.
let frontEndErrors: [CompileErrorCase] = [
    CompileErrorCase("01-syntax-missing-closing-brace", "24:23: error: expected '}' to end closure"),
    CompileErrorCase("02-syntax-missing-operand", "11:28: error: expected expression after operator"),
    CompileErrorCase("03-syntax-unterminated-string", "8:23: error: expected '\"' to end string literal"),
    CompileErrorCase("04-syntax-missing-paren-in-call", "15:27: error: expected ')' to end function call"),
    CompileErrorCase("05-syntax-missing-type", "7:16: error: expected type in type annotation"),
    CompileErrorCase("06-syntax-extra-closing-brace", "10:1: error: unexpected brace in source file"),
    CompileErrorCase("07-syntax-unclosed-parameter-clause", "10:27: error: expected ')' to end parameter clause"),
    CompileErrorCase("48-param-name-not-literal",
                     "21:18: error: the first argument of `param` must be a string literal: the parameter's name"),
    CompileErrorCase("50-step-without-name",
                     "23:1: error: the first argument of `Redraw.step` must be a string literal: the step's name"),
    CompileErrorCase("52-step-frames-zero", "23:34: error: `frames:` must be between 1 and 1_000_000, not 0"),
    CompileErrorCase("55-missing-root",
                     "1:1: error: the scenario has no `Redraw.root { … }`: add one that builds the root view"),
    CompileErrorCase("56-two-roots",
                     "22:1: error: the scenario has more than one `Redraw.root` (the first is at line 21): keep one"),
    CompileErrorCase("60-step-nested-in-step",
                     "25:5: error: `Redraw.step` must be called at the top level of the scenario file"),
    CompileErrorCase("63-step-name-interpolated",
                     "28:13: error: the first argument of `Redraw.step` must be a string literal: the step's name"),
    CompileErrorCase("82-param-conflicting-default",
                     "24:43: error: parameter \"rows\" has another default at line 20 (`3`); give every `param(\"rows\", …)` the same default"),
    // Not swiftc's "no exact matches in call to static method 'root'", with notes in Redraw's sources.
    CompileErrorCase("61-root-without-closure",
                     "21:13: error: `Redraw.root` takes a closure that builds the root view, `Redraw.root { ContentView() }`, or the app's type, `Redraw.root(MyApp.self)`"),
    CompileErrorCase("83-root-not-top-level",
                     "19:5: error: `Redraw.root` must be called at the top level of the scenario file"),
    // swiftc's own error here is in the macro's expansion (a temporary file), then nine `<unknown>:0:`
    // errors: the front end says it at the attribute first.
    CompileErrorCase("28-published-in-observable",
                     "7:5: error: `@Published` in an `@Observable` class: the macro already tracks every stored `var`; remove `@Published` (or make `Counter` an `ObservableObject` instead)"),
    CompileErrorCase("54-duplicate-step-names",
                     "26:13: error: another step is named \"increment\" (line 23): reports and the gate tell steps apart by name; rename one"),
]

/// swiftc's own diagnostics. The form the file is written for is checked first, and the other
/// only when it passes, so a file shows the errors of one form. Every fixture here is written
/// for pull except 17 and 49 (push).
let swiftcErrors: [CompileErrorCase] = [
    CompileErrorCase("11-await",
                     "26:26: error: cannot pass function of type '() async -> ()' to parameter expecting synchronous function type",
                     form: pullAsWritten),
    // Push as written passes; the pull form's `@Observable` class is not an `ObservableObject`.
    CompileErrorCase("17-observable-object-constraint",
                     "19:12: error: global function 'typeName(of:)' requires that 'SearchModel' conform to 'ObservableObject'",
                     form: pullMigrated),
    CompileErrorCase("18-focused-binding", "14:21: error: value of type 'FocusedValues' has no member 'isEnabled'",
                     form: pullAsWritten),
    CompileErrorCase("21-generic-view", "22:9: error: generic parameter 'Model' could not be inferred", form: pullAsWritten),
    CompileErrorCase("30-unknown-identifier-in-method", "11:9: error: cannot find 'titel' in scope", form: pullAsWritten),
    CompileErrorCase("31-unknown-property-on-model", "24:13: error: value of type 'Counter' has no member 'valeu'", form: pullAsWritten),
    CompileErrorCase("32-unknown-property-read-in-view", "15:22: error: value of type 'Counter' has no member 'tittle'",
                     form: pullAsWritten),
    CompileErrorCase("33-unknown-global", "24:5: error: cannot find 'countr' in scope", form: pullAsWritten),
    // The name is within two edits of the file's own `CounterView`: the note asks whether it is a typo.
    CompileErrorCase("34-misspelled-view-type", "21:15: error: cannot find 'CountrView' in scope", form: pullAsWritten),
    CompileErrorCase("35-unknown-enum-case-in-switch", "19:15: error: type 'Filter' has no member 'archived'", form: pullAsWritten),
    CompileErrorCase("36-unknown-enum-case-qualified", "28:26: error: type 'Filter' has no member 'actve'", form: pullAsWritten),
    CompileErrorCase("37-unknown-enum-case-implicit", "28:20: error: type 'Filter' has no member 'archived'", form: pullAsWritten),
    CompileErrorCase("38-unknown-method-on-model", "27:13: error: value of type 'Counter' has no member 'incremnt'",
                     form: pullAsWritten),
    CompileErrorCase("39-unknown-environment-type", "11:18: error: cannot find 'Setings' in scope", form: pullAsWritten, errors: 2),
    CompileErrorCase("40-view-argument-no-property",
                     "21:26: error: incorrect argument label in call (have 'countr:', expected 'counter:')", form: pullAsWritten),
    CompileErrorCase("41-view-missing-argument", "21:27: error: missing argument for parameter 'counter' in call", form: pullAsWritten),
    CompileErrorCase("42-model-init-labels",
                     "22:22: error: incorrect argument label in call (have 'start:', expected 'value:')", form: pullAsWritten),
    CompileErrorCase("43-struct-memberwise-wrong-label",
                     "27:29: error: incorrect argument label in call (have 'titel:', expected 'title:')", form: pullAsWritten),
    CompileErrorCase("44-model-without-init-given-arguments", "19:30: error: argument passed to call that takes no arguments",
                     form: pullAsWritten),
    CompileErrorCase("45-let-with-value-passed", "21:36: error: argument passed to call that takes no arguments", form: pullAsWritten),
    CompileErrorCase("46-struct-missing-argument", "27:30: error: missing argument for parameter 'title' in call", form: pullAsWritten),
    CompileErrorCase("47-binding-argument-not-a-binding",
                     "22:22: error: cannot convert value of type 'Bool' to expected argument type 'Binding<Bool>'", form: pullAsWritten),
    CompileErrorCase("53-step-two-parameters",
                     "23:39: error: contextual closure type '(Int) -> Void' expects 1 argument, but 2 were used in closure body",
                     form: pullAsWritten),
    CompileErrorCase("57-unknown-redraw-call", "25:12: error: type 'Redraw' has no member 'reset'", form: pullAsWritten),
    CompileErrorCase("59-step-unknown-argument", "23:8: error: no exact matches in call to static method 'step'", form: pullAsWritten),
    CompileErrorCase("62-unknown-redraw-call-top-level", "27:8: error: type 'Redraw' has no member 'stpe'", form: pullAsWritten),
    CompileErrorCase("65-projection-without-bindable", "15:34: error: cannot find '$counter' in scope", form: pullAsWritten),
    CompileErrorCase("66-projection-of-local-without-bindable", "16:34: error: cannot find '$model' in scope", form: pullAsWritten),
    CompileErrorCase("68-switch-not-exhaustive", "24:5: error: switch must be exhaustive", form: pullAsWritten),
    // Followed by Redraw's note on why the module is missing: see `unknownModule`.
    CompileErrorCase("80-import-unknown-module", "3:8: error: no such module 'MyAppKit'", form: pullAsWritten),
]

/// A file that compiles and traps while it runs.
struct RuntimeFaultCase: Sendable, CustomTestStringConvertible {
    let name: String
    let step: String
    let engine: String
    /// `line:column` from the backtrace's innermost frame in the user's file, or `line` (the
    /// step's `Redraw.step` call) when the backtrace has none.
    let position: String
    /// The line after the first: what was running.
    let activity: String?

    /// Why Redraw may not show `position` and `activity` although the backtrace has them.
    let knownIssue: String?

    init(_ name: String, step: String, engine: String = "push", at position: String, activity: String? = "the workload",
         knownIssue: String? = nil) {
        self.name = name
        self.step = step
        self.engine = engine
        self.position = position
        self.activity = activity
        self.knownIssue = knownIssue
    }

    var path: String { fixture(name) }
    var positionFromBacktrace: Bool { position.contains(":") }
    /// Both engines (the default) unless the case is about pull.
    var arguments: [String] { ["run", path] + (engine == "push" ? [] : ["--engine", engine]) }
    var testDescription: String { name }
}

/// Under both engines (the default), push runs first, so it is push that crashes. What the
/// crash was (after `under push: `) is not asserted: in these `-O` builds it reads "Illegal
/// instruction at 0x…" (an address that changes from run to run) or "signal 4 (SIGILL: a Swift
/// runtime trap)", even where the backtrace says "Swift runtime failure: Division by zero".
let runtimeFaults: [RuntimeFaultCase] = [
    RuntimeFaultCase("70-runtime-index-out-of-range", step: "write past the end", at: "24:22"),
    RuntimeFaultCase("71-runtime-index-out-of-range-read", step: "read past the end", at: "24:19"),
    RuntimeFaultCase("72-runtime-force-unwrap-nil", step: "use the selection", at: "24:37"),
    RuntimeFaultCase("73-runtime-division-by-zero", step: "divide", at: "25:24"),
    // The counting build (-Onone, run first) keeps the step closure's frame at the call; in the
    // -O build `remove(at:)` was a tail call out of it, with no user frame (the step's line, 23:1).
    RuntimeFaultCase("74-runtime-remove-at-out-of-range", step: "remove", at: "24:19"),
    RuntimeFaultCase("75-runtime-in-later-frame", step: "walk the items", at: "24:19"),
    RuntimeFaultCase("76-runtime-remove-first-empty", step: "drain", at: "24:19"),
    // The backtrace has `ThirdItem.body.getter … at …/77-runtime-crash-in-body.swift:12:26`, but
    // when the body is inlined into its protocol witness that frame has no `+ offset`, and
    // Backtrace.frame(_:) skips it: Redraw then shows the step's line (30) and no activity.
    RuntimeFaultCase("77-runtime-crash-in-body", step: "remove the last item", engine: "pull", at: "12:26",
                     activity: "the body of `ThirdItem`",
                     knownIssue: "an inlined frame (no `+ offset`) in the user's file is not read from the backtrace"),
    // Redraw's own `0..<frames` traps ("Fatal error: Range requires lowerBound <= upperBound"),
    // reported as the scenario crashing, at the step's line.
]

// MARK: - Tests

/// Serialized: `redraw validate` type-checks through one file per process and engine
/// (`builds/check-<pid>-<engine>.swift` in the cache), so two in-process validates at once
/// would overwrite each other's source. Compiles are CPU-bound anyway.
@Suite(.serialized) struct MalformedInputTests {
    /// Fixtures with tests of their own below.
    static let otherFixtures = ["15-class-inheritance", "49-object-will-change", "78-runtime-step-frames-computed-zero",
                                "79-runtime-step-frames-computed-negative", "81-param-unknown-name"]

    @Test func everyFixtureIsInATable() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: fixtureDirectory).filter { $0.hasSuffix(".swift") }
        let named = (frontEndErrors + swiftcErrors).map(\.name) + runtimeFaults.map(\.name) + Self.otherFixtures
        #expect(named.count == Set(named).count, "a fixture is in two tables")
        #expect(Set(files.map { String($0.dropLast(".swift".count)) }) == Set(named))
    }

    @Test("validate: the front end's error, compiler style", arguments: frontEndErrors)
    func frontEndErrorOnValidate(_ c: CompileErrorCase) {
        let r = redraw(["validate", c.path])
        #expect(r.status == 1)
        #expect(c.expectedFirstLines.contains(r.firstError), "\(r.errors)")
        #expect(r.formNotes.isEmpty, "\(r.errors)")
        #expect(r.lastError == "\(c.errorCount) error\(c.errorCount == 1 ? "" : "s") in 1 file")
        #expect(r.output.isEmpty)
    }

    @Test("run: the front end's error, before anything compiles; no reports", arguments: frontEndErrors)
    func frontEndErrorOnRun(_ c: CompileErrorCase) throws {
        let out = try OutDirectory()
        let r = redraw(["run", c.path, "--out", out.path] + fast)
        #expect(r.status == 1)
        #expect(c.expectedFirstLines.contains(r.firstError), "\(r.errors)")
        #expect(r.lastError == "\(c.errorCount) error\(c.errorCount == 1 ? "" : "s")")
        #expect(r.output.isEmpty)
        #expect(out.contents.isEmpty)
    }

    @Test("validate: swiftc's diagnostic at the user's line, and the form it is in", arguments: swiftcErrors)
    func swiftcErrorOnValidate(_ c: CompileErrorCase) {
        let r = redraw(["validate", c.path])
        #expect(r.status == 1)
        #expect(c.expectedFirstLines.contains(r.firstError), "\(r.errors)")
        #expect(r.formNotes == [c.formNote].compactMap { $0 }, "\(r.errors)")
        #expect(r.errorLines.dropLast().last == c.formNote, "\(r.errors)")
        #expect(r.lastError == "\(c.errorCount) error\(c.errorCount == 1 ? "" : "s") in 1 file", "\(r.errors)")
        #expect(r.output.isEmpty)
    }

    /// A subscription to a model's `objectWillChange` outside the model (the push-only API an
    /// `@Observable` class lacks) is found before compiling: the file type-checks under push, and
    /// validate says which use and where, instead of the pull form's compile error.
    @Test func anObjectWillChangeSubscriptionIsPushOnly() throws {
        let scenario = try TemporaryScenario("""
            final class SearchModel: ObservableObject { @Published var query = "" }
            struct SearchView: View {
                @ObservedObject var model: SearchModel
                var body: some View { Text(model.query) }
            }
            let model = SearchModel()
            let changes = model.objectWillChange.sink { print("will change") }
            Redraw.root { SearchView(model: model) }
            """, name: "redraw-owc")
        let path = scenario.path
        let r = redraw(["validate", path])
        #expect(r.status == 0, "\(r.errors)")
        #expect(r.output.contains("no pull form: `model.objectWillChange` (line 7) subscribes to an object's `objectWillChange`, "
                                  + "which an `@Observable` class does not have: the file runs under push only"), "\(r.output)")
    }

    @Test func swiftcErrorOnRunWritesNoReports() throws {
        let c = try #require(swiftcErrors.first { $0.name == "30-unknown-identifier-in-method" })
        let out = try OutDirectory()
        let r = redraw(["run", c.path, "--out", out.path] + fast)
        #expect(r.status == 1)
        #expect(c.expectedFirstLines.contains(r.firstError), "\(r.errors)")
        #expect(r.lastError == pullAsWritten, "\(r.errors)")
        #expect(r.output.isEmpty)
        #expect(out.contents.isEmpty)
    }

    @Test("run: a trap in user code names the step, the engine and the user's line; no reports", arguments: runtimeFaults)
    func runtimeFault(_ c: RuntimeFaultCase) throws {
        let out = try OutDirectory()
        let r = redraw(c.arguments + ["--out", out.path] + fast)
        #expect(r.status == 1)
        // `<file>:<line>[:<column>]: error: the scenario crashed in step "…" under …: <what>`
        let head = "error: the scenario crashed in step \"\(c.step)\" under \(c.engine): "
        let parts = r.firstError.components(separatedBy: ": " + head)
        #expect(parts.count == 2 && !parts[1].isEmpty, "\(r.errors)")
        let location = parts[0]
        let running = r.errorLines.first { $0.hasPrefix("  while running ") }
        let checkPosition = {
            #expect(location.hasSuffix("/" + c.name + ".swift:" + c.position), "\(r.errors)")
            #expect(running == c.activity.map { "  while running " + $0 }, "\(r.errors)")
        }
        if let issue = c.knownIssue {
            withKnownIssue(Comment(rawValue: issue), isIntermittent: true) { checkPosition() }
        } else {
            checkPosition()
        }
        if !c.positionFromBacktrace {
            #expect(location == c.path + ":" + c.position)
        } else if location.hasSuffix(":" + c.position) {
            // The file is named as the build's debug info has it: relative to the directory the
            // cached build was first compiled from when that is a prefix, not as given here.
            withKnownIssue("a backtrace location is relative to the directory of the first compile", isIntermittent: true) {
                #expect(location == c.path + ":" + c.position)
            }
        }
        #expect(r.output.isEmpty)
        #expect(out.contents.isEmpty)
    }

    // MARK: `--param`

    @Test func unknownParamIsNamed() throws {
        let out = try OutDirectory()
        let r = redraw(["run", fixture("81-param-unknown-name"), "--param", "nope=1", "--out", out.path] + fast)
        #expect(r.status == 1)
        // No suggestion: `rows` is no typo of `nope`. The names the scenarios read are listed.
        #expect(r.firstError == "error: --param nope: no scenario reads param(\"nope\", …) (the scenarios read `rows`)", "\(r.errors)")
        #expect(r.errorLines.dropFirst().first == "Run `redraw run --help` for usage.")
        #expect(r.output.isEmpty)
        #expect(out.contents.isEmpty)
    }

    @Test func misspelledParamSuggestsTheScenariosName() throws {
        let out = try OutDirectory()
        let r = redraw(["run", fixture("81-param-unknown-name"), "--param", "row=1", "--out", out.path] + fast)
        #expect(r.status == 1)
        #expect(r.firstError == "error: --param row: no scenario reads param(\"row\", …); did you mean `rows`? (the scenarios read `rows`)",
                "\(r.errors)")
        #expect(out.contents.isEmpty)
    }

    @Test func paramValueOfTheWrongTypeStopsTheRun() throws {
        let out = try OutDirectory()
        let path = fixture("81-param-unknown-name")
        let r = redraw(["run", path, "--param", "rows=abc", "--out", out.path] + fast)
        #expect(r.status == 1)
        #expect(r.firstError == path + ":16:17: error: --param rows=abc: expected a value of type Int, like the default 3", "\(r.errors)")
        #expect(r.output.isEmpty)
        #expect(out.contents.isEmpty)
    }

    // MARK: One form only, unknown modules

    /// A push-style model that sends `objectWillChange` itself: the pull form drops the call (the
    /// macro notifies by itself, the guides' migration step), so the file runs under both engines.
    /// push: the manual send and `@Published`'s own are 2 notifications, CounterView (subscribed)
    /// runs once; pull: `value += 1` notifies once, CounterView read it and runs once.
    @Test func manualObjectWillChangeRunsUnderBothEngines() throws {
        let out = try OutDirectory()
        let r = redraw(["run", fixture("49-object-will-change"), "--out", out.path] + fast)
        #expect(r.status == 0, "\(r.errors)")
        let steps = try String(contentsOfFile: out.path + "/49-object-will-change.steps.csv", encoding: .utf8)
            .split(separator: "\n").filter { $0.contains(",bump,") }
        // Columns: scenario, engine, form, step, frames, body_evaluations, invalidations, notifications, …
        let fields = steps.map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
        #expect(fields.map { [$0[1], $0[5], $0[7]] } == [["push", "1", "2"], ["pull", "1", "1"]], "\(steps)")
    }

    /// `import MyAppKit`: swiftc's "no such module", and Redraw's note on why.
    @Test func unknownModule() throws {
        let c = try #require(swiftcErrors.first { $0.name == "80-import-unknown-module" })
        let note = "note: `MyAppKit` is not a module on this machine: Redraw compiles the scenario's own files alone, against the "
            + "toolchain's modules and its own SwiftUI, Combine, Charts, MapKit, CoreLocation, SwiftData, PhotosUI, StoreKit, os, UniformTypeIdentifiers, UserNotifications, UIKit and CoreGraphics. Paste the types the scenario needs from `MyAppKit` "
            + "into the file, or put the package's files in a folder scenario beside its workload.swift, and remove the import: "
            + "they are then the scenario's own, one module with it"
        let check = redraw(["validate", c.path])
        // The error, its source line and caret, then the note.
        #expect(check.errorLines.dropFirst(3).first == note, "\(check.errors)")

        let out = try OutDirectory()
        let r = redraw(["run", c.path, "--out", out.path] + fast)
        #expect(r.status == 1)
        // The swift driver's own "error: emit-module command failed…" line is not shown.
        #expect(c.expectedFirstLines.contains(r.firstError), "\(r.errors)")
        #expect(r.errorLines.dropFirst(3).first == note, "\(r.errors)")
        #expect(out.contents.isEmpty)
    }

    // MARK: Fixed on the way (each was a known issue of the first compiled version)

    /// `@Observable class StepCounter: Counter` is valid Swift: the push form gives only the root
    /// class `ObservableObject` (the subclass inherits it), and both forms type-check.
    @Test func observableSubclassValidates() {
        let r = redraw(["validate", fixture("15-class-inheritance")])
        #expect(r.status == 0, "\(r.errors)")
    }

    /// A computed `frames:` is checked when the step is registered: 0 and -1 are workload errors
    /// at the step's line, before anything runs; no reports.
    @Test(arguments: [("78-runtime-step-frames-computed-zero", "25:12", "0"), ("79-runtime-step-frames-computed-negative", "22:12", "-1")])
    func computedFramesOutOfRangeIsAnError(name: String, line: String, frames: String) throws {
        let out = try OutDirectory()
        let r = redraw(["run", fixture(name), "--out", out.path] + fast)
        #expect(r.status == 1, "\(r.output)")
        #expect(r.firstError == fixture(name) + ":\(line): error: step \"increment\" has \(frames) frames: `frames:` must be at least 1",
                "\(r.errors)")
        #expect(out.contents.isEmpty)
    }
}
