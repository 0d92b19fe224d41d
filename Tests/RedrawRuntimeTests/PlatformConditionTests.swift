// A scenario is an iOS app's code: `#if os(iOS)` takes the iOS branch,
// `#if os(macOS)` and `targetEnvironment(…)` do not, and `#available(iOS …, *)`
// is true — as on a phone, not as on the Linux machine that compiles the file
// (PlatformConditions; issue #10). Exact counts under both engines.

import Foundation
import RedrawBuild
import RedrawFrontEnd
import RedrawResults
import Testing

@Suite struct PlatformConditionTests {
    static let source = """
    import SwiftUI

    @Observable final class Model { var n = 0 }

    struct PhoneRow: View { let model: Model; var body: some View { Text("phone \\(model.n)") } }
    struct MacRow: View { let model: Model; var body: some View { Text("mac \\(model.n)") } }
    struct SimulatorRow: View { var body: some View { Text("simulator") } }
    struct NewRow: View { var body: some View { Text("iOS 17") } }

    struct Screen: View {
        let model: Model
        var body: some View {
            VStack {
                #if os(iOS)
                PhoneRow(model: model)
                #elseif os(macOS) || os(Linux)
                MacRow(model: model)
                #endif
                #if targetEnvironment(simulator)
                SimulatorRow()
                #endif
                if #available(iOS 17, *) { NewRow() }
            }
        }
    }

    let model = Model()
    Redraw.root { Screen(model: model) }
    Redraw.step("write") { model.n = 1 }
    """

    @Test(arguments: EngineKind.allCases)
    func conditionsTakeThePhonesBranch(engine: EngineKind) throws {
        let r = try run(Self.source, engine, name: "platform-conditions")
        // Screen, PhoneRow (the iOS branch) and NewRow (`#available` is true): 3; no MacRow
        // (the branch Linux would take) and no SimulatorRow (a device).
        #expect(r.bodies("initial render", "PhoneRow") == 1)
        #expect(r.bodies("initial render", "NewRow") == 1)
        #expect(r.bodies("initial render", "MacRow") == 0)
        #expect(r.bodies("initial render", "SimulatorRow") == 0)
        #expect(r.total("initial render").bodyEvaluations == 3)
        // `n = 1`: PhoneRow re-runs, having read `n` (pull) or observing the object (push: the
        // migrated form holds a model in a plain property as `@ObservedObject`); Screen, which
        // only passed the object on, re-runs under push alone (it observes it too).
        #expect(r.bodies("write", "PhoneRow") == 1)
        #expect(r.bodies("write", "Screen") == (engine == .push ? 1 : 0))
    }

    /// The conditions are rewritten in place, on their own lines.
    @Test func theCompiledFormSaysTrueAndFalse() throws {
        let source = try FrontEnd.compiledSource(ScenarioFile(path: "p.swift", text: Self.source), engine: .pull)
        #expect(source.contains("            #if true\n"))
        #expect(source.contains("            #elseif false || false\n"))
        #expect(source.contains("            #if false\n"))
    }
}
