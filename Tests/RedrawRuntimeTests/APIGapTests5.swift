// API that real apps used, added when a tester's pasted files failed to compile (the fifth
// batch): Apple's Focus Cookbook (focused values, focus modifiers, `\.layoutDirection`,
// `\.isFocused`, `.help`, `.scenePadding`, `AnyShapeStyle`, `.selection`, container-relative
// shapes), iOS 15's `.background` style with its levels, a `List` or `ForEach` over a binding
// to a collection identified by `id:` (`List($items, id: \.self)`), with a selection, and
// iOS 16's `editActions:` (`EditActions`), whose swipe to delete `Redraw.delete(row:)` runs
// through the binding — end to end, under both engines.

import RedrawResults
import Testing

@Suite struct APIGapTests5 {
    static let focusCookbook = #"""
    import SwiftUI

    struct SelectedKey: FocusedValueKey { typealias Value = String }
    extension FocusedValues {
        var selected: String? { get { self[SelectedKey.self] } set { self[SelectedKey.self] = newValue } }
        @Entry var servings: Int?
    }
    @Observable final class Recipe { var title = "Pie" }

    struct Tile: View {
        @Environment(\.layoutDirection) private var layoutDirection
        @Environment(\.isFocused) private var isFocused
        @FocusState private var focused: Int?
        let recipe: Recipe
        var body: some View {
            Button("\(layoutDirection == .leftToRight ? "ltr" : "rtl") \(isFocused ? "focused" : "idle")") {}
                .clipShape(.containerRelative)
                .containerShape(.rect(cornerRadius: 20))
                .background(AnyShapeStyle(.selection))
                .background(ContainerRelativeShape().inset(by: 2).fill(.tint))
                .help("Show grocery list")
                .help(Text("Show"))
                .help(recipe.title)
                .defaultFocus($focused, 1)
                .defaultFocus($focused, 2, priority: .userInitiated)
                .focusable(interactions: .activate)
                .focusable(true, interactions: [.activate, .edit])
                .focusable(interactions: .automatic)
                .focusEffectDisabled()
                .focusEffectDisabled(false)
                .focusedValue(\.selected, "x")
                .focusedValue(\.servings, nil)
                .focusedSceneValue(\.selected, recipe.title)
                .focusedValue(recipe)
                .scenePadding()
                .scenePadding(.minimum, edges: .horizontal)
        }
    }
    struct Inspector: View {
        @FocusedValue(\.selected) private var selected
        @FocusedValue(\.servings) private var servings
        @FocusedValue(Recipe.self) private var recipe
        var body: some View {
            Button(selected ?? recipe?.title ?? "None") {}
            Text("\(servings ?? 0)")
        }
    }
    // Finance-Tracker-iOS17's AmountBlock: iOS 15's `.background` style at its levels.
    struct Card: View {
        var body: some View {
            Text("$2000")
                .padding()
                .foregroundStyle(.foreground)
                .background(RoundedRectangle(cornerRadius: 10).fill(.background.secondary))
                .background(.background.tertiary, in: .rect(cornerRadius: 10))
                .background(.background)
        }
    }
    struct Screen: View {
        @State private var rtl = false
        let recipe = Recipe()
        var body: some View {
            VStack {
                Tile(recipe: recipe)
                Inspector()
                Card()
                Button("Flip") { rtl.toggle() }
            }
            .environment(\.layoutDirection, rtl ? .rightToLeft : .leftToRight)
        }
    }
    Redraw.root { Screen() }
    Redraw.tap("ltr idle")
    Redraw.tap("None")
    Redraw.tap("Flip")
    Redraw.tap("rtl idle")
    """#

    /// The Focus Cookbook's API compiles as Apple declares it and is inert: there is no focus
    /// engine, so nothing publishes a focused value — `@FocusedValue` (by key, by an `@Entry` key,
    /// by an object's type) reads nil, and the Inspector's button is "None" — and `\.isFocused` is
    /// false. `\.layoutDirection` is left to right until a view above sets it.
    ///
    /// Initial render: Screen, Tile, Inspector, Card: 4. Tapping "ltr idle" and "None" runs empty
    /// actions: 0. "Flip" writes `rtl`, read by Screen: 1; its `.environment(\.layoutDirection, …)`
    /// now gives `.rightToLeft`, which Tile read: Tile re-runs though its input (the same object)
    /// is unchanged, 1; Inspector (whose focused values are not inputs) and Card read no changed key
    /// and are skipped: 2. Tile's button now says "rtl idle", which the last tap finds: 0.
    @Test(arguments: EngineKind.allCases)
    func focusCookbookAPICompilesAndIsInert(engine: EngineKind) throws {
        let r = try run(Self.focusCookbook, engine, name: "api-gaps-5-focus")
        #expect(r.total("initial render").bodyEvaluations == 4)
        #expect(r.total("tap \"ltr idle\"").bodyEvaluations == 0)
        #expect(r.total("tap \"None\"").bodyEvaluations == 0)
        #expect(r.bodies("tap \"Flip\"", "Screen") == 1)
        #expect(r.bodies("tap \"Flip\"", "Tile") == 1)
        #expect(r.total("tap \"Flip\"").bodyEvaluations == 2)
        #expect(r.total("tap \"rtl idle\"").bodyEvaluations == 0)
    }

    static let boundRows = #"""
    import SwiftUI

    @Observable final class Names {
        var names = ["John", "Jane", "Alice", "Bob"]
        var selected: String?
    }
    struct Row: View {
        @Binding var name: String
        var body: some View { Text(name) }
    }
    struct Plain: View {
        @Bindable var m: Names
        var body: some View { List($m.names, id: \.self) { $name in Row(name: $name) } }
    }
    struct Selecting: View {
        @Bindable var m: Names
        var body: some View { List($m.names, id: \.self, selection: $m.selected) { name in Row(name: name) } }
    }
    struct Eager: View {
        @Bindable var m: Names
        var body: some View { VStack { ForEach($m.names, id: \.self) { name in Row(name: name) } } }
    }
    let m = Names()
    Redraw.root { VStack { Plain(m: m); Selecting(m: m); Eager(m: m) } }
    Redraw.step("rename Bob") { m.names[3] = "Robert" }
    Redraw.step("select Jane") { m.selected = "Jane" }
    """#

    /// `List($items, id: \.self)`, `List($items, id:selection:)` and `ForEach($items, id: \.self)`:
    /// a row per element, handed a binding to it at its index, identified by the element itself.
    ///
    /// Initial render: Plain, Selecting, Eager, the two `List` nodes and 4 `Row`s in each of the
    /// three (all on screen): 3 + 2 + 12 = 17.
    ///
    /// "rename Bob" writes `m.names` (an element write is one write of the whole array). Each of
    /// Plain, Selecting and Eager read `names` making its bindings (the `ForEach` reads the
    /// collection through `$m.names`): 3 bodies, and each `List` runs with its parent: 2. The
    /// element's id is the element, so "Bob" is a vanished identity (destroyed) and "Robert" a
    /// new one (created and evaluated): 1 `Row` per container, 3.
    /// - push: the other rows are kept identities whose binding projects the same place (the
    ///   array, at the same index) and shows the same value: skipped. 3 + 2 + 3 = 8.
    /// - pull: each other row's body read `names` itself, through its binding, so the write
    ///   invalidated it (pull tracks the property, not the element): 3 rows × 3 more. 17.
    ///
    /// "select Jane" writes `m.selected`, which no body read (creating `$m.selected` reads
    /// nothing, and the list holds its selection unread):
    /// - push: every view holding the object (`@ObservedObject` in the push form) re-runs, 3, with
    ///   its `List`, 2; the rows' bindings are unchanged: 5.
    /// - pull: 0.
    @Test(arguments: EngineKind.allCases)
    func listsAndForEachOverABindingWithID(engine: EngineKind) throws {
        let r = try run(Self.boundRows, engine, name: "api-gaps-5-bound-rows")
        #expect(r.total("initial render").bodyEvaluations == 17)
        #expect(r.metrics("initial render", "Row").created == 12)
        #expect(r.bodies("rename Bob", "Plain") == 1)
        #expect(r.bodies("rename Bob", "Selecting") == 1)
        #expect(r.bodies("rename Bob", "Eager") == 1)
        #expect(r.bodies("rename Bob", "List") == 2)
        #expect(r.metrics("rename Bob", "Row").created == 3)
        #expect(r.metrics("rename Bob", "Row").destroyed == 3)
        #expect(r.bodies("rename Bob", "Row") == (engine == .push ? 3 : 12))
        #expect(r.total("rename Bob").bodyEvaluations == (engine == .push ? 8 : 17))
        #expect(r.total("select Jane").bodyEvaluations == (engine == .push ? 5 : 0))
        #expect(r.bodies("select Jane", "Row") == 0)
    }

    static let editActions = #"""
    import SwiftUI

    @Observable final class ContentViewModel {
        var names = ["John", "Jane", "Alice", "Bob"]
        var selectedName: String?
    }
    struct NameRow: View {
        @Binding var name: String
        var body: some View { Text(name) }
    }
    // defagos/radars' list-selection ContentView, with a row view of its own to count.
    struct ContentView: View {
        @State private var model = ContentViewModel()
        var body: some View {
            List($model.names, id: \.self, editActions: .all, selection: $model.selectedName) { name in
                NameRow(name: name)
            }
            .onChange(of: model.selectedName) { _, _ in }
        }
    }
    struct Todo: Identifiable { let id: Int; var title: String }
    struct TodoRow: View {
        @Binding var todo: Todo
        var body: some View { Text(todo.title) }
    }
    struct Todos: View {
        @State private var todos = [Todo(id: 1, title: "a"), Todo(id: 2, title: "b"), Todo(id: 3, title: "c")]
        var body: some View {
            List {
                ForEach($todos, editActions: .delete) { $todo in TodoRow(todo: $todo) }
            }
        }
    }
    struct Reorder: View {
        @State private var items = ["x", "y"]
        @State private var todos = [Todo(id: 1, title: "d")]
        var body: some View {
            VStack {
                ForEach($items, id: \.self, editActions: .move) { $item in Text(item) }
                List($todos, editActions: [.move, .delete]) { $todo in Text(todo.title) }
            }
        }
    }
    Redraw.root { VStack { ContentView(); Todos(); Reorder() } }
    Redraw.step("select Jane") {
        let m: ContentViewModel = Redraw.state(of: ContentView.self, "model")
        m.selectedName = "Jane"
    }
    Redraw.step("rename Bob") {
        let m: ContentViewModel = Redraw.state(of: ContentView.self, "model")
        m.names[3] = "Robert"
    }
    Redraw.step("delete John") { Redraw.delete(row: 0, in: ContentView.self) }
    Redraw.step("delete b") { Redraw.delete(row: 1, in: Todos.self) }
    Redraw.step("check") {
        let m: ContentViewModel = Redraw.state(of: ContentView.self, "model")
        let todos: [Todo] = Redraw.state(of: Todos.self, "todos")
        precondition(m.names == ["Jane", "Alice", "Robert"], "\(m.names)")
        precondition(todos.map(\.title) == ["a", "c"], "\(todos)")
    }
    """#

    /// `List(_:id:editActions:selection:rowContent:)` (the tester's app, pasted), `ForEach(_:editActions:)`
    /// over `Identifiable` elements, and `.move` alone (no swipe to delete; `Redraw.move(row:to:)` would drag,
    /// EditableListTests).
    /// `.all` is `[.move, .delete]` for an array, as Apple's is where the collection allows both.
    ///
    /// "select Jane" writes `selectedName`, which ContentView read (its `.onChange(of:)` value):
    /// ContentView 1 and its `List` 1; the rows' bindings are unchanged, skipped: 2, both engines.
    ///
    /// "rename Bob": ContentView read `names` (making the rows' bindings): 1, its `List` 1, and the
    /// new identity "Robert" 1 ("Bob" destroyed) — 3 under push; under pull John's, Jane's and
    /// Alice's rows read `names` through their bindings too: 6.
    ///
    /// "delete John": `Redraw.delete(row: 0)` runs the swipe that `editActions:` gives the rows,
    /// removing element 0 through the binding (a write of `names`): ContentView 1, its `List` 1,
    /// "John" destroyed, and the three rows left each now at an index one lower — a binding that
    /// projects another place is a changed input, and under pull each also read `names` — 3:
    /// 5 in both engines.
    ///
    /// "delete b": row 1 of Todos' list, removed through `$todos` (a write of Todos' `@State`):
    /// Todos read it (making the bindings) 1, its `List` 1, row "b" destroyed, row "c" moved from
    /// index 2 to 1 (and read the state through its binding) 1, and row "a", at the same index,
    /// also read the state through its binding, which tracks that read in both engines 1: 4.
    /// The last step traps unless both collections lost what was deleted.
    @Test(arguments: EngineKind.allCases)
    func editActionsDeleteThroughTheBinding(engine: EngineKind) throws {
        let r = try run(Self.editActions, engine, name: "api-gaps-5-edit-actions")
        #expect(r.bodies("select Jane", "ContentView") == 1)
        #expect(r.bodies("select Jane", "List") == 1)
        #expect(r.total("select Jane").bodyEvaluations == 2)
        #expect(r.metrics("rename Bob", "NameRow").created == 1)
        #expect(r.metrics("rename Bob", "NameRow").destroyed == 1)
        #expect(r.total("rename Bob").bodyEvaluations == (engine == .push ? 3 : 6))
        #expect(r.bodies("delete John", "ContentView") == 1)
        #expect(r.bodies("delete John", "List") == 1)
        #expect(r.bodies("delete John", "NameRow") == 3)
        #expect(r.metrics("delete John", "NameRow").destroyed == 1)
        #expect(r.total("delete John").bodyEvaluations == 5)
        #expect(r.bodies("delete b", "Todos") == 1)
        #expect(r.bodies("delete b", "TodoRow") == 2)
        #expect(r.metrics("delete b", "TodoRow").destroyed == 1)
        #expect(r.total("delete b").bodyEvaluations == 4)
        #expect(r.total("check").bodyEvaluations == 0)
    }
}
