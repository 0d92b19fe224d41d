// The workload checks: each error's message and position, and the syntax
// errors of the file itself (as SwiftParserDiagnostics words and places them).

import RedrawFrontEnd
import Testing

@Suite("Workload checks")
struct WorkloadCheckTests {
    private func errors(_ text: String) -> [String] {
        FrontEnd.analyze(ScenarioFile(path: "w.swift", text: text)).diagnostics.map {
            "\($0.line):\($0.column): \($0.message)"
        }
    }

    @Test("a valid workload has no diagnostics")
    func valid() {
        #expect(errors("""
            let n = param("n", 3)
            Redraw.root { Text("\\(n)") }
            Redraw.step("one", frames: 1_000_000) { frame in }
            Redraw.step("two") { }
            #if DEBUG
            Redraw.step("debug only") { }
            #endif
            """) == [])
    }

    @Test("no Redraw.root")
    func noRoot() {
        #expect(errors("// nothing\nlet x = 1\n") == [
            "1:1: the scenario has no `Redraw.root { … }`: add one that builds the root view",
        ])
    }

    @Test("two Redraw.root calls: the second is the error")
    func twoRoots() {
        #expect(errors("Redraw.root { A() }\n\nRedraw.root { B() }\n") == [
            "3:1: the scenario has more than one `Redraw.root` (the first is at line 1): keep one",
        ])
    }

    @Test("Redraw.root and Redraw.step away from the top level", arguments: [
        ("func setUp() {\n    Redraw.step(\"s\") { }\n}\nRedraw.root { A() }\n", "2:5: `Redraw.step`"),
        ("struct S {\n    func f() { Redraw.step(\"s\") { } }\n}\nRedraw.root { A() }\n", "2:16: `Redraw.step`"),
        ("Redraw.root { A() }\nRedraw.step(\"a\") {\n    Redraw.step(\"b\") { }\n}\n", "3:5: `Redraw.step`"),
        ("for i in 0..<2 {\n  Redraw.step(\"s\") { }\n}\nRedraw.root { A() }\n", "2:3: `Redraw.step`"),
        ("let r: () -> Void = { Redraw.root { A() } }\n", "1:23: `Redraw.root`"),
    ])
    func notTopLevel(_ text: String, _ expected: String) {
        #expect(errors(text) == ["\(expected) must be called at the top level of the scenario file"])
    }

    @Test("frames: out of 1...1_000_000", arguments: ["0", "-3", "1_000_001", "99999999999999999999"])
    func frames(_ literal: String) {
        #expect(errors("Redraw.root { A() }\nRedraw.step(\"s\", frames: \(literal)) { }\n") == [
            "2:26: `frames:` must be between 1 and 1_000_000, not \(literal)",
        ])
    }

    @Test("frames: that is not a literal is checked when it runs")
    func framesExpression() {
        #expect(errors("Redraw.root { A() }\nlet n = 0\nRedraw.step(\"s\", frames: n * 60) { }\n") == [])
    }

    @Test("a step's name must be a string literal without interpolation")
    func stepName() {
        let text = "Redraw.root { A() }\nlet n = \"x\"\nRedraw.step(n) { }\nRedraw.step(\"s \\(n)\") { }\nRedraw.step { }\n"
        #expect(errors(text) == [
            "3:13: the first argument of `Redraw.step` must be a string literal: the step's name",
            "4:13: the first argument of `Redraw.step` must be a string literal: the step's name",
            "5:1: the first argument of `Redraw.step` must be a string literal: the step's name",
        ])
        #expect(FrontEnd.analyze(ScenarioFile(path: "w.swift", text: text)).steps
                == [StepDeclaration(name: nil, line: 3, column: 1), StepDeclaration(name: nil, line: 4, column: 1), StepDeclaration(name: nil, line: 5, column: 1)])
    }

    @Test("param's name must be a string literal")
    func paramName() {
        #expect(errors("Redraw.root { A() }\nlet key = \"k\"\nlet v = param(key, 1)\n") == [
            "3:15: the first argument of `param` must be a string literal: the parameter's name",
        ])
    }

    @Test("one parameter, two defaults: the second default is the error; the same default again is fine")
    func paramDefaults() {
        let text = "Redraw.root { A() }\nlet a = param(\"n\", 5)\nlet b = param(\"n\", 5)\nlet c = param(\"n\", 6)\n"
        #expect(errors(text) == [
            "4:20: parameter \"n\" has another default at line 2 (`5`); give every `param(\"n\", …)` the same default",
        ])
    }

    @Test("the rendered diagnostic is the compiler's: location line, then the annotated source")
    func rendered() throws {
        let analysis = FrontEnd.analyze(ScenarioFile(path: "Scenarios/w.swift", text: "Redraw.root { A() }\nRedraw.step(\"s\", frames: 0) { }\n"))
        let diagnostic = try #require(analysis.diagnostics.first)
        #expect(diagnostic.rendered == """
            Scenarios/w.swift:2:26: error: `frames:` must be between 1 and 1_000_000, not 0
            1 | Redraw.root { A() }
            2 | Redraw.step("s", frames: 0) { }
              |                          `- error: `frames:` must be between 1 and 1_000_000, not 0
            3 | 
            """)
        #expect(diagnostic.description == diagnostic.rendered)
        #expect(diagnostic.path == "Scenarios/w.swift")
    }

    @Test("syntax errors come from SwiftParserDiagnostics, positioned; Redraw's checks wait for a file that parses")
    func syntaxError() {
        // The file has no `Redraw.root` either; that is said once it parses (a class left open
        // would otherwise take a `Redraw.root` below it for a member, and "no root" be reported
        // of a file that has one).
        #expect(errors("struct A {\n  var x = \n}\n") == ["2:11: expected expression in variable"])
        #expect(errors("struct A {\n  var x = 1\n}\n") == [
            "1:1: the scenario has no `Redraw.root { … }`: add one that builds the root view",
        ])
    }

    @Test("a missing closing brace is shown with the parser's note at the brace it would close")
    func missingBraceNote() throws {
        let text = "final class Cart {\n    var total: Double { 1\n    func add() {}\n}\nRedraw.root { Text(\"\") }\n"
        let diagnostics = FrontEnd.analyze(ScenarioFile(path: "w.swift", text: text)).diagnostics
        #expect(!diagnostics.contains { $0.message.contains("has no `Redraw.root") })
        let rendered = diagnostics.map(\.rendered).joined(separator: "\n")
        #expect(rendered.contains("w.swift:1:18: note: to match this opening '{'"), "\(rendered)")
        // Each note once, however many errors carry it.
        #expect(rendered.components(separatedBy: "note: to match this opening '{'").count - 1 == 2, "\(rendered)")
    }

    @Test("compiledSource throws the first diagnostic")
    func compiledSourceThrows() {
        let file = ScenarioFile(path: "w.swift", text: "Redraw.root { A() }\nRedraw.root { B() }\n")
        #expect(throws: FrontEndDiagnostic.self) { try FrontEnd.compiledSource(file, engine: .pull) }
        do {
            _ = try FrontEnd.compiledSource(file, engine: .push)
        } catch let error as FrontEndDiagnostic {
            #expect(error.line == 2 && error.column == 1)
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test("A top-level UI action is a step named as the runtime names it; inside a step it is not a step")
    func actionSteps() {
        let text = """
            Redraw.root { A() }
            Redraw.type("Search…", "milk")
            Redraw.tap("Add")
            Redraw.tap("Add", index: 1)
            Redraw.step("inside") { Redraw.tap("Done") }
            Redraw.select("Filter", "Open")
            Redraw.adjust("Quantity", to: 5.0)
            Redraw.adjust("Quantity", by: -2)
            Redraw.delete(row: 3)
            Redraw.move(row: 0, to: 2)
            Redraw.submit("Search…")
            Redraw.toggle("Dark mode")
            Redraw.scroll(to: 40)
            """
        #expect(errors(text) == [])
        #expect(FrontEnd.analyze(ScenarioFile(path: "a.swift", text: text)).steps.map(\.name) == [
            "type \"milk\" into \"Search…\"", "tap \"Add\"", "tap \"Add\" (2)", "inside", "select \"Open\" in \"Filter\"",
            "adjust \"Quantity\" to 5", "adjust \"Quantity\" by -2", "delete row 3", "move row 0 to 2", "submit \"Search…\"",
            "toggle \"Dark mode\"", "scroll to 40",
        ])
    }

    @Test("A step's name is on one line: a label's or a name's line break and tab are written as escapes (trial BE-4)")
    func stepNamesOnOneLine() {
        let text = #"""
            Redraw.root { A() }
            Redraw.tap("Execute\nOperation")
            Redraw.step("two\tcolumns") {}
            """#
        #expect(errors(text) == [])
        #expect(FrontEnd.analyze(ScenarioFile(path: "a.swift", text: text)).steps.map(\.name) == [
            #"tap "Execute\nOperation""#, #"two\tcolumns"#,
        ])
    }

    @Test("A top-level action needs literal arguments: they name its step")
    func actionStepsNeedLiterals() {
        #expect(errors("Redraw.root { A() }\nlet label = \"Add\"\nRedraw.tap(label)\n")
                == ["3:12: at the top level, `Redraw.tap` names a step: this argument must be a string literal"])
        #expect(errors("Redraw.root { A() }\nlet n = 3\nRedraw.delete(row: n)\n")
                == ["3:20: at the top level, `Redraw.delete` names a step: `row:` must be a number literal"])
        #expect(errors("Redraw.root { A() }\nlet n = 3\nRedraw.move(row: 0, to: n)\n")
                == ["3:25: at the top level, `Redraw.move` names a step: `to:` must be a number literal"])
    }

    @Test("Redraw.wait(seconds:) is a step named after its literal, numbered when a length repeats")
    func waitSteps() {
        let text = """
            Redraw.root { A() }
            Redraw.step("type") { }
            Redraw.wait(seconds: 0.3)
            Redraw.wait(seconds: 2)
            Redraw.wait(seconds: 0.3)
            Redraw.wait(seconds: 1_0.5)
            """
        #expect(errors(text) == [])
        #expect(FrontEnd.analyze(ScenarioFile(path: "w.swift", text: text)).steps.map(\.name)
                == ["type", "wait 0.3 s", "wait 2 s", "wait 0.3 s (2)", "wait 10.5 s"])
    }

    @Test("Redraw.wait(seconds:) needs a positive number literal, at the top level", arguments: [
        ("Redraw.root { A() }\nlet t = 0.3\nRedraw.wait(seconds: t)\n",
         "3:22: `Redraw.wait(seconds:)` takes a number literal: the step's name and frames come from it"),
        ("Redraw.root { A() }\nRedraw.wait(seconds: 0)\n",
         "2:22: `Redraw.wait(seconds:)` must wait more than 0 and at most 1000000 frames (16666 s), not 0"),
        ("Redraw.root { A() }\nRedraw.wait(seconds: 20000)\n",
         "2:22: `Redraw.wait(seconds:)` must wait more than 0 and at most 1000000 frames (16666 s), not 20000"),
        ("Redraw.root { A() }\nRedraw.wait(0.3)\n", "2:1: `Redraw.wait` takes one argument, `seconds:`"),
        ("Redraw.root { A() }\nRedraw.step(\"s\") {\n    Redraw.wait(seconds: 1)\n}\n",
         "3:5: `Redraw.wait` must be called at the top level of the scenario file"),
        // A wait after an explicit step of its name is numbered (`wait 1 s (2)`); an explicit step
        // after a wait of its name is the duplicate.
        ("Redraw.root { A() }\nRedraw.wait(seconds: 1.0)\nRedraw.step(\"wait 1 s\") { }\n",
         "3:13: another step is named \"wait 1 s\" (line 2): reports and the gate tell steps apart by name; rename one"),
    ])
    func waitErrors(_ text: String, _ expected: String) {
        #expect(errors(text) == [expected])
    }
}
