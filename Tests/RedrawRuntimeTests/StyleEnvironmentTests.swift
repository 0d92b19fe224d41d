// A style's own `@Environment` (StyleEnvironment.swift): resolved where the styled control
// sits, inside the modifiers around it, and a dependency of the body that holds the control.
// Apple documents `isEnabled` as "A Boolean value that indicates whether the view associated
// with this environment allows user interaction", set false by `disabled(_:)` for the view it
// modifies and everything inside it; a style reading it is how design systems grey out a
// disabled button. A tester's `PillStyle` read the default environment (always enabled), and
// the bar holding the button never re-ran when `.disabled(busy)` changed above it.

import RedrawResults
import Testing

@Suite struct StyleEnvironmentTests {
    static let source = """
    var opacities: [Double] = []
    struct PillStyle: ButtonStyle {
        @Environment(\\.isEnabled) var isEnabled
        func makeBody(configuration: Configuration) -> some View {
            opacities.append(isEnabled ? 1 : 0.4)
            return configuration.label.opacity(isEnabled ? 1 : 0.4)
        }
    }
    struct SaveBar: View {
        var body: some View { Button("Save") { }.buttonStyle(PillStyle()) }
    }
    struct InlineBar: View {
        var busy: Bool
        var body: some View { Button("Send") { }.buttonStyle(PillStyle()).disabled(busy) }
    }
    struct Screen: View {
        @State var busy = false
        var body: some View {
            VStack {
                Toggle("Busy", isOn: $busy)
                SaveBar().disabled(busy)
                InlineBar(busy: busy)
                SaveBar().disabled(true)
            }
        }
    }
    Redraw.root { Screen() }
    Redraw.step("check the first render") {
        precondition(opacities == [1, 1, 0.4], "\\(opacities)")
        opacities = []
    }
    Redraw.toggle("Busy")
    Redraw.step("check the toggle") {
        precondition(opacities == [0.4, 0.4], "\\(opacities)")
    }
    """

    /// The initial render: SaveBar, InlineBar and the always-disabled SaveBar each run their
    /// style with the environment at their button: enabled, enabled, disabled (the check step).
    /// `toggle "Busy"`: Screen re-runs for its `@State` (1) and the Toggle control for its
    /// binding (1). The first SaveBar is handed an equal struct, but `isEnabled` at its button
    /// changed, which its style read: it re-runs (1) and its style sees false. InlineBar gets a
    /// new `busy` and re-runs (1), its style inside `.disabled(true)` of its own body. The last
    /// SaveBar's button stays disabled whatever `busy` is (`.disabled(true)` above it): skipped,
    /// no body. 4 bodies, alike under both engines (no model is read). The styles log what they
    /// drew in a global, which the check steps read.
    @Test(arguments: EngineKind.allCases)
    func aStyleReadsTheEnvironmentAtItsControlAndItsHolderDependsOnIt(engine: EngineKind) throws {
        let r = try run(Self.source, engine, name: "style-environment")
        #expect(r.bodies("toggle \"Busy\"", "SaveBar") == 1)
        #expect(r.bodies("toggle \"Busy\"", "InlineBar") == 1)
        #expect(r.bodies("toggle \"Busy\"", "Screen") == 1)
        #expect(r.total("toggle \"Busy\"").bodyEvaluations == 4)
        #expect(r.total("toggle \"Busy\"").staleViews == 0)
    }

    /// A custom `ToggleStyle` runs as its Toggle's own update (StyledControlNode): its
    /// `@Environment` is the Toggle's. `tap "Lock"`: Screen re-runs for `locked` (1) and hands the
    /// "Wi-Fi" Toggle the same binding and label under `.disabled(true)` now: its style's
    /// `isEnabled` changed, so the Toggle updates (1) and draws dimmed. The "Lock" button is
    /// not styled: no control body. 2 bodies, under both engines.
    @Test(arguments: EngineKind.allCases)
    func aToggleStylesEnvironmentIsItsToggles(engine: EngineKind) throws {
        let source = """
        var dimmed: [Bool] = []
        struct DimStyle: ToggleStyle {
            @Environment(\\.isEnabled) var isEnabled
            func makeBody(configuration: Configuration) -> some View {
                dimmed.append(!isEnabled)
                return configuration.label.opacity(isEnabled ? 1 : 0.4)
            }
        }
        struct Screen: View {
            @State var wifi = true
            @State var locked = false
            var body: some View {
                VStack {
                    Button("Lock") { locked = true }
                    Toggle("Wi-Fi", isOn: $wifi).toggleStyle(DimStyle()).disabled(locked)
                }
            }
        }
        Redraw.root { Screen() }
        Redraw.tap("Lock")
        Redraw.step("check") { precondition(dimmed == [false, true], "\\(dimmed)") }
        """
        let r = try run(source, engine, name: "toggle-style-environment")
        #expect(r.bodies("tap \"Lock\"", "Screen") == 1)
        #expect(r.bodies("tap \"Lock\"", "Toggle") == 1)
        #expect(r.total("tap \"Lock\"").bodyEvaluations == 2)
    }
}
