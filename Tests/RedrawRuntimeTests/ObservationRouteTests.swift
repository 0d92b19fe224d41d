// Observation routes: the runtime holds each body's `ObservationTracking` and
// cancels it when the node re-runs for another reason or goes away (the
// direct route, DirectTracking.swift), or — where the toolchain does not let
// it — tracks through the public `withObservationTracking` and ends a
// tracking early by writing the node's sentinel (the public route). Both
// register the same reads with the same registrars, so every count must be
// the same, and neither may leave a destroyed node's tracking registered.

import Foundation
import RedrawBuild
import RedrawResults
import Testing

@Suite struct ObservationRouteTests {
    static let source = """
    import SwiftUI
    import Observation

    @Observable final class Model {
        var title = "a"
        var count = 0
    }
    @Observable final class Item: Identifiable {
        let id: Int
        var title: String
        init(id: Int) { self.id = id; title = "Row \\(id)" }
    }
    @Observable final class Store {
        var items = (0..<40).map(Item.init)
    }

    struct Detail: View {
        var model: Model
        var body: some View { Text(model.title) }
    }
    struct Counter: View {
        var model: Model
        var label: String
        var body: some View { Text("\\(label) \\(model.count)") }
    }
    struct Row: View {
        let item: Item
        var body: some View { Text(item.title) }
    }
    struct Screen: View {
        @State private var showDetail = true
        var model: Model
        var store: Store
        var body: some View {
            VStack {
                if showDetail { Detail(model: model) }
                Counter(model: model, label: showDetail ? "shown" : "hidden")
                Button("Hide") { showDetail = false }
                List(store.items) { item in Row(item: item) }
            }
        }
    }

    let model = Model()
    let store = Store()
    Redraw.root { Screen(model: model, store: store) }
    Redraw.tap("Hide")
    Redraw.step("write the hidden detail's title") { model.title = "b" }
    Redraw.step("write the count") { model.count += 1 }
    Redraw.scroll(to: 20)
    Redraw.step("write row 0, now off screen") { store.items[0].title = "changed" }
    Redraw.step("write row 20, now on screen") { store.items[20].title = "changed" }
    """

    @Test func theDirectRouteIsTheOneThisToolchainRuns() throws {
        // If a toolchain stops shipping the thread-local accessors in libswiftObservation's symbol
        // table, Redraw falls back to the public route: counts stay right, timings and memory do
        // not (redraw-bench). This test makes that fallback visible instead of silent.
        let compiled = try TestBuilds.shared.compiled(source: Self.source, name: "observation-routes")
        let result = try CompiledProfiler.runChild(compiled, engine: .pull)
        #expect(result.observationTracking == "direct")
        let forced = try CompiledProfiler.runChild(compiled, engine: .pull, publicTracking: true)
        #expect(forced.observationTracking == "public")
    }

    @Test(arguments: EngineKind.allCases)
    func bothRoutesCountAlike(engine: EngineKind) throws {
        let compiled = try TestBuilds.shared.compiled(source: Self.source, name: "observation-routes")
        let direct = try CompiledProfiler.runChild(compiled, engine: engine)
        let publicRoute = try CompiledProfiler.runChild(compiled, engine: engine, publicTracking: true)
        #expect(direct.steps.map(\.step) == publicRoute.steps.map(\.step))
        for (a, b) in zip(direct.steps, publicRoute.steps) {
            #expect(a.counts.total == b.counts.total, "\(a.step)")
            #expect(a.counts.perViewType == b.counts.perViewType, "\(a.step)")
        }
        // Neither route leaves a destroyed node's tracking registered: the hidden Detail and the
        // rows scrolled away read objects that live on and are written afterwards.
        #expect(direct.lateTrackingFires == 0)
        #expect(publicRoute.lateTrackingFires == 0)
    }

    @Test func pullCounts() throws {
        let r = try run(Self.source, .pull, name: "observation-routes")
        // tap "Hide": Screen read its @State `showDetail` (a tracked read), so it re-runs; Detail
        // leaves the tree; Counter's input `label` changed ("shown" → "hidden"), so it re-runs for
        // its parent — its live tracking is cancelled first, not fired. The List updates when its
        // parent re-runs (lazy-container rule); its rows' inputs are equal: skipped.
        #expect(r.bodies("tap \"Hide\"", "Screen") == 1)
        #expect(r.bodies("tap \"Hide\"", "Counter") == 1)
        #expect(r.metrics("tap \"Hide\"", "Detail").destroyed == 1)
        #expect(r.bodies("tap \"Hide\"", "Row") == 0)
        // The destroyed Detail read `title`: writing it runs nothing and notifies nobody.
        #expect(r.total("write the hidden detail's title").bodyEvaluations == 0)
        #expect(r.total("write the hidden detail's title").notifications == 0)
        // Counter read `count`: it alone re-runs.
        #expect(r.total("write the count").bodyEvaluations == 1)
        #expect(r.bodies("write the count", "Counter") == 1)
        // Row 0 scrolled out (rows 20…37 are built): its model's write runs nothing.
        #expect(r.total("write row 0, now off screen").bodyEvaluations == 0)
        #expect(r.total("write row 0, now off screen").notifications == 0)
        #expect(r.total("write row 20, now on screen").bodyEvaluations == 1)
        #expect(r.bodies("write row 20, now on screen", "Row") == 1)
    }
}
