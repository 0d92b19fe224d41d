// A folder that holds a `workload.swift` is one scenario: the app's files as they are, plus
// the workload (ScenarioFile, ScenarioFiles). Its counts come out as a single file's would;
// every error names the file and line the user has — a front-end error, a syntax error that
// does not spill into the next file, swiftc's own — and two files' private names that would
// collide when the files are joined are said at the second one.

import Foundation
import RedrawBuild
import RedrawCLI
import RedrawFrontEnd
import RedrawResults
import Testing

private let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/Folder/TodoApp").path

private struct Outcome {
    let status: Int32
    let output: String
    let errors: String
}

private func redraw(_ arguments: [String]) -> Outcome {
    let console = Console(capture: true)
    let status = RedrawCommandLine.main(arguments, console: console)
    return Outcome(status: status, output: console.output, errors: console.errors)
}

/// A copy of the fixture in a folder of its own, with `change` applied to its files.
private func copy(_ change: (String) throws -> Void) throws -> String {
    let parent = FileManager.default.temporaryDirectory.appendingPathComponent("redraw-folder-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
    let app = parent + "/TodoApp"
    try FileManager.default.copyItem(atPath: folder, toPath: app)
    try change(app)
    return app
}

private func replace(_ path: String, _ old: String, _ new: String) throws {
    let text = try String(contentsOfFile: path, encoding: .utf8)
    #expect(text.contains(old), "\(path) has no \(old)")
    try text.replacingOccurrences(of: old, with: new).write(toFile: path, atomically: true, encoding: .utf8)
}

@Suite struct FolderScenarioTests {
    /// `redraw list` takes the folder as one scenario of four files, named by the folder.
    @Test func aFolderWithAWorkloadIsOneScenario() {
        let r = redraw(["list", folder])
        #expect(r.status == 0, "\(r.errors)")
        #expect(r.output.hasPrefix("TodoApp  (\(folder)/, 4 files; written for pull (@Observable))"), "\(r.output)")
        #expect(r.output.contains("views  TodoList, Caption, TodoRow"))
        // Named with the folder that holds it, it is one scenario too (not three files and a workload).
        let parent = URL(fileURLWithPath: folder).deletingLastPathComponent().path
        let all = redraw(["list", parent])
        #expect(all.output.components(separatedBy: "TodoApp  (").count == 2, "\(all.output)")
    }

    /// An app's folder without its `workload.swift` is one error saying so, not one "no
    /// `Redraw.root`" per file (a tester's 16 files gave 16).
    @Test func aFolderWithoutItsWorkloadIsOneError() throws {
        let app = try copy { try FileManager.default.removeItem(atPath: $0 + "/workload.swift") }
        let r = redraw(["validate", app])
        #expect(r.status == 1)
        #expect(r.errors.hasPrefix("error: \(app): none of its 3 .swift files calls `Redraw.root`: an app's files are a folder "
                                   + "scenario with a workload.swift beside them"), "\(r.errors)")
        #expect(r.errors.components(separatedBy: "error:").count == 2, "\(r.errors)")
    }

    /// A folder named `.` (`redraw run .` inside the app's folder) goes by its own name: its
    /// reports were `..md`, `..steps.csv`, hidden, and the index said there were none.
    @Test func aFolderNamedDotGoesByItsOwnName() throws {
        let dotted = folder + "/."
        let r = redraw(["list", dotted])
        #expect(r.status == 0, "\(r.errors)")
        #expect(r.output.hasPrefix("TodoApp  ("), "\(r.output)")
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("redraw-dot-\(UUID().uuidString)").path
        let run = redraw(["run", dotted, "--out", out, "--repeat", "1", "--warmup", "0", "--split", "0", "--engine", "pull"])
        #expect(run.status == 0, "\(run.errors)")
        let written = try FileManager.default.contentsOfDirectory(atPath: out)
        #expect(written.contains("TodoApp.md"), "\(written)")
        #expect(!written.contains { $0.hasPrefix(".") }, "\(written)")
    }

    /// `plan` names a folder scenario as `run` and `list` do: by the folder, at the folder's path.
    @Test func planNamesTheFolder() {
        let r = redraw(["plan", folder])
        #expect(r.status == 0, "\(r.errors)")
        #expect(r.output.hasPrefix("TodoApp  \(folder)/  ("), "\(r.output)")
        #expect(!r.output.contains("workload"), "\(r.output)")
    }

    /// `list` says when a scenario runs under push only, and why; and when it has no model class.
    @Test func listSaysPushOnlyAndNoModelClass() throws {
        let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Scenarios/examples").path
        let combine = redraw(["list", examples + "/todo-view-model-combine.swift"])
        #expect(combine.output.contains("; written for push (ObservableObject); push only)"), "\(combine.output)")
        #expect(combine.output.contains("\n  push only: `$todos` (line 51) subscribes to a `@Published` property's publisher"),
                "\(combine.output)")
        let scenario = try TemporaryScenario("""
            struct Screen: View { @State var n = 0; var body: some View { Button("\\(n)") { n += 1 } } }
            Redraw.root { Screen() }
            """, name: "list-no-model")
        let file = scenario.path
        #expect(redraw(["list", file]).output.hasPrefix("list-no-model  ("))
        #expect(redraw(["list", file]).output.contains(".swift; no model class)"))
    }

    /// An action's step name has quotes of its own: `list` puts it in single quotes, as it is typed
    /// after `--step` in a shell (QuotedName); a name without quotes keeps the double ones.
    @Test func listQuotesAnActionsStepName() throws {
        let scenario = try TemporaryScenario("""
            struct Screen: View { var body: some View { Button("Order") { } } }
            Redraw.root { Screen() }
            Redraw.tap("Order")
            Redraw.step("plain") { }
            """, name: "list-quotes")
        let file = scenario.path
        let r = redraw(["list", file])
        #expect(r.output.contains(#"  step   'tap "Order"'  line 3"#), "\(r.output)")
        #expect(r.output.contains(#"  step   "plain"  line 4"#), "\(r.output)")
    }

    /// Mount: TodoList, its List and the three rows, 5. "add": pull — TodoList read `todos`
    /// (through `visible`), so it re-runs, then its List (parent re-ran), and the new row is
    /// created: 3; push — TodoList observes the store (`var store` maps to `@ObservedObject`),
    /// the same 3. "finish one": the element write notifies `todos`; TodoList and List re-run
    /// and the changed row (its `todo` input differs), 3; the other rows are skipped.
    @Test(arguments: EngineKind.allCases)
    func countsAsOneScenario(engine: EngineKind) throws {
        let builder = try ScenarioBuilder.standard()
        let file = try ScenarioFileReader.read(scenario: folder)
        #expect(file.name == "TodoApp" && file.isFolder && file.parts.count == 4)
        #expect(file.parts[0].path == folder + "/workload.swift")
        let compiled = try builder.build(file, engines: [engine], timing: false)
        let steps = try CompiledProfiler.runChild(compiled, engine: engine).steps
        #expect(steps.map(\.step) == ["initial render", "add", "finish one"])
        #expect(steps[0].counts.total.bodyEvaluations == 5)
        #expect(steps[1].counts.total.bodyEvaluations == 3)
        #expect(steps[1].counts.perViewType["TodoRow"]?.created == 1)
        #expect(steps[2].counts.total.bodyEvaluations == 3)
        #expect(steps[2].counts.perViewType["TodoRow"]?.bodyEvaluations == 1)
    }

    /// swiftc's error in an app file is at that file's own line and column.
    @Test func aCompileErrorNamesTheAppFile() throws {
        let app = try copy { try replace($0 + "/Views/TodoRow.swift", "Text(todo.title)", "Text(todo.titel)") }
        let r = redraw(["validate", app])
        #expect(r.status == 1)
        #expect(r.errors.hasPrefix("\(app)/Views/TodoRow.swift:7:23: error: value of type 'Todo' has no member 'titel'"), "\(r.errors)")
    }

    /// Errors in two of a folder's files: each at its own file and line, and the closing count is
    /// of scenarios (the folder is one), not of files.
    @Test func errorsInTwoFilesAreCountedAsOneScenario() throws {
        let app = try copy {
            try replace($0 + "/Views/TodoRow.swift", "Text(todo.title)", "Text(todo.titel)")
            try "let misnamed: Int = \"one\"\n".write(toFile: $0 + "/Models/Extra.swift", atomically: true, encoding: .utf8)
        }
        let r = redraw(["validate", app])
        #expect(r.status == 1)
        #expect(r.errors.contains("\(app)/Views/TodoRow.swift:7:23: error: value of type 'Todo' has no member 'titel'"), "\(r.errors)")
        #expect(r.errors.contains("\(app)/Models/Extra.swift:1:21: error:"), "\(r.errors)")
        #expect(r.errors.hasSuffix("2 errors in 1 scenario\n") || r.errors.hasSuffix("2 errors in 1 scenario"), "\(r.errors)")
    }

    /// A file left open (no closing brace) is an error in that file; in the joined text it
    /// would swallow the next file, and its error land there.
    @Test func aSyntaxErrorStaysInItsFile() throws {
        let app = try copy { try "struct Broken {\n    func f() {\n}\n".write(toFile: $0 + "/Models/Broken.swift", atomically: true, encoding: .utf8) }
        let r = redraw(["validate", app])
        #expect(r.status == 1)
        #expect(r.errors.hasPrefix("\(app)/Models/Broken.swift:3:2: error: expected '}' to end struct"), "\(r.errors)")
        #expect(!r.errors.contains("TodoStore.swift"))
    }

    /// A trap in a file whose folder's name has a space ("Crash Site", as Xcode's "Recipe List
    /// App") is named at its file, line and column in the error's first words: the position was cut
    /// at the first space ("…/Crash: error: …").
    @Test func aTrapInAFolderWithASpaceIsAtItsLine() throws {
        let app = try copy {
            try FileManager.default.createDirectory(atPath: $0 + "/Crash Site", withIntermediateDirectories: true)
            try "func boom() -> Int {\n    let none: [Int] = []\n    return none[1]\n}\n"
                .write(toFile: $0 + "/Crash Site/Boom.swift", atomically: true, encoding: .utf8)
            let workload = $0 + "/workload.swift"
            let text = try String(contentsOfFile: workload, encoding: .utf8)
            try (text + "Redraw.step(\"boom\") { _ = boom() }\n").write(toFile: workload, atomically: true, encoding: .utf8)
        }
        let r = redraw(["run", app, "--engine", "pull", "--no-reports"])
        #expect(r.status == 1)
        #expect(r.errors.hasPrefix("\(app)/Crash Site/Boom.swift:3:16: error: the scenario crashed in step \"boom\" under pull"),
                "\(r.errors)")
    }

    /// Two files each with a private `Caption`: said at the second, naming the first.
    @Test func privateNamesThatWouldCollideAreSaid() throws {
        let app = try copy {
            let row = $0 + "/Views/TodoRow.swift"
            let text = try String(contentsOfFile: row, encoding: .utf8)
            try (text + "\nprivate struct Caption: View {\n    var body: some View { Text(\"rows\") }\n}\n")
                .write(toFile: row, atomically: true, encoding: .utf8)
        }
        let r = redraw(["validate", app])
        #expect(r.status == 1)
        #expect(r.errors.hasPrefix("\(app)/Views/TodoRow.swift:13:16: error: `Caption` is declared at file scope here and in \(app)/Views/TodoList.swift:12, and one of them is private"), "\(r.errors)")
    }

    /// A workload error is at the workload's own line (its lines are the joined text's first).
    @Test func aWorkloadErrorIsAtTheWorkloadsLine() throws {
        let app = try copy { try replace($0 + "/workload.swift", "Redraw.root { TodoList(store: store) }", "Redraw.root(TodoList(store: store))") }
        let r = redraw(["validate", app])
        #expect(r.status == 1)
        #expect(r.errors.hasPrefix("\(app)/workload.swift:5:"), "\(r.errors)")
    }

    /// Found by the earthquakes corpus folder: two files' `private extension` of one type with a
    /// member of one name are legal in the app and collide when joined; said at the second.
    @Test func privateExtensionMembersThatWouldCollideAreSaid() throws {
        let app = try copy {
            for file in ["/Views/TodoRow.swift", "/Views/TodoList.swift"] {
                let path = $0 + file
                let text = try String(contentsOfFile: path, encoding: .utf8)
                try (text + "\nprivate extension Todo {\n    var label: String { title }\n}\n").write(toFile: path, atomically: true, encoding: .utf8)
            }
        }
        let r = redraw(["validate", app])
        #expect(r.status == 1)
        #expect(r.errors.hasPrefix("\(app)/Views/TodoRow.swift:14:9: error: `Todo.label` is declared at file scope here and in \(app)/Views/TodoList.swift:17"), "\(r.errors)")
    }

    /// A hidden file (macOS's `._TodoRow.swift`) is not the app's: it is not compiled.
    @Test func hiddenFilesAreLeftOut() throws {
        let app = try copy { try Data([0x00, 0x05, 0x16, 0x07]).write(to: URL(fileURLWithPath: $0 + "/Views/._TodoRow.swift")) }
        let r = redraw(["validate", app])
        #expect(r.status == 0, "\(r.errors)")
        #expect(redraw(["list", app]).output.contains("4 files"))
    }

    /// The folder's other files are the app bundle's resources, as Xcode copies a group's files:
    /// `Bundle.main.url(forResource:withExtension:)` finds `Resources/seed.json` by its name
    /// (it found nothing, and the app's force-unwrap crashed). Mount with the two titles the
    /// file holds: TodoList, its List and two rows, 4 (three rows without the file's: 5).
    @Test(arguments: EngineKind.allCases)
    func theFoldersOtherFilesAreTheBundlesResources(engine: EngineKind) throws {
        let app = try copy { app in
            try FileManager.default.createDirectory(atPath: app + "/Resources", withIntermediateDirectories: true)
            try Data(#"["Milk", "Bread"]"#.utf8).write(to: URL(fileURLWithPath: app + "/Resources/seed.json"))
            try replace(app + "/workload.swift", #"for i in 0..<3 { store.add("Task \(i)") }"#, """
                let seed = Bundle.main.url(forResource: "seed", withExtension: "json")!
                for title in try! JSONDecoder().decode([String].self, from: Data(contentsOf: seed)) { store.add(title) }
                """)
        }
        let builder = try ScenarioBuilder.standard()
        let compiled = try builder.build(try ScenarioFileReader.read(scenario: app), engines: [engine], timing: false)
        #expect(compiled.bundle.resources.map(\.bundlePath) == ["seed.json"])
        let steps = try CompiledProfiler.runChild(compiled, engine: engine).steps
        #expect(steps.map(\.step) == ["initial render", "add", "finish one"])
        #expect(steps[0].counts.total.bodyEvaluations == 4)
        #expect(steps[0].counts.perViewType["TodoRow"]?.created == 2)
    }

    /// A lookup of a resource the folder does not hold is noted at the call, by `validate` and
    /// `run`, with what to do (a tester's recipe app without its `recipes.json` validated, then
    /// crashed at its own index into an empty array). One the folder holds, by another folder of
    /// it or without its extension, is not noted.
    @Test func aResourceTheFolderLacksIsNoted() throws {
        let app = try copy { app in
            try FileManager.default.createDirectory(atPath: app + "/Data", withIntermediateDirectories: true)
            try Data("[]".utf8).write(to: URL(fileURLWithPath: app + "/Data/seed.json"))
            let workload = app + "/workload.swift"
            let text = try String(contentsOfFile: workload, encoding: .utf8)
            try (text + """
                let found = Bundle.main.url(forResource: "seed", withExtension: "json")
                let named = Bundle.main.path(forResource: "seed", ofType: nil)
                let lost = Bundle.main.url(forResource: "recipes", withExtension: "json")

                """).write(toFile: workload, atomically: true, encoding: .utf8)
        }
        let note = "\(app)/workload.swift:10:12: note: `Bundle.main.url(forResource: \"recipes\"…)` looks for `recipes.json`, "
            + "which the folder scenario's files do not hold, so it finds nothing: put the file in the folder"
        let validated = redraw(["validate", app])
        #expect(validated.status == 0, "\(validated.errors)")
        #expect(validated.errors.contains(note), "\(validated.errors)")
        #expect(validated.errors.components(separatedBy: "looks for").count == 2, "\(validated.errors)")
        let ran = redraw(["run", app, "--engine", "pull", "--no-reports"])
        #expect(ran.status == 0, "\(ran.errors)")
        #expect(ran.errors.contains(note), "\(ran.errors)")
    }

    /// Two files that would land on one name in the bundle are an error naming both (Xcode's
    /// build stops: "Multiple commands produce"); a `*.lproj` folder keeps its files apart,
    /// and an asset catalog, a project file and `Info.plist` are not copied.
    @Test func bundleNamesAreOneFileEach() throws {
        let app = try copy { app in
            for folder in ["A", "B", "en.lproj", "de.lproj", "Assets.xcassets/Logo.imageset"] {
                try FileManager.default.createDirectory(atPath: app + "/" + folder, withIntermediateDirectories: true)
            }
            for file in ["A/data.json", "en.lproj/Localizable.strings", "de.lproj/Localizable.strings",
                         "Assets.xcassets/Logo.imageset/Contents.json", "Info.plist", ".DS_Store"] {
                try Data("{}".utf8).write(to: URL(fileURLWithPath: app + "/" + file))
            }
        }
        #expect(try AppBundle(folder: app).resources.map(\.bundlePath)
                == ["data.json", "de.lproj/Localizable.strings", "en.lproj/Localizable.strings"])
        try Data("{}".utf8).write(to: URL(fileURLWithPath: app + "/B/data.json"))
        let r = redraw(["validate", app])
        #expect(r.status == 1)
        #expect(r.errors.hasPrefix("error: \(app): two files would be the app bundle's `data.json`: \(app)/A/data.json and "
                                   + "\(app)/B/data.json"), "\(r.errors)")
    }

    /// An app localised as `en-US` (and `ru`), with no `en.lproj`, shows its English strings: the
    /// device is en_US, which iOS matches to `en-US`; Linux Foundation looks for `en.lproj`, so the
    /// region's folder serves there too (the app showed its keys, and a tap on "Hello there" failed).
    /// With an `en.lproj` of its own, that one is the language's.
    @Test func aRegionsLocalisationServesItsLanguage() throws {
        let app = try copy { app in
            for folder in ["en-US.lproj", "ru.lproj"] {
                try FileManager.default.createDirectory(atPath: app + "/" + folder, withIntermediateDirectories: true)
            }
            try Data(#""greet" = "Hello there";"#.utf8).write(to: URL(fileURLWithPath: app + "/en-US.lproj/Localizable.strings"))
            try Data(#""greet" = "Privet";"#.utf8).write(to: URL(fileURLWithPath: app + "/ru.lproj/Localizable.strings"))
            try replace(app + "/workload.swift", "Redraw.root { TodoList(store: store) }", """
                struct Greeting: View { var body: some View { Button(NSLocalizedString("greet", comment: "")) {} } }
                Redraw.root { VStack { TodoList(store: store); Greeting() } }
                Redraw.tap("Hello there")
                """)
        }
        #expect(try AppBundle(folder: app).resources.map(\.bundlePath)
                == ["en-US.lproj/Localizable.strings", "ru.lproj/Localizable.strings", "en.lproj/Localizable.strings"])
        let r = redraw(["run", app, "--engine", "pull", "--no-reports"])
        #expect(r.status == 0, "\(r.errors)")
        try FileManager.default.createDirectory(atPath: app + "/en.lproj", withIntermediateDirectories: true)
        try Data(#""greet" = "Hi";"#.utf8).write(to: URL(fileURLWithPath: app + "/en.lproj/Localizable.strings"))
        #expect(try AppBundle(folder: app).resources.map(\.bundlePath)
                == ["en-US.lproj/Localizable.strings", "en.lproj/Localizable.strings", "ru.lproj/Localizable.strings"])
    }
}


/// A folder scenario's asset catalog: Xcode's generated symbols compile (`Image(.logo)`,
/// `.foregroundStyle(.accent)`, `Color(.accent)`, `UIImage.logo`, a namespaced `.Icons.star`),
/// and the counts are the file's own: one body, the root's, at the initial render.
@Test func assetCatalogSymbolsCompile() throws {
    let parent = FileManager.default.temporaryDirectory.appendingPathComponent("redraw-assets-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: parent) }
    let app = parent + "/Shop"
    let fm = FileManager.default
    for set in ["Logo.imageset", "AccentColor.colorset", "Icons/star-image.imageset", "AppIcon.appiconset"] {
        try fm.createDirectory(atPath: app + "/Assets.xcassets/" + set, withIntermediateDirectories: true)
        try "{}".write(toFile: app + "/Assets.xcassets/" + set + "/Contents.json", atomically: true, encoding: .utf8)
    }
    try #"{"properties": {"provides-namespace": true}}"#.write(toFile: app + "/Assets.xcassets/Icons/Contents.json",
                                                             atomically: true, encoding: .utf8)
    try """
        import SwiftUI
        struct Header: View {
            var body: some View {
                VStack {
                    Image(.logo)
                    Image(.Icons.star)
                    Text("Shop").foregroundStyle(.accent)
                    Color(.accent)
                    Image(uiImage: .logo)
                }
            }
        }
        """.write(toFile: app + "/Header.swift", atomically: true, encoding: .utf8)
    try "Redraw.root { Header() }\n".write(toFile: app + "/workload.swift", atomically: true, encoding: .utf8)
    let checked = redraw(["validate", app])
    #expect(checked.status == 0, "\(checked.errors)")
    let run = redraw(["run", app, "--no-reports", "--repeat", "1", "--warmup", "0", "--split", "0"])
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output.contains("initial render       1            1     1"), "\(run.output)")
}
