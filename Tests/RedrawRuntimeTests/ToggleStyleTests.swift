// A custom `ToggleStyle` makes the toggle (Styles.swift): its `makeBody` runs as the Toggle's own
// update, in a node of its own (StyledControlNode), so what it draws can be tapped — a tester's
// checklist app drew its checkmark with `.onTapGesture { configuration.isOn.toggle() }`, which no
// action could reach while `makeBody` never ran — and what it reads is the Toggle's.

import RedrawResults
import Testing

@Suite struct ToggleStyleTests {
    static let source = """
    @Observable final class Todo { var done = false; var title = "Milk" }
    struct CheckStyle: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack {
                Image(systemName: configuration.isOn ? "checkmark.circle.fill" : "circle")
                    .onTapGesture { configuration.isOn.toggle() }
                configuration.label
            }
        }
    }
    struct SystemLook: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View { Toggle(configuration) }
    }
    struct Row: View {
        @Bindable var todo: Todo
        var body: some View {
            VStack {
                Toggle(todo.title, isOn: $todo.done).toggleStyle(CheckStyle())
                Toggle("Archived", isOn: .constant(false)).toggleStyle(SystemLook())
            }
        }
    }
    let todo = Todo()
    Redraw.root { Row(todo: todo) }
    Redraw.tap("circle")
    Redraw.step("check") { precondition(todo.done, "the style's image flipped it") }
    Redraw.toggle("Milk")
    Redraw.step("check again") { precondition(!todo.done, "its label's words flipped it") }
    Redraw.tap("checkmark.circle.fill", index: 0)
    """

    /// Initial render: Row (1) and each styled Toggle, a node whose update runs its style's body
    /// (2; SystemLook's `Toggle(configuration)` is that toggle, not another control): 3.
    /// `tap "circle"`: the style's image writes `done` through the binding. Pull: the "Milk"
    /// Toggle's update read it (`configuration.isOn`) and re-runs; Row read only `todo.title`: 1.
    /// Push: Row holds the object and re-runs (1); the "Milk" Toggle's binding shows another value
    /// (1); the "Archived" one is a new `.constant` binding, which cannot be compared (1): 3.
    /// `toggle "Milk"` flips it back by its label's words: the same. The last tap looks for the
    /// image by the symbol the style drew before ("circle" again now, so "checkmark.circle.fill"
    /// is not on screen): an error naming what is.
    @Test(arguments: EngineKind.allCases)
    func aCustomStyleDrawsTheToggle(engine: EngineKind) {
        var failure = "no error"
        do { _ = try run(Self.source, engine, name: "toggle-style") } catch { failure = "\(error)" }
        #expect(failure.contains("no Button, NavigationLink, DisclosureGroup, list row, tab item, .onTapGesture or TapGesture labelled \"checkmark.circle.fill\""), "\(failure)")
        #expect(failure.contains(".onTapGesture \"circle\" at Row"), "\(failure)")
    }

    @Test(arguments: EngineKind.allCases)
    func itsReadsAreTheToggles(engine: EngineKind) throws {
        let source = Self.source.components(separatedBy: "Redraw.tap(\"checkmark.circle.fill\"").first!
        let r = try run(source, engine, name: "toggle-style-counts")
        #expect(r.total("initial render").bodyEvaluations == 3)
        #expect(r.bodies("initial render", "Toggle") == 2)
        #expect(r.total("tap \"circle\"").bodyEvaluations == (engine == .pull ? 1 : 3))
        #expect(r.bodies("tap \"circle\"", "Row") == (engine == .pull ? 0 : 1))
        #expect(r.total("toggle \"Milk\"").bodyEvaluations == (engine == .pull ? 1 : 3))
    }
}
