// A tap on a row of a list or table with a set selection, and a click on a sortable table
// column's header (trial BC: both did nothing, so a desktop app's workload could only write
// the selection or the sort order with `Redraw.setState`). End to end, both engines.

import RedrawResults
import Testing

@Suite struct SelectionAndSortTapTests {
    /// Apple's `List`: "Making a single selection with a tap or click changes the selected cell's
    /// appearance. To enable multiple selections with tap gestures, put the list into edit mode".
    /// So a tap selects its row alone, and in edit mode adds it or takes it out. `Size` shows the
    /// selection's count and `Least` its smallest id, so each step's re-runs show the set:
    /// - "tap Alpha": {} → {1}: Inbox read `chosen` (update-cycle.md, One frame 1) and re-runs,
    ///   Size (0 → 1) and Least (nil → 1) re-run.
    /// - "tap Beta": {1} → {2} (replaced, not added): Inbox; Size is skipped (still 1); Least 1.
    /// - "tap Edit": the edit mode only: the EditButton's node; Inbox never read the mode: 0.
    /// - "tap Alpha" in edit mode: {2} → {1, 2}: Inbox, Size (2), Least (2 → 1).
    /// - "tap Beta" in edit mode: {1, 2} → {1}: Inbox, Size (1), Least skipped (still 1).
    /// Rows are skipped at each re-run (equal names); push and pull alike (no model class).
    @Test(arguments: EngineKind.allCases)
    func aTapOnASetSelectionsRowSelectsItAloneOrTogglesItInEditMode(_ engine: EngineKind) throws {
        let source = """
        struct Item: Identifiable { let id: Int; let name: String }
        struct Row: View { let name: String; var body: some View { Text(name) } }
        struct Size: View { let n: Int; var body: some View { Text("\\(n) selected") } }
        struct Least: View { let id: Int?; var body: some View { Text("first \\(id ?? 0)") } }
        struct Inbox: View {
            @State private var items = [Item(id: 1, name: "Alpha"), Item(id: 2, name: "Beta"), Item(id: 3, name: "Gamma")]
            @State private var chosen = Set<Int>()
            var body: some View {
                VStack {
                    EditButton()
                    Size(n: chosen.count)
                    Least(id: chosen.min())
                    List(items, selection: $chosen) { Row(name: $0.name) }
                }
            }
        }
        Redraw.root { Inbox() }
        Redraw.tap("Alpha")
        Redraw.tap("Beta")
        Redraw.tap("Edit")
        Redraw.step("add Alpha") { Redraw.tap("Alpha") }
        Redraw.step("remove Beta") { Redraw.tap("Beta") }
        """
        let r = try run(source, engine, name: "set-selection-tap")
        #expect(r.bodies("tap \"Alpha\"", "Inbox") == 1)
        #expect(r.bodies("tap \"Alpha\"", "Size") == 1)
        #expect(r.bodies("tap \"Alpha\"", "Least") == 1)
        #expect(r.bodies("tap \"Beta\"", "Inbox") == 1)
        #expect(r.bodies("tap \"Beta\"", "Size") == 0)
        #expect(r.bodies("tap \"Beta\"", "Least") == 1)
        #expect(r.bodies("tap \"Edit\"", "Inbox") == 0)
        #expect(r.bodies("add Alpha", "Size") == 1)
        #expect(r.bodies("add Alpha", "Least") == 1)
        #expect(r.bodies("remove Beta", "Size") == 1)
        #expect(r.bodies("remove Beta", "Least") == 0)
        #expect(r.metrics("remove Beta", "Row").skipped == 3)
    }

    /// A sortable column's header is a tap target named by its title (TableHeader): a click on the
    /// first column of the order reverses it; on another column, puts that column's comparator
    /// first, forward, and keeps the rest. The table writes `sortOrder`; People sorts its rows with
    /// it. `Key` shows the first comparator's column, `Descending` its order, `Length` the count:
    /// - "tap Name": [name ↑] → [name ↓]: People (read `sortOrder`) 1, Descending 1, Key and Length
    ///   skipped; the Table's node re-runs (its content is new) and moves its rows by id, whose
    ///   NameCells are skipped (equal names).
    /// - "tap Age": → [age ↑, name ↓]: Key, Descending (↓ → ↑) and Length (1 → 2) each 1.
    /// - "tap Age" again: → [age ↓, name ↓]: Descending alone.
    /// - "tap Name" again: → [name ↑, age ↓]: Key and Descending; Length stays 2.
    /// "Notes" has no key path: it sorts nothing, and is no target.
    /// A tap on "Al" (a row of a set selection, not in edit mode): {} → {2}: People read the
    /// selection's count and re-runs; "Bo": {2} → {3}, so Picked (the count) is skipped.
    @Test(arguments: EngineKind.allCases)
    func aClickOnASortableHeaderWritesTheSortOrder(_ engine: EngineKind) throws {
        let source = """
        struct Person: Identifiable { let id: Int; let name: String; let age: Int }
        struct NameCell: View { let name: String; var body: some View { Text(name) } }
        struct Key: View { let column: String; var body: some View { Text(column) } }
        struct Descending: View { let on: Bool; var body: some View { Text(on ? "down" : "up") } }
        struct Length: View { let n: Int; var body: some View { Text("\\(n) keys") } }
        struct Picked: View { let n: Int; var body: some View { Text("\\(n) picked") } }
        struct People: View {
            @State private var people = [Person(id: 1, name: "Cy", age: 30), Person(id: 2, name: "Al", age: 50),
                                         Person(id: 3, name: "Bo", age: 40)]
            @State private var sortOrder = [KeyPathComparator(\\Person.name)]
            @State private var selection = Set<Person.ID>()
            var body: some View {
                VStack {
                    Key(column: sortOrder.first?.keyPath == \\Person.name ? "name" : "age")
                    Descending(on: sortOrder.first?.order == .reverse)
                    Length(n: sortOrder.count)
                    Picked(n: selection.count)
                    Table(people.sorted(using: sortOrder), selection: $selection, sortOrder: $sortOrder) {
                        TableColumn("Name", value: \\.name) { NameCell(name: $0.name) }
                        TableColumn("Age", value: \\.age) { Text("\\($0.age)") }
                        TableColumn("Notes") { _ in Text("-") }
                    }
                }
            }
        }
        Redraw.root { People() }
        Redraw.tap("Name")
        Redraw.tap("Age")
        Redraw.step("age again") { Redraw.tap("Age") }
        Redraw.step("name again") { Redraw.tap("Name") }
        Redraw.tap("Al")
        Redraw.tap("Bo")
        """
        let r = try run(source, engine, name: "table-sort-header")
        #expect(r.bodies("tap \"Name\"", "People") == 1)
        #expect(r.bodies("tap \"Name\"", "Descending") == 1)
        #expect(r.bodies("tap \"Name\"", "Key") == 0)
        #expect(r.bodies("tap \"Name\"", "Length") == 0)
        #expect(r.bodies("tap \"Name\"", "Table") == 1)
        #expect(r.metrics("tap \"Name\"", "NameCell").skipped == 3)
        #expect(r.bodies("tap \"Age\"", "Key") == 1)
        #expect(r.bodies("tap \"Age\"", "Descending") == 1)
        #expect(r.bodies("tap \"Age\"", "Length") == 1)
        #expect(r.bodies("age again", "Key") == 0)
        #expect(r.bodies("age again", "Descending") == 1)
        #expect(r.bodies("age again", "Length") == 0)
        #expect(r.bodies("name again", "Key") == 1)
        #expect(r.bodies("name again", "Descending") == 1)
        #expect(r.bodies("name again", "Length") == 0)
        #expect(r.bodies("tap \"Al\"", "Picked") == 1)
        #expect(r.bodies("tap \"Bo\"", "People") == 1)
        #expect(r.bodies("tap \"Bo\"", "Picked") == 0)
    }

    /// `.selectionDisabled()` takes a row out of the selection (Apple: "Adds a condition that
    /// controls whether users can select this view"): "Locked" is no tap target, and the error
    /// says it is on screen but marked (it said only that no row had the words: trial BI-9).
    /// `selectionDisabled(false)` ("Open") leaves its row selectable.
    @Test func aRowWhoseSelectionIsDisabledIsNoTapTarget() throws {
        let source = """
        struct Item: Identifiable { let id: Int; let name: String; let locked: Bool }
        struct Row: View { let name: String; var body: some View { Text(name) } }
        struct Inbox: View {
            @State private var items = [Item(id: 1, name: "Open", locked: false), Item(id: 2, name: "Locked", locked: true)]
            @State private var chosen: Int?
            var body: some View {
                VStack {
                    Text(chosen.map { "\\($0)" } ?? "none")
                    List(items, selection: $chosen) { Row(name: $0.name).selectionDisabled($0.locked) }
                }
            }
        }
        Redraw.root { Inbox() }
        Redraw.tap("Open")
        """
        // "tap Open": chosen nil → 1; Inbox read it and re-runs, the List's node with it; Rows equal.
        let r = try run(source, .pull, name: "selection-disabled")
        #expect(r.bodies("tap \"Open\"", "Inbox") == 1)
        var message = "no error"
        do { _ = try run(source + "\nRedraw.tap(\"Locked\")\n", .pull, name: "selection-disabled-tap") } catch { message = "\(error)" }
        #expect(message.contains("error: the list row \"Locked\" (at Inbox › List › row[2]) is marked `.selectionDisabled(true)` "
                                 + "at this step: SwiftUI does not let the user select it"), "\(message)")
    }

    /// A `NavigationLink(value:)` selects instead of pushing only in a `List` of one optional value
    /// (a split view's sidebar, as Apple documents); in a list of a `Set` selection it pushes, as
    /// in a table's row (Apple's Food Truck's "View Details"). "tap Beta": the link pushes Detail
    /// (made: 1) and the selection is not written, so Picked (its count) is skipped.
    @Test(arguments: EngineKind.allCases)
    func aValueLinkInASetSelectionsListPushes(_ engine: EngineKind) throws {
        let source = """
        struct Item: Identifiable { let id: Int; let name: String }
        struct Detail: View { let id: Int; var body: some View { Text("detail \\(id)") } }
        struct Picked: View { let n: Int; var body: some View { Text("\\(n) picked") } }
        struct Inbox: View {
            @State private var items = [Item(id: 1, name: "Alpha"), Item(id: 2, name: "Beta")]
            @State private var chosen = Set<Int>()
            var body: some View {
                NavigationStack {
                    VStack {
                        Picked(n: chosen.count)
                        List(selection: $chosen) {
                            ForEach(items) { item in NavigationLink(value: item.id) { Text(item.name) } }
                        }
                    }
                    .navigationDestination(for: Int.self) { Detail(id: $0) }
                }
            }
        }
        Redraw.root { Inbox() }
        Redraw.tap("Beta")
        """
        let r = try run(source, engine, name: "set-selection-value-link")
        #expect(r.metrics("tap \"Beta\"", "Detail").created == 1)
        #expect(r.bodies("tap \"Beta\"", "Picked") == 0)
    }
}
