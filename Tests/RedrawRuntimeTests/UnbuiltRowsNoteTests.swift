// An action that finds no control says which lazy containers have rows not built: a control in a
// row off the viewport has no views to find (trial BH-4: a 20 × 20 board of small cells in a
// LazyVGrid, 17 grid rows built of 20, and a tap on a cell of row 19 listed the built cells only).

import Foundation
import RedrawResults
import Testing

@Suite struct UnbuiltRowsNoteTests {
    static let board = """
        import SwiftUI
        struct Board: View {
            @State private var opened: Set<Int> = []
            var body: some View {
                LazyVGrid(columns: Array(repeating: GridItem(.fixed(18)), count: 20)) {
                    ForEach(0..<400, id: \\.self) { i in
                        Text(opened.contains(i) ? "o" : "h\\(i)").onTapGesture { opened.insert(i) }
                    }
                }
            }
        }

    """

    /// 400 cells in 20 columns: 20 grid rows, of which the viewport's 17 and the prefetch margin
    /// are built; cell 390 is in grid row 19, not built.
    @Test func aTapOnACellOfARowNotBuiltSaysSo() {
        let source = Self.board + """
        Redraw.root { Board() }
        Redraw.tap("h390")
        """
        let message: String
        do { _ = try run(source, .pull, name: "unbuilt-rows-note"); message = "no error" } catch { message = "\(error)" }
        #expect(message.contains("no Button, NavigationLink, DisclosureGroup, list row, tab item, .onTapGesture or TapGesture labelled \"h390\""), "\(message)")
        #expect(message.contains("\n  not built, so not looked in: LazyVGrid in Board: rows 0–"), "\(message)")
        #expect(message.contains(" of 20 built ("), "\(message)")
        #expect(message.contains("`Redraw.scroll(to:)` brings it on screen, `Redraw.viewport(rows:)` shows more rows at once"), "\(message)")
    }

    /// With the viewport set to the board's 20 rows, every cell is built and the tap finds it.
    @Test func withTheViewportOfTheScreenTheCellIsFound() throws {
        let source = Self.board + """
        Redraw.viewport(rows: 20)
        Redraw.root { Board() }
        Redraw.tap("h390")
        """
        let r = try run(source, .pull, name: "unbuilt-rows-viewport")
        // The row closure's read of `opened` is the grid's own update's (README, "Reads in a row
        // closure"): the tap's write re-runs the LazyVGrid, not Board.
        #expect(r.bodies("tap \"h390\"", "LazyVGrid") == 1)
        #expect(r.bodies("tap \"h390\"", "Board") == 0)
    }
}
