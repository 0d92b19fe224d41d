// FocusTests: the workload puts the cursor in a field as a user does — `Redraw.type` and
// `Redraw.submit` first write what the field's `.focused` says — so an app's `.onSubmit`
// that switches on the focused field runs the branch it runs on a device.

import RedrawResults
import Testing

@Suite struct FocusTests {
    static let source = """
    struct SignUp: View {
        enum Field { case first, last }
        @State private var first = ""
        @State private var last = ""
        @State private var created = 0
        @FocusState private var focused: Field?
        var body: some View {
            VStack {
                TextField("First name", text: $first)
                    .focused($focused, equals: .first)
                    .border(focused == .first ? Color.blue : Color.gray)
                TextField("Last name", text: $last)
                    .focused($focused, equals: .last)
                Text("created \\(created)")
            }
            .onSubmit {
                switch focused {
                case .first: focused = .last
                case .last: created += 1
                case nil: break
                }
            }
        }
    }
    Redraw.root { SignUp() }
    Redraw.type("First name", "Ada")
    Redraw.submit("First name")
    Redraw.type("Last name", "L")
    Redraw.submit("Last name")
    Redraw.step("check") {
        let created: Int = Redraw.state(of: SignUp.self, "created")
        precondition(created == 1, "the last name's submit created the account: \\(created)")
    }
    """

    /// Apple's sign-up pattern (`.onSubmit` switching on the `@FocusState`). Before, no workload
    /// action focused a field: `focused` stayed nil and each submit ran the `nil` branch.
    /// Initial render: SignUp and its two fields: 3.
    /// "type Ada" (3 frames): frame 1 focuses the first field — `focused` nil → `.first`, read by
    /// SignUp (its border): SignUp re-runs — and types "A": the first field's update; frames 2, 3:
    /// the field alone. SignUp 1, fields 3: 4.
    /// "submit First name": focus is already there (an equal write notifies nobody); the
    /// `.onSubmit` moves it to `.last`, which SignUp read: SignUp 1.
    /// "type L" (1 frame): focus already `.last` (the submit moved it); the last field's update: 1.
    /// "submit Last name": `created += 1`, read by SignUp: 1.
    @Test(arguments: EngineKind.allCases)
    func typingAndSubmittingFocusTheField(engine: EngineKind) throws {
        let r = try run(Self.source, engine, name: "focus-on-type")
        #expect(r.total("initial render").bodyEvaluations == 3)
        #expect(r.bodies("type \"Ada\" into \"First name\"", "SignUp") == 1)
        #expect(r.total("type \"Ada\" into \"First name\"").bodyEvaluations == 4)
        #expect(r.total("submit \"First name\"").bodyEvaluations == 1)
        #expect(r.total("type \"L\" into \"Last name\"").bodyEvaluations == 1)
        #expect(r.bodies("submit \"Last name\"", "SignUp") == 1)
    }
}
