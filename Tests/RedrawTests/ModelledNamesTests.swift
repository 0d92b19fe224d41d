// ModelledNamesTests: a name one or two letters from one of Redraw's modules'
// (`Txt`, `.paddin`) is told the name it is near, and a name a module of the kit
// declares but the file does not import (`Chart`) is told the import; the note
// "Redraw does not model it yet" alone misled a tester who typed `Txt` (trial AU).

import Foundation
import RedrawCLI
@testable import RedrawBuild
import Testing

@Suite struct ModelledNamesTests {
    private let names = ModelledNames(types: ["Text": "SwiftUI", "Tab": "SwiftUI", "Tap": "SwiftUI", "Chart": "Charts", "Button": "SwiftUI",
                                              "ShapeStyle": "SwiftUI", "UIResponder": "UIKit"],
                                      members: ["padding", "secondary", "first"])

    private func note(_ error: Substring) -> String? {
        ModellingNotes.note(after: error, own: OwnNames(types: ["Badge"]), modelled: { names })
    }

    @Test func aTypeNearAModelledOneIsAskedIfItIsATypo() {
        #expect(note("/x.swift:7:13: error: cannot find 'Txt' in scope")
                == "note: Redraw's SwiftUI has `Text`, not `Txt`: a typo? If `Txt` is SwiftUI or Combine API, Redraw does not model it "
                + "yet (the README lists what it models)")
        // Case alone differs: the nearest of all.
        #expect(note("/x.swift:7:13: error: cannot find 'TEXT' in scope")?.contains("has `Text`, not `TEXT`") == true)
    }

    /// A modifier called on the file's own view: swiftc names the view's type, which is the user's,
    /// but the member is a modifier's (trial BC-3: `Grid().inspector(…)` had no note at all).
    @Test func aModifierMissingOnTheFilesOwnViewIsNoted() {
        let own = OwnNames(types: ["Grid"], views: ["Grid"])
        #expect(ModellingNotes.note(after: "/x.swift:6:16: error: value of type 'Grid' has no member 'inspector'", own: own,
                                    modelled: { names })
                == "note: `Grid` is your view: if `.inspector` is a SwiftUI modifier, Redraw does not model it yet "
                + "(the README lists what it models)")
        #expect(ModellingNotes.note(after: "/x.swift:6:16: error: value of type 'Grid' has no member 'paddin'", own: own,
                                    modelled: { names })?.contains("have `.padding`, not `.paddin`: a typo?") == true)
        // A type of the file's that is not a view: its own member, no note.
        #expect(ModellingNotes.note(after: "/x.swift:6:16: error: value of type 'Grid' has no member 'inspector'",
                                    own: OwnNames(types: ["Grid"]), modelled: { names }) == nil)
    }

    @Test func aModelledTypeOfAModuleNotImportedIsToldTheImport() {
        #expect(note("/x.swift:9:13: error: cannot find 'Chart' in scope")
                == "note: `Chart` is declared in Redraw's Charts, which the file does not import: add `import Charts`")
    }

    /// Two modelled names as near are a guess: the note says only that Redraw lacks it. So does a
    /// name farther than a typo (one edit for a name of four letters or fewer, two otherwise).
    @Test func anAmbiguousOrFarNameGetsTheNoteWithoutASuggestion() {
        #expect(note("/x.swift:7:13: error: cannot find 'Tav' in scope")
                == "note: if `Tav` is SwiftUI or Combine API, Redraw does not model it yet (the README lists what it models)")
        #expect(note("/x.swift:7:13: error: cannot find 'Tixx' in scope")?.contains("a typo") == false, "\(note("/x.swift:7:13: error: cannot find 'Tixx' in scope") ?? "nil")")
        // An underscored name is SwiftUI's private API, not a typo (`_MapGesture` is not `TapGesture`).
        #expect(note("/x.swift:7:13: error: cannot find type '_Txt' in scope")?.contains("a typo") == false)
        // The file's own name wins: its typo note names the file's type, not SwiftUI's.
        #expect(note("/x.swift:7:13: error: cannot find 'Badg' in scope")?.contains("a typo of `Badge`") == true)
    }

    /// A member of a kit type or of `some View` is told the member it is near; one of `String` or
    /// an array is not (its members are the standard library's, which the list does not hold).
    @Test func aMemberNearAModelledOneIsAskedIfItIsATypo() {
        #expect(note("/x.swift:8:38: error: value of type 'Button<Text>' has no member 'paddin'")
                == "note: Redraw's modules have `.padding`, not `.paddin`: a typo? If `.paddin` is SwiftUI or Combine API of "
                + "`Button<Text>`, Redraw does not model it yet (the README lists what it models)")
        #expect(note("/x.swift:8:38: error: value of type 'some View' has no member 'paddin'")?.contains("have `.padding`") == true)
        #expect(note("/x.swift:9:40: error: type 'ShapeStyle' has no member 'secondry'")?.contains("have `.secondary`, not `.secondry`") == true)
        #expect(note("/x.swift:9:40: error: value of type '[Int]' has no member 'frist'")?.contains("a typo") != true)
        #expect(note("/x.swift:9:40: error: value of type 'String' has no member 'frist'")?.contains("a typo") != true)
    }

    /// A static member missing from a kit type is told the module Redraw declares the type in:
    /// `UIResponder`'s is UIKit's (trial BF-4 read "SwiftUI or Combine API of `UIResponder`").
    @Test func aMissingStaticMemberNamesTheTypesModule() {
        #expect(note("/x.swift:9:62: error: type 'UIResponder' has no member 'keyboardWillBeginDrag'")
                == "note: if `.keyboardWillBeginDrag` is UIKit API of `UIResponder`, Redraw does not model it yet "
                + "(the README lists what it models)")
        // A type no module of the kit declares: the modules a SwiftUI file's API usually comes from.
        #expect(note("/x.swift:9:62: error: type 'NSParagraphStyle' has no member 'zzzz'")
                == "note: if `.zzzz` is SwiftUI or Combine API of `NSParagraphStyle`, Redraw does not model it yet "
                + "(the README lists what it models)")
    }

    @Test func theNamesSurviveTheCacheFile() throws {
        let text = names.text
        #expect(ModelledNames.parse(text) == names)
        #expect(ModelledNames.parse("") == nil)
    }

    /// End to end through `redraw validate`: the names come from the kit's own symbol graphs
    /// (`swift-symbolgraph-extract` beside swiftc), so a name Redraw's SwiftUI declares is found.
    @Test func validateSuggestsTheNamesOfTheKitItself() throws {
        let scenario = try TemporaryScenario("""
            import SwiftUI
            struct V: View {
                var body: some View {
                    NavigationStak { Text("x") }
                }
            }
            struct W: View {
                var body: some View { Text("y").paddin() }
            }
            Redraw.root { V() }
            """, name: "redraw-modelled-names")
        let console = Console(capture: true)
        #expect(RedrawCommandLine.main(["validate", scenario.path], console: console) == 1)
        #expect(console.errors.contains("note: Redraw's SwiftUI has `NavigationStack`, not `NavigationStak`: a typo?"), "\(console.errors)")
        #expect(console.errors.contains("note: Redraw's modules have `.padding`, not `.paddin`: a typo?"), "\(console.errors)")
    }
}
