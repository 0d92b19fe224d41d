// `redraw compare`: two variants of one workload, profiled in one run and set side by side per
// engine and step (trial AY-4: a technique's effect was checked by diffing CSVs by hand).

import Foundation
import RedrawCLI
import Testing

@Suite struct CompareCommandTests {
    /// The same screen twice: a counter button handed a closure (never equal, rule 4), then the
    /// button made `Equatable` leaving the closure out, with `.equatable()` (its `==` decides).
    /// "bump" writes `n`, which Screen read (rule 1): before, Screen and the button re-run (2);
    /// after, the button's `==` calls it equal and it is skipped (1): 50 % fewer. The file has no
    /// model class, so both engines count the same. "only after" is a step of the second file
    /// alone: listed, not compared.
    @Test func twoVariantsAreSetSideBySidePerStep() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("redraw-compare-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let before = """
            struct Bump: View {
                let title: String
                let action: () -> Void
                var body: some View { Button(title) { action() } }
            }
            struct Screen: View {
                @State var n = 0
                var body: some View { VStack { Text("\\(n)"); Bump(title: "Add") { n += 1 } } }
            }
            Redraw.root { Screen() }
            Redraw.step("bump") { Redraw.setState(Screen.self, \\.n, 1) }
            """
        let after = before
            .replacingOccurrences(of: "struct Bump: View {", with: "struct Bump: View, Equatable {\n    static func == (a: Bump, b: Bump) -> Bool { a.title == b.title }")
            .replacingOccurrences(of: "Bump(title: \"Add\") { n += 1 }", with: "Bump(title: \"Add\") { n += 1 }.equatable()")
            + "\nRedraw.step(\"only after\") { }\n"
        try before.write(toFile: folder + "/bump-before.swift", atomically: true, encoding: .utf8)
        try after.write(toFile: folder + "/bump-after.swift", atomically: true, encoding: .utf8)
        let console = Console(capture: true)
        let status = RedrawCommandLine.main(["compare", folder + "/bump-before.swift", folder + "/bump-after.swift",
                                             "--repeat", "1", "--warmup", "0", "--split", "0"], console: console)
        #expect(status == 0, "\(console.errors)")
        let lines = console.output.split(separator: "\n").map(String.init)
        #expect(lines.first == "before: bump-before  \(folder)/bump-before.swift", "\(console.output)")
        for engine in ["push (ObservableObject)", "pull (@Observable)"] {
            let section = try #require(lines.firstIndex(of: engine), "\(console.output)")
            let bump = try #require(lines[section...].first { $0.hasPrefix("  bump ") }, "\(console.output)")
            let cells = bump.split(separator: " ", omittingEmptySubsequences: true)
            #expect(Array(cells[1...4]) == ["2", "1", "50", "%"], "\(bump)")
            // The compared steps summed: the initial render (Screen and Bump, 2 each) and "bump" (2, 1):
            // 4 against 3, 25 % fewer; "only after" is not in it.
            let total = try #require(lines[section...].first { $0.hasPrefix("  total ") }, "\(console.output)")
            #expect(Array(total.split(separator: " ", omittingEmptySubsequences: true)[1...4]) == ["4", "3", "25", "%"], "\(total)")
            #expect(lines[section...].contains("  only after (not compared): `only after`"), "\(console.output)")
        }
    }

    @Test func oneFileIsAUsageError() {
        let console = Console(capture: true)
        let status = RedrawCommandLine.main(["compare", "Scenarios/order-book.swift"], console: console)
        #expect(status == 1)
        #expect(console.errors.contains("compare"), "\(console.errors)")
    }
}
