// The Advisor's points on closure inputs, rows identified by index and lazy
// lists built in full (trial AY-4), end to end: a scenario in, the counting
// run's notes (StepCounts.closureInputReruns, indexRowChanges, eagerRows) and
// the report's sentences out, each exact, with the rule that gives the count.

import Foundation
import RedrawBuild
@testable import RedrawReport
import RedrawResults
import Testing

@Suite struct RowAndInputAdvisorTests {
    /// Each "bump" writes `n`, which `Screen`'s body reads, so `Screen` re-runs (rule 1) and hands
    /// its three children new structs (rule 4). `Clicker` gets `title` (equal) and `onTap`: a
    /// closure, never equal, so it re-runs — for the closure alone. `Shown` gets only `label`,
    /// equal: skipped. `Quiet` is `Equatable` by `title` and made with `.equatable()`: its `==`
    /// decides, equal: skipped. Two bumps: 1 closure-only re-run of `Clicker` each. "rename"
    /// changes `title` too: `Clicker` re-runs for a changed string, not for the closure alone, and
    /// `Quiet`'s `==` now says unequal: neither is noted. The file has no model: both engines run
    /// the same form and count the same.
    @Test func aViewReRunOnlyForAClosureIsNamedWithItsClosure() throws {
        let source = """
        struct Clicker: View {
            let title: String
            let onTap: () -> Void
            var body: some View { Button(title) { onTap() } }
        }
        struct Quiet: View, Equatable {
            let title: String
            let onTap: () -> Void
            static func == (a: Quiet, b: Quiet) -> Bool { a.title == b.title }
            var body: some View { Button(title) { onTap() } }
        }
        struct Shown: View { let label: String; var body: some View { Text(label) } }
        struct Screen: View {
            @State var n = 0
            @State var title = "Add"
            var body: some View {
                VStack {
                    Text("\\(n)")
                    Clicker(title: title) { n += 1 }
                    Quiet(title: title) { n += 1 }.equatable()
                    Shown(label: "fixed")
                }
            }
        }
        Redraw.root { Screen() }
        Redraw.step("bump") { Redraw.setState(Screen.self, \\.n, 1) }
        Redraw.step("bump again") { Redraw.setState(Screen.self, \\.n, 2) }
        Redraw.step("rename") { Redraw.setState(Screen.self, \\.title, "Plus") }
        """
        let profile = try AdvisorTests.profile(source, name: "advisor-closure-inputs")
        for engine in profile.engines {
            let noted = engine.steps.map { $0.counts.closureInputReruns }
            #expect(noted == [[:], ["Clicker": ClosureInputReruns(evaluations: 1, inputs: ["onTap"])],
                              ["Clicker": ClosureInputReruns(evaluations: 1, inputs: ["onTap"])], [:]], "\(engine.engine): \(noted)")
            let clicker = engine.steps.map { $0.counts.perViewType["Clicker"]?.bodyEvaluations ?? 0 }
            #expect(clicker == [1, 1, 1, 1], "\(engine.engine): \(clicker)")
        }
        let text = MarkdownAdvisor.render(profile)
        #expect(text.contains("- `Clicker` ran 2 bodies under each engine (in `bump`, `bump again`) only because its parent re-ran "
                              + "and handed it a closure, `onTap`, with nothing else changed"), "\(text)")
        #expect(!text.contains("`Quiet`") && !text.contains("`Shown`"), "\(text)")
    }

    /// `IndexList` lists `0..<board.tasks.count` with `id: \.self`: rows identified by index.
    /// `IdList` lists the same tasks by their ids (10, 11, 12: not their offsets). "insert at top"
    /// writes `tasks`, which both bodies read (rule 1): under pull each re-runs. IndexList's rows 0–2
    /// keep their ids and are handed tasks 99, 10, 11 — changed inputs, 3 re-runs (rule 4) — and
    /// row 3 (task 12) is made; IdList's rows 10–12 are handed equal tasks and skipped, and row 99
    /// is made. "append" adds a row at the end: IndexList's rows 0–3 are handed the tasks they had
    /// (skipped): the count changed, but no row re-ran, so that step is no evidence.
    @Test func aForEachIdentifiedByIndexIsNamedWithTheRowsItReRan() throws {
        let source = """
        struct Task: Identifiable, Equatable { let id: Int; var title: String }
        @Observable final class Board {
            var tasks = [10, 11, 12].map { Task(id: $0, title: "T\\($0)") }
        }
        struct IndexRow: View { let task: Task; var body: some View { Text(task.title) } }
        struct IdRow: View { let task: Task; var body: some View { Text(task.title) } }
        struct IndexList: View {
            let board: Board
            var body: some View { VStack { ForEach(0..<board.tasks.count, id: \\.self) { IndexRow(task: board.tasks[$0]) } } }
        }
        struct IdList: View {
            let board: Board
            var body: some View { VStack { ForEach(board.tasks) { IdRow(task: $0) } } }
        }
        let board = Board()
        Redraw.root { VStack { IndexList(board: board); IdList(board: board) } }
        Redraw.step("insert at top") { board.tasks.insert(Task(id: 99, title: "New"), at: 0) }
        Redraw.step("append") { board.tasks.append(Task(id: 13, title: "T13")) }
        """
        let profile = try AdvisorTests.profile(source, name: "advisor-index-ids")
        let pull = try #require(profile.engine(.pull))
        var insert = IndexRowsChange(owner: "IndexList"), append = IndexRowsChange(owner: "IndexList")
        insert.add(from: 3, to: 4)
        append.add(from: 4, to: 5)
        #expect(pull.steps.map { $0.counts.indexRowChanges } == [[:], ["ForEach in IndexList": insert], ["ForEach in IndexList": append]])
        #expect(pull.steps.map { $0.counts.perViewType["IndexRow"]?.bodyEvaluations ?? 0 } == [3, 4, 1])
        #expect(pull.steps.map { $0.counts.perViewType["IdRow"]?.bodyEvaluations ?? 0 } == [3, 1, 1])
        let text = MarkdownAdvisor.render(profile)
        #expect(text.contains("- `ForEach in IndexList` identifies its rows by their index (ids 0, 1, 2… in order, as `0..<n` or "
                              + "`indices` with `id: \\.self`, or an `enumerated()` offset, make). When its number of rows changed — "
                              + "in `insert at top`, 3 to 4 — "), "\(text)")
        #expect(text.contains("(under pull (@Observable), `IndexRow` ×3 for `IndexList` in that step)"), "\(text)")
        #expect(!text.contains("`ForEach in IdList`"), "\(text)")
    }

    /// Three `List`s of 40 rows on a phone's 17-row viewport (a `List` prefetches 1 more): one of
    /// concrete rows (lazy: 18 built), one of `AnyView` rows, one whose rows are an `if` without an
    /// `else`. A row without a constant view count makes SwiftUI build every row (WWDC23 "Demystify
    /// SwiftUI performance"; README, "Lazy containers"): the last two build all 40, each noted with
    /// the part to blame; the first is not.
    @Test func aListBuiltInFullIsNamedWithThePartOfItsRowsToBlame() throws {
        let source = """
        struct Item: Identifiable { let id: Int; var shown = true }
        struct Row: View { let item: Item; var body: some View { Text("\\(item.id)") } }
        struct Typed: View { let items: [Item]; var body: some View { List(items) { Row(item: $0) } } }
        struct Erased: View { let items: [Item]; var body: some View { List(items) { AnyView(Row(item: $0)) } } }
        struct Filtered: View {
            let items: [Item]
            var body: some View { List { ForEach(items) { item in if item.shown { Row(item: item) } } } }
        }
        let items = (0..<40).map { Item(id: $0) }
        Redraw.root { VStack { Typed(items: items); Erased(items: items); Filtered(items: items) } }
        """
        let profile = try AdvisorTests.profile(source, name: "advisor-eager-rows")
        for engine in profile.engines {
            let eager = engine.steps[0].counts.eagerRows
            #expect(eager.keys.sorted() == ["List in Erased", "List in Filtered"], "\(engine.engine): \(eager)")
            #expect(eager["List in Erased"]?.because == "`AnyView`, whose content is known only once it is built")
            #expect(eager["List in Filtered"]?.because == "an `if` without an `else` (no view or one)")
            #expect(eager.values.allSatisfy { $0.rows == 40 && $0.lazily == 18 })
            #expect(engine.steps[0].counts.onScreen.contains(
                "List in Erased: all 40 rows built (a row without a constant view count: `AnyView`, whose content is known only once it is built)"))
        }
        let text = MarkdownAdvisor.render(profile)
        #expect(text.contains("- `List in Erased` built all 40 of its rows in `initial render`, where a lazy list builds the 18 "
                              + "on screen or about to be: its rows hold `AnyView`"), "\(text)")
        // "Rows on screen" shows the runtime's code spans as code, the rest escaped (trial BD-6: `\``).
        let onScreen = MarkdownStepLists.onScreen(profile)
        #expect(onScreen.contains("(a row without a constant view count: `AnyView`, whose content is known only once it is built)"),
                "\(onScreen)")
        #expect(Markdown.textKeepingCode("an `if` without an `else` in *Row*") == "an `if` without an `else` in \\*Row\\*")
        #expect(text.contains("To let it build only what is shown, filter the collection before the `ForEach` rather than skip "
                              + "elements with an `if` inside it."), "\(text)")
        #expect(!text.contains("`List in Typed`"), "\(text)")
    }

    /// A view that keeps its `ObservableObject` in `@State` goes stale under push (UpdateCycleRuleTests'
    /// `anObjectKeptInStateIsSaidSo`); the Advisor's fix is `@StateObject`, which subscribes and makes
    /// the object once, not `@ObservedObject`, which would make it anew at every init of the view
    /// (trial BD-3: the advice named `@ObservedObject` first).
    @Test func anObjectKeptInStateIsToldToUseStateObject() throws {
        let profile = try AdvisorTests.profile(StaleViewRules.objectInState, name: "advisor-object-in-state")
        let text = MarkdownAdvisor.render(profile)
        #expect(text.contains("the view keeps the object in `@State`"), "\(text)")
        #expect(text.contains("For an `ObservableObject` the view makes, use `@StateObject` (`@StateObject private var model = Model()`)"),
                "\(text)")
    }
}
