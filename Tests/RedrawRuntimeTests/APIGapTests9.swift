// API that real apps used, added when a tester's pasted files failed to compile (the ninth batch):
// chart selection's iOS 17 API (a tap's location, a selected range, a chart gesture, callouts kept
// in the plot, a mark's start and end offsets), search suggestions as a modifier, `\.dismissSearch`
// and `\.isSearching`, and SwiftData's save notifications — end to end, under both engines.

import RedrawResults
import Testing

@Suite struct APIGapTests9 {
    static let source = #"""
    import SwiftUI
    import Charts
    import SwiftData
    struct Sale: Identifiable { let id: Int; let day: Int; let amount: Double }
    @Model final class Note { var text: String; init(text: String) { self.text = text } }
    @Observable final class Dashboard {
        var selected: Int? = nil
        var range: ClosedRange<Int>? = nil
        var query = ""
        var saves = 0
        let sales = (1...7).map { Sale(id: $0, day: $0, amount: Double($0) * 10) }
    }
    struct SalesChart: View {
        var dashboard: Dashboard
        var body: some View {
            Chart(dashboard.sales) { sale in
                BarMark(x: .value("Day", sale.day), y: .value("Amount", sale.amount))
                    .offset(x: 2, yStart: -4, yEnd: 4)
                    .annotation(position: .top, overflowResolution: .init(x: .fit(to: .chart), y: .disabled)) {
                        Text("\(Int(sale.amount))")
                    }
            }
            .chartXSelection(range: Binding(get: { dashboard.range }, set: { dashboard.range = $0 }))
            .chartGesture { proxy in DragGesture() }
            .chartOverlay { _ in
                Rectangle().fill(.clear).onTapGesture(coordinateSpace: .local) { location in
                    dashboard.selected = Int(location.x)
                }
            }
        }
    }
    struct SearchScreen: View {
        var dashboard: Dashboard
        @Environment(\.dismissSearch) private var dismissSearch
        @Environment(\.isSearching) private var isSearching
        var body: some View {
            List { Text(isSearching ? "searching" : "idle") }
                .searchable(text: Binding(get: { dashboard.query }, set: { dashboard.query = $0 }))
                .searchSuggestions {
                    // Runs in this body: its read of `query` is SearchScreen's.
                    Text("Did you mean \(dashboard.query)?").searchCompletion(dashboard.query)
                }
                .searchSuggestions(.hidden, for: .content)
                .onSubmit(of: .search) { dismissSearch() }
        }
    }
    let dashboard = Dashboard()
    let context = try! ModelContainer(for: Note.self).mainContext
    let observer = NotificationCenter.default.addObserver(forName: ModelContext.didSave, object: nil, queue: nil) { _ in
        dashboard.saves += 1
    }
    Redraw.root { VStack { SalesChart(dashboard: dashboard); SearchScreen(dashboard: dashboard) } }
    Redraw.step("type a query") { dashboard.query = "ap" }
    Redraw.step("save") {
        context.insert(Note(text: "a"))
        try! context.save()
        precondition(dashboard.saves == 1, "didSave was posted: \(dashboard.saves)")
    }
    Redraw.step("tap the overlay") {
        // A workload's tap is at the view's origin: nothing is laid out.
        dashboard.selected = nil
    }
    """#

    /// The chart API compiles as Apple declares it and is inert (drawing, gestures); the search
    /// suggestions' closure runs in the body that applies the modifier, so its read of `query` is
    /// SearchScreen's; `ModelContext.save()` posts `didSave`.
    /// Initial render: SalesChart, SearchScreen, its List and the search field's node: 4 (the
    /// chart's marks are leaves of SalesChart's body).
    /// "type a query": pull: SearchScreen read `query` (the suggestions' text) and re-runs, with its
    /// List and the search field (its binding shows the new text): 3. Push: `Dashboard` is an
    /// `ObservableObject` both views hold (`@ObservedObject`, a plain property of a model of a
    /// pull-written file): SalesChart too: 4.
    /// "save": a `Note` inserted (no view queried it) and `saves` written (no view read it): pull 0;
    /// push, the `@Published` write re-runs both holders, the List and the search field (its
    /// `Binding(get:set:)` has no place to compare by: never equal): 4.
    @Test(arguments: EngineKind.allCases)
    func chartSelectionSearchAndSaves(engine: EngineKind) throws {
        let r = try run(Self.source, engine, name: "api-gaps-9")
        #expect(r.total("initial render").bodyEvaluations == 4)
        #expect(r.bodies("type a query", "SearchScreen") == 1)
        #expect(r.total("type a query").bodyEvaluations == (engine == .pull ? 3 : 4))
        #expect(r.total("save").bodyEvaluations == (engine == .pull ? 0 : 4))
    }
}
