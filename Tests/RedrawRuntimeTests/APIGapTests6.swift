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

    static let observableDelegate = #"""
    import SwiftUI
    final class AppState: ObservableObject { @Published var count = 0 }
    class AppDelegate: NSObject, UIApplicationDelegate, ObservableObject {
        let appState = AppState()
        @Published var token = "none"
        func application(_ application: UIApplication,
                         didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
            appState.count = 10
            return true
        }
        func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {
            token = "registered"
        }
    }
    struct Counter: View {
        @EnvironmentObject var state: AppState
        var body: some View { Button("Count \(state.count)") { state.count += 1 } }
    }
    struct TokenView: View {
        @EnvironmentObject var delegate: AppDelegate
        var body: some View { Button("Token \(delegate.token)") { delegate.token = "abc" } }
    }
    @main
    struct MyApp: App {
        @UIApplicationDelegateAdaptor(AppDelegate.self) private var appDelegate
        var body: some Scene {
            WindowGroup {
                VStack { Counter(); TokenView() }
                    .environmentObject(appDelegate.appState)
            }
        }
    }
    Redraw.root(MyApp.self)
    Redraw.tap("Count 10")
    Redraw.tap("Token none")
    Redraw.step("check") {
        precondition(UIApplication.shared.delegate is AppDelegate, "the adaptor's delegate is the application's")
    }
    """#

    /// `@UIApplicationDelegateAdaptor(AppDelegate.self)` of an `NSObject` subclass: SwiftUI makes
    /// the delegate once and calls `application(_:didFinishLaunchingWithOptions:)` at launch,
    /// before the first scene — the launch sets `count` to 10, so the first button reads
    /// "Count 10". A delegate that is an `ObservableObject` is put into the environment by SwiftUI
    /// (Apple's `UIApplicationDelegateAdaptor.init(_:)`), so TokenView's `@EnvironmentObject`
    /// finds it without a modifier (under pull, the migrated `@Environment(AppDelegate.self)` does).
    ///
    /// Initial render: MyApp, Counter, TokenView: 3.
    /// "Count 10" increments `appState.count`, read by Counter alone (push: Counter holds AppState;
    /// MyApp holds the delegate, not AppState): 1.
    /// "Token none" writes `delegate.token`:
    /// - push: the delegate's `objectWillChange` re-runs MyApp (its adaptor holds the delegate, as
    ///   a `@StateObject` would) and TokenView (`@EnvironmentObject`); Counter's inputs are equal
    ///   and AppState did not change: skipped. 2.
    /// - pull: TokenView read `token`: 1 (MyApp read only `appState`, a `let`).
    @Test(arguments: EngineKind.allCases)
    func appDelegateAdaptorLaunchesOnceAndFillsTheEnvironment(engine: EngineKind) throws {
        let r = try run(Self.observableDelegate, engine, name: "api-gaps-6-app-delegate")
        #expect(r.total("initial render").bodyEvaluations == 3)
        #expect(r.total("tap \"Count 10\"").bodyEvaluations == 1)
        #expect(r.bodies("tap \"Count 10\"", "Counter") == 1)
        #expect(r.bodies("tap \"Token none\"", "TokenView") == 1)
        #expect(r.bodies("tap \"Token none\"", "MyApp") == (engine == .push ? 1 : 0))
        #expect(r.total("tap \"Token none\"").bodyEvaluations == (engine == .push ? 2 : 1))
        #expect(r.total("check").bodyEvaluations == 0)
    }

    static let plainDelegate = #"""
    import SwiftUI
    class AppDelegate: UIResponder, UIApplicationDelegate {
        static var launches = 0
        func application(_ application: UIApplication,
                         didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            AppDelegate.launches += 1
            return launchOptions?[.url] == nil
        }
        func applicationDidEnterBackground(_ application: UIApplication) { AppDelegate.launches = -1 }
    }
    struct Home: View {
        let label: String
        let tap: () -> Void
        var body: some View { Button(label, action: tap) }
    }
    @main
    struct LaunchApp: App {
        @UIApplicationDelegateAdaptor private var appDelegate: AppDelegate
        @State private var taps = 0
        var body: some Scene {
            WindowGroup { Home(label: "Launches \(AppDelegate.launches) tapped \(taps)") { taps += 1 } }
        }
    }
    Redraw.root(LaunchApp.self)
    Redraw.tap("Launches 1 tapped 0")
    Redraw.tap("Launches 1 tapped 1")
    """#

    /// Apple's other spelling, `@UIApplicationDelegateAdaptor private var appDelegate: AppDelegate`,
    /// with UIKit's template base class `UIResponder` and a delegate that is not observable: the
    /// launch runs once, when the app is mounted, and not again when the app's body re-runs.
    ///
    /// Initial render: LaunchApp and Home: 2. Each tap writes `taps`, read by LaunchApp: it re-runs
    /// and Home (a closure input, never equal) with it: 2. The label still says "Launches 1".
    @Test(arguments: EngineKind.allCases)
    func appDelegateOfTheTypeAnnotationFormLaunchesOnce(engine: EngineKind) throws {
        let r = try run(Self.plainDelegate, engine, name: "api-gaps-6-plain-delegate")
        #expect(r.total("initial render").bodyEvaluations == 2)
        #expect(r.total("tap \"Launches 1 tapped 0\"").bodyEvaluations == 2)
        #expect(r.total("tap \"Launches 1 tapped 1\"").bodyEvaluations == 2)
    }

    static let modernEffects = #"""
    import SwiftUI
    // r1shi-j/SQL-Activity's card, hero icon and home screen, reduced.
    struct Card: View {
        let id: Int
        let ns: Namespace.ID
        var body: some View {
            Button { } label: { Text(try! AttributedString(markdown: "**Run** the [query](https://example.com) `\(id)`")) }
                .matchedTransitionSource(id: id, in: ns)
                .matchedTransitionSource(id: id, in: ns) { $0.background(.teal).clipShape(RoundedRectangle(cornerRadius: 8)).shadow(radius: 4) }
                .scrollTransition(.animated(.bouncy(duration: 0.5)), axis: .vertical) { content, phase in
                    content.opacity(phase.isIdentity ? 1 : 0.2).scaleEffect(1 - abs(phase.value) * 0.1)
                }
                .scrollTransition(topLeading: .interactive, bottomTrailing: .animated.threshold(.visible(0.9))) { content, phase in
                    content.offset(y: phase == .topLeading ? -10 : 0).blur(radius: phase == .bottomTrailing ? 2 : 0)
                }
                .scrollTransition { content, _ in content }
                .glassEffect(.regular.interactive().tint(.teal))
                .glassEffect(.clear, in: .rect(cornerRadius: 12))
                .glassEffect()
        }
    }
    struct Hero: View {
        let taps: Int
        var body: some View {
            Image(systemName: "star")
                .phaseAnimator([0, 1, 2]) { content, phase in
                    content
                        .scaleEffect(phase == 1 ? 1.08 : 1.0)
                        .offset(y: phase == 2 ? -4 : 0)
                } animation: { phase in
                    switch phase {
                    case 0: .smooth(duration: 0.9)
                    case 1: .bouncy(duration: 0.7)
                    default: .default
                    }
                }
            Button {} label: {
                Text("Tap").phaseAnimator(["first", "second"], trigger: taps) { content, phase in
                    HStack { content; Text("Phase \(phase)") }
                }
            }
            Button {} label: { PhaseAnimator([false, true]) { on in Text(on ? "On" : "Off") } }
        }
    }
    struct Home: View {
        @Namespace private var ns
        @State private var taps = 0
        var body: some View {
            NavigationStack {
                GlassEffectContainer(spacing: 8) {
                    Card(id: 1, ns: ns)
                        .background {
                            MeshGradient(width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]],
                                         colors: [.red, .green, .blue, .teal])
                        }
                        .navigationTransition(.zoom(sourceID: 1, in: ns))
                    Hero(taps: taps)
                        .navigationTransition(.automatic)
                }
                Rectangle().fill(MeshGradient(width: 3, height: 1, points: [.init(0, 0), SIMD2(0.5, 0), [1, 0]],
                                              colors: [.red, .green, .blue], background: .black, smoothsColors: false))
                Button("More") { taps += 1 }
            }
        }
    }
    Redraw.root { Home() }
    Redraw.tap("Run the query 1")
    Redraw.tap("Tap Phase first")
    Redraw.tap("Off")
    Redraw.tap("More")
    """#

    /// The iOS 17–26 effects compile as Apple declares them and are inert: a phase animator shows
    /// its first phase (the star at phase 0; the button's content with "Phase first"; the
    /// `PhaseAnimator` view "Off"), a scroll transition's closure (given an `EmptyVisualEffect`
    /// and a `ScrollTransitionPhase`) never runs, and `.matchedTransitionSource`,
    /// `.navigationTransition`, `.glassEffect` and `GlassEffectContainer` pass their views
    /// through. `AttributedString(markdown:)` drops the inline marks, so the card's button is
    /// "Run the query 1". `MeshGradient` is a view and a style, from literal and `SIMD2` points.
    ///
    /// Initial render: Home, Card, Hero: 3. The three taps run empty actions: 0 (their words were
    /// found where the first phase put them). "More" writes `taps`, read by Home (it passes it to
    /// Hero): Home and Hero (a changed input) re-run; Card's inputs (the id, the namespace) are
    /// equal: skipped. 2.
    @Test(arguments: EngineKind.allCases)
    func iOS17To26EffectsAreInert(engine: EngineKind) throws {
        let r = try run(Self.modernEffects, engine, name: "api-gaps-6-effects")
        #expect(r.total("initial render").bodyEvaluations == 3)
        #expect(r.total("tap \"Run the query 1\"").bodyEvaluations == 0)
        #expect(r.total("tap \"Tap Phase first\"").bodyEvaluations == 0)
        #expect(r.total("tap \"Off\"").bodyEvaluations == 0)
        #expect(r.bodies("tap \"More\"", "Hero") == 1)
        #expect(r.bodies("tap \"More\"", "Card") == 0)
        #expect(r.total("tap \"More\"").bodyEvaluations == 2)
    }

    static let bindingCollection = #"""
    import SwiftUI
    struct Item: Identifiable, Equatable { let id: Int; var name: String; var deleted = false }
    final class Store: ObservableObject {
        @Published var items = (0..<4).map { Item(id: $0, name: "Item \($0)") }
    }
    struct Row: View {
        @Binding var item: Item
        var body: some View { Button(item.name) { item.deleted = true } }
    }
    struct Screen: View {
        @ObservedObject var store: Store
        var body: some View {
            List {
                // Apple: Binding<[Item]> is a RandomAccessCollection of Binding<Item> (iOS 15).
                let visible = $store.items.filter { $item in !item.deleted }
                ForEach(visible) { $item in Row(item: $item) }
            }
        }
    }
    let store = Store()
    Redraw.root { Screen(store: store) }
    Redraw.tap("Item 1")
    Redraw.step("check") {
        precondition(store.items.map(\.deleted) == [false, true, false, false], "the row's binding wrote its element")
        let items = Binding(get: { store.items }, set: { store.items = $0 })
        precondition(items.count == 4 && items[2].wrappedValue.name == "Item 2", "a binding to the array is its elements' bindings")
        var names: [String] = []
        for item in items.reversed() where !item.wrappedValue.deleted { names.append(item.name.wrappedValue) }
        precondition(names == ["Item 3", "Item 2", "Item 0"], "iterated backwards: \(names)")
    }
    """#

    /// iOS 15's `Binding: RandomAccessCollection` where the value is a mutable random-access
    /// collection: `$store.items.filter { $item in … }` is an array of bindings, each to its
    /// element at its index in `items`, and `ForEach` over it identifies rows by the elements'
    /// ids (`Binding` is `Identifiable` when its value is).
    ///
    /// Initial render: Screen, its List, and the 4 Rows (all on screen): 6.
    /// "Item 1": the Row's button writes `item.deleted` through its binding, one write of
    /// `store.items`. The filter now drops element 1: its Row is destroyed. The kept Rows' bindings
    /// project the same places (the array at indices 0, 2, 3: the filter keeps each element's
    /// binding, index and all) and show equal values (`Item` is `Equatable`: a binding showing a
    /// value that is not is never an equal input).
    /// - push: `objectWillChange` re-runs Screen, and its List with it; the kept Rows are skipped:
    ///   2.
    /// - pull: Screen read `items` (the filter reads through the bindings), the List read it
    ///   (it computes the rows' ids, each through its binding), and each Row read it through its
    ///   binding: Screen, List and the 3 kept Rows: 5.
    /// "check" reads the model in the workload, and walks a binding to `items` backwards (it is
    /// bidirectional): 0.
    @Test(arguments: EngineKind.allCases)
    func aBindingToACollectionIsACollectionOfBindings(engine: EngineKind) throws {
        let r = try run(Self.bindingCollection, engine, name: "api-gaps-6-binding-collection")
        #expect(r.total("initial render").bodyEvaluations == 6)
        #expect(r.bodies("initial render", "Row") == 4)
        #expect(r.metrics("tap \"Item 1\"", "Row").destroyed == 1)
        #expect(r.bodies("tap \"Item 1\"", "Screen") == 1)
        #expect(r.bodies("tap \"Item 1\"", "List") == 1)
        #expect(r.bodies("tap \"Item 1\"", "Row") == (engine == .push ? 0 : 3))
        #expect(r.total("tap \"Item 1\"").bodyEvaluations == (engine == .push ? 2 : 5))
        #expect(r.total("check").bodyEvaluations == 0)
    }
}

