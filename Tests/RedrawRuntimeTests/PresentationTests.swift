// Presentations end to end under both engines: a `NavigationLink` (by value,
// with `.navigationDestination`, and with a destination) pushed by tapping its
// label — a row view of the user's own — and popped by the destination's
// `\.dismiss` or `Redraw.dismiss()`; a sheet presented by its binding and
// dismissed, with its `onDismiss`.

import RedrawResults
import Testing

@Suite struct PresentationTests {
    static let source = """
@Observable final class Store {
    var items = ["Milk", "Eggs", "Bread"]
    var notes = ""
    var showSettings = false
    var settingsClosed = 0
}

struct DetailView: View {
    let store: Store
    let name: String
    @Environment(\\.dismiss) private var dismiss
    var body: some View {
        VStack {
            Text(name)
            TextField("Notes", text: Bindable(store).notes)
            Button("Done") { dismiss() }
        }
    }
}

struct SettingsSheet: View {
    let store: Store
    var body: some View { Text("\\(store.items.count) items") }
}

struct ItemRow: View {
    let name: String
    var body: some View { Text(name) }
}

struct RootView: View {
    @State private var store = Store()
    var body: some View {
        NavigationStack {
            List(store.items, id: \\.self) { name in
                NavigationLink(value: name) { ItemRow(name: name) }
            }
            .navigationDestination(for: String.self) { name in DetailView(store: store, name: name) }
            Button("Settings") { store.showSettings = true }
            NavigationLink("About") { Text("About") }
        }
        .sheet(isPresented: Bindable(store).showSettings, onDismiss: { store.settingsClosed += 1 }) {
            SettingsSheet(store: store)
        }
    }
}

Redraw.root { RootView() }
Redraw.tap("Eggs")
Redraw.type("Notes", "fresh")
Redraw.tap("Done")
Redraw.tap("Settings")
Redraw.dismiss()
Redraw.tap("About")
Redraw.dismiss()
"""

    @Test(arguments: EngineKind.allCases)
    func linksAndSheets(engine: EngineKind) throws {
        let r = try run(Self.source, engine, name: "presentations")
        let pull = engine == .pull
        // Initial render: RootView, the List, its 3 row links and their ItemRows, the "About"
        // link, the (dismissed) Sheet: 1 + 1 + 3 + 3 + 1 + 1 = 10. Links and the sheet are
        // built-in nodes, counted with the controls.
        #expect(r.total("initial render").bodyEvaluations == 10)
        // Tapping "Eggs" (the words of its ItemRow label) pushes it: that link's node updates
        // and builds DetailView and its TextField; RootView's body does not run: 3.
        #expect(r.total("tap \"Eggs\"").bodyEvaluations == 3)
        #expect(r.bodies("tap \"Eggs\"", "RootView") == 0)
        #expect(r.metrics("tap \"Eggs\"", "DetailView").created == 1)
        // Typing the notes: pull, the TextField alone (5). Push: `notes` sends to RootView
        // (@StateObject) and DetailView (@ObservedObject): RootView, the List, the Sheet,
        // DetailView, the TextField: 5 a frame (the 3 `value:` links have equal values and labels,
        // the "About" link an equal destination, `Text("About")`, and label: all skipped).
        #expect(r.total("type \"fresh\" into \"Notes\"").bodyEvaluations == (pull ? 5 : 25))
        // "Done" calls the destination's `dismiss()`: the link pops; DetailView goes: 1.
        #expect(r.total("tap \"Done\"").bodyEvaluations == 1)
        #expect(r.metrics("tap \"Done\"", "DetailView").destroyed == 1)
        // "Settings" writes `showSettings`. Pull: only the Sheet's node read it (the binding was
        // made, not read, in RootView's body): the Sheet and the new SettingsSheet, 2. Push:
        // RootView and what it holds (List, Sheet; the "About" link is equal) and the SettingsSheet: 4.
        #expect(r.total("tap \"Settings\"").bodyEvaluations == (pull ? 2 : 4))
        #expect(r.metrics("tap \"Settings\"", "SettingsSheet").created == 1)
        // `Redraw.dismiss()` ends the topmost presentation, the sheet: `showSettings = false`,
        // then `onDismiss` writes `settingsClosed`. Pull: the Sheet, 1 (nobody reads
        // settingsClosed). Push: each write sends and each pass re-runs RootView, the List
        // and the Sheet: 3 + 3.
        #expect(r.total("dismiss").bodyEvaluations == (pull ? 1 : 6))
        #expect(r.metrics("dismiss", "SettingsSheet").destroyed == 1)
        // The "About" link pushes a Text (no node of its own) and `dismiss` pops it: 1 each.
        #expect(r.total("tap \"About\"").bodyEvaluations == 1)
        #expect(r.total("dismiss (2)").bodyEvaluations == 1)
    }

    /// With nothing presented, `Redraw.dismiss()` is an error at its line.
    @Test func dismissWithNothingPresentedIsAnError() {
        let source = Self.source.components(separatedBy: "Redraw.root").first! + "Redraw.root { RootView() }\nRedraw.dismiss()\n"
        do {
            _ = try run(source, .pull, name: "presentations-none")
            Issue.record("no error")
        } catch {
            #expect("\(error)".contains("nothing is presented to dismiss"))
        }
    }

    /// `Redraw.dismiss()` is the user's swipe: a sheet whose content says
    /// `.interactiveDismissDisabled(true)` cannot be swiped away on a device, so the action is
    /// refused at its line, naming the mark (a tester's edit sheet closed, its `onDismiss` ran, and
    /// nothing said so); the sheet's own button still ends it. With `false`, the swipe works.
    @Test func aSheetThatRefusesTheSwipeRefusesDismiss() throws {
        func source(_ disabled: Bool) -> String {
            """
            struct Editor: View {
                @Environment(\\.dismiss) var dismiss
                var body: some View { Button("Cancel") { dismiss() }.interactiveDismissDisabled(\(disabled)) }
            }
            struct Screen: View {
                @State var showing = false
                var body: some View { Button("Edit") { showing = true }.sheet(isPresented: $showing) { Editor() } }
            }
            Redraw.root { Screen() }
            Redraw.tap("Edit")
            Redraw.dismiss()
            """
        }
        var failure = "no error"
        do { _ = try run(source(true), .pull, name: "dismiss-disabled") } catch { failure = "\(error)" }
        #expect(failure.contains(":11:") && failure.contains("`.interactiveDismissDisabled(true)` in its content"), "\(failure)")
        // Not marked: the swipe ends the sheet, and Editor goes.
        let r = try run(source(false), .pull, name: "dismiss-enabled")
        #expect(r.metrics("dismiss", "Editor").destroyed == 1)
        // Marked, the sheet's own button still ends it.
        let byButton = source(true).replacingOccurrences(of: "Redraw.dismiss()", with: "Redraw.tap(\"Cancel\")")
        let tapped = try run(byButton, .pull, name: "dismiss-disabled-button")
        #expect(tapped.metrics("tap \"Cancel\"", "Editor").destroyed == 1)
    }

    /// `@Environment(\.presentationMode)`, the older `dismiss`: presented inside the sheet only,
    /// and `presentationMode.wrappedValue.dismiss()` ends it as `dismiss()` would.
    @Test(arguments: EngineKind.allCases)
    func presentationModeIsTheOlderDismiss(_ engine: EngineKind) throws {
        let source = """
        struct Screen: View {
            @State private var showing = false
            var body: some View {
                VStack {
                    Button("Edit") { showing = true }
                    Status()
                }
                .sheet(isPresented: $showing) { Editor() }
            }
        }
        struct Status: View {
            @Environment(\\.presentationMode) var mode
            var body: some View { Button(mode.wrappedValue.isPresented ? "in a sheet" : "at the root") {} }
        }
        struct Editor: View {
            @Environment(\\.presentationMode) var presentationMode
            var body: some View {
                Button(presentationMode.wrappedValue.isPresented ? "Done" : "Stuck") { presentationMode.wrappedValue.dismiss() }
            }
        }
        Redraw.root { Screen() }
        Redraw.tap("at the root")
        Redraw.tap("Edit")
        Redraw.tap("Done")
        """
        let r = try run(source, engine, name: "presentation-mode")
        // Initial render: Screen, Status, the sheet's node; the editor is not built.
        #expect(r.total("initial render").bodyEvaluations == 3)
        // tap "Edit": `showing` is read by the sheet's node alone; it builds Editor, whose button
        // says "Done" (it is presented). Status keeps its mode (equal): not re-run.
        #expect(r.bodies("tap \"Edit\"", "Sheet") == 1)
        #expect(r.bodies("tap \"Edit\"", "Editor") == 1)
        #expect(r.total("tap \"Edit\"").bodyEvaluations == 2)
        // tap "Done": the sheet ends (`showing` back to false), Editor is destroyed.
        #expect(r.bodies("tap \"Done\"", "Sheet") == 1)
        #expect(r.metrics("tap \"Done\"", "Editor").destroyed == 1)
        #expect(r.total("tap \"Done\"").bodyEvaluations == 1)
    }
}
