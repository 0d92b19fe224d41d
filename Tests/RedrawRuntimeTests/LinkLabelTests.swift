// Links as the corpus files use them: a `value:` link is an equal input when its value and
// label are (its destination closure is Redraw's, made from the value); a value link in a
// `NavigationStack(path:)` is found by the words of the user view in its label; a context
// menu's items are tappable but do not name the control whose label they decorate.

import Foundation
import RedrawResults
import Testing

@Suite struct LinkLabelTests {
    static let valueLinks = """
    import SwiftUI
    @Observable final class Feed { var items = ["Apollo 8", "Apollo 11"]; var banner = "Missions" }
    struct Row: View {
        let name: String
        var body: some View { Text(name) }
    }
    struct Missions: View {
        var feed: Feed
        var body: some View {
            NavigationStack {
                VStack {
                    Text(feed.banner)
                    ForEach(feed.items, id: \\.self) { name in
                        NavigationLink(value: name) { Row(name: name) }
                            .contextMenu { Button("Add to Favorites") {} }
                    }
                }
                .navigationDestination(for: String.self) { Text("Detail \\($0)") }
            }
        }
    }
    let feed = Feed()
    Redraw.root { Missions(feed: feed) }
    Redraw.step("new banner") { feed.banner = "All missions" }
    Redraw.tap("Apollo 11")
    Redraw.tap("Add to Favorites", index: 0)
    """

    /// "new banner": Missions re-runs (push: it holds the object; pull: it read `banner`). The two
    /// links get equal values and labels: their nodes are skipped (before, a link's node always
    /// updated — "presentation nodes hold closures"), and so are the Rows: Missions alone, 1.
    /// The tap finds "Apollo 11" by its Row's words, not by "Add to Favorites" (the menu is not
    /// on the label), and pushes it: the link's node updates and builds its destination, 2.
    /// The menu's button is still a target of its own.
    @Test(arguments: EngineKind.allCases)
    func valueLinksAreEqualInputsAndMenusDoNotNameThem(engine: EngineKind) throws {
        let r = try run(Self.valueLinks, engine, name: "value-links")
        #expect(r.bodies("new banner", "Missions") == 1)
        #expect(r.bodies("new banner", "NavigationLink") == 0)
        #expect(r.total("new banner").bodyEvaluations == 1)
        #expect(r.bodies("tap \"Apollo 11\"", "NavigationLink") == 1)
        #expect(r.total("tap \"Apollo 11\"").bodyEvaluations == 1)
        #expect(r.step("tap \"Add to Favorites\"").counts.total.bodyEvaluations == 0)
    }

    static let pathStack = """
    import SwiftUI
    @Observable final class Router { var path: [String] = [] }
    struct Row: View {
        let name: String
        var body: some View { Text(name) }
    }
    struct Root: View {
        @State private var router = Router()
        var body: some View {
            NavigationStack(path: $router.path) {
                List(["Eggs", "Milk"], id: \\.self) { name in NavigationLink(value: name) { Row(name: name) } }
                    .navigationDestination(for: String.self) { Text("Buy \\($0)") }
            }
        }
    }
    Redraw.root { Root() }
    Redraw.tap("Milk")
    """

    /// In a path stack a value link appends to the path. Its label is a user view: the tap finds
    /// it by the Row's words (before: "no control labelled 'Milk'"). Pull: the append re-runs the
    /// stack's node alone (it read the path; Root only made the binding), 1: the root List is the
    /// value Root's body made, which Root did not make again (NavigationPathTests); the
    /// destination's Text is a leaf. Push: Root holds the router (`@StateObject`) and re-runs, and
    /// with it the stack and its List, 3.
    @Test(arguments: EngineKind.allCases)
    func aPathStackLinkIsFoundByItsLabelViewsWords(engine: EngineKind) throws {
        let r = try run(Self.pathStack, engine, name: "path-stack-label")
        #expect(r.bodies("tap \"Milk\"", "Root") == (engine == .push ? 1 : 0))
        #expect(r.bodies("tap \"Milk\"", "NavigationStack") == 1)
        #expect(r.bodies("tap \"Milk\"", "List") == (engine == .push ? 1 : 0))
        #expect(r.total("tap \"Milk\"").bodyEvaluations == (engine == .push ? 3 : 1))
    }

    /// A row with `.swipeActions` inside a link's label: the actions show only when swiped, so
    /// the link is named by the row's texts (the listing printed `NavigationLink "trash"`), and a
    /// space at the end of a Text (`Text("\(name) \(count) ")`) is not part of what a tap names.
    static let swipeRows = """
    struct Person: Identifiable, Hashable { let id: Int; var name: String }
    @Observable final class People { var all = [Person(id: 1, name: "Amit"), Person(id: 2, name: "Rohit")] }
    struct Row: View {
        let person: Person
        var body: some View { Text("\\(person.name) \\(person.name.count) ") }
    }
    struct PeopleView: View {
        @State var people = People()
        var body: some View {
            NavigationStack {
                List {
                    ForEach(people.all) { p in
                        NavigationLink(value: p) {
                            Row(person: p).swipeActions {
                                Button { people.all.removeAll { $0.id == p.id } } label: { Image(systemName: "trash") }
                            }
                        }
                    }
                }
                .navigationDestination(for: Person.self) { p in Text("Detail \\(p.name)") }
            }
        }
    }
    Redraw.root { PeopleView() }
    Redraw.tap("Amit 4")
    """

    @Test func aSwipedRowsLinkIsNamedByItsTextsAndEndSpacesDoNotCount() throws {
        // The tap pushes Amit's detail: the link's node updates and builds its destination (a Text).
        let r = try run(Self.swipeRows, .pull, name: "swipe-row-links")
        #expect(r.bodies("tap \"Amit 4\"", "NavigationLink") == 1)
        do {
            _ = try run(Self.swipeRows.replacingOccurrences(of: "Redraw.tap(\"Amit 4\")", with: "Redraw.tap(\"Nobody\")"),
                        .pull, name: "swipe-row-links-missing")
            Issue.record("a tap on a missing label ran")
        } catch {
            let message = "\(error)"
            #expect(message.contains("NavigationLink \"Amit 4 \" at PeopleView › List › NavigationLink[1]"), "\(message)")
            #expect(!message.contains("NavigationLink \"trash\""), "\(message)")
        }
    }

    /// A tab item shows only its own label: beside a sibling `if` in a `ZStack` (a toast), each
    /// tab item also matched the words of the selected tab's content, and the tap was ambiguous.
    static let tabsBesideAToast = """
    final class Store: ObservableObject { @Published var items: [String] = [] }
    struct ListTab: View {
        @StateObject private var store = Store()
        var body: some View {
            VStack {
                Text("\\(store.items.count) items")
                Button("Add Item") { store.items.append("x") }
            }
        }
    }
    struct ContentView: View {
        @State private var selectedTab = 0
        @State private var showingToast = false
        var body: some View {
            ZStack {
                TabView(selection: $selectedTab) {
                    ListTab().tabItem { Label("List", systemImage: "list.bullet") }.tag(0)
                    Text("Settings here").tabItem { Label("Settings", systemImage: "gear") }.tag(1)
                }
                if showingToast { Text("Toast") }
            }
        }
    }
    Redraw.root { ContentView() }
    Redraw.tap("Add Item")
    """

    @Test(arguments: EngineKind.allCases)
    func aTabItemIsNotNamedByTheSelectedTabsContent(engine: EngineKind) throws {
        // The button appends: ListTab re-runs (push: its @StateObject; pull: it read `items`), 1.
        let r = try run(Self.tabsBesideAToast, engine, name: "tabs-beside-a-toast")
        #expect(r.total("tap \"Add Item\"").bodyEvaluations == 1)
        #expect(r.bodies("tap \"Add Item\"", "ListTab") == 1)
    }

    /// A label the same as written wins over one that is the same only without its end spaces:
    /// "Add" and "Add " side by side, `tap("Add")` is the first, not an ambiguity.
    @Test func anExactLabelWinsOverATrimmedOne() throws {
        let source = """
        @Observable final class Tally { var a = 0; var b = 0 }
        struct Pad: View {
            @State private var tally = Tally()
            var body: some View {
                VStack {
                    Text("\\(tally.a)")
                    Button("Add") { tally.a += 1 }
                    Button("Add ") { tally.b += 1 }
                }
            }
        }
        Redraw.root { Pad() }
        Redraw.tap("Add")
        """
        // `a` is read by Pad's body: Pad re-runs once; `b` would have re-run nothing.
        let r = try run(source, .pull, name: "exact-label")
        #expect(r.bodies("tap \"Add\"", "Pad") == 1)
    }

    /// UI tests find a control by its accessibility label, and so does `Redraw.tap`: an icon-only
    /// button labelled for VoiceOver (SnowSeeker's facility buttons), by a literal or a `String`,
    /// inside the button's label or on the button itself.
    @Test func aControlIsFoundByItsAccessibilityLabel() throws {
        let source = """
        @Observable final class Tally { var a = 0; var b = 0; var c = 0 }
        struct Pad: View {
            @State private var tally = Tally()
            let name = "Family"
            var body: some View {
                VStack {
                    Text("\\(tally.a) \\(tally.b) \\(tally.c)")
                    Button { tally.a += 1 } label: { Image(systemName: "person.3").accessibilityLabel("Group") }
                    Button { tally.b += 1 } label: { Image(systemName: "house").accessibilityLabel(name) }
                    Button { tally.c += 1 } label: { Image(systemName: "star") }.accessibilityLabel(Text("Favourite"))
                }
            }
        }
        Redraw.root { Pad() }
        Redraw.tap("Group")
        Redraw.tap("Family")
        Redraw.tap("Favourite")
        Redraw.tap("star")
        Redraw.step("check") {
            let tally: Tally = Redraw.state(of: Pad.self, "tally")
            precondition((tally.a, tally.b, tally.c) == (1, 1, 2), "\\(tally.a) \\(tally.b) \\(tally.c)")
        }
        """
        // Each tap writes a property Pad's body read: Pad re-runs once per tap. The symbol's name
        // still finds the button too.
        let r = try run(source, .pull, name: "accessibility-label")
        for step in ["tap \"Group\"", "tap \"Family\"", "tap \"Favourite\"", "tap \"star\""] {
            #expect(r.bodies(step, "Pad") == 1, "\(step)")
        }
    }
}

/// A link whose label holds a binding (`Row(picked: $picked)`) is the same input while the
/// binding projects the same place and shows the same value, as its destination's bindings are
/// (the label's snapshot is taken when the link is made). Every such link re-ran with each re-run
/// of its parent (a tester's fruit list: 17 links for one favourite). "unrelated write": Screen
/// read `unrelated` (pull) / holds the store (push): 1; the three links and their Rows are equal:
/// skipped.
@Suite struct LinkLabelBindingTests {
    @Test(arguments: EngineKind.allCases)
    func aLabelsBindingShowingTheSameValueIsNoChange(engine: EngineKind) throws {
        let source = """
        final class Store: ObservableObject { @Published var unrelated = 0 }
        struct Detail: View { let n: Int; var body: some View { Text("Detail \\(n)") } }
        struct Row: View {
            let n: Int
            @Binding var picked: Int?
            var body: some View { Text("Row \\(n)") }
        }
        struct Screen: View {
            @ObservedObject var store: Store
            @State private var picked: Int?
            var body: some View {
                VStack {
                    Text("\\(store.unrelated)")
                    ForEach(0..<3, id: \\.self) { n in
                        NavigationLink(destination: Detail(n: n)) { Row(n: n, picked: $picked) }
                    }
                }
            }
        }
        let store = Store()
        Redraw.root { Screen(store: store) }
        Redraw.step("unrelated write") { store.unrelated += 1 }
        """
        let r = try run(source, engine, name: "link-label-binding")
        #expect(r.total("unrelated write").bodyEvaluations == 1)
        #expect(r.metrics("unrelated write", "NavigationLink").skipped == 3)
    }
}
