// API that real apps used, added when testers' pasted files failed to compile (the eleventh batch):
// Combine's `combineLatest` of four publishers and `collect` by time (on the virtual clock), a
// `Commands` type whose body is a builder without the attribute, `Angle` arithmetic (Apple's
// Landmarks badge), `.hueRotation`, keyboard shortcuts, `@FocusedBinding`, UIKit's
// `UIKeyboardType.alphabet` and `import CoreGraphics` — end to end, under both engines.

import Foundation
import RedrawResults
import Testing

@Suite struct APIGapTests11 {
    static let source = #"""
    import SwiftUI
    import CoreGraphics

    // A plain class: its `@Published` properties announce nothing, and their publishers stay in
    // both forms of the file (a model's own `$property` pipeline would make it push-only).
    final class Sensors {
        @Published var a = 1
        @Published var b = 2
        @Published var c = 3
        @Published var d = 4
        private var cancellables = Set<AnyCancellable>()
        init(board: Dashboard) {
            $a.combineLatest($b, $c, $d)
                .map { $0 + $1 + $2 + $3 }
                .sink { board.total = $0 }
                .store(in: &cancellables)
            $a.combineLatest($b, $c, $d) { "\($0)\($1)\($2)\($3)" }
                .sink { board.digits = $0 }
                .store(in: &cancellables)
        }
    }
    @Observable final class Dashboard {
        var total = 0
        var digits = ""
        /// A model's nonisolated method doing Angle arithmetic.
        func heading() -> Angle { .degrees(30) * 2 - .degrees(15) }
    }
    @Observable final class Collector {
        var batches: [[Int]] = []
        var pairs: [[Int]] = []
        @ObservationIgnored let ticks = PassthroughSubject<Int, Never>()
        @ObservationIgnored private var cancellables = Set<AnyCancellable>()
        func start() {
            ticks.collect(.byTime(RunLoop.main, .seconds(1)))
                .sink { [weak self] in self?.batches.append($0) }
                .store(in: &cancellables)
            ticks.collect(.byTimeOrCount(RunLoop.main, .seconds(1), 2), options: nil)
                .sink { [weak self] in self?.pairs.append($0) }
                .store(in: &cancellables)
        }
    }
    struct AppCommands: Commands {
        var body: some Commands {
            SidebarCommands()
            CommandMenu("Sensors") { Button("Reset") {} }
        }
    }
    struct DocumentKey: FocusedValueKey { typealias Value = Binding<String> }
    extension FocusedValues {
        var document: Binding<String>? {
            get { self[DocumentKey.self] }
            set { self[DocumentKey.self] = newValue }
        }
    }
    struct Readout: View {
        var board: Dashboard
        var body: some View {
            Text("\(board.total) from \(board.digits)")
                .hueRotation(.degrees(1.0 / 8.0) * 360.0)
                .keyboardShortcut("r", modifiers: [.command, .shift])
        }
    }
    struct Batches: View {
        var collector: Collector
        var body: some View {
            VStack {
                Text("\(collector.batches) \(collector.pairs)")
                Button("Start") { collector.start() }.keyboardShortcut(.defaultAction)
                Button("Stop") {}.keyboardShortcut(.cancelAction)
                Button("Up") {}.keyboardShortcut(.upArrow, modifiers: .option)
                Button("Off") {}.keyboardShortcut(nil)
            }
        }
    }
    struct Editor: View {
        @State var title = ""
        var body: some View {
            TextField("Title", text: $title)
                .keyboardType(.alphabet)
                .focusedValue(\.document, $title)
        }
    }
    struct Inspector: View {
        @FocusedBinding(\.document) var document: String?
        let angle = Angle.degrees(1.0 / 8.0) * 360.0
        var body: some View {
            VStack {
                Text(document ?? "No document").onTapGesture { document = "edited" }
                Text("\(Int(angle.degrees.rounded())) degrees, \(Int((-angle + .degrees(90) / 2).degrees.rounded()))")
                    .rotationEffect(angle)
                    .onTapGesture {}
            }
        }
    }
    let dashboard = Dashboard()
    let sensors = Sensors(board: dashboard)
    let collector = Collector()
    Redraw.root {
        WindowGroup {
            VStack { Readout(board: dashboard); Batches(collector: collector); Editor(); Inspector() }
        }
        .commands { AppCommands() }
    }
    Redraw.step("set d") {
        sensors.d = 5
        precondition(dashboard.total == 11 && dashboard.digits == "1235", "\(dashboard.total) \(dashboard.digits)")
        let heading = dashboard.heading().degrees
        precondition(abs(heading - 45) < 1e-9, "heading \(heading)")
    }
    Redraw.tap("Start")
    Redraw.step("send 1 and 2") { collector.ticks.send(1); collector.ticks.send(2) }
    Redraw.wait(seconds: 0.5)
    Redraw.step("send 3") { collector.ticks.send(3) }
    Redraw.wait(seconds: 2)
    Redraw.step("check batches") {
        precondition(collector.batches == [[1, 2, 3]], "batches: \(collector.batches)")
        precondition(collector.pairs == [[1, 2], [3]], "pairs: \(collector.pairs)")
    }
    Redraw.tap("45 degrees, 0")
    Redraw.tap("No document")
    Redraw.type("Title", "Notes")
    """#

    /// Counts follow update-cycle.md ("One frame": a write invalidates the latest readers; several
    /// writes in one frame cost one evaluation; "Time and asynchronous work": due work runs before
    /// the frame's render). Every model here is read by one view only — Readout reads `dashboard`
    /// (pull: `total` and `digits`; push: it holds the object), Batches `collector` — so push and
    /// pull count alike. The keyboard shortcuts, `.hueRotation`, `.rotationEffect` and
    /// `.keyboardType(.alphabet)` are inert; `AppCommands`' body never runs (a phone has no menus).
    /// Initial render: Readout, Batches, Editor, its TextField (a control node), Inspector: 5.
    /// "set d": `$d` sends 5 and both `combineLatest`s of four send (1, 2, 3, 5): `total` is 11,
    /// `digits` "1235" — two writes in the frame, Readout once: 1.
    /// `tap "Start"` subscribes the two `collect`s at that frame's time T and writes nothing: 0.
    /// "send 1 and 2" (T + 1 frame): `.byTimeOrCount(…, 2)` is full and sends [1, 2] at once into
    /// `pairs`: Batches, 1. `.byTime` holds them.
    /// "wait 0.5 s" (T + 2 … T + 31): nothing ends: 0. "send 3" (T + 32): both buffer it: 0.
    /// "wait 2 s" (T + 33 … T + 152): the first interval ends 1 s = 60 frames after the
    /// subscription, at T + 60, the wait's 28th frame (offset 27): `.byTime` sends [1, 2, 3] and
    /// `.byTimeOrCount` [3] (its count sent [1, 2] without moving the tick) — two writes, one frame,
    /// Batches once. The tick at T + 120 (offset 87) has nothing buffered and sends nothing: 1 in all.
    /// "check batches" traps unless the arrays are as derived.
    /// `tap "45 degrees, 0"`: the label's arithmetic (`.degrees(1/8) * 360`, `-a + b / 2`) as Apple's;
    /// the tap runs an empty action: 0.
    /// `tap "No document"`: `@FocusedBinding` read nil (nothing publishes `\.document`: the label is
    /// "No document"); the write through it goes nowhere: 0.
    /// `type "Notes"`: `title` was read by the TextField alone (Editor's `$title` and its
    /// `.focusedValue` read nothing), one frame a character: 5.
    @Test(arguments: EngineKind.allCases)
    func combineLatestFourCollectByTimeAndShortcuts(engine: EngineKind) throws {
        let r = try run(Self.source, engine, name: "api-gaps-11")
        #expect(r.total("initial render").bodyEvaluations == 5)
        #expect(r.bodies("initial render", "AppCommands") == 0)
        #expect(r.total("set d").bodyEvaluations == 1)
        #expect(r.bodies("set d", "Readout") == 1)
        #expect(r.total("tap \"Start\"").bodyEvaluations == 0)
        #expect(r.total("send 1 and 2").bodyEvaluations == 1)
        #expect(r.bodies("send 1 and 2", "Batches") == 1)
        #expect(r.total("wait 0.5 s").bodyEvaluations == 0)
        #expect(r.total("send 3").bodyEvaluations == 0)
        let wait = r.step("wait 2 s").counts.evaluationsPerFrame
        #expect(wait.enumerated().filter { $0.element > 0 }.map { $0.offset } == [27])
        #expect(r.total("wait 2 s").bodyEvaluations == 1)
        #expect(r.bodies("wait 2 s", "Batches") == 1)
        #expect(r.total("tap \"45 degrees, 0\"").bodyEvaluations == 0)
        #expect(r.total("tap \"No document\"").bodyEvaluations == 0)
        #expect(r.total("type \"Notes\" into \"Title\"").bodyEvaluations == 5)
        #expect(r.bodies("type \"Notes\" into \"Title\"", "TextField") == 5)
    }

    /// `import CoreGraphics` alone gives a file CoreGraphics' values: a folder scenario whose
    /// Geometry.swift imports nothing else uses `CGFloat`, `CGPoint`, `CGSize`, `CGRect`,
    /// `CGAffineTransform`, `CGVector`, `CGColor` and `CGLineCap` (Redraw's CoreGraphics module:
    /// Foundation re-exported, with the types Linux lacks). The view's button shows what they
    /// computed — a quarter turn of (2, 0) is (0, 2), the vector's length 5, the colour's alpha
    /// 0.5 — and the tap finds it by those words; its action writes nothing: 0.
    @Test(arguments: EngineKind.allCases)
    func importCoreGraphicsAlone(engine: EngineKind) throws {
        // A folder per engine: the two tests run at once, and each removes its own.
        let folder = NSTemporaryDirectory() + "redraw-api-gaps-11-cg-\(ProcessInfo.processInfo.processIdentifier)-\(engine.rawValue)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try """
        import CoreGraphics

        struct Geometry {
            static func summary() -> String {
                let turned = CGPoint(x: 2, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2))
                let v = CGVector(dx: 3, dy: 4)
                let length = (v.dx * v.dx + v.dy * v.dy).squareRoot()
                let frame = CGRect(origin: .zero, size: CGSize(width: 10, height: 20))
                let ink = CGColor(red: 1, green: 0, blue: 0, alpha: 0.5)
                let cap: CGLineCap = .round
                return "(\\(Int(turned.x.rounded())), \\(Int(turned.y.rounded()))) \\(Int(length)) \\(Int(frame.height)) \\(ink.alpha) \\(cap)"
            }
        }
        """.write(toFile: folder + "/Geometry.swift", atomically: true, encoding: .utf8)
        try """
        import SwiftUI

        struct Card: View {
            var body: some View { Button(Geometry.summary()) {} }
        }
        Redraw.root { Card() }
        Redraw.tap("(0, 2) 5 20 0.5 round")
        """.write(toFile: folder + "/workload.swift", atomically: true, encoding: .utf8)
        let r = try run(path: folder, engine)
        #expect(r.total("initial render").bodyEvaluations == 1)
        #expect(r.total("tap \"(0, 2) 5 20 0.5 round\"").bodyEvaluations == 0)
    }
}
