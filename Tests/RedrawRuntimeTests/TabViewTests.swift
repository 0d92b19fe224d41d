// TabView end to end: only the selected tab's content is built; switching
// the selection runs the tab view's own update and the new tab's body, not
// the body of the view that owns the selection; `.tabItem` + `.tag`, `.tag`
// before `.tabItem`, `Tab(value:)` and untagged tabs (the first shown).

import Foundation
import RedrawBuild
import RedrawResults
import Testing

@Suite struct TabViewTests {
    static func source(_ tabs: String, selection: Bool = true) -> String {
        """
        struct Home: View { var body: some View { Text("home") } }
        struct Settings: View { var body: some View { Text("settings") } }
        struct Root: View {
            @State private var tab = 0
            var body: some View {
                VStack {
                    TabView\(selection ? "(selection: $tab)" : "") {
                        \(tabs)
                    }
                    Button("Go") { tab = 1 }
                }
            }
        }
        Redraw.root { Root() }
        Redraw.tap("Go")
        """
    }

    static let variants: [String: String] = [
        "tabItem then tag": #"Home().tabItem { Label("Home", systemImage: "house") }.tag(0); Settings().tabItem { Text("Settings") }.tag(1)"#,
        "tag then tabItem": #"Home().tag(0).tabItem { Text("Home") }; Settings().tag(1).tabItem { Text("Settings") }"#,
        "Tab(value:)": #"Tab("Home", systemImage: "house", value: 0) { Home() }; Tab("Settings", systemImage: "gear", value: 1) { Settings() }"#,
    ]

    @Test(arguments: ["tabItem then tag", "tag then tabItem", "Tab(value:)"], EngineKind.allCases)
    func onlyTheSelectedTabIsBuilt(_ variant: String, _ engine: EngineKind) throws {
        let r = try run(Self.source(Self.variants[variant]!), engine, name: "tabs-\(variant.filter(\.isLetter))")
        // Initial render: Root, the TabView's node, and Home (tab 0); Settings is not built.
        #expect(r.total("initial render").bodyEvaluations == 3)
        #expect(r.bodies("initial render", "Settings") == 0)
        #expect(r.bodies("initial render", "TabView") == 1)
        // tap "Go": tab = 1. Only the TabView read the selection (Root passed `$tab`): it updates,
        // destroys Home and builds Settings.
        #expect(r.bodies("tap \"Go\"", "Root") == 0)
        #expect(r.bodies("tap \"Go\"", "TabView") == 1)
        #expect(r.metrics("tap \"Go\"", "Settings").created == 1)
        #expect(r.metrics("tap \"Go\"", "Home").destroyed == 1)
        #expect(r.total("tap \"Go\"").bodyEvaluations == 2)
    }

    @Test(arguments: EngineKind.allCases)
    func withoutASelectionTheFirstTabIsShown(_ engine: EngineKind) throws {
        let r = try run(Self.source(#"Home().tabItem { Text("Home") }; Settings().tabItem { Text("Settings") }"#, selection: false),
                        engine, name: "tabs-untagged")
        #expect(r.bodies("initial render", "Home") == 1)
        #expect(r.bodies("initial render", "Settings") == 0)
        // `tab` is read by nobody: the tap changes nothing on screen.
        #expect(r.total("tap \"Go\"").bodyEvaluations == 0)
    }

    /// Without `selection:` the tab view keeps the shown tab itself, as SwiftUI does: a tap on a
    /// tab item switches to it, updating the tab view's own node and building the new tab.
    static let ownSelection = """
    struct Home: View { var body: some View { Text("home") } }
    struct Settings: View { var body: some View { Text("settings") } }
    struct Root: View {
        var body: some View {
            TabView {
                Home().tabItem { Label("Home", systemImage: "house") }
                Settings().tabItem { Label("Settings", systemImage: "gear") }
            }
        }
    }
    Redraw.root { Root() }
    Redraw.tap("gear")
    Redraw.tap("gear")
    Redraw.tap("Home")
    """

    @Test(arguments: EngineKind.allCases)
    func withoutASelectionATabItemTapSwitchesTabs(_ engine: EngineKind) throws {
        let r = try run(Self.ownSelection, engine, name: "tabs-own-selection")
        // tap "gear": the TabView's node updates (its own state changed), Home is destroyed and
        // Settings built: 2. Root holds no state and does not re-run.
        #expect(r.total("tap \"gear\"").bodyEvaluations == 2)
        #expect(r.bodies("tap \"gear\"", "Root") == 0)
        #expect(r.metrics("tap \"gear\"", "Settings").created == 1)
        #expect(r.metrics("tap \"gear\"", "Home").destroyed == 1)
        // The shown tab again: nothing changes.
        #expect(r.total("tap \"gear\" (2)").bodyEvaluations == 0)
        // Back to Home: the TabView's node and a new Home.
        #expect(r.total("tap \"Home\"").bodyEvaluations == 2)
        #expect(r.metrics("tap \"Home\"", "Home").created == 1)
    }
}

/// Tabs marked inside a view of the app's own (Finance-Tracker's `TabItem`, whose body applies
/// `.tag` and `.tabItem`): SwiftUI reads them as traits of the tab view's elements, so each
/// element's body runs and only the selected tab's content is built (TabElements.swift). They were
/// taken for untagged pages: every tab was built and "Two" was no tap target.
@Suite struct TabElementTests {
    static func source(selection: Bool) -> String {
        """
        struct TabItem<Content: View>: View {
            let tag: Int
            let view: Content
            init(tag: Int, @ViewBuilder view: () -> Content) { self.tag = tag; self.view = view() }
            var body: some View {
                NavigationStack { view }
                    .tag(tag)
                    .tabItem { Label(tag == 0 ? "One" : "Two", systemImage: "circle") }
            }
        }
        struct First: View { var body: some View { Text("first") } }
        struct Second: View { var body: some View { Text("second") } }
        struct Tabs: View {
            @State private var selection = 0
            var body: some View {
                TabView\(selection ? "(selection: $selection)" : "") {
                    TabItem(tag: 0) { First() }
                    TabItem(tag: 1) { Second() }
                }
            }
        }
        Redraw.root { Tabs() }
        Redraw.tap("Two")
        Redraw.tap("One")
        """
    }

    /// Initial render: Tabs, the TabView's node, both TabItem bodies (the tab bar needs both
    /// items), and First (tab 0's content): 5; Second is not built (before: 6, both built).
    /// tap "Two": the selection changes; the TabView's node read it and updates (1); the TabItem
    /// elements are equal inputs, skipped; the pages (never counted) switch: First goes, Second
    /// is built (1): 2. tap "One": the same the other way: 2. Without `selection:`, the tab view
    /// keeps the position itself: the same counts.
    @Test(arguments: [true, false], EngineKind.allCases)
    func tabsMarkedInAViewOfTheAppsOwn(selection: Bool, engine: EngineKind) throws {
        let r = try run(Self.source(selection: selection), engine, name: "tab-elements-\(selection)")
        #expect(r.total("initial render").bodyEvaluations == 5)
        #expect(r.bodies("initial render", "TabItem<First>") == 1)
        #expect(r.bodies("initial render", "TabItem<Second>") == 1)
        #expect(r.bodies("initial render", "Second") == 0)
        #expect(r.total("tap \"Two\"").bodyEvaluations == 2)
        #expect(r.bodies("tap \"Two\"", "TabView") == 1)
        #expect(r.metrics("tap \"Two\"", "Second").created == 1)
        #expect(r.metrics("tap \"Two\"", "First").destroyed == 1)
        #expect(r.bodies("tap \"Two\"", "Tabs") == 0)
        #expect(r.total("tap \"One\"").bodyEvaluations == 2)
        #expect(r.metrics("tap \"One\"", "First").created == 1)
    }
}

@Suite struct TabSelectionMatchingNoTabTests {
    static let source = """
    struct Home: View { var body: some View { Text("Home screen") } }
    struct Settings: View { var body: some View { Text("Settings screen") } }
    struct Tabs: View {
        @State private var selection = 0
        var body: some View {
            TabView(selection: $selection) {
                // The tags tag the labels, not the tabs (ProjectSUICoordinator's AppTabView).
                Home().tabItem { Image(systemName: "house"); Text("Home").tag(0) }
                Settings().tabItem { Image(systemName: "gear"); Text("Settings").tag(1) }
            }
            Text("selected \\(selection)")
        }
    }
    Redraw.root { Tabs() }
    Redraw.tap("Settings")
    Redraw.step("check") {
        let selection: Int = Redraw.state(of: Tabs.self, "selection")
        precondition(selection == 0, "a tap on an untagged tab's item writes no selection")
    }
    """

    /// A `TabView(selection:)` whose selection matches no tab's tag — here each `.tag` is inside
    /// `.tabItem`'s label, so the tabs are untagged — shows its first tab, as a tab bar always shows
    /// one; a tap on a tab item shows that tab, as without `selection:`, and leaves the selection
    /// (before: no tab was built, and the taps found no target). Apple does not document this
    /// (README, Known limits).
    ///
    /// Initial render: Tabs, the TabView's node, Home (the first tab): 3.
    /// tap "Settings": the tab view's own position changes: its node updates (1), Home goes and
    /// Settings is built (1): 2; Tabs does not re-run (the selection is not written).
    @Test(arguments: EngineKind.allCases)
    func aSelectionMatchingNoTabShowsTheFirst(engine: EngineKind) throws {
        let r = try run(Self.source, engine, name: "tab-selection-matching-none")
        #expect(r.total("initial render").bodyEvaluations == 3)
        #expect(r.bodies("initial render", "Home") == 1)
        #expect(r.total("tap \"Settings\"").bodyEvaluations == 2)
        #expect(r.bodies("tap \"Settings\"", "Tabs") == 0)
        #expect(r.metrics("tap \"Settings\"", "Settings").created == 1)
        #expect(r.metrics("tap \"Settings\"", "Home").destroyed == 1)
    }
}

/// A tab's mark is a trait of its whole element: in `Text("Tab \(i)").tag(i).sheet(…)` the sheet is
/// tab i's, so a tab not shown has none. Each hidden tab's sheet was built (a tester's recipe app:
/// three featured pages, three sheets on one `Bool`, three details shown at once), while the same
/// sheet written before `.tag` was not.
///
/// Initial render: Tabs, the TabView's node, tab 1's sheet node: 3 (the `Text`s are no nodes).
/// "show": `show` is read by the sheet nodes' updates (Tabs passed `$show`): tab 1's sheet
/// updates and builds Detail: 2. "go to 2": the TabView updates (1); tab 1's sheet goes, tab 2's
/// comes, presenting: its node and its Detail (2): 3. "tap Tab 3", its tab item: likewise, 3.
@Suite struct TabMarkTraitTests {
    static func source(_ marks: String) -> String {
        """
        struct Detail: View { let n: Int; var body: some View { Text("Detail \\(n)") } }
        struct Tabs: View {
            @State var selection = 1
            @State var show = false
            var body: some View {
                TabView(selection: $selection) {
                    ForEach(1..<4) { i in
                        Text("Tab \\(i)")\(marks)
                    }
                }
            }
        }
        Redraw.root { Tabs() }
        Redraw.step("show") { Redraw.setState(Tabs.self, \\.show, true) }
        Redraw.step("go to 2") { Redraw.setState(Tabs.self, \\.selection, 2) }
        Redraw.tap("Tab 3")
        """
    }

    @Test(arguments: [".tag(i).sheet(isPresented: $show) { Detail(n: i) }.tabItem { Text(\"Tab \\(i)\") }",
                      ".sheet(isPresented: $show) { Detail(n: i) }.tag(i).tabItem { Text(\"Tab \\(i)\") }"],
          EngineKind.allCases)
    func aModifierAfterTheTagIsTheTabs(_ marks: String, _ engine: EngineKind) throws {
        let r = try run(Self.source(marks), engine, name: "tab-element-\(marks.hasPrefix(".tag") ? "tag-first" : "sheet-first")")
        #expect(r.total("initial render").bodyEvaluations == 3)
        #expect(r.total("show").bodyEvaluations == 2)
        #expect(r.bodies("show", "Detail") == 1)
        #expect(r.total("go to 2").bodyEvaluations == 3)
        #expect(r.metrics("go to 2", "Detail").created == 1 && r.metrics("go to 2", "Detail").destroyed == 1)
        #expect(r.total("tap \"Tab 3\"").bodyEvaluations == 3)
    }
}

/// An inert modifier between a tab item and its tag (`.tabItem { … }.badge(2).tag(1)`, as a
/// tester's shop app wrote its cart tab): the tab keeps its item's words, so `Redraw.tap("Cart")`
/// finds it (it failed with "no Button … labelled Cart"). "tap Cart": the selection is written;
/// the TabView's node reads it through the binding and updates (1), Cart's body runs as its tab
/// is built (1), Shop's goes: 2 under either engine (no model).
@Suite struct TabBadgeTests {
    @Test func aBadgeBetweenTheItemAndTheTagKeepsTheTabTappable() throws {
        let source = """
        struct Shop: View { var body: some View { Text("Shop screen") } }
        struct Cart: View { var body: some View { Text("Cart screen") } }
        struct Tabs: View {
            @State var selection = 0
            var body: some View {
                TabView(selection: $selection) {
                    Shop().tabItem { Label("Shop", systemImage: "bag") }.tag(0)
                    Cart().tabItem { Label("Cart", systemImage: "cart") }.badge(2).tag(1)
                }
            }
        }
        Redraw.root { Tabs() }
        Redraw.tap("Cart")
        Redraw.step("check") {
            let selection: Int = Redraw.state(of: Tabs.self, "selection")
            precondition(selection == 1, "\\(selection)")
        }
        """
        let r = try run(source, .push, name: "tab-badge-between")
        #expect(r.bodies("tap \"Cart\"", "Cart") == 1)
        #expect(r.total("tap \"Cart\"").bodyEvaluations == 2)
    }
}
