// redraw: --swift-version 6 --default-isolation MainActor
//
// Modelled on Josh Adams' Spanish verb-conjugation app Conjugar
// (github.com/vermont42/Conjugar: Conjugar/Settings.swift, Quiz.swift,
// Region.swift, Difficulty.swift, World.swift, BrowseVerbsUIV.swift) and, for
// its SwiftUI and Swift 6 structure, on the same author's French edition of
// the app, Conjuguer (github.com/vermont42/Conjuguer: App/ConjuguerApp.swift,
// Utils/World.swift, Utils/Settings.swift, Utils/VerbData.swift,
// Utils/BrowseStore.swift, Models/Quiz.swift, Views/MainTabView.swift,
// Views/VerbBrowseView.swift, Views/QuizView.swift, Views/QuizResultsView.swift,
// Views/SettingsView.swift). Conjugar's own snapshot is still UIKit in Swift 5
// mode; Conjuguer is the one built with Xcode 26's settings (SWIFT_VERSION 6.0,
// SWIFT_STRICT_CONCURRENCY complete, SWIFT_DEFAULT_ACTOR_ISOLATION MainActor),
// hence the line above. Its structure, written afresh with Conjugar's Spanish
// settings (region, difficulty, an irregular/regular verb filter): a global
// `Current` World (@Observable, holding Settings, the Quiz, a Game Center and a
// sound player behind protocols) put into the environment; an app struct whose
// VerbData parses the verbs off the main actor (`Task.detached`, a
// `nonisolated` parse into a Sendable value) and swaps a loading view for the
// tabs; a generic BrowseStore made in `.onAppear` into an optional `@State`;
// a quiz whose one-second Timer writes `elapsedTime`; a results sheet.
//
// Written for pull (@Observable). What it shows: the pull form re-runs only the
// readers (the tab switch runs the TabView's node alone; a settings picker
// re-runs SettingsView, which read the setting). The push form the rewriter
// makes holds World as an @EnvironmentObject, so every World write (the tab
// switch) re-runs MainTabView; Settings is an object reached through World,
// and the optional `@State` BrowseStore is left alone by the rewriter (an
// optional cannot be a @StateObject), so under push a settings pick and a
// filter pick update their Picker only: SettingsView and VerbBrowseView keep
// showing the old value (stale views), and the verb list is not re-filtered.
//
// Added: the workload; the verb list, the tiny conjugator and the ratings
// lookup (a 0.5 s sleep on the virtual clock) are stubs; the quiz is three
// questions long and unshuffled (the app's `shouldShuffle: false`, used by
// its tests), so the answers are known.

import SwiftUI

// MARK: Values — nonisolated, as the app's value types are

nonisolated enum Region: String, CaseIterable { case spain = "Spain", latinAmerica = "Latin America" }

nonisolated enum Difficulty: String, CaseIterable {
    case easy = "Easy", moderate = "Moderate", difficult = "Difficult"
    var scoreModifier: Int { self == .easy ? 1 : self == .moderate ? 2 : 3 }
}

nonisolated enum VerbFilter: String, CaseIterable, Hashable { case irregular = "Irregular", regular = "Regular", both = "Both" }

nonisolated enum PersonNumber: String, CaseIterable {
    case firstSingular = "yo", secondSingular = "tú", thirdSingular = "él"
    case firstPlural = "nosotros", secondPlural = "vosotros", thirdPlural = "ellos"
}

nonisolated enum Tense: Hashable {
    case presente(PersonNumber), pretérito(PersonNumber)
    var name: String { switch self { case .presente: "presente"; case .pretérito: "pretérito" } }
    var personNumber: PersonNumber { switch self { case .presente(let p), .pretérito(let p): p } }
}

struct Verb: Identifiable, Hashable {
    static var verbs: [String: Verb] = [:]
    var id: String { infinitivo }
    let infinitivo: String
    let translation: String
    let isIrregular: Bool
    nonisolated init(infinitivo: String, translation: String, isIrregular: Bool) {
        self.infinitivo = infinitivo; self.translation = translation; self.isIrregular = isIrregular
    }
}

// Stands in for parsing verbs.xml: safe off the main actor, as it builds only values.
nonisolated enum VerbParser {
    static func parse() -> [String: Verb] {
        let rows: [(String, String, Bool)] = [
            ("hablar", "to speak", false), ("comer", "to eat", false), ("vivir", "to live", false),
            ("tener", "to have", true), ("ser", "to be", true), ("ir", "to go", true), ("poder", "to be able", true),
            ("trabajar", "to work", false), ("beber", "to drink", false), ("escribir", "to write", false),
        ]
        return Dictionary(uniqueKeysWithValues: rows.map { ($0.0, Verb(infinitivo: $0.0, translation: $0.1, isIrregular: $0.2)) })
    }
}

nonisolated struct ParsedVerbData: Sendable { let verbs: [String: Verb] }

enum Conjugator {
    private static let irregulars: [String: [String]] = [
        "tener presente": ["tengo", "tienes", "tiene", "tenemos", "tenéis", "tienen"],
        "ser pretérito": ["fui", "fuiste", "fue", "fuimos", "fuisteis", "fueron"],
    ]
    static func conjugatedString(_ infinitivo: String, _ tense: Tense) -> String {
        let index = PersonNumber.allCases.firstIndex(of: tense.personNumber) ?? 0
        if let forms = irregulars["\(infinitivo) \(tense.name)"] { return forms[index] }
        let stem = String(infinitivo.dropLast(2)), ending = String(infinitivo.suffix(2))
        let presente = ["ar": ["o", "as", "a", "amos", "áis", "an"], "er": ["o", "es", "e", "emos", "éis", "en"],
                        "ir": ["o", "es", "e", "imos", "ís", "en"]]
        let pretérito = ["ar": ["é", "aste", "ó", "amos", "asteis", "aron"], "er": ["í", "iste", "ió", "imos", "isteis", "ieron"],
                         "ir": ["í", "iste", "ió", "imos", "isteis", "ieron"]]
        let table = tense.name == "presente" ? presente : pretérito
        return stem + (table[ending]?[index] ?? "")
    }
}

enum ConjugationResult {
    case totalMatch, partialMatch, noMatch
    static func score(correctAnswer: String, proposedAnswer: String) -> ConjugationResult {
        let correct = correctAnswer.lowercased(), proposed = proposedAnswer.lowercased()
        if correct == proposed { return .totalMatch }
        let fold: (String) -> String = { $0.folding(options: .diacriticInsensitive, locale: nil) }
        return fold(correct) == fold(proposed) ? .partialMatch : .noMatch
    }
    var score: Int { self == .totalMatch ? 10 : self == .partialMatch ? 5 : 0 }
    var sound: Sound { self == .totalMatch ? .chime : self == .partialMatch ? .chirp : .buzz }
}

struct QuizQuestion { let verb: Verb; let tense: Tense }

struct QuizResult: Identifiable, Hashable {
    let id = UUID()
    let infinitivo: String
    let correctAnswer: String
    let proposedAnswer: String
}

enum QuizState { case notStarted, inProgress }
enum MainTab: Hashable { case verbs, quiz, settings }
enum Sound { case chime, chirp, buzz, gun, applause, sadTrombone }

// MARK: Services behind protocols, as World injects them (stubs here)

protocol GetterSetter { func get(key: String) -> String?; func set(key: String, value: String) }
final class GetterSetterFake: GetterSetter {
    private var dictionary: [String: String] = [:]
    func get(key: String) -> String? { dictionary[key] }
    func set(key: String, value: String) { dictionary[key] = value }
}

protocol GameCenter {
    var isAuthenticated: Bool { get set }
    func authenticate()
    func reportScore(_ score: Int)
    func showLeaderboard()
}
final class GameCenterStub: GameCenter {
    var isAuthenticated = false
    private(set) var reportedScores: [Int] = []
    func authenticate() { isAuthenticated = true }
    func reportScore(_ score: Int) { reportedScores.append(score) }
    func showLeaderboard() {}
}

protocol SoundPlayer { func setup(); func play(_ sound: Sound) }
final class SoundPlayerDummy: SoundPlayer { func setup() {}; func play(_ sound: Sound) {} }

enum RatingsFetcher {
    static func fetchRatingsDescription() async -> String? {
        try? await Task.sleep(for: .milliseconds(500))   // the iTunes lookup
        return "3 ratings for this version. Add yours."
    }
}

// MARK: Models (@Observable, main-actor by default)

@Observable final class Settings {
    private let getterSetter: GetterSetter
    var region: Region = .spain { didSet { persist(region.rawValue, key: "region") } }
    var difficulty: Difficulty = .easy { didSet { persist(difficulty.rawValue, key: "difficulty") } }
    var verbFilter: VerbFilter = .both { didSet { persist(verbFilter.rawValue, key: "verbFilter") } }
    var bestScore = 0 { didSet { persist("\(bestScore)", key: "bestScore") } }

    init(getterSetter: GetterSetter) {
        self.getterSetter = getterSetter
        region = getterSetter.get(key: "region").flatMap(Region.init(rawValue:)) ?? .spain
        difficulty = getterSetter.get(key: "difficulty").flatMap(Difficulty.init(rawValue:)) ?? .easy
        verbFilter = getterSetter.get(key: "verbFilter").flatMap(VerbFilter.init(rawValue:)) ?? .both
    }
    private func persist(_ value: String, key: String) { getterSetter.set(key: key, value: value) }
}

@Observable final class Quiz {
    private(set) var quizState = QuizState.notStarted
    private(set) var elapsedTime = 0
    private(set) var score = 0
    private(set) var currentQuestionIndex = 0
    private(set) var questions: [QuizQuestion] = []
    private(set) var quizResults: [QuizResult] = []
    var shouldShowResults = false
    private(set) var previousIncorrectAnswer: String?
    private(set) var previousCorrectAnswer: String?
    private var timer: Timer?
    private let gameCenter: GameCenter
    private let shouldShuffle: Bool

    init(gameCenter: GameCenter, shouldShuffle: Bool = true) { self.gameCenter = gameCenter; self.shouldShuffle = shouldShuffle }

    func start() {
        elapsedTime = 0; score = 0; currentQuestionIndex = 0; quizResults = []
        previousIncorrectAnswer = nil; previousCorrectAnswer = nil
        questions = [QuizQuestion(verb: Verb.verbs["tener"]!, tense: .presente(.firstSingular)),
                     QuizQuestion(verb: Verb.verbs["hablar"]!, tense: .presente(.secondPlural)),
                     QuizQuestion(verb: Verb.verbs["ser"]!, tense: .pretérito(.thirdSingular))]
        if shouldShuffle { questions.shuffle() }
        quizState = .inProgress
        Current.soundPlayer.play(.gun)
        timer = Timer.scheduledTimer(withTimeInterval: 1.0, repeats: true) { [weak self] _ in
            MainActor.assumeIsolated { self?.elapsedTime += 1 }
        }
    }

    func quit() { Current.soundPlayer.play(.sadTrombone); timer?.invalidate(); quizState = .notStarted }

    func process(proposedAnswer: String) {
        let question = questions[currentQuestionIndex]
        let correctAnswer = Conjugator.conjugatedString(question.verb.infinitivo, question.tense)
        let result = ConjugationResult.score(correctAnswer: correctAnswer, proposedAnswer: proposedAnswer)
        Current.soundPlayer.play(result.sound)
        score += result.score * Current.settings.difficulty.scoreModifier
        quizResults.append(QuizResult(infinitivo: question.verb.infinitivo, correctAnswer: correctAnswer, proposedAnswer: proposedAnswer))
        previousIncorrectAnswer = result == .noMatch ? proposedAnswer : nil
        previousCorrectAnswer = result == .noMatch ? correctAnswer : nil
        currentQuestionIndex += 1
        if currentQuestionIndex == questions.count {
            if score > Current.settings.bestScore { Current.settings.bestScore = score }
            shouldShowResults = true
            gameCenter.reportScore(score)
            timer?.invalidate()
            quizState = .notStarted
        }
    }
}

@Observable final class World {
    var settings: Settings
    var gameCenter: GameCenter
    var quiz: Quiz
    var soundPlayer: SoundPlayer
    var selectedTab: MainTab = .verbs

    init(settings: Settings, gameCenter: GameCenter, quiz: Quiz, soundPlayer: SoundPlayer) {
        self.settings = settings; self.gameCenter = gameCenter; self.quiz = quiz; self.soundPlayer = soundPlayer
    }

    static let simulator: World = {
        let gameCenter = GameCenterStub()
        return World(settings: Settings(getterSetter: GetterSetterFake()), gameCenter: gameCenter,
                     quiz: Quiz(gameCenter: gameCenter, shouldShuffle: false), soundPlayer: SoundPlayerDummy())
    }()
}

var Current = World.simulator

@Observable final class VerbData {
    enum LoadState { case loading, loaded }
    private(set) var state: LoadState = .loading

    nonisolated static func parse() -> ParsedVerbData { ParsedVerbData(verbs: VerbParser.parse()) }

    func load() async {
        if Verb.verbs.isEmpty {
            let parsed = await Task.detached(priority: .userInitiated) { VerbData.parse() }.value
            Verb.verbs = parsed.verbs
        }
        state = .loaded
    }
}

@Observable final class BrowseStore<Item: Identifiable, Sort: Hashable> {
    var items: [Item]
    var sort: Sort {
        didSet { persistSort(sort); items = itemsBySort[sort] ?? items }
    }
    private let itemsBySort: [Sort: [Item]]
    private let persistSort: (Sort) -> Void

    init(itemsBySort: [Sort: [Item]], initialSort: Sort, persistSort: @escaping (Sort) -> Void) {
        self.itemsBySort = itemsBySort; self.persistSort = persistSort
        self.items = itemsBySort[initialSort] ?? []
        self.sort = initialSort
    }
}

// MARK: Views

struct ConjugarApp: App {
    @State private var verbData = VerbData()
    init() { Current.soundPlayer.setup() }   // the app's first touch of Current, outside any body
    var body: some Scene {
        WindowGroup {
            Group {
                switch verbData.state {
                case .loading: LoadingView()
                case .loaded: MainTabView().environment(Current)
                }
            }
            .task { await verbData.load() }
        }
    }
}

struct LoadingView: View {
    var body: some View { ProgressView("Cargando los verbos…") }
}

struct MainTabView: View {
    @Environment(World.self) private var world
    var body: some View {
        @Bindable var world = world
        TabView(selection: $world.selectedTab) {
            Tab("Verbs", systemImage: "book.fill", value: MainTab.verbs) { VerbBrowseView() }
            Tab("Quiz", systemImage: "pencil.circle.fill", value: MainTab.quiz) { QuizView().environment(world.quiz) }
            Tab("Settings", systemImage: "gearshape.2.fill", value: MainTab.settings) { SettingsView() }
        }
    }
}

struct BrowseRow: View {
    let title: String
    let subtitle: String
    var body: some View {
        VStack(alignment: .leading) { Text(title).font(.headline); Text(subtitle).font(.caption) }
    }
}

struct VerbBrowseView: View {
    @Environment(World.self) private var world
    @State private var store: BrowseStore<Verb, VerbFilter>?
    @State private var searchText = ""
    @State private var searchResults: [Verb] = []
    @State private var selectedVerb: Verb?

    var body: some View {
        Group {
            if let store { content(store: store) } else { Color.black }
        }
        .onAppear {
            guard store == nil else { return }
            let all = Verb.verbs.values.sorted { $0.infinitivo < $1.infinitivo }
            store = BrowseStore(itemsBySort: [.irregular: all.filter(\.isIrregular), .regular: all.filter { !$0.isIrregular }, .both: all],
                                initialSort: world.settings.verbFilter, persistSort: { [world] in world.settings.verbFilter = $0 })
        }
    }

    private func content(store: BrowseStore<Verb, VerbFilter>) -> some View {
        @Bindable var store = store
        return NavigationStack {
            VStack {
                List {
                    Text("\(searchResults.count) verbs")
                    ForEach(searchResults) { verb in
                        Button { selectedVerb = verb } label: { BrowseRow(title: verb.infinitivo, subtitle: verb.translation) }
                    }
                }
                Picker("Filter", selection: $store.sort) {
                    ForEach(VerbFilter.allCases, id: \.self) { Text($0.rawValue).tag($0) }
                }
                .pickerStyle(.segmented)
            }
            .navigationTitle("Verbs")
            .navigationDestination(item: $selectedVerb) { VerbView(verb: $0) }
            .searchable(text: $searchText, prompt: "Search verbs")
        }
        .onChange(of: searchText, initial: true) { updateSearchResults() }
        .onChange(of: store.sort) { updateSearchResults() }
    }

    private func updateSearchResults() {
        guard let store else { return }
        searchResults = searchText.isEmpty ? store.items : store.items.filter { $0.infinitivo.localizedStandardContains(searchText) }
    }
}

struct VerbView: View {
    @Environment(World.self) private var world
    let verb: Verb
    var body: some View {
        let persons = PersonNumber.allCases.filter { world.settings.region == .spain || $0 != .secondPlural }
        List {
            Text(verb.translation)
            ForEach(persons, id: \.self) { person in
                Text("\(person.rawValue) \(Conjugator.conjugatedString(verb.infinitivo, .presente(person)))")
            }
        }
        .navigationTitle(verb.infinitivo)
    }
}

struct QuizView: View {
    @Environment(World.self) private var world
    @Environment(Quiz.self) var quiz
    @State private var input = ""

    var body: some View {
        @Bindable var quiz = quiz
        VStack(alignment: .leading) {
            HStack {
                Text("Quiz").font(.largeTitle)
                Spacer()
                if quiz.quizState == .inProgress { Button("Quit") { quiz.quit() } }
            }
            if quiz.quizState == .inProgress {
                Text("\(quiz.currentQuestionIndex + 1) / \(quiz.questions.count)  Score: \(quiz.score)  \(quiz.elapsedTime) s")
                if quiz.currentQuestionIndex < quiz.questions.count {
                    let question = quiz.questions[quiz.currentQuestionIndex]
                    Text(question.verb.infinitivo).font(.title)
                    Text("\(question.tense.personNumber.rawValue) · \(question.tense.name)")
                }
                if let incorrect = quiz.previousIncorrectAnswer, let correct = quiz.previousCorrectAnswer {
                    Text("Your answer: \(incorrect)  Correct answer: \(correct)")
                }
                TextField("Conjugation", text: $input)
                    .onSubmit { quiz.process(proposedAnswer: input); input = "" }
            } else {
                Label("Difficulty: \(world.settings.difficulty.rawValue)", systemImage: "speedometer")
                if world.settings.bestScore > 0 { Label("Best score: \(world.settings.bestScore)", systemImage: "trophy") }
                Button("Start") { quiz.start() }
            }
        }
        .sheet(isPresented: $quiz.shouldShowResults, onDismiss: { world.gameCenter.showLeaderboard() }) {
            QuizResultsView().environment(quiz)
        }
        .onAppear { if !world.gameCenter.isAuthenticated { world.gameCenter.authenticate() } }
    }
}

struct QuizResultsView: View {
    @Environment(Quiz.self) var quiz
    var body: some View {
        VStack(alignment: .leading) {
            Text("Results").font(.largeTitle)
            Text("Score: \(quiz.score)  Time: \(quiz.elapsedTime) s")
            List(quiz.quizResults) { result in
                Text("\(result.infinitivo): \(result.proposedAnswer) (\(result.correctAnswer))")
            }
        }
    }
}

struct SettingsView: View {
    @Environment(World.self) private var world
    @State private var rateReviewDescription = ""

    var body: some View {
        @Bindable var settings = world.settings
        ScrollView {
            VStack(alignment: .leading) {
                Picker("Region", selection: $settings.region) {
                    ForEach(Region.allCases, id: \.self) { Text($0.rawValue).tag($0) }
                }
                .pickerStyle(.segmented)
                .accessibilityValue(settings.region.rawValue)
                Text(settings.region == .spain ? "Quizzes include vosotros." : "Quizzes use ustedes, not vosotros.")
                Picker("Difficulty", selection: $settings.difficulty) {
                    ForEach(Difficulty.allCases, id: \.self) { Text($0.rawValue).tag($0) }
                }
                .pickerStyle(.segmented)
                .accessibilityValue(settings.difficulty.rawValue)
                Button("Rate or Review") {}
                if rateReviewDescription != "" { Text(rateReviewDescription) }
            }
        }
        .task {
            if let description = await RatingsFetcher.fetchRatingsDescription() { rateReviewDescription = description }
        }
    }
}

// MARK: Workload

Redraw.root(ConjugarApp.self)
Redraw.type("Search verbs", "er")
Redraw.tap("tener")
Redraw.dismiss()
Redraw.select("Filter", "Irregular")
Redraw.tap("Quiz")
Redraw.tap("Start")
Redraw.type("Conjugation", "tengo")
Redraw.submit("Conjugation")
Redraw.wait(seconds: 1)
Redraw.step("answer \"hablais\"") {
    Redraw.type("Conjugation", "hablais")
    Redraw.submit("Conjugation")
}
Redraw.step("answer \"era\"") {
    Redraw.type("Conjugation", "era")
    Redraw.submit("Conjugation")
}
Redraw.dismiss()
Redraw.tap("Settings")
Redraw.wait(seconds: 0.5)
Redraw.select("Difficulty", "Difficult")
Redraw.select("Region", "Latin America")
