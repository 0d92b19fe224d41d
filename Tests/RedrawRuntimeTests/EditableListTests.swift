// Editable lists (trial BI): a view reading `\.editMode` compares the mode by the value it last
// showed; a selectable row's swipe and context-menu buttons are not its tap targets; what
// `Redraw.delete(row:)` swipes on a row with `.swipeActions`; a `.deleteDisabled` in a row view's
// own body.

import Foundation
import RedrawResults
import Testing

@Suite struct EditableListTests {
    /// Trial BI-3's repro: ModeBadge reads `\.editMode` (the screen's own) and has no inputs.
    static let editModeReader = """
    struct Screen: View {
        @State private var taps = 0
        var body: some View {
            NavigationStack {
                List {
                    Text("Taps \\(taps)")
                    Button("Bump") { taps += 1 }
                    ModeBadge()
                }
                .toolbar { EditButton() }
            }
        }
    }
    struct ModeBadge: View {
        @Environment(\\.editMode) private var editMode
        var body: some View { Text(editMode?.wrappedValue.isEditing == true ? "Editing" : "Browsing") }
    }
    Redraw.root { Screen() }
    Redraw.tap("Edit")
    Redraw.tap("Bump")
    Redraw.tap("Bump")
    """

    /// "Edit": ModeBadge read the mode, so it re-runs (1); Screen reads no mode (0). Each "Bump"
    /// re-runs Screen (it reads `taps`), which hands ModeBadge a new struct: its environment binding
    /// projects the same box and shows `.active`, the value ModeBadge showed when it last ran, so it
    /// is skipped (0) — the first "Bump" re-ran it, compared with the `.inactive` resolved at the
    /// initial render (trial BI-3).
    @Test(arguments: EngineKind.allCases)
    func anEditModeReaderIsNotReRunOneStepLate(engine: EngineKind) throws {
        let r = try run(Self.editModeReader, engine, name: "editable-list-edit-mode")
        #expect(r.bodies("tap \"Edit\"", "ModeBadge") == 1)
        #expect(r.bodies("tap \"Edit\"", "Screen") == 0)
        for step in ["tap \"Bump\"", "tap \"Bump\" (2)"] {
            #expect(r.bodies(step, "Screen") == 1, "\(step)")
            #expect(r.bodies(step, "ModeBadge") == 0, "\(step)")
        }
    }

    /// Trial BI-1's repro: rows of a `List(selection:)` with a context menu and swipe actions.
    static let selectableRowsWithHiddenButtons = """
    struct Folder: Identifiable, Hashable { let id: Int; var name: String }
    struct Sidebar: View {
        @State private var folders = [Folder(id: 1, name: "Inbox"), Folder(id: 2, name: "Work"), Folder(id: 3, name: "Travel")]
        @State private var selection: Folder.ID?
        var body: some View {
            NavigationStack {
                List(selection: $selection) {
                    ForEach(folders) { folder in
                        Text(folder.name)
                            .contextMenu { Button("Rename") {} }
                            .swipeActions { Button("Delete", role: .destructive) { folders.removeAll { $0.id == folder.id } } }
                    }
                }
                .navigationTitle(selectedName)
            }
        }
        var selectedName: String { folders.first { $0.id == selection }?.name ?? "Folders" }
    }
    Redraw.root { Sidebar() }
    Redraw.tap("Work")
    Redraw.tap("Delete", index: 0)
    """

    /// "Work": a tap on the row's words selects it (the swipe's and the menu's buttons show only
    /// after a swipe or a long press, so they are not tap targets on the row); Sidebar's title
    /// reads `selection`, so Sidebar re-runs once. Before, the workload failed: "no … list row
    /// labelled \"Work\"". The swipe's button is still tapped by its label: "Delete" of row 0
    /// removes Inbox, which Sidebar reads (`folders`): 1.
    @Test(arguments: EngineKind.allCases)
    func aSwipeOrMenuButtonDoesNotStopARowsSelection(engine: EngineKind) throws {
        let r = try run(Self.selectableRowsWithHiddenButtons, engine, name: "editable-list-select-hidden-buttons")
        #expect(r.bodies("tap \"Work\"", "Sidebar") == 1)
        #expect(r.bodies("tap \"Delete\"", "Sidebar") == 1)
    }

    /// Trial BI-2's repro, with an `EditButton`: each row's swipe actions are a destructive "Trash"
    /// (to `trashed`) and "Archive"; the `ForEach` has `.onDelete` too.
    static let swipedMail = """
    @Observable final class Mailbox {
        var inbox = ["A", "B", "C", "D"]
        var archived: [String] = []
        var trashed: [String] = []
    }
    struct MailList: View {
        @State private var box = Mailbox()
        var body: some View {
            NavigationStack {
                List {
                    ForEach(box.inbox, id: \\.self) { name in
                        Text(name).swipeActions {
                            Button("Trash", role: .destructive) { box.inbox.removeAll { $0 == name }; box.trashed.append(name) }
                            Button("Archive") { box.inbox.removeAll { $0 == name }; box.archived.append(name) }
                        }
                    }
                    .onDelete { box.inbox.remove(atOffsets: $0) }
                    TrashCount(box: box)
                }
                .toolbar { EditButton() }
            }
        }
    }
    struct TrashCount: View {
        var box: Mailbox
        var body: some View { Text("In trash: \\(box.trashed.count)") }
    }
    Redraw.root { MailList() }
    Redraw.delete(row: 1)
    Redraw.tap("Edit")
    Redraw.delete(row: 0)
    """

    /// "delete row 1", not in edit mode: the row's swipe offers Trash and Archive, and SwiftUI
    /// synthesizes no Delete for it (Apple's `swipeActions`), so the destructive "Trash" runs, not
    /// `.onDelete`: it writes `inbox` (MailList re-runs) and `trashed` (TrashCount re-runs under
    /// pull, which tracks it; under push every view holding the migrated object re-runs with
    /// MailList anyway): TrashCount 1 either way — 0 under pull when `.onDelete` ran. "delete row 0"
    /// in edit mode: the red minus button runs `.onDelete`, which writes `inbox` alone: MailList 1,
    /// TrashCount 0 under pull (push: 1, the held object's change).
    @Test(arguments: EngineKind.allCases)
    func aRowWithSwipeActionsIsDeletedByItsDestructiveButtonOutsideEditMode(engine: EngineKind) throws {
        let r = try run(Self.swipedMail, engine, name: "editable-list-swipe-over-delete")
        #expect(r.bodies("delete row 1", "MailList") == 1)
        #expect(r.bodies("delete row 1", "TrashCount") == 1)
        #expect(r.bodies("delete row 0", "MailList") == 1)
        #expect(r.bodies("delete row 0", "TrashCount") == (engine == .pull ? 0 : 1))
    }

    /// A row whose swipe actions have no destructive button, outside edit mode: no swipe deletes
    /// it, so `delete(row:)` is refused, naming the buttons to tap; in edit mode `.onDelete` runs.
    @Test func aRowWithoutADestructiveSwipeButtonIsRefusedOutsideEditMode() throws {
        let declarations = Self.swipedMail.components(separatedBy: "Redraw.root").first!
            .replacingOccurrences(of: "Button(\"Trash\", role: .destructive)", with: "Button(\"Trash\")")
            + "Redraw.root { MailList() }\n"
        do {
            _ = try run(declarations + "Redraw.delete(row: 1)", .pull, name: "editable-list-swipe-no-destructive")
            Issue.record("delete(row:) did not fail")
        } catch {
            #expect("\(error)".contains("row 1 has `.swipeActions` with no destructive button, and the list is not in edit mode"), "\(error)")
            #expect("\(error)".contains("`Redraw.tap(\"Trash\")`, `Redraw.tap(\"Archive\")`"), "\(error)")
        }
        // In edit mode, `.onDelete` removes row 1 ("B"): MailList re-runs, TrashCount does not.
        let r = try run(declarations + "Redraw.tap(\"Edit\")\nRedraw.delete(row: 1)", .pull, name: "editable-list-swipe-no-destructive-edit")
        #expect(r.bodies("delete row 1", "MailList") == 1)
        #expect(r.bodies("delete row 1", "TrashCount") == 0)
    }

    /// `.moveDisabled` inside a row view's own body, in an eager stack's `ForEach` (trial BI-5: the
    /// mark is its element's, as SwiftUI carries the trait up to the row): row 1 ("b") is refused;
    /// row 0 ("a") moves to 2, so Shelf re-runs (it reads `items`: 1) and no row is made or
    /// destroyed (ids are kept).
    @Test func aMoveDisabledInsideARowViewMarksItsElementOnly() throws {
        let source = """
        struct Pinned: View {
            let text: String
            var body: some View { Text(text).moveDisabled(text == "b") }
        }
        struct Shelf: View {
            @State private var items = ["a", "b", "c"]
            var body: some View {
                VStack { ForEach(items, id: \\.self) { Pinned(text: $0) }.onMove { items.move(fromOffsets: $0, toOffset: $1) } }
            }
        }
        Redraw.root { Shelf() }

        """
        do {
            _ = try run(source + "Redraw.move(row: 1, to: 0)", .pull, name: "editable-list-move-disabled-in-row")
            Issue.record("move(row:to:) did not fail")
        } catch {
            #expect("\(error)".contains("row 1 is marked `.moveDisabled(true)` at this step (at Shelf › Pinned[b], in the row's own view"), "\(error)")
        }
        let r = try run(source + "Redraw.move(row: 0, to: 2)", .pull, name: "editable-list-move-disabled-in-row-other")
        #expect(r.bodies("move row 0 to 2", "Shelf") == 1)
        #expect(r.metrics("move row 0 to 2", "Pinned").created == 0)
        #expect(r.metrics("move row 0 to 2", "Pinned").destroyed == 0)
    }

    /// List API that stopped a pasted list at swiftc, with a cascade of errors naming an internal
    /// type (trial BI-8): `.listItemTint`, iOS 17's `.contentMargins`, a `ForEach`'s `.onInsert`
    /// after `.onDelete` and `.onMove`. Inert; the edits still work. "delete row 0": `items`
    /// changes; Screen reads it (1), the List re-runs with it (1), row "b" keeps its id and is
    /// skipped: 2 in all, under both engines (no model class).
    @Test(arguments: EngineKind.allCases)
    func listTintMarginsAndInsertAreInert(engine: EngineKind) throws {
        let source = """
        import SwiftUI
        import UniformTypeIdentifiers
        struct Item: Identifiable, Hashable { let id: Int; var name: String }
        struct Screen: View {
            @State private var items = [Item(id: 1, name: "a"), Item(id: 2, name: "b")]
            var body: some View {
                List {
                    ForEach(items) { item in
                        Text(item.name).listItemTint(.red).listItemTint(.fixed(.blue))
                    }
                    .onDelete { items.remove(atOffsets: $0) }
                    .onMove { items.move(fromOffsets: $0, toOffset: $1) }
                    .onInsert(of: [.text]) { _, _ in items.removeAll() }
                }
                .contentMargins(.top, 10)
                .contentMargins(.horizontal, 8, for: .scrollContent)
            }
        }
        Redraw.root { Screen() }
        Redraw.delete(row: 0)
        Redraw.step("check") { precondition(Redraw.state(of: Screen.self, "items", as: [Item].self).map(\\.name) == ["b"]) }
        """
        let r = try run(source, engine, name: "editable-list-inert-api")
        #expect(r.bodies("delete row 0", "Screen") == 1)
        #expect(r.total("delete row 0").bodyEvaluations == 2)
        #expect(r.total("check").bodyEvaluations == 0)
    }

    /// `List($todos, editActions: .move)`: a drag moves the elements through the binding (Apple's
    /// `EditActions.move`: "allows the user to move elements of a collection"), with no `.onMove`
    /// (trial BI-4: the move was refused). "move row 0 to 2" drags "a" below "c": [b, c, a].
    /// Screen's body reads `todos` (the binding form's `ForEach` reads the collection there): 1.
    /// Each row is identified by its todo's id and holds a binding to `todos[index]`: all three
    /// indices changed, so each row's binding projects another place — 3 Row evaluations.
    @Test(arguments: EngineKind.allCases)
    func editActionsMoveDragsThroughTheBinding(engine: EngineKind) throws {
        let source = """
        import SwiftUI
        struct Todo: Identifiable { let id: Int; var title: String }
        struct Row: View {
            @Binding var todo: Todo
            var body: some View { Text(todo.title) }
        }
        struct Screen: View {
            @State private var todos = [Todo(id: 1, title: "a"), Todo(id: 2, title: "b"), Todo(id: 3, title: "c")]
            var body: some View { List($todos, editActions: .move) { $todo in Row(todo: $todo) } }
        }
        Redraw.root { Screen() }
        Redraw.move(row: 0, to: 2)
        Redraw.step("check") {
            precondition(Redraw.state(of: Screen.self, "todos", as: [Todo].self).map(\\.title) == ["b", "c", "a"])
        }
        """
        let r = try run(source, engine, name: "editable-list-edit-actions-move")
        #expect(r.bodies("move row 0 to 2", "Screen") == 1)
        #expect(r.bodies("move row 0 to 2", "Row") == 3)
        #expect(r.total("check").bodyEvaluations == 0)
    }

    /// A `.deleteDisabled` in a row view's own body marks only its own `ForEach`'s row: a locked row
    /// in section One does not refuse a delete in section Two (review of the BI-5 fix: a mark in
    /// another `ForEach` was taken for one Redraw could not place). "delete row 1" is section Two's
    /// row 0, "b": `second` changes; Screen reads it: 1.
    @Test func aRowViewsMarkInAnotherForEachRefusesNothing() throws {
        let source = """
        import SwiftUI
        struct Item: Identifiable { let id: Int; let name: String; let locked: Bool }
        struct Row: View {
            let item: Item
            var body: some View { Text(item.name).deleteDisabled(item.locked) }
        }
        struct Screen: View {
            @State private var first = [Item(id: 1, name: "a", locked: true)]
            @State private var second = [Item(id: 2, name: "b", locked: false), Item(id: 3, name: "c", locked: false)]
            var body: some View {
                List {
                    Section("One") { ForEach(first) { Row(item: $0) }.onDelete { first.remove(atOffsets: $0) } }
                    Section("Two") { ForEach(second) { Row(item: $0) }.onDelete { second.remove(atOffsets: $0) } }
                }
            }
        }
        Redraw.root { Screen() }
        Redraw.delete(row: 1)
        Redraw.step("check") { precondition(Redraw.state(of: Screen.self, "second", as: [Item].self).map(\\.name) == ["c"]) }
        """
        let r = try run(source, .pull, name: "editable-list-mark-elsewhere")
        #expect(r.bodies("delete row 1", "Screen") == 1)
        #expect(r.total("check").bodyEvaluations == 0)
    }

    /// Swipe actions whose button is a view of the app's own (`DeleteButton`): its button is that
    /// view's target, not seen where `.swipeActions` is applied, so the row is not marked as one
    /// with no destructive button and `.onDelete` deletes it (it was refused, naming no button).
    /// "delete row 0": `items` changes; Screen reads it: 1.
    @Test func swipeButtonsInAViewOfTheirOwnLeaveOnDelete() throws {
        let source = """
        import SwiftUI
        struct DeleteButton: View {
            let action: () -> Void
            var body: some View { Button("Trash", role: .destructive, action: action) }
        }
        struct Screen: View {
            @State private var items = ["a", "b"]
            var body: some View {
                List {
                    ForEach(items, id: \\.self) { item in
                        Text(item).swipeActions { DeleteButton { items.removeAll { $0 == item } } }
                    }
                    .onDelete { items.remove(atOffsets: $0) }
                }
            }
        }
        Redraw.root { Screen() }
        Redraw.delete(row: 0)
        Redraw.step("check") { precondition(Redraw.state(of: Screen.self, "items", as: [String].self) == ["b"]) }
        """
        let r = try run(source, .pull, name: "editable-list-swipe-view")
        #expect(r.bodies("delete row 0", "Screen") == 1)
        #expect(r.total("check").bodyEvaluations == 0)
    }
}
