// `.navigationDestination(isPresented:)` and `.navigationDestination(item:)`
// end to end under both engines: a screen pushed by a button that sets the
// binding, popped by the destination's `\.dismiss` or `Redraw.dismiss()`.

import RedrawResults
import Testing

@Suite struct NavigationDestinationTests {
    static let source = """
    import SwiftUI
    import Observation

    @Observable final class Settings {
        var name = "A"
    }

    struct Detail: View {
        var settings: Settings
        @Environment(\\.dismiss) private var dismiss
        var body: some View {
            VStack {
                Text(settings.name)
                Button("Done") { dismiss() }
            }
        }
    }

    struct Profile: View {
        let user: String
        var body: some View { Text("Profile of \\(user)") }
    }

    struct Home: View {
        @State private var showDetail = false
        @State private var user: String?
        var settings: Settings
        var body: some View {
            NavigationStack {
                VStack {
                    Text("Home")
                    Button("Open") { showDetail = true }
                    Button("Ann") { user = "Ann" }
                }
                .navigationDestination(isPresented: $showDetail) { Detail(settings: settings) }
                .navigationDestination(item: $user) { name in Profile(user: name) }
            }
        }
    }

    let settings = Settings()
    Redraw.root { Home(settings: settings) }
    Redraw.tap("Open")
    Redraw.step("rename") { settings.name = "B" }
    Redraw.tap("Done")
    Redraw.step("rename while closed") { settings.name = "C" }
    Redraw.tap("Ann")
    Redraw.dismiss()
    """

    @Test(arguments: EngineKind.allCases)
    func pushedWhileTheBindingSaysSo(engine: EngineKind) throws {
        let r = try run(Self.source, engine, name: "navigation-destination")
        let pull = engine == .pull
        // Initial render: Home and its two NavigationDestination nodes (each reads its binding
        // and finds nothing to show): 3.
        #expect(r.total("initial render").bodyEvaluations == 3)
        #expect(r.bodies("initial render", "NavigationDestination") == 2)
        // "Open" sets `showDetail`. Home made the binding but did not read it, so only the node
        // that read it updates and builds Detail: 2, under both engines (a @State write
        // invalidates only the nodes that read it).
        #expect(r.total("tap \"Open\"").bodyEvaluations == 2)
        #expect(r.bodies("tap \"Open\"", "Home") == 0)
        #expect(r.metrics("tap \"Open\"", "Detail").created == 1)
        // Renaming: pull, Detail read `name`: 1. Push: Detail and Home hold the object
        // (@ObservedObject): Home re-runs, its two NavigationDestination nodes get new
        // presenters (unequal closures) and update, and Detail runs: 4.
        #expect(r.total("rename").bodyEvaluations == (pull ? 1 : 4))
        #expect(r.bodies("rename", "Detail") == 1)
        // "Done" calls the destination's `dismiss()`: `showDetail = false`; the node updates and
        // Detail goes: 1.
        #expect(r.total("tap \"Done\"").bodyEvaluations == 1)
        #expect(r.metrics("tap \"Done\"", "Detail").destroyed == 1)
        // With Detail gone, pull runs nothing; push re-runs Home and its two nodes: 3.
        #expect(r.total("rename while closed").bodyEvaluations == (pull ? 0 : 3))
        // "Ann" sets `user`: the item node updates and builds Profile: 2; dismiss sets it back to
        // nil: the node updates, Profile goes: 1.
        #expect(r.total("tap \"Ann\"").bodyEvaluations == 2)
        #expect(r.metrics("tap \"Ann\"", "Profile").created == 1)
        #expect(r.total("dismiss").bodyEvaluations == 1)
        #expect(r.metrics("dismiss", "Profile").destroyed == 1)
    }
}

/// A `NavigationLink(destination:)` is an input like any view: its destination view and label,
/// compared field by field (SwiftUI's link is a struct of both; FieldLayout.swift). A tester's
/// list of links re-ran every link at each write the list read, as if a closure were its input.
@Suite struct NavigationLinkInputTests {
    /// "retitle": Screen read `title` (pull: tracked; push: it holds the store) and re-runs, 1; it
    /// makes each link again with an equal label (`Row(n:)`, an `Int`) and an equal destination
    /// (`Text`, equal text): all three skipped, 0 (4 before: every link re-ran). "add 3": Screen
    /// again, 1, and the new row's link is created: its node's update, 1, and its Row, 1 — 3.
    @Test(arguments: EngineKind.allCases)
    func aLinkWithAnEqualDestinationIsSkipped(engine: EngineKind) throws {
        let source = """
        @Observable final class Store { var items = [0, 1, 2]; var title = "T" }
        struct Row: View { let n: Int; var body: some View { Text("row \\(n)") } }
        struct Screen: View {
            @State var store = Store()
            var body: some View {
                VStack {
                    Text(store.title)
                    ForEach(store.items, id: \\.self) { i in
                        NavigationLink(destination: Text("detail \\(i)")) { Row(n: i) }
                    }
                }
            }
        }
        Redraw.root { NavigationStack { Screen() } }
        Redraw.step("retitle") { let s: Store = Redraw.state(of: Screen.self, "store"); s.title = "U" }
        Redraw.step("add 3") { let s: Store = Redraw.state(of: Screen.self, "store"); s.items.append(3) }
        """
        let r = try run(source, engine, name: "link-input")
        #expect(r.total("retitle").bodyEvaluations == 1)
        #expect(r.bodies("retitle", "NavigationLink") == 0)
        #expect(r.total("add 3").bodyEvaluations == 3)
    }

    /// A destination holding a binding (`Detail(item: $store.items[1])`) or carrying the store into
    /// the environment (`.environment(store)`; push: `.environmentObject(store)`) is equal too: the
    /// binding by its place and the value it shows (read quietly: no node took its snapshot), the
    /// environment writer by the object it writes (a tester's links re-ran at every list update).
    /// A binding inside a modifier around the destination (`.navigationTitle`) takes its snapshot too.
    /// "other": Screen re-runs (pull: it read `other`; push: it holds the store), 1; the three links
    /// are equal, 0. "rename 1": pull — Screen made the bindings without reading `items`: nothing
    /// runs, 0; push — Screen re-runs and the first link's binding now shows another item, so that
    /// link updates (the others show what they showed): 2.
    @Test(arguments: EngineKind.allCases)
    func aDestinationWithABindingOrAnEnvironmentObjectIsAnInput(engine: EngineKind) throws {
        let source = """
        struct Item: Equatable { var name: String }
        @Observable final class Store { var items = [Item(name: "a"), Item(name: "b")]; var other = 0 }
        struct Detail: View { @Binding var item: Item; var body: some View { Text(item.name) } }
        struct Shelf: View { @Environment(Store.self) private var store; var body: some View { Text("\\(store.items.count)") } }
        struct Screen: View {
            @State var store = Store()
            var body: some View {
                VStack {
                    Text("\\(store.other)")
                    NavigationLink(destination: Detail(item: $store.items[1])) { Text("Second") }
                    NavigationLink(destination: Detail(item: $store.items[0]).navigationTitle("First")) { Text("First") }
                    NavigationLink("Shelf", destination: Shelf().environment(store))
                }
            }
        }
        Redraw.root { NavigationStack { Screen() } }
        Redraw.step("other") { let s: Store = Redraw.state(of: Screen.self, "store"); s.other += 1 }
        Redraw.step("rename 1") { let s: Store = Redraw.state(of: Screen.self, "store"); s.items[1].name = "c" }
        """
        let r = try run(source, engine, name: "link-input-binding")
        #expect(r.total("other").bodyEvaluations == 1)
        #expect(r.bodies("other", "NavigationLink") == 0)
        #expect(r.total("rename 1").bodyEvaluations == (engine == .push ? 2 : 0))
    }
}
