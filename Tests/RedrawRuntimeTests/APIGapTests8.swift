// API that real apps used, added when a tester's pasted files failed to compile (the eighth
// batch): `@FocusState.Binding` in a child component, `TextField(_:value:format:)` over an
// optional, iOS 16's formatted `Stepper`, SwiftData's model identity, undo manager and schema
// versioning, `CGColor` (`Color.cgColor`, `UIColor.cgColor`), and the `UserNotifications`
// module — end to end, under both engines.

import RedrawBuild
import RedrawResults
import Testing

@Suite struct APIGapTests8 {
    static let focusBinding = #"""
    import SwiftUI
    // A sign-up form whose fields are a child component, focused through the parent's @FocusState.
    enum Field: Hashable { case name, email }
    struct SignUpForm: View {
        @FocusState private var focus: Field?
        @State private var submits = 0
        var body: some View {
            VStack {
                NameFields(focus: $focus)
                FocusHint(focused: $focus)
                Text("Submitted \(submits)")
                Button("Start") { focus = .name }
                Button("Submit") { submits += 1; focus = nil }
            }
        }
    }
    struct NameFields: View {
        @FocusState.Binding var focus: Field?
        @State private var name = ""
        @State private var email = ""
        var body: some View {
            TextField("Name", text: $name)
                .focused($focus, equals: .name)
                .onSubmit { focus = .email }
            TextField("Email", text: $email)
                .focused($focus, equals: .email)
            Text(focus == .email ? "Editing email" : "Not on email")
        }
    }
    struct FocusHint: View {
        @FocusState.Binding var focused: Field?
        init(focused: FocusState<Field?>.Binding) { _focused = focused }
        var body: some View { Text(focused == nil ? "No field" : "A field") }
    }
    Redraw.root { SignUpForm() }
    Redraw.tap("Start")
    Redraw.submit("Name")
    Redraw.tap("Submit")
    Redraw.tap("Submit")
    """#

    /// `@FocusState.Binding var focus` compiles as a property wrapper in a child (the memberwise
    /// initialiser takes the parent's `$focus`; an explicit one sets `_focused`), and keeps
    /// `@FocusState`'s rules: a body that read the focus through it re-runs when the parent's box
    /// changes, the parent's body (which only writes it) does not, an equal write notifies nobody,
    /// and a parent's re-run hands the child the same box, an equal input.
    ///
    /// Initial render: SignUpForm, NameFields, FocusHint and the two TextField controls: 5.
    /// "tap Start": `focus = .name` (nil → .name); NameFields (`focus == .email`) and FocusHint
    /// (`focused == nil`) read it through their bindings; SignUpForm never read it: 2.
    /// "submit Name": the field's `.onSubmit` writes `.email` through the child's binding: the same
    /// two readers: 2.
    /// "tap Submit": `submits += 1` (SignUpForm read it) and `focus = nil`: SignUpForm, and the two
    /// readers of the focus, each once (the new structs SignUpForm makes hold the same box): 3.
    /// "tap Submit" again: `submits` changes, `focus = nil` is an equal write: SignUpForm alone — its
    /// children's bindings are equal inputs, so neither re-runs: 1.
    @Test(arguments: EngineKind.allCases)
    func focusStateBindingInAChild(engine: EngineKind) throws {
        let r = try run(Self.focusBinding, engine, name: "api-gaps-8-focus-binding")
        #expect(r.total("initial render").bodyEvaluations == 5)
        #expect(r.bodies("tap \"Start\"", "NameFields") == 1)
        #expect(r.bodies("tap \"Start\"", "FocusHint") == 1)
        #expect(r.total("tap \"Start\"").bodyEvaluations == 2)
        #expect(r.bodies("submit \"Name\"", "NameFields") == 1)
        #expect(r.total("submit \"Name\"").bodyEvaluations == 2)
        #expect(r.bodies("tap \"Submit\"", "SignUpForm") == 1)
        #expect(r.total("tap \"Submit\"").bodyEvaluations == 3)
        #expect(r.bodies("tap \"Submit\" (2)", "SignUpForm") == 1)
        #expect(r.total("tap \"Submit\" (2)").bodyEvaluations == 1)
    }
}
