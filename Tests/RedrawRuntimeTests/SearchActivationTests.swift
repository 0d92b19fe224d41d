// Search activation: typing into a `.searchable` field activates its search, so the views inside
// the modifier's content read `\.isSearching` as true and those that read it re-run;
// `\.dismissSearch` ends it, clears the text and writes an iOS 17 `isPresented:` binding false
// (SearchSession.swift; Apple's `DismissSearchAction`: "Sets isSearching to false. Clears any text
// from the search field. Removes focus from the search field"). `\.isSearching` was always false,
// and the searching branch of Apple's own example was never built (trial BG-3).

import Foundation
import RedrawResults
import Testing

@Suite struct SearchActivationTests {
    static let source = """
    struct SearchedView: View {
        @Environment(\\.isSearching) private var isSearching
        @Environment(\\.dismissSearch) private var dismissSearch
        var body: some View {
            VStack {
                if isSearching {
                    Results()
                    Button("Done") { dismissSearch() }
                } else {
                    Text("Recent")
                }
            }
        }
    }
    struct Results: View { var body: some View { Text("results") } }
    struct Outside: View {
        @Environment(\\.isSearching) private var isSearching
        var body: some View { Text(isSearching ? "searching" : "idle") }
    }
    struct Screen: View {
        @State private var text = ""
        var body: some View {
            VStack {
                SearchedView().searchable(text: $text, prompt: "Cities")
                Outside()
            }
        }
    }
    Redraw.root { Screen() }
    Redraw.type("Cities", "Os")
    Redraw.tap("Done")
    """

    /// No model: both engines run the file as written. Screen holds the text but reads it only
    /// through the binding, so its writes re-run the search field's node alone.
    @Test(arguments: EngineKind.allCases)
    func typingActivatesTheSearchAndDismissingEndsIt(engine: EngineKind) throws {
        let r = try run(Self.source, engine, name: "search-activation")
        let typed = "type \"Os\" into \"Cities\""
        // Typing (2 frames): the first keystroke activates the search: SearchedView reads
        // `isSearching`, re-runs for it (not for a parent) and builds Results; Outside is not in
        // the modifier's content and does not re-run; Screen's body does not run.
        #expect(r.bodies(typed, "SearchedView") == 1)
        #expect(r.step(typed).counts.causes[.systemEnvironment("the search around it was activated (typing into the field)")]?["SearchedView"] == 1)
        #expect(r.metrics(typed, "Results").created == 1)
        #expect(r.bodies(typed, "Outside") == 0)
        #expect(r.bodies(typed, "Screen") == 0)
        #expect(r.bodies(typed, "searchable") == 2)
        // "Done" calls `dismissSearch`: the search ends (SearchedView re-runs, Results goes) and the
        // text is cleared (the field's node re-runs once).
        #expect(r.bodies("tap \"Done\"", "SearchedView") == 1)
        #expect(r.metrics("tap \"Done\"", "Results").destroyed == 1)
        #expect(r.bodies("tap \"Done\"", "searchable") == 1)
        #expect(r.bodies("tap \"Done\"", "Outside") == 0)
    }

    /// iOS 17's `isPresented:` is written with the search: true at the first keystroke, false at
    /// `dismissSearch`; Screen reads it, so it re-runs at each. The text typed is cleared.
    @Test(arguments: EngineKind.allCases)
    func anIsPresentedBindingIsWrittenWithTheSearch(engine: EngineKind) throws {
        let source = """
        struct SearchedView: View {
            @Environment(\\.dismissSearch) private var dismissSearch
            var body: some View { Button("Done") { dismissSearch() } }
        }
        struct Screen: View {
            @State private var text = ""
            @State private var presented = false
            var body: some View {
                VStack {
                    Text(presented ? "presented" : "hidden")
                    SearchedView().searchable(text: $text, isPresented: $presented, prompt: "Cities")
                }
            }
        }
        Redraw.root { Screen() }
        Redraw.type("Cities", "Os")
        Redraw.step("check the search") {
            precondition(Redraw.state(of: Screen.self, "presented", as: Bool.self), "the search is presented")
        }
        Redraw.tap("Done")
        Redraw.step("check it ended") {
            precondition(!Redraw.state(of: Screen.self, "presented", as: Bool.self), "the search was dismissed")
            precondition(Redraw.state(of: Screen.self, "text", as: String.self).isEmpty, "the text was cleared")
        }
        """
        let r = try run(source, engine, name: "search-is-presented")
        #expect(r.bodies("type \"Os\" into \"Cities\"", "Screen") == 1)
        #expect(r.bodies("tap \"Done\"", "Screen") == 1)
        // The checks trapped if a value was not as said.
        #expect(r.total("check it ended").bodyEvaluations == 0)
    }

    /// What the app writes to `isPresented:` activates and ends the search (SearchPresence.swift;
    /// Apple, "Managing search interface activation": "Activate or deactivate the interface using
    /// a binding that you provide to the searchable modifier"). The system reads the binding, not
    /// Screen's body (it only makes `$presented`), so a write re-runs no body of the app's but
    /// those that read `\.isSearching`; the search starts after the pass that read the write, in
    /// the same frame, as a sheet is presented. "Search and sort" also writes `sorted`, which
    /// Screen reads: Screen re-runs in the pass, and the search it starts still reaches
    /// SearchedView in that frame.
    static let presentedByTheApp = """
    struct SearchedView: View {
        @Environment(\\.isSearching) private var isSearching
        var body: some View {
            if isSearching { Results() } else { Text("Recent") }
        }
    }
    struct Results: View { var body: some View { Text("results") } }
    struct Screen: View {
        @State private var text = ""
        @State private var presented = false
        @State private var sorted = false
        var body: some View {
            VStack {
                Text(sorted ? "sorted" : "unsorted")
                Button("Search") { presented = true }
                Button("Search and sort") { presented = true; sorted = true }
                Button("Close") { presented = false }
                SearchedView().searchable(text: $text, isPresented: $presented, prompt: "Cities")
            }
        }
    }
    Redraw.root { Screen() }
    Redraw.tap("Search")
    Redraw.type("Cities", "Os")
    Redraw.tap("Close")
    Redraw.step("check it ended") {
        precondition(Redraw.state(of: Screen.self, "text", as: String.self).isEmpty, "the text was cleared")
    }
    Redraw.tap("Search and sort")
    """

    @Test(arguments: EngineKind.allCases)
    func theAppsWritesToIsPresentedActivateAndEndTheSearch(engine: EngineKind) throws {
        let r = try run(Self.presentedByTheApp, engine, name: "search-presented-by-the-app")
        // "Search": the binding's reader (never counted) activates the search; SearchedView reads
        // `isSearching`, re-runs for it and builds Results; Screen does not re-run.
        #expect(r.bodies("tap \"Search\"", "SearchedView") == 1)
        #expect(r.step("tap \"Search\"").counts.causes[.systemEnvironment("the search around it was activated (the app set `isPresented`)")]?["SearchedView"] == 1)
        #expect(r.metrics("tap \"Search\"", "Results").created == 1)
        #expect(r.bodies("tap \"Search\"", "Screen") == 0)
        // Typing into an active search activates nothing more: the field's node alone re-runs.
        #expect(r.bodies("type \"Os\" into \"Cities\"", "SearchedView") == 0)
        #expect(r.bodies("type \"Os\" into \"Cities\"", "searchable") == 2)
        // "Close" writes false: the search ends as `dismissSearch` ends it — SearchedView re-runs,
        // Results goes, and the text is cleared (the field's node re-runs once).
        #expect(r.bodies("tap \"Close\"", "SearchedView") == 1)
        #expect(r.metrics("tap \"Close\"", "Results").destroyed == 1)
        #expect(r.bodies("tap \"Close\"", "searchable") == 1)
        #expect(r.bodies("tap \"Close\"", "Screen") == 0)
        #expect(r.total("check it ended").bodyEvaluations == 0)
        // "Search and sort": Screen re-runs for `sorted` (SearchedView, no inputs, is skipped),
        // then the binding's reader activates the search, which reaches SearchedView all the same.
        #expect(r.bodies("tap \"Search and sort\"", "Screen") == 1)
        #expect(r.bodies("tap \"Search and sort\"", "SearchedView") == 1)
        #expect(r.metrics("tap \"Search and sort\"", "Results").created == 1)
    }

    /// A binding true from the start: the content is built before the search is presented, so
    /// SearchedView runs once as created and once more for the search, in the initial render
    /// (Apple does not say which value a search presented at once shows its content first; README).
    @Test func aBindingTrueFromTheStartPresentsTheSearchInTheFirstFrame() throws {
        let source = Self.presentedByTheApp
            .replacingOccurrences(of: "@State private var presented = false", with: "@State private var presented = true")
        let r = try run(source, .pull, name: "search-presented-at-once")
        #expect(r.bodies("initial render", "SearchedView") == 2)
        #expect(r.metrics("initial render", "Results").created == 1)
        #expect(r.bodies("initial render", "Screen") == 1)
    }
}
