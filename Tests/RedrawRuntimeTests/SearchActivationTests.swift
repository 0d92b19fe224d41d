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
}
