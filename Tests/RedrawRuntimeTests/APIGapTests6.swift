// API that real apps used, added when a tester's pasted files failed to compile (the sixth
// batch): iOS 13's `Picker(selection:label:content:)`, iOS 16.4's `.presentationCornerRadius`,
// an app's UIKit delegate through `@UIApplicationDelegateAdaptor`, and the iOS 17–26 API of
// r1shi-j/SQL-Activity (phase animators, scroll transitions, zoom transitions, mesh gradients,
// Liquid Glass, `AttributedString(markdown:)`), and iOS 15's `Binding` as a collection of
// bindings — end to end, under both engines.

import RedrawResults
import Testing

@Suite struct APIGapTests6 {
    static let oldPicker = #"""
    import SwiftUI
    final class Settings: ObservableObject { @Published var minutes = 5 }
    struct NotificationsView: View {
        @ObservedObject var settings: Settings
        var body: some View {
            List {
                Picker(selection: $settings.minutes, label: Text("Minutes")) {
                    ForEach(1...29, id: \.self) { Text("\($0) mins") }
                }
            }
        }
    }
    let s = Settings()
    Redraw.root { NotificationsView(settings: s) }
    Redraw.select("Minutes", "7 mins")
    Redraw.step("check") { precondition(s.minutes == 7, "the picker selected \(s.minutes)") }
    """#

    /// iOS 13's `Picker(selection:label:content:)` (a label view, deprecated but available) is the
    /// same control as `Picker(selection:content:label:)`: its options are the `ForEach`'s
    /// elements by id (1…29), and `Redraw.select` picks one by its text.
    ///
    /// Initial render: NotificationsView, its List, the Picker (a static row; its options are
    /// built in the holding body): 3.
    /// "select": the Picker's binding writes `settings.minutes = 7`.
    /// - push: `objectWillChange` re-runs NotificationsView (it holds the object), its List with
    ///   it, and the Picker, whose binding now shows another value: 3.
    /// - pull: only the Picker read `minutes`, through its binding: 1.
    /// "check" reads the model in the workload: 0.
    @Test(arguments: EngineKind.allCases)
    func iOS13PickerWithALabelView(engine: EngineKind) throws {
        let r = try run(Self.oldPicker, engine, name: "api-gaps-6-picker")
        #expect(r.total("initial render").bodyEvaluations == 3)
        #expect(r.bodies("initial render", "Picker") == 1)
        let select = "select \"7 mins\" in \"Minutes\""
        #expect(r.bodies(select, "Picker") == 1)
        #expect(r.total(select).bodyEvaluations == (engine == .push ? 3 : 1))
        #expect(r.total("check").bodyEvaluations == 0)
    }

    static let cornerRadius = #"""
    import SwiftUI
    struct Editor: View {
        var body: some View {
            Text("Edit Item")
                .presentationDetents([.height(300)])
                .presentationCornerRadius(15)
                .presentationCornerRadius(nil)
        }
    }
    struct Screen: View {
        @State private var show = false
        var body: some View {
            Button("Edit") { show = true }
                .sheet(isPresented: $show) { Editor() }
        }
    }
    Redraw.root { Screen() }
    Redraw.tap("Edit")
    """#

    /// `.presentationCornerRadius(_:)` (iOS 16.4, a radius or nil) is inert, as
    /// `.presentationDetents` is. Initial render: Screen and the Sheet's node: 2. "Edit" writes
    /// `show`, read by the Sheet's node alone (its binding): it runs and presents Editor: 2.
    @Test(arguments: EngineKind.allCases)
    func presentationCornerRadiusIsInert(engine: EngineKind) throws {
        let r = try run(Self.cornerRadius, engine, name: "api-gaps-6-corner-radius")
        #expect(r.total("initial render").bodyEvaluations == 2)
        #expect(r.total("tap \"Edit\"").bodyEvaluations == 2)
        #expect(r.bodies("tap \"Edit\"", "Editor") == 1)
        #expect(r.bodies("tap \"Edit\"", "Screen") == 0)
    }
}
