// API that real apps used (the thirteenth batch): iOS 17's collapsible `Section(isExpanded:)` and
// `@Environment(\.refresh)` — end to end, under both engines, counts derived from update-cycle.md.

import Foundation
@testable import RedrawBuild
import RedrawResults
import Testing

@Suite struct APIGapTests13 {
    // MARK: Section(isExpanded:)

    static let sections = #"""
    import SwiftUI

    struct Row: View {
        let name: String
        var body: some View { Text(name) }
    }

    struct Pantry: View {
        @State private var expanded = true
        @State private var vegetablesShown = false
        let vegetables: LocalizedStringKey = "Vegetables"
        var body: some View {
            List {
                Section("Fruit", isExpanded: $expanded) { Row(name: "Apple"); Row(name: "Pear") }
                Section(isExpanded: $expanded) { Row(name: "Milk") } header: { Text("Dairy") }
                Section(vegetables, isExpanded: $vegetablesShown) { Row(name: "Leek") }
                Section("Bakery") { Row(name: "Bread") }
            }
            .listStyle(.sidebar)
        }
    }

    Redraw.root { Pantry() }
    Redraw.step("collapse") { Redraw.setState(Pantry.self, \.expanded, false) }
    Redraw.step("show vegetables") { Redraw.setState(Pantry.self, \.vegetablesShown, true) }
    Redraw.step("expand") { Redraw.setState(Pantry.self, \.expanded, true) }
    """#

    /// A collapsed section's rows are not built; the binding is read by the section, in the List's
    /// update (a node of its own), not by Pantry's body: `$expanded` makes a binding, which reads
    /// nothing (update-cycle.md, "Child reconciliation"). Every value is `@State`, tracked alike in
    /// both engines, so push and pull count the same.
    /// - initial render: Pantry (1), its List (1), the rows of the expanded sections — Apple, Pear,
    ///   Milk — and Bakery's Bread (4); Leek's section is collapsed: no node, no body. 6.
    /// - collapse: the write of `expanded` invalidates the List alone (it read the state through
    ///   both sections' bindings; Pantry's body read nothing): the List re-runs (1); Apple, Pear and
    ///   Milk are destroyed (3); Bread keeps its identity and an equal `let name`: skipped (1). 1.
    /// - show vegetables: the List read `vegetablesShown` through Vegetables' binding: it re-runs
    ///   (1) and Leek is created (1); Bread skipped. 2.
    /// - expand: the List (1), Apple, Pear and Milk created again (3); Leek and Bread skipped (2). 4.
    @Test(arguments: EngineKind.allCases)
    func aCollapsedSectionBuildsNoRows(engine: EngineKind) throws {
        let r = try run(Self.sections, engine, name: "api-gaps-13-sections")
        #expect(r.total("initial render").bodyEvaluations == 6)
        #expect(r.metrics("initial render", "Row").created == 4)

        #expect(r.total("collapse").bodyEvaluations == 1)
        #expect(r.bodies("collapse", "Pantry") == 0)
        #expect(r.bodies("collapse", "List") == 1)
        #expect(r.metrics("collapse", "Row").destroyed == 3)
        #expect(r.metrics("collapse", "Row").skipped == 1)

        #expect(r.total("show vegetables").bodyEvaluations == 2)
        #expect(r.bodies("show vegetables", "Pantry") == 0)
        #expect(r.metrics("show vegetables", "Row").created == 1)
        #expect(r.metrics("show vegetables", "Row").skipped == 1)

        #expect(r.total("expand").bodyEvaluations == 4)
        #expect(r.bodies("expand", "Pantry") == 0)
        #expect(r.metrics("expand", "Row").created == 3)
        #expect(r.metrics("expand", "Row").skipped == 2)
    }

    // MARK: @Environment(\.refresh)

    static let refresh = #"""
    import SwiftUI

    @Observable final class Counter { var refreshed = 0 }

    struct ReloadButton: View {
        @Environment(\.refresh) private var refresh
        var body: some View {
            Button(refresh == nil ? "Cannot reload" : "Reload") { Task { await refresh?() } }
        }
    }

    struct Count: View {
        let counter: Counter
        var body: some View { Text("Refreshed \(counter.refreshed)") }
    }

    struct Screen: View {
        @State private var counter = Counter()
        var body: some View {
            VStack {
                List {
                    Count(counter: counter)
                    ReloadButton()
                }
                .refreshable { counter.refreshed += 1 }
                ReloadButton()
            }
        }
    }

    Redraw.root { Screen() }
    Redraw.tap("Reload")
    Redraw.tap("Cannot reload")
    Redraw.refresh()
    Redraw.step("check") {
        let counter: Counter = Redraw.state(of: Screen.self, "counter")
        precondition(counter.refreshed == 2, "\(counter.refreshed)")
    }
    """#

    /// `.refreshable` puts its action into the environment of the views inside: the button in the
    /// List reads a `RefreshAction` ("Reload"), the one beside the List reads nil ("Cannot reload"),
    /// and `await refresh?()` runs the action `Redraw.refresh()` runs (the check traps unless both
    /// counted). Each tap's `Task` runs in the frame's due work; its write renders in that frame.
    /// - pull: `refreshed` is read by Count's body alone (Screen passes the object, reading
    ///   nothing): Count, 1 — for the tap and for the pull. Tapping "Cannot reload" awaits nil: 0.
    /// - push: `Counter` is an `ObservableObject` held by Screen as `@StateObject` and by Count as
    ///   `@ObservedObject`: Screen (1), the List (it updates whenever its parent re-runs, 1), Count
    ///   (1); the `.refreshable` Screen's body made holds a new closure, so the ReloadButton in the
    ///   List, which read `\.refresh`, re-runs (1: a key that holds a closure compares as changed,
    ///   README, Known limits); the one beside the List read nil and nil again: skipped. 4.
    @Test(arguments: EngineKind.allCases)
    func theRefreshKeyIsTheRefreshableAction(engine: EngineKind) throws {
        let r = try run(Self.refresh, engine, name: "api-gaps-13-refresh")
        // Screen, the List, Count, two ReloadButtons.
        #expect(r.total("initial render").bodyEvaluations == 5)
        for step in ["tap \"Reload\"", "pull to refresh"] {
            #expect(r.total(step).bodyEvaluations == (engine == .push ? 4 : 1), "\(step)")
            #expect(r.bodies(step, "Count") == 1, "\(step)")
            #expect(r.bodies(step, "ReloadButton") == (engine == .push ? 1 : 0), "\(step)")
        }
        #expect(r.total("tap \"Cannot reload\"").bodyEvaluations == 0)
    }
}
