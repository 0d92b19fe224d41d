// API that real apps used (the seventeenth batch, from an outside tester's trial on gestures,
// animation and geometry; each stopped a pasted app at swiftc): iOS 17's `.coordinateSpace(_:)`
// with `NamedCoordinateSpace` values (also in `DragGesture(coordinateSpace:)`), `.transaction(_:)`
// and `.transaction(value:_:)`, iOS 17's `withAnimation(_:_:completion:)` and
// `Transaction.addAnimationCompletion`, iOS 13's `.onDrag`/`.onDrop` with `NSItemProvider` and
// `DropDelegate`.

import RedrawResults
import Testing

@Suite struct APIGapTests17 {
    /// Coordinate spaces and transactions compile as Apple declares them and change no count:
    /// naming a space is inert (nothing is laid out), a drag in a named space never runs, and a
    /// transaction's transform never runs. Before: "missing argument label 'name:'" at
    /// `.coordinateSpace(.named("board"))`, "no member 'transaction'".
    /// "move": `moves` changes. Pull: BoardView read it (1); Status got the same board and read
    /// `dragged`, unchanged: skipped (0). Push: both hold the board (`@ObservedObject` in the push
    /// form), so both re-run (1, 1).
    @Test(arguments: EngineKind.allCases)
    func coordinateSpacesAndTransactionsAreInert(engine: EngineKind) throws {
        let source = #"""
        import SwiftUI
        @Observable final class Board { var moves = 0; var dragged = false }
        enum Space: Hashable { case board }
        struct BoardView: View {
            var board: Board
            let space: NamedCoordinateSpace = .named(Space.board)
            var body: some View {
                VStack {
                    Text("\(board.moves) moves")
                        .transaction { $0.animation = nil }
                        .transaction(value: board.moves) { t in t.disablesAnimations = true; board.dragged = true }
                        .transaction({ $0.animation = .default }) { content in content.bold() }
                    GeometryReader { proxy in
                        Text("\(Int(proxy.frame(in: .named("board")).width)) \(Int(proxy.frame(in: space).height))")
                            .gesture(DragGesture(coordinateSpace: space).onEnded { _ in board.dragged = true })
                            .gesture(DragGesture(minimumDistance: 0, coordinateSpace: .named("board")))
                            .gesture(DragGesture(coordinateSpace: .scrollView))
                            .gesture(SpatialTapGesture(coordinateSpace: space))
                    }
                    Status(board: board)
                }
                .coordinateSpace(.named("board"))
                .coordinateSpace(space)
                .coordinateSpace(name: "old")
            }
        }
        struct Status: View {
            var board: Board
            var body: some View { Text(board.dragged ? "dragged" : "idle") }
        }
        let board = Board()
        Redraw.root { BoardView(board: board) }
        Redraw.step("move") {
            board.moves += 1
            precondition(CoordinateSpace.named("board") == NamedCoordinateSpace.named("board").coordinateSpace)
            precondition(CoordinateSpace.local.isLocal && !CoordinateSpace.named(Space.board).isGlobal)
        }
        Redraw.step("check") { precondition(!board.dragged, "a transaction's transform or a drag ran") }
        """#
        let r = try run(source, engine, name: "api-gap-17-coordinate-space")
        #expect(r.bodies("move", "BoardView") == 1)
        #expect(r.bodies("move", "Status") == (engine == .push ? 1 : 0))
    }

    /// iOS 17's `withAnimation(_:_:completion:)` and a transaction's `addAnimationCompletion`
    /// compile, and the body's writes are one update, the completion's another: the completion
    /// runs when the animation completes, on the virtual clock (AnimationCompletionTests times it).
    /// Before: "extra trailing closure passed in call".
    /// "open": the step's writes, `settled` false and `open` true: PanelView (reads both; push:
    /// holds the panel) 1, Badge (reads `settled`; push: holds it) 1. The 0.3 s spring completes in
    /// "wait 0.5 s", whose completion sets `settled` back: PanelView 1, Badge 1 again.
    /// "close" and its wait are the same through `withTransaction` (`.easeOut`, 0.35 s); "check"
    /// writes nothing.
    @Test(arguments: EngineKind.allCases)
    func animationCompletionRunsWhenTheAnimationCompletes(engine: EngineKind) throws {
        let source = #"""
        import SwiftUI
        @Observable final class Panel { var open = false; var settled = true }
        struct PanelView: View {
            var panel: Panel
            var body: some View {
                VStack {
                    Text(panel.open ? "open" : "closed").opacity(panel.settled ? 1 : 0.5)
                    Badge(panel: panel)
                }
            }
        }
        struct Badge: View {
            var panel: Panel
            var body: some View { Text(panel.settled ? "settled" : "moving") }
        }
        let panel = Panel()
        Redraw.root { PanelView(panel: panel) }
        Redraw.step("open") {
            panel.settled = false
            withAnimation(.spring(duration: 0.3), completionCriteria: .removed) { panel.open = true } completion: {
                panel.settled = true
            }
        }
        Redraw.wait(seconds: 0.5)
        Redraw.step("close") {
            precondition(panel.settled, "the completion did not run")
            panel.settled = false
            var transaction = Transaction(animation: .easeOut)
            transaction.addAnimationCompletion { panel.settled = true }
            withTransaction(transaction) { panel.open = false }
        }
        Redraw.wait(seconds: 0.5)
        Redraw.step("check") { precondition(panel.settled && !panel.open, "the transaction's completion did not run") }
        """#
        let r = try run(source, engine, name: "api-gap-17-animation-completion")
        for step in ["open", "wait 0.5 s", "close", "wait 0.5 s (2)"] {
            #expect(r.bodies(step, "PanelView") == 1, "\(step)")
            #expect(r.bodies(step, "Badge") == 1, "\(step)")
        }
        #expect(r.total("check").bodyEvaluations == 0)
    }

    /// iOS 13's drag and drop: `.onDrag` with an `NSItemProvider` (Foundation's on Apple's
    /// platforms, which Linux lacks: Redraw's SwiftUI declares it), `.onDrop` in its forms and a
    /// `DropDelegate`. Inert: nothing is dragged or dropped, so no closure runs (the delegate's
    /// `performDrop` would reverse the tiles; the step checks they are in order) and the
    /// `isTargeted:` binding is never written. Before: "cannot find type 'NSItemProvider'", "no
    /// member 'onDrag'". "rename": a tile's title changes; TrayView reads `tiles` (push: holds the
    /// tray): 1 under both engines.
    @Test(arguments: EngineKind.allCases)
    func dragAndDropWithItemProvidersIsInert(engine: EngineKind) throws {
        let source = #"""
        import SwiftUI
        import UniformTypeIdentifiers
        struct Tile: Identifiable, Equatable { let id: Int; var title: String }
        @Observable final class Tray { var tiles = [Tile(id: 1, title: "a"), Tile(id: 2, title: "b")] }
        struct TrayView: View {
            var tray: Tray
            @State private var isTargeted = false
            var body: some View {
                VStack {
                    ForEach(tray.tiles) { tile in
                        Text(tile.title)
                            .onDrag { NSItemProvider(object: String(tile.id) as NSString) }
                            .onDrag({ NSItemProvider(object: tile.title as NSString) }, preview: { Text(tile.title) })
                    }
                }
                .onDrop(of: [.text], isTargeted: $isTargeted) { providers in
                    _ = providers.first?.loadObject(ofClass: NSString.self) { item, _ in _ = item }
                    return true
                }
                .onDrop(of: [UTType.plainText], isTargeted: nil) { providers, location in false }
                .onDrop(of: [.text], delegate: Reorder(tray: tray))
                .opacity(isTargeted ? 0.5 : 1)
            }
        }
        struct Reorder: DropDelegate {
            let tray: Tray
            func performDrop(info: DropInfo) -> Bool { tray.tiles.reverse(); return true }
        }
        let tray = Tray()
        Redraw.root { TrayView(tray: tray) }
        Redraw.step("rename") {
            tray.tiles[0].title = "z"
            let provider = NSItemProvider(object: "x" as NSString)
            precondition(provider.hasItemConformingToTypeIdentifier(UTType.utf8PlainText.identifier))
            precondition(tray.tiles.map(\.id) == [1, 2], "a drop ran")
        }
        """#
        let r = try run(source, engine, name: "api-gap-17-drag-and-drop")
        #expect(r.bodies("rename", "TrayView") == 1)
    }

    static let preferenceReaders = #"""
    import SwiftUI
    struct BoundsKey: PreferenceKey {
        static let defaultValue: [Int: Anchor<CGRect>] = [:]
        static func reduce(value: inout [Int: Anchor<CGRect>], nextValue: () -> [Int: Anchor<CGRect>]) {
            value.merge(nextValue()) { $1 }
        }
    }
    struct TitleKey: PreferenceKey {
        static let defaultValue = ""
        static func reduce(value: inout String, nextValue: () -> String) { value += nextValue() }
    }
    struct CenterKey: PreferenceKey {
        static let defaultValue: [Anchor<CGPoint>] = []
        static func reduce(value: inout [Anchor<CGPoint>], nextValue: () -> [Anchor<CGPoint>]) { value += nextValue() }
    }
    @Observable final class Tabs { var selected = 1; var titles = ["a", "b"] }
    struct TabBar: View {
        var tabs: Tabs
        var body: some View {
            HStack {
                ForEach(1...2, id: \.self) { i in
                    Text("\(i)").anchorPreference(key: BoundsKey.self, value: .bounds) { [i: $0] }
                }
                Titles(tabs: tabs)
                    .transformAnchorPreference(key: CenterKey.self, value: .center) { $0.append($1) }
            }
            .overlayPreferenceValue(BoundsKey.self) { anchors in
                GeometryReader { proxy in
                    Indicator(rect: anchors[tabs.selected].map { proxy[$0] } ?? .null, selected: tabs.selected,
                              count: anchors.count)
                }
            }
            .backgroundPreferenceValue(TitleKey.self, alignment: .leading) { title in Caption(title: title) }
        }
    }
    struct Titles: View {
        var tabs: Tabs
        var body: some View { Text(tabs.titles[0]).preference(key: TitleKey.self, value: tabs.titles.joined()) }
    }
    struct Indicator: View {
        let rect: CGRect
        let selected: Int
        let count: Int
        var body: some View { Text("\(selected) of \(count) at \(Int(rect.minX))") }
    }
    struct Caption: View {
        let title: String
        var body: some View { Text(title) }
    }
    let tabs = Tabs()
    Redraw.root { TabBar(tabs: tabs) }
    Redraw.step("select 2") { tabs.selected = 2 }
    Redraw.step("rename") { tabs.titles[1] = "c" }
    """#

    /// `.anchorPreference`, `.transformAnchorPreference`, `Anchor` (`proxy[anchor]`: nothing is
    /// laid out, so `.bounds` is `.zero`), `.overlayPreferenceValue` and `.backgroundPreferenceValue`.
    /// Before: "no member 'anchorPreference'". The transform of a reader runs in a node of its
    /// own (SwiftUI's `_PreferenceReadingView`), not counted, whose children are the app's views:
    /// what the transform reads is that node's, and it re-runs when its content's value changes
    /// (after the pass, in a further pass of the same frame) or when the holder re-runs.
    /// "initial render": TabBar 1, Titles 1; the readers build nothing until the values are
    /// known after the first pass, then Indicator and Caption once each (not twice).
    /// "select 2": pull — only the overlay's reader read `selected`: it re-runs, Indicator's
    /// `selected` changed: Indicator 1, TabBar 0 (had the transform run in TabBar's body, TabBar
    /// would re-run). Push — TabBar and Titles hold the tabs: 1 each; both readers re-run with
    /// their holder: Indicator 1 (changed input), Caption 0 (same title).
    /// "rename": Titles reads `titles` (push: holds the tabs): 1, and sets "ac"; after the pass the
    /// background's value changed: its reader re-runs in a further pass, Caption 1. Pull: TabBar 0,
    /// Indicator 0. Push: TabBar 1, the overlay's reader re-runs with it, Indicator's inputs are
    /// the same: 0; the background's reader first re-runs with "ab" (Caption skipped), then with
    /// "ac": Caption 1.
    @Test(arguments: EngineKind.allCases)
    func preferenceReadersAreNodesOfTheirOwn(engine: EngineKind) throws {
        let r = try run(Self.preferenceReaders, engine, name: "api-gap-17-preference-readers")
        let push = engine == .push
        for (view, count) in [("TabBar", 1), ("Titles", 1), ("Indicator", 1), ("Caption", 1)] {
            #expect(r.bodies("initial render", view) == count, "initial render: \(view)")
        }
        for (view, count) in [("TabBar", push ? 1 : 0), ("Titles", push ? 1 : 0), ("Indicator", 1), ("Caption", 0)] {
            #expect(r.bodies("select 2", view) == count, "select 2: \(view)")
        }
        for (view, count) in [("TabBar", push ? 1 : 0), ("Titles", 1), ("Indicator", 0), ("Caption", 1)] {
            #expect(r.bodies("rename", view) == count, "rename: \(view)")
        }
    }

    /// `.onHover`, iOS 16's `.onContinuousHover` with `HoverPhase` (its coordinate space a value or
    /// the enum) and `.hoverEffect`: inert, as nothing hovers here. Before: "no member
    /// 'onContinuousHover'". "tick": `ticks` changes; Card reads it (push: holds the clock): 1.
    /// No hover action ever runs, so `hovering` and `location` stay as they were: Spot, which
    /// reads neither the clock nor anything a hover writes, 0 (the same input under pull; push: it
    /// holds nothing), and the step checks no write reached the clock.
    @Test(arguments: EngineKind.allCases)
    func hoverIsInert(engine: EngineKind) throws {
        let source = #"""
        import SwiftUI
        @Observable final class Clock { var ticks = 0; var hovered = 0 }
        struct Card: View {
            var clock: Clock
            @State private var hovering = false
            @State private var location: CGPoint?
            var body: some View {
                VStack {
                    Text("\(clock.ticks)")
                    Spot(location: location)
                }
                .onHover { hovering = $0; clock.hovered += 1 }
                .onContinuousHover { phase in
                    switch phase {
                    case .active(let point): location = point
                    case .ended: location = nil
                    }
                }
                .onContinuousHover(coordinateSpace: .named("card")) { _ in clock.hovered += 1 }
                .onContinuousHover(coordinateSpace: CoordinateSpace.global) { _ in clock.hovered += 1 }
                .hoverEffect(.lift)
                .opacity(hovering ? 0.8 : 1)
            }
        }
        struct Spot: View {
            let location: CGPoint?
            var body: some View { Text(location.map { "\(Int($0.x))" } ?? "none") }
        }
        let clock = Clock()
        Redraw.root { Card(clock: clock) }
        Redraw.step("tick") { clock.ticks += 1; precondition(clock.hovered == 0, "a hover action ran") }
        """#
        let r = try run(source, engine, name: "api-gap-17-hover")
        #expect(r.bodies("tick", "Card") == 1)
        #expect(r.bodies("tick", "Spot") == 0)
    }

    /// `.onGeometryChange(for:of:action:)` is modelled with Redraw's geometry (GeometryReader's
    /// 393 × 852 pt proxy): the action runs once when the view appears, after the render pass,
    /// and its `@State` write renders in a further pass of the same frame, as a device runs it
    /// after the first layout. Before, neither closure ran: Panel ran once where a device runs
    /// twice, silently. "initial render": Panel 1 (created), then its `width` is set to 393 and
    /// it re-runs: 2; Width (its input changed from 0 to 393) 2. "tick": the clock changes, Panel
    /// reads it (push: holds it): 1; the value `of:` gives is the same (393), so the action does
    /// not run again; Width's input is the same: 0. The two-value form runs too (`pairs`).
    @Test(arguments: EngineKind.allCases)
    func geometryChangeRunsItsActionOnAppear(engine: EngineKind) throws {
        let source = #"""
        import SwiftUI
        @Observable final class Clock { var ticks = 0; var pairs = 0 }
        struct Panel: View {
            var clock: Clock
            @State private var width: CGFloat = 0
            var body: some View {
                VStack {
                    Text("\(clock.ticks)")
                    Width(width: width)
                }
                .onGeometryChange(for: CGFloat.self) { proxy in proxy.size.width } action: { width = $0 }
                .onGeometryChange(for: CGSize.self, of: { $0.size }) { old, new in clock.pairs += old == new ? 1 : 100 }
            }
        }
        struct Width: View {
            let width: CGFloat
            var body: some View { Text("\(Int(width))") }
        }
        let clock = Clock()
        Redraw.root { Panel(clock: clock) }
        Redraw.step("tick") { clock.ticks += 1; precondition(clock.pairs == 1, "the two-value action: \(clock.pairs)") }
        """#
        let r = try run(source, engine, name: "api-gap-17-geometry-change")
        #expect(r.bodies("initial render", "Panel") == 2)
        #expect(r.bodies("initial render", "Width") == 2)
        #expect(r.bodies("tick", "Panel") == 1)
        #expect(r.bodies("tick", "Width") == 0)
    }
}
