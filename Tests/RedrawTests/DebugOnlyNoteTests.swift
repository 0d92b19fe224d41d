// DebugOnlyNoteTests: a name the file declares only under `#if DEBUG` (an app's
// sample data for its previews) fails where it is used, as Redraw builds an
// app's Release configuration; `run` and `validate` both say so at the use,
// and neither suggests that SwiftUI API of the user's own struct is missing.

import Foundation
import RedrawCLI
import Testing

@Suite struct DebugOnlyNoteTests {
    static let source = """
        struct MenuItem {
            var name: String
            #if DEBUG
            static let example = MenuItem(name: "Example")
            #endif
        }
        struct MenuItemRow: View {
            let item: MenuItem
            var body: some View { Text(item.name) }
        }
        struct MenuItemRow_Previews: PreviewProvider {
            static var previews: some View { MenuItemRow(item: MenuItem.example) }
        }
        Redraw.root { MenuItemRow(item: MenuItem(name: "A")) }
        """

    @Test(arguments: [["run", "--no-reports"], ["validate"]])
    func aDebugOnlyNameIsExplainedAtItsUse(command: [String]) throws {
        let scenario = try TemporaryScenario(Self.source, name: "debug-only")
        let console = Console(capture: true)
        let status = RedrawCommandLine.main([command[0], scenario.path] + command.dropFirst(), console: console)
        #expect(status == 1)
        let lines = console.errors.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let error = try #require(lines.firstIndex { $0.hasPrefix(scenario.path + ":12:65: error: type 'MenuItem' has no member 'example'") },
                                 "\(console.errors)")
        // The note follows the error's excerpt (its source line and caret) directly.
        #expect(lines[error + 3] == "note: `example` is declared under `#if DEBUG` (line 3), and Redraw builds a scenario as an "
                + "app's Release configuration, where `DEBUG` is not defined: take the declaration out of `#if DEBUG`, or leave "
                + "out the code that uses it (often a preview's)", "\(console.errors)")
        #expect(!console.errors.contains("Redraw does not model it yet"), "\(console.errors)")
    }

    /// What a function declared under `#if DEBUG` declares inside it is not: a typo's name that
    /// matches such a local gets swiftc's error alone. A member of an extension under it is.
    @Test func aLocalInsideADebugOnlyFunctionIsNotDebugOnly() throws {
        let scenario = try TemporaryScenario("""
            struct Item { var name: String }
            #if DEBUG
            extension Item {
                static func preview() -> Item { let item = Item(name: "x"); return item }
            }
            #endif
            struct Row: View {
                let it: Item
                var body: some View { Text(item.name) }
            }
            struct Row_Previews: PreviewProvider { static var previews: some View { Row(it: .preview()) } }
            Redraw.root { Row(it: Item(name: "a")) }
            """, name: "debug-only-local")
        let console = Console(capture: true)
        #expect(RedrawCommandLine.main(["validate", scenario.path], console: console) == 1)
        #expect(!console.errors.contains("`item` is declared under `#if DEBUG`"), "\(console.errors)")
        #expect(console.errors.contains("`preview` is declared under `#if DEBUG` (line 2)"), "\(console.errors)")
    }
}
