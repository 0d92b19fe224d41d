// API that real apps used (the thirteenth batch): iOS 17's collapsible `Section(isExpanded:)` —
// end to end, under both engines, counts derived from update-cycle.md.

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
}
