// Code that subscribes to a push model's publishers has no pull form: the
// analysis says which use, where, and the file runs under push only. A
// model's own `objectWillChange.send()` (also through `self?`) is not such a
// use — the pull form drops it — and an initialiser that sets a `@Published`
// wrapper sets the macro's storage in the pull form.

import RedrawFrontEnd
import Testing

@Suite struct PublisherUseTests {
    private func unavailable(_ declarations: String) -> String? {
        FrontEnd.analyze(scenario(declarations)).pullFormUnavailable
    }

    @Test func aViewsOnReceiveOfAPublishedPropertyIsPushOnly() {
        let reason = unavailable("""
            final class Clock: ObservableObject { @Published var seconds = 0 }
            struct Face: View {
                @ObservedObject var clock: Clock
                @State private var last = 0
                var body: some View { Text("\\(last)").onReceive(clock.$seconds) { last = $0 } }
            }
            """)
        #expect(reason == "`clock.$seconds` (line 5) subscribes to a `@Published` property's publisher, which an "
            + "`@Observable` property does not have: the file runs under push only")
    }

    /// A parent that forwards its child's `objectWillChange` (Couleur's AppModel: `picker.objectWillChange
    /// .sink { self.objectWillChange.send() }`) subscribes to the child's: the child's class stays
    /// an `ObservableObject` in a migration plan, not the parent's (the plan migrated the child, and
    /// its form did not compile).
    @Test func aSubscriptionToAChildsObjectWillChangeKeepsTheChild() {
        let analysis = FrontEnd.analyze(scenario("""
            class PickerModel: ObservableObject { @Published var color: String? }
            class AppModel: ObservableObject {
                @Published var picker = PickerModel()
                var anyCancellable: AnyCancellable? = nil
                init() { anyCancellable = picker.objectWillChange.sink { _ in self.objectWillChange.send() } }
            }
            """))
        #expect(Array(analysis.pushOnlyClasses.keys) == ["PickerModel"], "\(analysis.pushOnlyClasses)")
    }

    @Test func anotherModelsPublisherIsPushOnly() {
        let reason = unavailable("""
            final class Manager: ObservableObject { @Published var data = 0 }
            final class Timer: ObservableObject {
                @Published var remaining = 0
                init(manager: Manager) { manager.$data.assign(to: &$remaining) }
            }
            """)
        #expect(reason?.hasPrefix("`manager.$data` (line 4) subscribes to a `@Published` property's publisher") == true)
    }

    /// Every use is named, not only the first in source order (a tester's view models subscribed
    /// in four files; the note named a side use and not the main pipeline): three with their
    /// places, then how many more.
    @Test func everyUseIsNamed() {
        let reason = unavailable("""
            final class Search: ObservableObject {
                @Published var query = ""
                @Published var sort = 0
                @Published var page = 0
                @Published var results: [String] = []
                init() {
                    $query.combineLatest($sort).map { q, _ in [q] }.assign(to: &$results)
                    $page.sink { _ in }.store(in: &bag)
                }
                var bag = Set<AnyCancellable>()
            }
            """)
        #expect(reason == "`$query` (line 7) subscribes to a `@Published` property's publisher, which an `@Observable` "
            + "property does not have; so do `$sort` (line 7), `$results` (line 7), `$page` (line 8): the file runs under push only")
    }

    /// A service that is not an `ObservableObject` keeps its `@Published` property (and its
    /// `$property`) in both forms: a view model's subscription to it is no push-only use, even where
    /// the view model has a `@Published` property of the same name — the service's declaration
    /// (`= CoinService()`, `: CoinService`, a typed parameter) says which object it is. Where the
    /// syntax cannot tell (an element of an array), the name decides.
    @Test func aPlainServicesPublisherIsNoUse() {
        let models = """
            final class CoinService { @Published var allCoins: [String] = [] }
            final class HomeViewModel: ObservableObject {
                @Published var allCoins: [String] = []
                private let service = CoinService()
                private let typed: CoinService
                var cancellables = Set<AnyCancellable>()
                init(typed: CoinService) {
                    self.typed = typed
                    service.$allCoins.sink { [weak self] in self?.allCoins = $0 }.store(in: &cancellables)
                    self.typed.$allCoins.sink { _ in }.store(in: &cancellables)
                }
                func watch(_ other: CoinService) { other.$allCoins.sink { _ in }.store(in: &cancellables) }
            }
            """
        #expect(unavailable(models) == nil)
        let untold = unavailable(models + """

            final class Other: ObservableObject {
                init(services: [CoinService]) { services[0].$allCoins.sink { _ in }.store(in: &cancellables) }
                var cancellables = Set<AnyCancellable>()
            }
            """)
        #expect(untold?.hasPrefix("`services[0].$allCoins` (line 15)") == true, "\(untold ?? "nil")")
    }

    @Test func forwardingAChildsObjectWillChangeIsPushOnly() {
        let reason = unavailable("""
            final class Settings: ObservableObject { @Published var volume = 0 }
            final class App: ObservableObject {
                let settings = Settings()
                var cancellable: AnyCancellable?
                init() { cancellable = settings.objectWillChange.sink { [weak self] _ in self?.objectWillChange.send() } }
            }
            """)
        #expect(reason == "`settings.objectWillChange` (line 5) subscribes to an object's `objectWillChange`, which an "
            + "`@Observable` class does not have: the file runs under push only")
    }

    /// A view's `$state` (also `self.$name`) is a binding, even where a model has a `@Published`
    /// property of the same name, and a model's own `send()` is dropped by the pull form.
    @Test func bindingsAndOwnSendsAreNotUses() throws {
        let source = """
            final class Store: ObservableObject {
                @Published var name = ""
                var count = 0
                var work: (() -> Void)?
                func bump() { count += 1; objectWillChange.send() }
                func later() { work = { [weak self] in self?.objectWillChange.send() } }
            }
            struct Editor: View {
                @State private var name = ""
                var body: some View { VStack { TextField("Name", text: $name); TextField("Again", text: self.$name) } }
            }
            """
        #expect(unavailable(source) == nil)
        let pull = try declarations(source, for: .pull)
        #expect(!pull.contains("objectWillChange"), "\(pull)")
    }

    /// A use in an extension of the model is the model's own.
    @Test func aUseInAnExtensionIsTheModels() {
        let analysis = FrontEnd.analyze(scenario("""
            final class Search: ObservableObject { @Published var query = ""; @Published var hits = 0 }
            extension Search {
                func bind() { $query.map(\\.count).assign(to: &$hits) }
            }
            """))
        #expect(analysis.pullFormUnavailable?.hasPrefix("`$query` (line 3) subscribes") == true, "\(analysis.pullFormUnavailable ?? "nil")")
        #expect(analysis.pushOnlyClasses.keys.sorted() == ["Search"])
    }

    /// A use whose object's class the syntax does not tell keeps every push class as it is: the
    /// plan may migrate none of them. One it tells (`let a = A()`) keeps that class alone.
    @Test func aUseOfAnUntoldClassKeepsEveryPushClass() {
        let untold = FrontEnd.analyze(scenario("""
            final class A: ObservableObject { @Published var x = 0 }
            final class B: ObservableObject { @Published var y = 0 }
            func watch(_ model: any ObservableObject) -> Any { model.objectWillChange }
            """))
        #expect(untold.pushOnlyClasses.keys.sorted() == ["A", "B"])
        let told = FrontEnd.analyze(scenario("""
            final class A: ObservableObject { @Published var x = 0 }
            final class B: ObservableObject { @Published var y = 0 }
            let a = A()
            let changes = a.objectWillChange.sink { }
            """))
        #expect(told.pushOnlyClasses.keys.sorted() == ["A"])
    }

    @Test func settingAPublishedWrapperSetsTheStorageInThePullForm() throws {
        let out = try declarations("""
            final class Counter: ObservableObject {
                @Published var count: Int
                @Published var label: String
                init(start: Int) {
                    self._count = .init(initialValue: start)
                    _label = Published<String>(wrappedValue: "Count")
                }
            }
            """, for: .pull)
        #expect(out == """
            @Observable final class Counter {
                var count: Int
                var label: String
                init(start: Int) {
                    self._count = start
                    _label = "Count"
                }
            }
            """)
    }
}
