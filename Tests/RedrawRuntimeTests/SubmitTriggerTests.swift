// `.onSubmit(of:)` runs for the fields whose return key sends one of its triggers. Apple's
// `SubmitTriggers`: `.text` "Defines triggers originating from text input controls like TextField
// and SecureField"; `.search` "Defines triggers originating from search fields constructed from
// searchable modifiers" (developer.apple.com/documentation/swiftui/submittriggers). A plain
// `.onSubmit` ran for the search field, and `Redraw.submit` of a field inside two handlers was
// refused as ambiguous, listing the first one twice with one index (trials BG-1, BG-2).

import Foundation
import RedrawResults
import Testing

@Suite struct SubmitTriggerTests {
    static let screen = """
    import SwiftUI
    struct Screen: View {
        @State private var note = ""
        @State private var query = ""
        @State private var log: [String] = []
        var body: some View {
            VStack {
                TextField("Note", text: $note)
                Text(log.joined(separator: ","))
            }
            .searchable(text: $query, prompt: "Find")
            .onSubmit { log.append("text") }
            .onSubmit(of: .search) { log.append("search") }
        }
    }
    Redraw.root { Screen() }

    """

    /// The search field submits `.search` (only the second handler runs), the text field `.text`
    /// (only the first): each submit runs one action, which writes `log`, read by Screen: 1 body.
    @Test(arguments: EngineKind.allCases)
    func eachFieldRunsTheHandlersOfItsTrigger(engine: EngineKind) throws {
        let source = Self.screen + """
        Redraw.submit("Find")
        Redraw.step("after Find") {
            precondition(Redraw.state(of: Screen.self, "log", as: [String].self) == ["search"], "the search handler alone ran")
        }
        Redraw.submit("Note")
        Redraw.step("after Note") {
            precondition(Redraw.state(of: Screen.self, "log", as: [String].self) == ["search", "text"], "the text handler alone ran")
        }
        """
        let r = try run(source, engine, name: "submit-triggers")
        #expect(r.bodies("submit \"Find\"", "Screen") == 1)
        #expect(r.bodies("submit \"Note\"", "Screen") == 1)
        #expect(r.total("after Note").bodyEvaluations == 0)
    }

    /// A plain `.onSubmit` (`.text`) around a search field alone does not run for it: the submit is
    /// refused, and the listing says why and what to write.
    @Test func aTextHandlerIsNotTheSearchFields() {
        let source = """
        import SwiftUI
        struct Screen: View {
            @State private var query = ""
            @State private var count = 0
            var body: some View {
                Text("\\(count)")
                    .searchable(text: $query, prompt: "Find")
                    .onSubmit { count += 1 }
            }
        }
        Redraw.root { Screen() }
        Redraw.submit("Find")
        """
        let message: String
        do { _ = try run(source, .pull, name: "submit-text-for-search"); message = "no error" } catch { message = "\(error)" }
        #expect(message.contains("no .onSubmit around a field, or a TextField with onCommit: labelled \"Find\"; the tree has:\n"
                                 + "  .onSubmit (\"Find\" is a search field, which submits `.search`: use `.onSubmit(of: .search)`) "
                                 + "(no words: name it \"\") at Screen"), "\(message)")
    }

    /// Two handlers of one trigger around one field: listed each once, by the label asked, with
    /// the `index:` that picks each.
    @Test func twoHandlersOfOneFieldAreListedWithTheirOwnIndices() {
        let source = """
        import SwiftUI
        struct Screen: View {
            @State private var note = ""
            var body: some View {
                VStack { TextField("Title", text: $note); TextField("Note", text: $note) }
                    .onSubmit { }
                    .onSubmit { }
            }
        }
        Redraw.root { Screen() }
        Redraw.submit("Note")
        """
        let message: String
        do { _ = try run(source, .pull, name: "submit-two-handlers"); message = "no error" } catch { message = "\(error)" }
        #expect(message.contains("2 controls labelled \"Note\" can be submitted: narrow it with `in: ViewType.self` or `index:`:\n"
                                 + "  .onSubmit \"Note\" at Screen, index: 0\n"
                                 + "  .onSubmit \"Note\" at Screen, index: 1\n"), "\(message)")
    }
}
