// Every scenario that ships with Redraw passes the front end, and its compiled
// form for either engine (instrumented or not) is valid Swift syntax.

import RedrawFrontEnd
import Testing

@Suite("Shipped scenarios")
struct ShippedScenarioTests {
    @Test("the Scenarios folder is found and has the examples")
    func found() throws {
        let paths = try shippedScenarios()
        #expect(paths.contains("Scenarios/order-book.swift"))
        #expect(paths.contains { $0.hasPrefix("Scenarios/examples/") })
    }

    @Test("analyzes without diagnostics; both forms reparse without syntax errors", arguments: try shippedScenarios())
    func compiles(_ path: String) throws {
        let file = try readShipped(path)
        let analysis = FrontEnd.analyze(file)
        #expect(analysis.diagnostics.map(\.rendered) == [])
        #expect(!analysis.steps.isEmpty)
        #expect(analysis.steps.allSatisfy { $0.name != nil })
        for engine in EngineKind.allCases {
            for instrumented in [true, false] {
                let source = try FrontEnd.compiledSource(file, engine: engine, instrumented: instrumented)
                #expect(syntaxErrors(in: source) == [], "\(path), \(engine), instrumented: \(instrumented)")
                #expect(source.contains("@MainActor func __redrawScenarioMain() {"))
            }
        }
    }

    @Test("each before/after pair: the other engine's form of one is the same kind of file as the other")
    func pairs() throws {
        for (before, after) in [("cart-before", "cart-after"), ("settings-manager-before", "settings-manager-after"),
                                ("user-settings-environment-before", "user-settings-environment-after"),
                                ("profile-form-before", "profile-form-after")] {
            let b = FrontEnd.analyze(try readShipped("Scenarios/examples/\(before).swift"))
            let a = FrontEnd.analyze(try readShipped("Scenarios/examples/\(after).swift"))
            #expect(b.writtenFor == .push && a.writtenFor == .pull, "\(before) / \(after)")
            #expect(b.modelClasses == a.modelClasses && b.viewTypes == a.viewTypes)
            #expect(b.steps.map(\.name) == a.steps.map(\.name))
        }
    }
}
