// `redraw validate` passes only what `redraw run` compiles: swiftc checks the
// forms as far as SIL's mandatory passes, where definite initialisation and
// Swift 6's region-based data-race errors are found (`-typecheck` alone passed
// both); and the language options reach it from the file and the command line.

import Foundation
import RedrawCLI
import Testing

@Suite struct ValidateChecksTests {
    private func validate(_ source: String, _ options: [String] = []) throws -> (status: Int32, errors: String, path: String) {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("redraw-validate-\(UUID().uuidString).swift").path
        try source.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let console = Console(capture: true)
        let status = RedrawCommandLine.main(["validate", path] + options, console: console)
        return (status, console.errors, path)
    }

    /// A model a body makes and hands on unkept is named at `validate` (and `run`), with what to do,
    /// at the construction's file, line and column (a folder's note was placed at its workload); the
    /// file still validates (it is the app's code, and it runs as SwiftUI would run it).
    @Test func aModelMadeInABodyIsNoted() throws {
        let r = try validate("""
            final class ListViewModel: ObservableObject { @Published var items: [String] = [] }
            struct Shopping: View {
                @EnvironmentObject var model: ListViewModel
                var body: some View { Text("\\(model.items.count)") }
            }
            struct GroceryApp: App {
                var body: some Scene { WindowGroup { Shopping().environmentObject(ListViewModel()) } }
            }
            Redraw.root(GroceryApp.self)
            """)
        #expect(r.status == 0, "\(r.errors)")
        #expect(r.errors.contains("\(r.path):7:71: note: `GroceryApp`'s body makes a new `ListViewModel` each time it runs "
                                  + "(`ListViewModel()`, handed to `.environmentObject(_:)`, line 7)"), "\(r.errors)")
    }

    /// A subclass of a model class made in a body is named as the class made, not its base
    /// (trial BB-4: three notes said "a new `BaseViewModel`" of `SenViewModel()` and its siblings).
    @Test func aModelSubclassMadeInABodyIsNamedAsItself() throws {
        let r = try validate("""
            class BaseViewModel: ObservableObject { @Published var isLoading = false }
            final class SettingsViewModel: BaseViewModel { @Published var count = 0 }
            struct SettingsView: View {
                @ObservedObject var vm: SettingsViewModel
                var body: some View { Text("\\(vm.count)") }
            }
            struct Screen: View {
                var body: some View { SettingsView(vm: SettingsViewModel()) }
            }
            Redraw.root { Screen() }
            """)
        #expect(r.status == 0, "\(r.errors)")
        #expect(r.errors.contains("\(r.path):8:44: note: `Screen`'s body makes a new `SettingsViewModel` each time it runs "
                                  + "(`SettingsViewModel()`, handed to `SettingsView`'s `@ObservedObject var vm`, line 8)"), "\(r.errors)")
    }

    /// A model hierarchy is one model with its subclasses, in `list` and `validate`, whichever form
    /// the file is written in (trial BB-4: a push-written file listed the base alone, the same
    /// hierarchy written for pull listed the subclass as a model of its own).
    @Test func aModelHierarchyIsListedAsOneModelInEitherForm() throws {
        let push = """
            class BaseViewModel: ObservableObject { @Published var isLoading = false }
            final class ProfileViewModel: BaseViewModel { @Published var name = "" }
            struct NameLabel: View {
                @ObservedObject var vm: ProfileViewModel
                var body: some View { Text(vm.name) }
            }
            let vm = ProfileViewModel()
            Redraw.root { NameLabel(vm: vm) }
            """
        let pull = push.replacingOccurrences(of: "class BaseViewModel: ObservableObject { @Published var isLoading = false }",
                                             with: "@Observable class BaseViewModel { var isLoading = false }")
            .replacingOccurrences(of: "final class ProfileViewModel: BaseViewModel { @Published var name = \"\" }",
                                  with: "@Observable final class ProfileViewModel: BaseViewModel { var name = \"\" }")
            .replacingOccurrences(of: "@ObservedObject var vm", with: "var vm")
        for source in [push, pull] {
            let path = FileManager.default.temporaryDirectory.appendingPathComponent("redraw-list-\(UUID().uuidString).swift").path
            try source.write(toFile: path, atomically: true, encoding: .utf8)
            defer { try? FileManager.default.removeItem(atPath: path) }
            let validated = Console(capture: true)
            #expect(RedrawCommandLine.main(["validate", path], console: validated) == 0, "\(validated.errors)")
            #expect(validated.output.contains(": ok (1 model with 1 subclass, 1 view, 0 steps;"), "\(validated.output)")
            let listed = Console(capture: true)
            #expect(RedrawCommandLine.main(["list", path], console: listed) == 0, "\(listed.errors)")
            #expect(listed.output.contains("  models BaseViewModel (subclass ProfileViewModel)\n"), "\(listed.output)")
        }
    }

    /// An `@ObservedObject` with an initial value is made again with every new value of its view
    /// (Apple: "Don't specify a default or initial value for the observed object"): noted, as a
    /// tester's tic-tac-toe lost every move under pull, where its App body re-ran.
    @Test func anObservedObjectsInitialValueIsNoted() throws {
        let r = try validate("""
            final class Game: ObservableObject { @Published var moves = 0 }
            struct Board: View {
                @ObservedObject private var game = Game()
                var body: some View { Button("Moves: \\(game.moves)") { game.moves += 1 } }
            }
            Redraw.root { Board() }
            """)
        #expect(r.status == 0, "\(r.errors)")
        #expect(r.errors.contains("\(r.path):3:40: note: `Board`'s `@ObservedObject var game` has an initial value (`Game()`, line 3): "
                                  + "every new value of `Board`"), "\(r.errors)")
    }

    /// An `@ObservedObject` the view's own initialiser makes (`self.viewModel = ImageVM(url: url)`,
    /// or through `ObservedObject(wrappedValue:)`) is made again with every new value of the view,
    /// as an initial value is: noted (a tester's RemoteImage lost its image at every list re-run,
    /// and the advisor said nothing).
    @Test func anObservedObjectMadeByTheInitialiserIsNoted() throws {
        let r = try validate("""
            final class ImageVM: ObservableObject { @Published var loaded = false; init(url: String) {} }
            struct RemoteImage: View {
                @ObservedObject var viewModel: ImageVM
                init(url: String) { self.viewModel = ImageVM(url: url) }
                var body: some View { Text(viewModel.loaded ? "image" : "loading") }
            }
            struct Avatar: View {
                @ObservedObject private var viewModel: ImageVM
                init(url: String) { _viewModel = ObservedObject(wrappedValue: ImageVM(url: url)) }
                var body: some View { Text(viewModel.loaded ? "image" : "loading") }
            }
            Redraw.root { VStack { RemoteImage(url: "a"); Avatar(url: "b") } }
            """)
        #expect(r.status == 0, "\(r.errors)")
        #expect(r.errors.contains("\(r.path):4:42: note: `RemoteImage`'s `@ObservedObject var viewModel` is made by its "
                                  + "initialiser (`ImageVM(url: url)`, line 4): every new value of `RemoteImage`"), "\(r.errors)")
        #expect(r.errors.contains("`Avatar`'s `@ObservedObject var viewModel` is made by its initialiser (`ImageVM(url: url)`, line 9)"),
                "\(r.errors)")
    }

    /// A model made by a function or property that builds views for a body — a coordinator's
    /// `@ViewBuilder func buildView(for:)`, a view's `var header: some View` — is made at each run of
    /// that body too: noted, naming the builder (a tester's movie app's coordinator made each
    /// detail's view model there; the advisor said nothing). A `static` one (previews) is not.
    @Test func aModelMadeByAViewBuilderIsNoted() throws {
        let r = try validate("""
            final class DetailVM: ObservableObject { @Published var loaded = false; init(id: Int) {} }
            struct Detail: View {
                @ObservedObject var vm: DetailVM
                var body: some View { Text(vm.loaded ? "x" : "y") }
            }
            final class Coordinator: ObservableObject {
                @ViewBuilder func buildView(for id: Int) -> some View { Detail(vm: DetailVM(id: id)) }
            }
            struct Root: View {
                @StateObject var coordinator = Coordinator()
                var header: some View { Detail(vm: DetailVM(id: 0)) }
                var body: some View { VStack { header; coordinator.buildView(for: 1) } }
            }
            struct Root_Previews: PreviewProvider {
                static var previews: some View { Detail(vm: DetailVM(id: 9)) }
            }
            Redraw.root { Root() }
            """)
        #expect(r.status == 0, "\(r.errors)")
        #expect(r.errors.contains("\(r.path):7:72: note: `Coordinator.buildView(for:)`, which builds views for a body, makes a new "
                                  + "`DetailVM` each time it runs (`DetailVM(id: id)`, handed to `Detail`'s `@ObservedObject var vm`, line 7)"),
                "\(r.errors)")
        #expect(r.errors.contains("`Root.header`, which builds views for a body, makes a new `DetailVM`"), "\(r.errors)")
        #expect(!r.errors.contains("DetailVM(id: 9)"), "\(r.errors)")
    }

    /// `validate` says what `run` says before the counts (AnalysisNotes: one list for both): here
    /// that a model's own `withObservationTracking` never fires in the push form, which `run` alone said.
    @Test func validateSaysWhatRunSays() throws {
        let r = try validate("""
            @Observable final class Settings { var size = 14 }
            @Observable final class Preview {
                let settings = Settings()
                var shown = ""
                init() { observe() }
                func observe() { withObservationTracking { _ = settings.size } onChange: { [weak self] in self?.shown = "changed" } }
            }
            struct V: View { let preview = Preview(); var body: some View { Text(preview.shown) } }
            Redraw.root { V() }
            """)
        #expect(r.status == 0, "\(r.errors)")
        #expect(r.errors.contains("note: \(r.path): `withObservationTracking` (line 6) tracks `@Observable` properties; in the push form"),
                "\(r.errors)")
    }

    /// A single file's bundle lookup finds nothing; the note says how to give the app its file (a
    /// tester's recipe app showed an empty list with no word; two others crashed at their own
    /// `fatalError`). A folder scenario is not noted: its other files are its resources.
    @Test func aSingleFilesBundleLookupIsNoted() throws {
        let r = try validate("""
            struct Recipe: Decodable { let name: String }
            struct Recipes: View {
                let recipes: [Recipe] = {
                    guard let path = Bundle.main.path(forResource: "recipes", ofType: "json") else { return [] }
                    return (try? JSONDecoder().decode([Recipe].self, from: Data(contentsOf: URL(fileURLWithPath: path)))) ?? []
                }()
                var body: some View { List(recipes, id: \\.name) { Text($0.name) } }
            }
            Redraw.root { Recipes() }
            """)
        #expect(r.status == 0, "\(r.errors)")
        #expect(r.errors.contains("note: \(r.path): `Bundle.main.path(forResource:…)` (line 4) finds nothing in a single-file "
                                  + "scenario, whose app bundle holds no resources: make the app a folder scenario (its files and a "
                                  + "workload.swift in one folder) and put `recipes.json` in that folder"), "\(r.errors)")
    }

    @Test func aConstantUsedBeforeItIsSetIsAnError() throws {
        let r = try validate("""
            func pick() -> Int {
                let x: Int
                if Bool.random() { x = 1 }
                return x
            }
            struct V: View { var body: some View { Text("\\(pick())") } }
            Redraw.root { V() }
            """)
        #expect(r.status == 1)
        #expect(r.errors.contains("\(r.path):4:12: error: constant 'x' used before being initialized"), "\(r.errors)")
    }

    /// A main-actor model sends a non-Sendable client to a nonisolated async method: Swift 6
    /// rejects it (region-based isolation, SE-0414), Swift 5 does not.
    static let sending = """
        final class Client {
            func load() async -> Int { 1 }
        }
        @MainActor @Observable final class Model {
            var n = 0
            let client = Client()
            func refresh() async { n = await client.load() }
        }
        struct V: View {
            var model: Model
            var body: some View { Text("\\(model.n)").task { await model.refresh() } }
        }
        let model = Model()
        Redraw.root { V(model: model) }
        """

    @Test func swift6DataRaceErrorsAreFoundByTheFileLineOrTheOption() throws {
        #expect(try validate(Self.sending).status == 0)
        let option = try validate(Self.sending, ["--swift-version", "6"])
        #expect(option.status == 1)
        #expect(option.errors.contains("\(option.path):7:45: error: sending 'self.client' risks causing data races"), "\(option.errors)")
        let line = try validate("// redraw: --swift-version 6\n" + Self.sending)
        #expect(line.status == 1)
        #expect(line.errors.contains("\(line.path):8:45: error: sending 'self.client' risks causing data races"), "\(line.errors)")
        // The command line wins over the file's line.
        #expect(try validate("// redraw: --swift-version 6\n" + Self.sending, ["--swift-version", "5"]).status == 0)
    }

    @Test func aBadSettingIsAnErrorThatNamesIt() throws {
        let option = try validate(Self.sending, ["--swift-version", "7"])
        #expect(option.status == 1)
        #expect(option.errors.contains("--swift-version takes 5 or 6, not `7`"), "\(option.errors)")
        let line = try validate("// redraw: --default-isolation Main\n" + Self.sending)
        #expect(line.status == 1)
        #expect(line.errors.contains("\(line.path):1:32: error: --default-isolation takes MainActor or nonisolated, not `Main`"),
                "\(line.errors)")
    }
}
