// API that real apps use, added when pasted app files failed to compile: the
// iOS 13 `ActionSheet`, `ToolbarContent`, StoreKit's `requestReview`, and
// `LocalizedStringKey` titles — end to end, with exact counts under both engines.

import RedrawResults
import Testing

@Suite struct APIGapTests {
    // MARK: ActionSheet: presented as the older `Alert`, its buttons tap targets while shown.

    static let actionSheets = """
    struct Doc: Identifiable { let id: Int; let name: String }
    @Observable class Library {
        var removed = 0
        var shared = 0
    }
    struct Count: View {
        var library: Library
        var body: some View { Text("\\(library.removed) removed") }
    }
    struct Screen: View {
        @State private var showing = false
        @State private var picked: Doc?
        var body: some View {
            VStack {
                Count(library: library)
                Button("Options") { showing = true }
                Button("Pick") { picked = Doc(id: 1, name: "Notes") }
            }
            .actionSheet(isPresented: $showing) {
                ActionSheet(title: Text("Options"), message: Text("Choose one"),
                            buttons: [.destructive(Text("Remove")) { library.removed += 1 }, .cancel()])
            }
            .actionSheet(item: $picked) { doc in
                ActionSheet(title: Text(doc.name), buttons: [.default(Text("Share \\(doc.name)")) { library.shared += 1 }])
            }
        }
    }
    let library = Library()
    Redraw.root { Screen() }
    Redraw.tap("Options")
    Redraw.tap("Remove")
    Redraw.tap("Pick")
    Redraw.tap("Share Notes")
    """

    @Test(arguments: EngineKind.allCases)
    func actionSheetsArePresentedByTheirBindingOrItem(_ engine: EngineKind) throws {
        let r = try run(Self.actionSheets, engine, name: "action-sheets")
        // Initial render: Screen, Count, and the two sheets' own nodes (content not built): 4.
        #expect(r.total("initial render").bodyEvaluations == 4)
        #expect(r.bodies("initial render", "actionSheet") == 2)
        // tap "Options": `showing` is read only by the first sheet's node, through `$showing`
        // (creating a binding reads nothing): that node alone (1); its buttons are built as leaves.
        #expect(r.total("tap \"Options\"").bodyEvaluations == 1)
        #expect(r.bodies("tap \"Options\"", "actionSheet") == 1)
        // tap "Remove" (a button of the shown sheet): `removed` re-runs Count (pull: it read it; push:
        // it observes the library), and the tap sets `showing` back: the sheet's node (1). Screen 0.
        #expect(r.bodies("tap \"Remove\"", "Count") == 1)
        #expect(r.bodies("tap \"Remove\"", "actionSheet") == 1)
        #expect(r.bodies("tap \"Remove\"", "Screen") == 0)
        // tap "Pick": `picked` is read by the second sheet's node alone (1).
        #expect(r.total("tap \"Pick\"").bodyEvaluations == 1)
        // tap "Share Notes" (labelled from the item): the sheet ends (picked = nil: its node, 1);
        // `shared` is read by nobody under pull, while under push Count observes the library (1).
        #expect(r.bodies("tap \"Share Notes\"", "actionSheet") == 1)
        #expect(r.bodies("tap \"Share Notes\"", "Count") == (engine == .push ? 1 : 0))
    }
}
