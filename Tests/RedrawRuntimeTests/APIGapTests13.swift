// API that real apps used (the thirteenth batch): iOS 17's collapsible `Section(isExpanded:)`,
// `.moveDisabled`/`.deleteDisabled` on a row, a row dragged with `Redraw.move(row:to:)` through the
// `ForEach`'s `.onMove`, and `@Environment(\.refresh)` — end to end, under both engines, counts
// derived from update-cycle.md.

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

    // MARK: Redraw.move(row:to:), .moveDisabled, .deleteDisabled

    static let moves = #"""
    import SwiftUI

    final class Log { static var calls: [String] = [] }

    struct Item: View {
        let text: String
        var body: some View { Text(text) }
    }

    struct Shelves: View {
        @State private var items = ["a", "b", "c", "d"]
        @State private var more = ["x", "y"]
        var body: some View {
            List {
                Section("One") {
                    ForEach(items, id: \.self) { Item(text: $0).moveDisabled($0 == "a").deleteDisabled($0 == "b") }
                        .onMove { Log.calls.append("items \(Array($0)) \($1)"); items.move(fromOffsets: $0, toOffset: $1) }
                        .onDelete { items.remove(atOffsets: $0) }
                }
                Section("Two") {
                    ForEach(more, id: \.self) { Item(text: $0) }
                        .onMove { Log.calls.append("more \(Array($0)) \($1)"); more.move(fromOffsets: $0, toOffset: $1) }
                }
            }
        }
    }

    Redraw.root { Shelves() }
    Redraw.move(row: 1, to: 3)
    Redraw.step("check first") {
        let items: [String] = Redraw.state(of: Shelves.self, "items")
        precondition(Log.calls == ["items [1] 4"], "\(Log.calls)")
        precondition(items == ["a", "c", "d", "b"], "\(items)")
    }
    Redraw.move(row: 5, to: 4)
    Redraw.step("check second") {
        let more: [String] = Redraw.state(of: Shelves.self, "more")
        precondition(Log.calls.last == "more [1] 0", "\(Log.calls)")
        precondition(more == ["y", "x"], "\(more)")
    }
    Redraw.move(row: 2, to: 2)
    Redraw.step("in a section by index") { Redraw.move(row: 3, to: 1, index: 0) }
    Redraw.step("check third") {
        let items: [String] = Redraw.state(of: Shelves.self, "items")
        precondition(Log.calls == ["items [1] 4", "more [1] 0", "items [3] 1"], "\(Log.calls)")
        precondition(items == ["a", "b", "c", "d"], "\(items)")
    }
    Redraw.delete(row: 2)
    """#

    /// SwiftUI's destination is "the offset in the collection before which to insert the elements"
    /// (Apple's `move(fromOffsets:toOffset:)`), counted in the collection before the move: dragging
    /// row 1 to position 3 (below "d") passes 4; row 5 — "Two"'s row 1, rows counting down the list
    /// across its `.onMove` `ForEach`es — to position 4 (its row 0) passes 0; with `index: 0`, row 3
    /// to 1 passes 1 (the check steps trap otherwise). A row dropped where it was moves nothing.
    /// Counts: each move is one write of an `@State` array that Shelves' body read (its `ForEach`
    /// data): Shelves re-runs (1) and its List updates with the new row closures (1); every row
    /// keeps its id and an equal `let text`: skipped (6). 2. The drop in place writes nothing: 0.
    /// `delete row 2` ("c": the `.deleteDisabled` row is "b", row 1) removes it: Shelves and the
    /// List (2), "c" destroyed.
    @Test(arguments: EngineKind.allCases)
    func aMovePassesSwiftUIsDestination(engine: EngineKind) throws {
        let r = try run(Self.moves, engine, name: "api-gaps-13-moves")
        for step in ["move row 1 to 3", "move row 5 to 4", "in a section by index"] {
            #expect(r.total(step).bodyEvaluations == 2, "\(step)")
            #expect(r.bodies(step, "Shelves") == 1, "\(step)")
            #expect(r.metrics(step, "Item").skipped == 6, "\(step)")
            #expect(r.metrics(step, "Item").created == 0, "\(step)")
        }
        #expect(r.total("move row 2 to 2").bodyEvaluations == 0)
        #expect(r.total("delete row 2").bodyEvaluations == 2)
        #expect(r.metrics("delete row 2", "Item").destroyed == 1)
    }

    static func failure(_ source: String, name: String) -> String {
        do {
            _ = try run(source, .pull, name: name)
            return "no error"
        } catch {
            return "\(error)"
        }
    }

    /// The source's lines up to the workload, and the line number an action appended after them has.
    static func shelves(then action: String) -> (source: String, line: Int) {
        let head = moves.components(separatedBy: "Redraw.move(row: 1, to: 3)").first!
        return (head + action + "\n", head.split(separator: "\n", omittingEmptySubsequences: false).count)
    }

    /// A row marked `.moveDisabled(true)` or `.deleteDisabled(true)` is refused at the action's
    /// line and column, as a disabled control is: SwiftUI does not let the user drag or delete it.
    @Test func aDisabledRowIsRefusedWhereTheActionIs() {
        let moved = Self.shelves(then: "Redraw.move(row: 0, to: 2)")
        let message = Self.failure(moved.source, name: "api-gaps-13-move-disabled")
        #expect(message.contains(":\(moved.line):12: error: row 0 is marked `.moveDisabled(true)` at this step "
                                 + "(at Shelves › List › row[a]): SwiftUI does not let the user drag it"), "\(message)")
        let deleted = Self.shelves(then: "Redraw.delete(row: 1)")
        let refusal = Self.failure(deleted.source, name: "api-gaps-13-delete-disabled")
        #expect(refusal.contains(":\(deleted.line):14: error: row 1 is marked `.deleteDisabled(true)` at this step "
                                 + "(at Shelves › List › row[b]): SwiftUI does not let the user delete it"), "\(refusal)")
    }

    /// A row moves only among its own `ForEach`'s rows; a list without `.onMove` cannot be dragged.
    @Test func aMoveOutOfItsForEachOrWithoutOnMoveIsAnError() {
        let across = Self.failure(Self.shelves(then: "Redraw.move(row: 1, to: 5)").source, name: "api-gaps-13-move-across")
        #expect(across.contains("row 1 can move only among the rows of its own ForEach, rows 0–3 (rows start at 0): "
                                + "5 is not one of them"), "\(across)")
        let source = """
        import SwiftUI
        struct Plain: View {
            @State private var items = ["a", "b"]
            var body: some View { List { ForEach(items, id: \\.self) { Text($0) }.onDelete { items.remove(atOffsets: $0) } } }
        }
        Redraw.root { Plain() }
        Redraw.move(row: 0, to: 1)
        """
        let none = Self.failure(source, name: "api-gaps-13-no-onmove")
        // `editActions: .move` lets the user drag rows too (trial BI-4): the error names both.
        #expect(none.contains(":7:12: error: no ForEach with .onMove or `editActions: .move` (or `.all`) is on screen: SwiftUI "
                              + "lets the user drag rows only where one of them is"), "\(none)")
    }

    /// `.deleteDisabled(true)` inside a row view's own body marks its `ForEach` element, as SwiftUI
    /// carries the trait up to the row (trial BI-5; before, any delete in that list was refused):
    /// row 0 ("a", marked in Locked's body) is refused, naming the row; row 1 ("b") is deleted —
    /// Plain re-runs (it reads `items`: 1) and b's Locked is destroyed (1).
    @Test func aDeleteDisabledInsideARowViewMarksItsElement() throws {
        let source = """
        import SwiftUI
        struct Locked: View {
            let text: String
            var body: some View { Text(text).deleteDisabled(text == "a") }
        }
        struct Plain: View {
            @State private var items = ["a", "b"]
            var body: some View { List { ForEach(items, id: \\.self) { Locked(text: $0) }.onDelete { items.remove(atOffsets: $0) } } }
        }
        Redraw.root { Plain() }

        """
        let message = Self.failure(source + "Redraw.delete(row: 0)", name: "api-gaps-13-delete-disabled-in-row")
        #expect(message.contains("row 0 is marked `.deleteDisabled(true)` at this step (at Plain › List › Locked[a], in the row's own "
                                 + "view, which SwiftUI carries up to the row)"), "\(message)")
        for engine in EngineKind.allCases {
            let r = try run(source + "Redraw.delete(row: 1)", engine, name: "api-gaps-13-delete-disabled-in-row-other")
            #expect(r.bodies("delete row 1", "Plain") == 1)
            #expect(r.metrics("delete row 1", "Locked").destroyed == 1)
        }
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
