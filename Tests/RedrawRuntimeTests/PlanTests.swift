// The migration plan end to end: mixed forms (some classes @Observable, the
// others ObservableObject) compiled and run, each class's saving and the
// greedy order exact and derived from the update-cycle rules, the last form
// equal to the pull engine's run.

import Foundation
@testable import RedrawBuild
import RedrawFrontEnd
import RedrawReport
import RedrawResults
import Testing

@Suite struct PlanTests {
    /// Three classes, written for push. Screen holds all three (so under push it re-runs for any
    /// write) and reads none of them; each child reads one property.
    static let source = """
    final class Counter: ObservableObject {
        @Published var count = 0
        @Published var label = "n"
    }
    final class Theme: ObservableObject {
        @Published var accent = "blue"
    }
    final class Badge: ObservableObject {
        @Published var text = ""
    }
    struct Screen: View {
        @ObservedObject var counter: Counter
        @ObservedObject var theme: Theme
        @ObservedObject var badge: Badge
        var body: some View {
            VStack {
                CountView(counter: counter)
                LabelView(counter: counter)
                AccentView().environmentObject(theme)
                BadgeView(badge: badge)
            }
        }
    }
    struct CountView: View {
        @ObservedObject var counter: Counter
        var body: some View { Text("\\(counter.count)") }
    }
    struct LabelView: View {
        @ObservedObject var counter: Counter
        var body: some View { Text(counter.label) }
    }
    struct AccentView: View {
        @EnvironmentObject var theme: Theme
        var body: some View { Text(theme.accent) }
    }
    struct BadgeView: View {
        let badge: Badge
        var body: some View { Text(badge.text) }
    }
    let counter = Counter()
    let theme = Theme()
    let badge = Badge()
    Redraw.root { Screen(counter: counter, theme: theme, badge: badge) }
    Redraw.step("count", frames: 3) { _ in counter.count += 1 }
    Redraw.step("both") { counter.count += 1; theme.accent = "red" }
    Redraw.step("badge", frames: 2) { frame in badge.text = "b\\(frame)" }
    Redraw.step("recolor") { theme.accent = "green" }
    """

    static func plan(source: String? = nil, path: String? = nil) throws -> MigrationPlan {
        let file: ScenarioFile
        if let path {
            file = ScenarioFile(path: path, text: try String(contentsOfFile: path, encoding: .utf8))
        } else {
            let directory = NSTemporaryDirectory() + "redraw-plan-tests-\(ProcessInfo.processInfo.processIdentifier)"
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            file = ScenarioFile(path: directory + "/plan.swift", text: source ?? Self.source)
            try file.text.write(toFile: file.path, atomically: true, encoding: .utf8)
        }
        return try MigrationPlanner.plan(file, builder: try TestBuilds.shared.builder.get())
    }

    @Test func eachClassAloneAndTheGreedyOrderAreExact() throws {
        let plan = try Self.plan()
        #expect(plan.classes == ["Counter", "Theme", "Badge"])
        #expect(plan.steps == ["initial render", "count", "both", "badge", "recolor"])
        // All push. Initial render: Screen and its four children, 5. "count" (3 frames): a send of
        // `counter` invalidates its three subscribers, Screen, CountView and LabelView: 3 a frame, 9.
        // "both": one frame, sends of `counter` and `theme`: Screen, CountView, LabelView and
        // AccentView, each once (several writes hitting a node cost one body): 4. "badge" (2 frames):
        // Screen, the one subscriber (BadgeView holds a plain `let`: skipped, stale): 2. "recolor":
        // Screen and AccentView, 2.
        #expect(plan.allPush == [5, 9, 4, 2, 2])
        let single = Dictionary(uniqueKeysWithValues: plan.single.map { ($0.added, plan.saved($0)) })
        // Counter alone (a plain `var counter`, tracked reads): "count" re-runs only CountView, the one
        // body that read `count` (Screen is not invalidated: Theme and Badge were not written): 3, saves 6.
        // "both": Screen still re-runs for `theme` (push), CountView for its tracked `count`, AccentView
        // for `theme`; LabelView is skipped (equal inputs, its `label` unchanged): 3, saves 1.
        #expect(single["Counter"] == [0, 6, 1, 0, 0])
        // Theme alone: in "both" `counter`'s send still re-runs Screen, CountView and LabelView, and
        // AccentView runs for its tracked `accent`: 4, nothing saved; "recolor" runs AccentView only
        // (`.environment(theme)`, `@Environment(Theme.self)`): 1, saves 1.
        #expect(single["Theme"] == [0, 0, 0, 0, 1])
        // Badge alone: "badge" runs BadgeView (its tracked `text`) instead of Screen: 2, saves 0.
        #expect(single["Badge"] == [0, 0, 0, 0, 0])
        // Greedy: Counter first (7 against 1 and 0). Then Counter + Theme saves 6 + 2 + 1 = 9 — in
        // "both" only CountView and AccentView run now, as Screen holds no written push object — while
        // Counter + Badge saves 7: Theme second, adding 2 although alone it saved only 1. Badge last:
        // every class migrated, 13 bodies, the pull engine's run.
        #expect(plan.order.map(\.migrated) == [["Counter"], ["Counter", "Theme"], ["Counter", "Theme", "Badge"]])
        #expect(plan.order.map { plan.allPushTotal - $0.total } == [7, 9, 9])
        #expect(plan.order.map { plan.saved($0) }[1] == [0, 6, 2, 0, 1])
        #expect(plan.order.last?.bodies == [5, 3, 2, 2, 1])
        #expect(plan.pullEngine == [5, 3, 2, 2, 1])
        #expect(plan.endsAtPullEngine == true)
        // The all-push run, 3 single forms, 2 pairs and the pull engine's (also the last of the order).
        #expect(plan.formsMeasured == 7)
    }

    /// A model hierarchy migrates as one: the plan lists the base, keeps its subclasses, and says
    /// so where it is rendered (trial BB-4: "Store alone" named only the base).
    @Test func aModelSubclassMigratesWithItsBaseAndThePlanSaysSo() throws {
        let source = """
        class Store: ObservableObject {
            @Published var loading = false
        }
        final class ProfileStore: Store {
            @Published var name = "a"
        }
        final class Badge: ObservableObject {
            @Published var text = ""
        }
        struct Screen: View {
            @ObservedObject var store: ProfileStore
            @ObservedObject var badge: Badge
            var body: some View {
                VStack {
                    NameView(store: store)
                    BadgeView(badge: badge)
                }
            }
        }
        struct NameView: View {
            @ObservedObject var store: ProfileStore
            var body: some View { Text(store.name) }
        }
        struct BadgeView: View {
            @ObservedObject var badge: Badge
            var body: some View { Text(badge.text) }
        }
        let store = ProfileStore()
        let badge = Badge()
        Redraw.root { Screen(store: store, badge: badge) }
        Redraw.step("rename") { store.name = "b" }
        """
        let plan = try Self.plan(source: source)
        #expect(plan.classes == ["Store", "Badge"])
        #expect(plan.subclasses == ["Store": ["ProfileStore"]])
        // All push: the initial render runs Screen, NameView and BadgeView, 3. "rename": the send
        // of `store` invalidates its two subscribers, Screen and NameView; BadgeView is skipped
        // (its one input, `badge`, is the same object): 2.
        #expect(plan.allPush == [3, 2])
        let single = Dictionary(uniqueKeysWithValues: plan.single.map { ($0.added, plan.saved($0)) })
        // Store alone is the hierarchy migrated: ProfileStore is @Observable, Screen holds it as a
        // plain property and reads none of it, NameView read `name`: only NameView runs, 1, saves 1.
        #expect(single["Store"] == [0, 1])
        // Badge alone: "rename" is a send of the push `store` still, as all push: saves 0.
        #expect(single["Badge"] == [0, 0])
        #expect(plan.endsAtPullEngine == true)
        let sentence = "Store migrates with its subclass ProfileStore: a subclass inherits its base's conformance to ObservableObject"
        let terminal = TerminalMigrationPlan.render(plan)
        #expect(terminal.contains("  " + sentence), "\(terminal)")
        let markdown = MarkdownMigrationPlan.render(plan)
        #expect(markdown.contains("- Store migrates with its subclass ProfileStore: a subclass inherits"), "\(markdown)")
    }

    @Test func aFileWrittenHalfMigratedStartsFromAllPush() throws {
        let plan = try Self.plan(source: """
            final class Cart: ObservableObject { @Published var count = 0 }
            @Observable final class Prefs { var dark = false }
            struct Screen: View {
                @StateObject var cart = Cart()
                let prefs: Prefs
                var body: some View {
                    VStack {
                        Text("\\(cart.count)")
                        PrefsRow().environment(prefs)
                    }
                }
            }
            struct PrefsRow: View {
                @Environment(Prefs.self) var prefs
                var body: some View { Text(prefs.dark ? "dark" : "light") }
            }
            let prefs = Prefs()
            Redraw.root { Screen(prefs: prefs) }
            Redraw.step("toggle") { prefs.dark.toggle() }
            Redraw.step("add") { let cart: Cart = Redraw.state(of: Screen.self, "cart"); cart.count += 1 }
            """)
        #expect(plan.writtenMixed)
        // All push: `let prefs` becomes `@ObservedObject`, `@Environment(Prefs.self)` an
        // `@EnvironmentObject`. "toggle": Screen and PrefsRow, both subscribed, 2; "add": Screen, 1.
        #expect(plan.allPush == [2, 2, 1])
        // Prefs as written (alone): only PrefsRow read `dark`: 1, saves 1. Cart alone: Screen reads
        // `count`, so it still runs: saves 0.
        #expect(plan.single.map { plan.saved($0) } == [[0, 0, 0], [0, 1, 0]])
        #expect(plan.order.map(\.migrated) == [["Prefs"], ["Prefs", "Cart"]])
        #expect(plan.endsAtPullEngine == true)
        // The file as written — Prefs @Observable, Cart ObservableObject, the app halfway — is
        // measured too: Prefs alone's form, 4 bodies; the order marks Prefs as done already, and the
        // baseline says what is left (a tester's plan of a half-migrated file recommended the class
        // already migrated, and no command gave the file's own figure).
        #expect(plan.asWritten?.migrated == ["Prefs"])
        #expect(plan.asWritten?.bodies == [2, 1, 1])
        let text = TerminalMigrationPlan.render(plan)
        #expect(text.contains("As written (Prefs already @Observable) it runs 4 bodies, 1 fewer than all push; migrating the "
                              + "rest saves 0 more"), "\(text)")
        #expect(text.contains("Prefs (already @Observable in the file)"), "\(text)")
    }

    /// A view that holds a push object and reads a pull one hears both: its node keeps the
    /// subscription and the tracking at once (NodeLink.swift), each re-run of its body, for either
    /// reason, installs a new tracking beside the kept subscription, and its destruction ends both.
    @Test func aViewHoldingAPushObjectAndReadingAPullOneHearsBoth() throws {
        let source = """
            final class Account: ObservableObject { @Published var balance = 0 }
            final class Prefs: ObservableObject { @Published var currency = "EUR" }
            struct Screen: View {
                let account: Account
                let prefs: Prefs
                @State private var shown = true
                var body: some View {
                    VStack {
                        Button("Hide") { shown = false }
                        if shown { Row(account: account, prefs: prefs) }
                    }
                }
            }
            struct Row: View {
                @ObservedObject var account: Account
                let prefs: Prefs
                var body: some View { Text("\\(account.balance) \\(prefs.currency)") }
            }
            let account = Account()
            let prefs = Prefs()
            Redraw.root { Screen(account: account, prefs: prefs) }
            Redraw.step("deposit") { account.balance += 1 }
            Redraw.step("currency") { prefs.currency = "USD" }
            Redraw.step("deposit, then currency", frames: 2) { frame in
                if frame == 0 { account.balance += 1 } else { prefs.currency = "GBP" }
            }
            Redraw.tap("Hide")
            Redraw.step("currency, no row") { prefs.currency = "CHF" }
            """
        let plan = try Self.plan(source: source)
        #expect(plan.steps == ["initial render", "deposit", "currency", "deposit, then currency", "tap \"Hide\"", "currency, no row"])
        // All push: Screen holds both as plain `let`s (no subscription) and reads neither; Row
        // subscribes to `account` only (`prefs` is a plain `let`: its writes leave Row stale).
        // Initial: Screen and Row, 2. "deposit" 1; "currency" 0; the two frames 1 + 0; "tap Hide":
        // Screen read its `@State` `shown`, 1, and Row goes; then nothing runs, 0.
        #expect(plan.allPush == [2, 1, 0, 1, 1, 0])
        let forms = Dictionary(uniqueKeysWithValues: plan.single.map { ($0.added, $0.bodies) })
        // Prefs alone: Row holds the push `account` (a subscription) and reads the pull `prefs.currency`
        // (a tracking). "deposit": the send re-runs Row, 1, whose body tracks `currency` again beside the
        // kept subscription; "currency": that tracking fires, 1; then a frame of each, 1 + 1.
        #expect(forms["Prefs"] == [2, 1, 1, 2, 1, 0])
        // Account alone: Row tracks `balance`; `prefs` stays a plain push `let`: as all push.
        #expect(forms["Account"] == [2, 1, 0, 1, 1, 0])
        #expect(plan.pullEngine == [2, 1, 1, 2, 1, 0])
        // Row's destruction ended the tracking held beside its subscription: the write after it
        // reaches no destroyed node.
        let builder = try TestBuilds.shared.builder.get()
        let file = ScenarioFile(path: NSTemporaryDirectory() + "redraw-plan-tests-\(ProcessInfo.processInfo.processIdentifier)/plan.swift",
                                text: source)
        let prefsForm = try builder.buildForms(file, [MigrationForm(["Prefs"])]).executables[0]
        let result = try ChildRunner.run(prefsForm, scenario: "plan", scenarioPath: file.path, engine: .pull,
                                         request: ChildRequest(passes: ["counting"], seed: 42, parameters: [:], stepTimeout: 120),
                                         progress: { _ in })
        #expect(result.steps.map(\.counts.total.bodyEvaluations) == [2, 1, 1, 2, 1, 0])
        #expect(result.lateTrackingFires == 0)
    }

    @Test func theLastFormOfAShippedScenarioRunsThePullEnginesBodies() throws {
        let path = packageRoot + "/Scenarios/order-book.swift"
        let plan = try Self.plan(path: path)
        #expect(plan.classes == ["OrderTicketModel", "PriceLevel", "OrderBook"])
        let pull = try run(path: path, .pull)
        let push = try run(path: path, .push)
        #expect(plan.order.last?.bodies == pull.steps.map(\.counts.total.bodyEvaluations))
        #expect(plan.allPush == push.steps.map(\.counts.total.bodyEvaluations))
        #expect(plan.endsAtPullEngine == true)
        #expect(plan.order.count == 3)
    }

    @Test func aUseWhoseClassCannotBeToldIsAnErrorAtItsPosition() throws {
        let source = Self.source.replacingOccurrences(of: "let theme = Theme()", with: "func makeTheme() -> Theme { Theme() }\nlet theme = makeTheme()")
            .replacingOccurrences(of: "AccentView().environmentObject(theme)", with: "AccentView().environmentObject(makeTheme())")
        #expect(throws: FrontEndFailure.self) { try Self.plan(source: source) }
        let errors = FrontEnd.mixedFormErrors(ScenarioFile(path: "plan.swift", text: source))
        #expect(errors.count == 1)
        // Line 19, `            AccentView().environmentObject(makeTheme())`: the argument starts after
        // 12 spaces and the 31 characters of `AccentView().environmentObject(`, at column 44.
        #expect(errors.first?.line == 19)
        #expect(errors.first?.column == 44)
        #expect(errors.first?.message.hasPrefix("cannot tell which model class `makeTheme()` is") == true)
    }
}
