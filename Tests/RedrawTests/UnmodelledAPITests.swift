// UnmodelledAPITests: a file that uses API Redraw does not model gets swiftc's
// error at the user's line and, after it, Redraw's note saying so (issue #10),
// through `redraw validate`; the user's own names (a typo of a member of their
// struct) get no such note.

import Foundation
import RedrawCLI
@testable import RedrawBuild
import Testing

@Suite struct UnmodelledAPITests {
    private let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Unmodelled/unmodelled-api.swift").path

    /// Each error line (`path:line:col: error: …`) with the notes printed before the next error.
    private func errorsWithNotes() -> (status: Int32, blocks: [(error: String, notes: [String])], text: String) {
        let console = Console(capture: true)
        let status = RedrawCommandLine.main(["validate", path], console: console)
        var blocks: [(error: String, notes: [String])] = []
        for line in console.errors.split(separator: "\n").map(String.init) {
            if line.hasPrefix(path + ":"), line.contains(": error: ") {
                blocks.append((String(line.dropFirst(path.count + 1)), []))
            } else if line.hasPrefix("note: "), !blocks.isEmpty {
                blocks[blocks.count - 1].notes.append(line)
            }
        }
        return (status, blocks, console.errors)
    }

    @Test func eachUnmodelledNameGetsItsNoteAtItsLine() {
        let r = errorsWithNotes()
        #expect(r.status == 1)
        func notes(at position: String) -> [String]? { r.blocks.first { $0.error.hasPrefix(position + ": error: ") }?.notes }
        // A modifier on a SwiftUI type.
        #expect(notes(at: "13:18")?.first
                == "note: if `.scrollClipDisabled` is a SwiftUI modifier or API of `Text`, Redraw does not model it yet (the README lists what it models)",
                "\(r.text)")
        // UIKit's wrapper protocol: what to do instead.
        #expect(notes(at: "18:20")?.first?.hasPrefix("note: `UIViewRepresentable` wraps a UIKit or AppKit view") == true, "\(r.text)")
        // A SwiftUI type Redraw does not have.
        #expect(notes(at: "24:9")?.first
                == "note: if `HelpLink` is SwiftUI or Combine API, Redraw does not model it yet (the README lists what it models)",
                "\(r.text)")
        // A SwiftUI property wrapper Redraw does not have: swiftc calls it an unknown attribute.
        #expect(notes(at: "29:6")?.first
                == "note: if `@AccessibilityFocusState` is a SwiftUI property wrapper, Redraw does not model it yet (the README lists what it models)",
                "\(r.text)")
        // Foundation's URL loading, which Linux keeps in FoundationNetworking (`URLSession` is
        // declared there as `AnyObject` without it): scenarios run offline.
        #expect(notes(at: "34:19")?.first?.hasPrefix("note: `URLRequest` is in FoundationNetworking on Linux") == true, "\(r.text)")
        #expect(notes(at: "35:33")?.first?.hasPrefix("note: `URLSession` is in FoundationNetworking on Linux") == true, "\(r.text)")
        // A static member of a SwiftUI protocol (`.brandAccent` as a ShapeStyle): of a style or colour
        // type, it may also be a colour of the app's asset catalog, which Xcode generates (`.accent`).
        #expect(notes(at: "39:82")?.first
                == "note: if `.brandAccent` is a colour or image of the app's asset catalog (Xcode generates `.brandAccent` from it), "
                    + "declare it in the scenario — `extension Color { static let brandAccent = Color(red: 0.2, green: 0.4, blue: 0.8) }`, "
                    + "or `extension ImageResource { static let brandAccent = ImageResource(name: \"brandAccent\", bundle: .main) }`; "
                    + "if it is SwiftUI or Combine API of `ShapeStyle`, Redraw does not model it yet (the README lists what it models)",
                "\(r.text)")
        // One of SwiftUI's own styles (`.separator`, iOS 17) is API, not a colour to declare: no
        // asset-catalog advice (a tester's `.fill(.background.secondary)` got it before `.background`
        // was modelled).
        #expect(notes(at: "39:59")?.first
                == "note: if `.separator` is SwiftUI API of `ShapeStyle`, Redraw does not model it yet (the README lists what it models)",
                "\(r.text)")
        // An environment key Redraw lacks: swiftc's errors about the key path's type (two, as with
        // Apple's three `Environment` initialisers: "no exact matches", with its candidates, and
        // "cannot infer key path type"; in an order that varies between builds) never name it; one
        // note of Redraw's does, once, and says how to declare it in the scenario.
        let keyBlocks = r.blocks.filter { $0.error.hasPrefix("43:") }
        #expect(keyBlocks.count == 2, "\(r.text)")
        let keyNotes = keyBlocks.flatMap(\.notes).filter { $0.hasPrefix("note: if `") }
        #expect(keyNotes.count == 1, "\(r.text)")
        let key = keyNotes.first ?? ""
        #expect(key.hasPrefix("note: if `\\.accessibilityShowButtonShapes` is a SwiftUI environment value, Redraw's SwiftUI "
                               + "does not model it yet"), "\(r.text)")
        #expect(key.contains("`extension EnvironmentValues { @Entry var accessibilityShowButtonShapes: T = value }`"))
        // A typo of the file's own struct's member: swiftc's error alone.
        #expect(notes(at: "12:46") == [], "\(r.text)")
    }

    /// A `Codable` `@Observable` class whose coding is synthesised has a push form: Redraw's
    /// `Published` is `Codable` where its value is (Apple's is not; the README says so), so its
    /// `@Published` properties' coding is synthesised too. It used to fail, with a note saying to
    /// run the pull engine alone.
    @Test func aCodableModelsPushFormCompiles() throws {
        let scenario = try TemporaryScenario("""
            @Observable final class Item: Codable { var title = "a" }
            struct ItemView: View { let item: Item; var body: some View { Text(item.title) } }
            let item = Item()
            Redraw.root { ItemView(item: item) }
            Redraw.step("rename") { item.title = "b" }
            """, name: "redraw-codable")
        let console = Console(capture: true)
        #expect(RedrawCommandLine.main(["validate", scenario.path], console: console) == 0, "\(console.errors)")
    }

    /// Foundation API that Foundation on Linux lacks (`RelativeDateTimeFormatter`) or marks
    /// unavailable (`DateComponentsFormatter`) is said to be Foundation's, with what to do — it was
    /// "if … is SwiftUI or Combine API" (testers' news and stopwatch apps).
    @Test func foundationsLinuxGapsAreNamed() throws {
        let scenario = try TemporaryScenario("""
            struct V: View {
                let f = RelativeDateTimeFormatter()
                let g = DateComponentsFormatter()
                var body: some View { Text("x") }
            }
            Redraw.root { V() }
            """, name: "redraw-foundation-gaps")
        let console = Console(capture: true)
        #expect(RedrawCommandLine.main(["validate", scenario.path], console: console) == 1)
        #expect(console.errors.contains("note: `RelativeDateTimeFormatter` is Foundation API that Foundation on Linux does not have"),
                "\(console.errors)")
        #expect(console.errors.contains("note: Foundation on Linux does not provide this; give the scenario a small stand-in"),
                "\(console.errors)")
        #expect(!console.errors.contains("is SwiftUI or Combine API"), "\(console.errors)")
    }

    /// swiftc's note at a declaration of Redraw's own SwiftUI names the module, not a file of the
    /// build that made it (an installed copy has no such file), and shows no excerpt of it: the
    /// declaration itself, when the excerpt has it, follows the note (candidates of an ambiguous
    /// call read alike without it: a tester's `.spring()`).
    @Test func aNoteAtRedrawsOwnDeclarationNamesTheModule() throws {
        let scenario = try TemporaryScenario("""
            struct V: View {
                var body: some View { Text("a").onReceive(5) { _ in } }
            }
            Redraw.root { V() }
            """, name: "redraw-kit-note")
        let path = scenario.path
        let console = Console(capture: true)
        #expect(RedrawCommandLine.main(["validate", path], console: console) == 1)
        #expect(console.errors.contains("\(path):2:37: error: instance method 'onReceive(_:perform:)' requires that 'Int' conform to 'Publisher'"),
                "\(console.errors)")
        #expect(console.errors.contains("\nnote: where 'P' = 'Int' (declared in Redraw's SwiftUI): `func onReceive<P: Publisher>"
            + "(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View`\n"), "\(console.errors)")
        #expect(!console.errors.contains("Sources/Scenario"), "\(console.errors)")
        #expect(!console.errors.contains("public func onReceive"), "\(console.errors)")
        // A gutter or a caret is no declaration; attributes and a body are left out.
        #expect(ScenarioBuilder.declarationText("                     ^") == nil)
        #expect(ScenarioBuilder.declarationText("    @inlinable public static func spring(duration: Double = 0.5) -> Animation { Animation() }")
                == "static func spring(duration: Double = 0.5) -> Animation")
        // A user's own file in a folder that happens to be called so is left as it is.
        #expect(ScenarioBuilder.kitNote("/home/u/app/Sources/Scenario/ContentView.swift:3:5: note: 'x' declared here") == nil)
        #expect(ScenarioBuilder.kitNote("/b/Sources/Scenario/Combine/Published.swift:9:2: note: 'p' declared here")
                == "note: 'p' declared here (declared in Redraw's Combine)")
    }
}

extension UnmodelledAPITests {
    /// An argument a call to SwiftUI API does not take here (`@Query(sort:animation:)`, a
    /// modifier's extra parameter) gets a note naming the call and the argument, read from the
    /// excerpt: the name before the parenthesis open at the error's column. A call to a type of
    /// the file's own gets none: the error is the user's.
    @Test func anArgumentRedrawDoesNotTakeIsNamed() {
        let diagnostics = """
        /x.swift:6:47: error: extra argument 'extra' in call
                    Text("x").padding(.all, 3, extra: 2)
                                     ~~~~~~~~~~~~~~~~~^~

        /x.swift:7:35: error: extra argument 'size' in call
                    Badge(title: "a", size: 2)
                         ~~~~~~~~~~~~~~~~~^~
        """
        let out = ScenarioBuilder.annotate(diagnostics, own: OwnNames(types: ["Badge"]))
        #expect(out.contains("""
                        ~~~~~~~~~~~~~~~~~^~
            note: if `padding` is SwiftUI or Combine API, Redraw's does not take its `extra:` argument yet (the README lists what it models)
            """), "\(out)")
        #expect(!out.contains("`Badge`"), "\(out)")
    }

    /// swiftc reports a failed synthesised `Decodable` twice, word for word: it is shown once. An
    /// error at another place, or with other notes, is kept.
    @Test func aRepeatedDiagnosticIsShownOnce() {
        let block = """
        /x.swift:7:7: error: type 'Order' does not conform to protocol 'Decodable'
        class Order: Codable {
              ^
        /x.swift:9:14: note: CodingKey case '_name' does not match any stored properties
        """
        let other = """
        /x.swift:7:7: error: type 'Order' does not conform to protocol 'Encodable'
        class Order: Codable {
              ^
        """
        let out = ScenarioBuilder.annotate([block, other, block].joined(separator: "\n"))
        #expect(out == [block, other].joined(separator: "\n"), "\(out)")
    }

    /// `import UserNotifications` is Redraw's module (it was swiftc's "no such module", whose note
    /// said to paste the module's types into the file): what the module has compiles, and a name of
    /// UserNotifications it lacks (the center's delegate, a delivered notification) gets a note
    /// saying so, and what to do — not the note for SwiftUI or Combine API.
    @Test func userNotificationsIsAModuleAndItsUnmodelledNamesAreSaidToBe() throws {
        let scenario = try TemporaryScenario("""
            import SwiftUI
            import UserNotifications
            final class Handler: NSObject, UNUserNotificationCenterDelegate {}
            struct V: View {
                var body: some View { Button("Allow") { UNUserNotificationCenter.current().requestAuthorization(options: .alert) { _, _ in } } }
            }
            Redraw.root { V() }
            """, name: "redraw-user-notifications")
        let console = Console(capture: true)
        #expect(RedrawCommandLine.main(["validate", scenario.path], console: console) == 1)
        #expect(!console.errors.contains("no such module"), "\(console.errors)")
        #expect(console.errors.contains("\(scenario.path):3:32: error: cannot find type 'UNUserNotificationCenterDelegate' in scope"),
                "\(console.errors)")
        #expect(console.errors.contains("note: if `UNUserNotificationCenterDelegate` is UserNotifications API, Redraw does not model it "
                                        + "yet: its UserNotifications has the center, authorization, pending requests"), "\(console.errors)")
        #expect(console.errors.components(separatedBy: ": error: ").count == 2, "one error: the rest compiles\n\(console.errors)")
    }

    /// A test target's `@testable import MyApp`, pasted with its mocks, gets a note to delete the
    /// line (the app's files are the scenario's module); the note for another package's module
    /// said to paste that module's types, which are already there (a tester's news app).
    @Test func aTestableImportOfTheAppIsToBeDeleted() throws {
        let scenario = try TemporaryScenario("""
            import SwiftUI
            @testable import MedibankNews
            struct V: View { var body: some View { Text("x") } }
            Redraw.root { V() }
            """, name: "redraw-testable-import")
        let console = Console(capture: true)
        #expect(RedrawCommandLine.main(["validate", scenario.path], console: console) == 1)
        #expect(console.errors.contains("\(scenario.path):2:18: error: no such module 'MedibankNews'"), "\(console.errors)")
        #expect(console.errors.contains("note: `@testable import MedibankNews` is how a test target reaches its app's module; "
                                        + "here the app's files and the workload are one module already: delete this line"),
                "\(console.errors)")
        #expect(!console.errors.contains("Paste the types"), "\(console.errors)")
    }

    /// Linux's Foundation declares `URLSession` as `AnyObject` without FoundationNetworking, and
    /// swiftc names it so ("(aka 'AnyObject')") in errors that do not start with "type '": the
    /// wording below is swiftc 6.3.1's for `URLSession(configuration:)`, which a tester met with no note.
    @Test func anAnyObjectPlaceholderGetsTheNetworkingNote() {
        let error: Substring = "/tmp/s/Service.swift:48:42: error: 'URLSession' (aka 'AnyObject') cannot be constructed because it has no accessible initializers"
        let note = ModellingNotes.note(after: error, own: OwnNames())
        #expect(note?.hasPrefix("note: `URLSession` is in FoundationNetworking on Linux (Foundation alone declares it as a placeholder, `AnyObject`, hence the \"aka\")") == true, "\(note ?? "nil")")
        let own: Substring = "/tmp/s.swift:3:9: error: 'Cache' (aka 'AnyObject') cannot be constructed because it has no accessible initializers"
        #expect(ModellingNotes.note(after: own, own: OwnNames(types: ["Cache"])) == nil)
    }

    /// A name within two edits of one the file declares may be a typo or API that looks like it:
    /// SwiftUI's `Transition` beside an app's `Transaction` got no note at all (a tester's iOS 17
    /// file). The note now says both; a name the file declares gets none.
    @Test func aNameNearTheFilesOwnIsATypoOrAPI() {
        let error: Substring = "/tmp/s/Fade.swift:3:20: error: cannot find type 'Transition' in scope"
        let note = ModellingNotes.note(after: error, own: OwnNames(types: ["Transaction", "TransactionView"]))
        #expect(note == "note: `Transition` is not declared in the file: a typo of `Transaction`? If it is SwiftUI or Combine "
                + "API, Redraw does not model it yet (the README lists what it models)", "\(note ?? "nil")")
        let own: Substring = "/tmp/s/Fade.swift:3:20: error: cannot find type 'Transaction' in scope"
        #expect(ModellingNotes.note(after: own, own: OwnNames(types: ["Transaction"])) == nil)
    }

    /// Key-value coding is not in Foundation on Linux: `UserDefaults.value(forKey:)` is told so, with
    /// what works instead, not called a gap of Redraw's (a tester's crypto wallet). The wording is
    /// swiftc 6.3.1's for `defaults.value(forKey: "k")`.
    @Test func keyValueCodingIsFoundationsGapOnLinux() {
        let error: Substring = "/tmp/s/UserDefaultUseCase.swift:24:25: error: value of type 'UserDefaults' has no member 'value'"
        let note = ModellingNotes.note(after: error, own: OwnNames())
        #expect(note?.hasPrefix("note: `.value(…forKey:)` is key-value coding, which Foundation on Linux does not have") == true,
                "\(note ?? "nil")")
        #expect(note?.contains("`object(forKey:)` and `set(_:forKey:)`") == true, "\(note ?? "nil")")
        // Another type's `.value` is not key-value coding.
        let other: Substring = "/tmp/s/V.swift:3:9: error: value of type 'Gauge' has no member 'value'"
        #expect(ModellingNotes.note(after: other, own: OwnNames())?.contains("key-value coding") == false)
    }

    /// A key path to a name near one of the file's own environment values is a typo's: the note
    /// says so instead of telling the user to declare the misspelt key (a tester's `\.fontScael`
    /// beside `@Entry var fontScale`). The excerpt and error are swiftc 6.3.1's.
    @Test func aKeyNearTheFilesOwnIsATypo() {
        let error: Substring = "/tmp/s/v.swift:9:6: error: cannot infer key path type from context; consider explicitly specifying a root type"
        let excerpt: Substring = "    @Environment(\\.fontScael) var scale"
        let own = OwnNames(environmentKeys: ["fontScale", "theme"])
        #expect(ModellingNotes.note(afterExcerpt: excerpt, of: error, own: own)
                == "note: `\\.fontScael` is not an environment value the file declares: a typo of `\\.fontScale`? If it is a "
                + "SwiftUI environment value, Redraw's SwiftUI does not model it yet (the README lists what it models)")
        // Far from every own key: the advice to declare it.
        #expect(ModellingNotes.note(afterExcerpt: "    @Environment(\\.accentTint) var tint", of: error, own: own)?
            .hasPrefix("note: if `\\.accentTint` is a SwiftUI environment value") == true)
    }

    /// `NSItemProvider` is Foundation's on Apple's platforms, not UIKit's or AppKit's (a tester was
    /// told it was); Redraw's SwiftUI declares it, so a file that does not import SwiftUI is told to.
    /// A static member looked up on a standard library protocol (`.coordinateSpace(name: .named("b"))`:
    /// the parameter is `some Hashable`) is not called a gap of Redraw's in `Hashable`'s API. The
    /// wordings are swiftc 6.3.1's.
    @Test func foundationsItemProviderAndAStandardProtocolsMember() {
        let error: Substring = "/tmp/s/Drag.swift:4:20: error: cannot find 'NSItemProvider' in scope"
        let note = ModellingNotes.note(after: error, own: OwnNames())
        #expect(note?.hasPrefix("note: `NSItemProvider` is Foundation API on Apple's platforms") == true, "\(note ?? "nil")")
        #expect(note?.contains("add `import SwiftUI`") == true, "\(note ?? "nil")")
        #expect(note?.contains("UIKit") == false, "\(note ?? "nil")")
        let member: Substring = "/tmp/s/Board.swift:9:36: error: type 'Hashable' has no member 'named'"
        let memberNote = ModellingNotes.note(after: member, own: OwnNames())
        #expect(memberNote?.hasPrefix("note: `Hashable` is a standard library protocol") == true, "\(memberNote ?? "nil")")
        #expect(memberNote?.contains("does not model") == false, "\(memberNote ?? "nil")")
    }
}

extension UnmodelledAPITests {
    /// Foundation's `NS…` names are not UIKit's or AppKit's (trial AZ-4's `NSInteger` was called
    /// "UIKit or AppKit"): `NSInteger` compiles, in a folder's file that imports Foundation alone too
    /// (Redraw's CoreGraphics declares it, and another file of the module imports SwiftUI); one
    /// Foundation on Linux lacks (`NSUserActivity`) is named Foundation's. `NSParagraphStyle` is
    /// UIKit's on iOS and still said to be. Where no file reaches CoreGraphics, swiftc's error at
    /// `NSInteger` is told the import (the wording is swiftc 6.3.1's).
    @Test func foundationsNSNamesAreNotUIKits() throws {
        let scenario = try TemporaryScenario("""
            import SwiftUI
            struct V: View {
                var body: some View { Text("\\(Tally().count)") }
            }
            Redraw.root { V() }
            """, name: "workload")
        try """
            import Foundation
            struct Tally {
                var count: NSInteger = 0
                var activity: NSUserActivity? = nil
                var style: NSParagraphStyle? = nil
            }
            """.write(toFile: scenario.folder + "/Tally.swift", atomically: true, encoding: .utf8)
        let console = Console(capture: true)
        #expect(RedrawCommandLine.main(["validate", scenario.folder], console: console) == 1)
        #expect(!console.errors.contains("NSInteger"), "\(console.errors)")
        #expect(console.errors.contains("note: `NSUserActivity` is Foundation API that Foundation on Linux does not have"),
                "\(console.errors)")
        #expect(!console.errors.contains("`NSInteger` is UIKit or AppKit"), "\(console.errors)")
        #expect(!console.errors.contains("`NSUserActivity` is UIKit or AppKit"), "\(console.errors)")
        #expect(console.errors.contains("note: `NSParagraphStyle` is UIKit or AppKit"), "\(console.errors)")
        let error: Substring = "/tmp/s/Tally.swift:3:16: error: cannot find type 'NSInteger' in scope"
        #expect(ModellingNotes.note(after: error, own: OwnNames())
                == "note: `NSInteger` is Foundation API on Apple's platforms, which Foundation on Linux does not have: Redraw's "
                + "CoreGraphics declares a stand-in (the README lists what it does): add `import CoreGraphics`")
        // Core Data's, whose `NS` prefix said UIKit or AppKit, and SwiftUI's wrapper of it.
        for name in ["NSManagedObject", "NSPersistentContainer", "FetchRequest"] {
            let note = ModellingNotes.note(after: "/tmp/s/Store.swift:3:16: error: cannot find type '\(name)' in scope", own: OwnNames())
            #expect(note?.hasPrefix("note: `\(name)` is Core Data, which Redraw does not model (README, Known limits)") == true,
                    "\(note ?? "nil")")
        }
    }
}
