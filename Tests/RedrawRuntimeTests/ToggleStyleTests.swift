// A custom `ToggleStyle` makes the toggle (Styles.swift): its `makeBody` runs where the toggle
// sits, as part of the holding body, so what it draws can be tapped — a tester's checklist app
// drew its checkmark with `.onTapGesture { configuration.isOn.toggle() }`, which no action could
// reach while `makeBody` never ran.

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

    /// Initial render: Row (1); the "Milk" toggle is its style's body, part of Row's, with no node
    /// of its own; the plain `Toggle(configuration)` that SystemLook shows is a control node (1): 2.
    /// `tap "circle"`: the style's image writes `done` through the binding. Pull: Row read it (the
    /// style's `configuration.isOn`, in Row's body) and re-runs (1); the "Archived" control updates
    /// with the body that declares it (1): 2. Push: Row holds the object (1), the same control (1): 2.
    /// `toggle "Milk"` flips it back by its label's words: the same 2. The last tap finds the image
    /// by its symbol as the style now draws it ("circle" again, so "checkmark.circle.fill" is not on
    /// screen): an error naming what is.
    @Test(arguments: EngineKind.allCases)
    func aCustomStyleDrawsTheToggle(engine: EngineKind) {
        var failure = "no error"
        do { _ = try run(Self.source, engine, name: "toggle-style") } catch { failure = "\(error)" }
        #expect(failure.contains("no Button, NavigationLink or .onTapGesture labelled \"checkmark.circle.fill\""), "\(failure)")
        #expect(failure.contains(".onTapGesture \"circle\" at Row"), "\(failure)")
    }

    @Test(arguments: EngineKind.allCases)
    func itsCountsAreTheHoldingBodys(engine: EngineKind) throws {
        let source = Self.source.components(separatedBy: "Redraw.tap(\"checkmark.circle.fill\"").first!
        let r = try run(source, engine, name: "toggle-style-counts")
        #expect(r.total("initial render").bodyEvaluations == 2)
        #expect(r.bodies("initial render", "Row") == 1)
        #expect(r.total("tap \"circle\"").bodyEvaluations == 2)
        #expect(r.bodies("tap \"circle\"", "Row") == 1)
        #expect(r.total("toggle \"Milk\"").bodyEvaluations == 2)
    }
}
