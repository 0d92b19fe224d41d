// A body whose type adds nothing to its node (View._addsNothing: leaves,
// stacks, tuples, conditionals and inert modifiers of leaves) is run without
// being expanded. The fast path must be taken where it holds, and nowhere
// else: a stack that also holds a control, a user view or a lifecycle
// modifier still gives its node the action target, the child node and the
// callback — each a count below that would change if it did not.

import RedrawResults
import Testing

@Suite struct AddsNothingTests {
    static let source = """
    @Observable final class Model {
        var n = 0
        var shown = true
        var taps = 0
        var appeared = 0
    }
    struct Leaves: View {
        var model: Model
        var body: some View { HStack { Image(systemName: "star"); Text("\\(model.n)").bold() } }
    }
    struct WithButton: View {
        var model: Model
        var body: some View { HStack { Text("\\(model.n)"); Button("Tap") { model.taps += 1 } } }
    }
    struct Child: View {
        var model: Model
        var body: some View { Text("child \\(model.n)") }
    }
    struct WithChild: View {
        var model: Model
        var body: some View { VStack { Text("\\(model.n)"); if model.shown { Child(model: model) } } }
    }
    struct WithAppear: View {
        var model: Model
        var body: some View { HStack { Text("\\(model.n)").onAppear { model.appeared += 1 } } }
    }
    struct Screen: View {
        var model: Model
        var body: some View {
            VStack {
                Leaves(model: model)
                WithButton(model: model)
                WithChild(model: model)
                WithAppear(model: model)
            }
        }
    }

    let model = Model()
    Redraw.root { Screen(model: model) }
    Redraw.step("types") {
        precondition(Leaves.Body._addsNothing, "a stack of leaves and an inert modifier adds nothing")
        precondition(Child.Body._addsNothing, "a text adds nothing")
        precondition(!WithButton.Body._addsNothing, "a stack with a button adds its action target")
        precondition(!WithChild.Body._addsNothing, "a stack with an if of a user view adds the child")
        precondition(!WithAppear.Body._addsNothing, "onAppear adds a lifecycle callback")
        precondition(!Screen.Body._addsNothing, "user views are children")
        precondition(model.appeared == 1, "the onAppear inside the stack ran at the initial render")
    }
    Redraw.step("write") { model.n += 1 }
    Redraw.tap("Tap")
    Redraw.step("hide") { model.shown = false }
    Redraw.step("after") { precondition(model.taps == 1, "the button inside the stack was found and tapped") }
    """

    static let views = ["Screen", "Leaves", "WithButton", "WithChild", "Child", "WithAppear"]

    @Test func pull() throws {
        let run = try run(Self.source, .pull, name: "adds-nothing")
        // Initial render: every view is created and evaluated once (`appeared`, which the
        // `.onAppear` writes, is read by no body).
        for view in Self.views { #expect(run.bodies("initial render", view) == 1, "\(view)") }
        // "types" writes nothing: no body runs (the preconditions would have ended the child).
        #expect(run.total("types").bodyEvaluations == 0)
        // `n` is read by every view but Screen: each of them runs once (rule: a tracked read of a
        // changed property invalidates its reader), whether or not its body is expanded.
        #expect(run.bodies("write", "Screen") == 0)
        for view in Self.views.dropFirst() { #expect(run.bodies("write", view) == 1, "\(view)") }
        // The tap writes `taps`, which no body read.
        #expect(run.total("tap \"Tap\"").bodyEvaluations == 0)
        // `shown` is read by WithChild only: it runs, and its `if` drops Child.
        #expect(run.total("hide").bodyEvaluations == 1)
        #expect(run.bodies("hide", "WithChild") == 1)
        #expect(run.metrics("hide", "Child").destroyed == 1)
    }

    @Test func push() throws {
        let run = try run(Self.source, .push, name: "adds-nothing")
        // Initial render: each view once, then the `.onAppear`'s write of `appeared` sends
        // `objectWillChange` to all six holders, and the pass after the callbacks runs each again.
        for view in Self.views { #expect(run.bodies("initial render", view) == 2, "\(view)") }
        #expect(run.total("types").bodyEvaluations == 0)
        // Push: every view holds the model (`@ObservedObject` in the push form), so each write's
        // `objectWillChange` invalidates all six; each runs once in the pass.
        for view in Self.views { #expect(run.bodies("write", view) == 1, "\(view)") }
        for view in Self.views { #expect(run.bodies("tap \"Tap\"", view) == 1, "\(view)") }
        // "hide": the five left run; Child is destroyed, not run.
        for view in Self.views where view != "Child" { #expect(run.bodies("hide", view) == 1, "\(view)") }
        #expect(run.bodies("hide", "Child") == 0)
        #expect(run.metrics("hide", "Child").destroyed == 1)
    }
}
