// Swift 6 code that stopped at swiftc in an outside tester's trial of modern Swift (trial BE):
// a model class that stores a `~Copyable` value, the `nonisolated let objectWillChange` idiom of
// main-actor `ObservableObject`s, and a `static let` of `LocalizedStringKey`. Each compiles as
// written and runs under both engines with exact counts.

import RedrawResults
import Testing

@Suite struct ModernSwiftTests {
    /// A `~Copyable` value kept in a model (BE-1). The counting build wraps the other untracked
    /// stored properties to name their reads; a noncopyable one is left as written (its wrapper's
    /// value is `Copyable`, and Swift makes no key path to it). Counts: initial render, BoothView 1;
    /// "park and redeem" appends to `redeemed`, which the body read (pull: tracked; push:
    /// `@Published`), so BoothView re-runs once; `pending` notifies nobody in either form.
    static let pullWritten = """
    // redraw: --swift-version 6
    import SwiftUI

    struct Ticket: ~Copyable {
        let number: Int
        consuming func redeem() -> Int { number }
    }

    @Observable final class Booth {
        var redeemed: [Int] = []
        @ObservationIgnored var pending: Ticket? = nil
        func park() { pending = Ticket(number: 1) }
        func redeemParked() { if let t = pending.take() { redeemed.append(t.redeem()) } }
    }

    struct BoothView: View {
        @State var booth = Booth()
        var body: some View { Text("\\(booth.redeemed.count)") }
    }

    Redraw.root { BoothView() }
    Redraw.step("park and redeem") {
        let b: Booth = Redraw.state(of: BoothView.self, "booth")
        b.park()
        b.redeemParked()
    }
    """

    /// The same model written for push: a plain `var` of the noncopyable type beside a
    /// `@Published` one, in a class generic over a `~Copyable` parameter's holder too.
    static let pushWritten = """
    // redraw: --swift-version 6
    import SwiftUI
    import Combine

    enum Lease: ~Copyable {
        case held(Int)
        consuming func release() -> Int { switch consume self { case .held(let n): n } }
    }

    final class Slot<T: ~Copyable> {
        var content: T?
        init() { content = nil }
    }

    final class Booth: ObservableObject {
        @Published var redeemed: [Int] = []
        var pending: Lease? = nil
        let spare = Slot<Lease>()
        func park() { pending = .held(1) }
        func redeemParked() { if let t = pending.take() { redeemed.append(t.release()) } }
    }

    struct BoothView: View {
        @StateObject var booth = Booth()
        var body: some View { Text("\\(booth.redeemed.count)") }
    }

    Redraw.root { BoothView() }
    Redraw.step("park and redeem") {
        let b: Booth = Redraw.state(of: BoothView.self, "booth")
        b.park()
        b.redeemParked()
    }
    """

    @Test(arguments: EngineKind.allCases, ["pull", "push"])
    func aModelThatStoresANoncopyableValueCompilesAndCounts(_ engine: EngineKind, written: String) throws {
        let r = try run(written == "pull" ? Self.pullWritten : Self.pushWritten, engine, name: "noncopyable-\(written)")
        #expect(r.bodies("initial render", "BoothView") == 1)
        #expect(r.bodies("park and redeem", "BoothView") == 1)
        #expect(r.total("park and redeem").bodyEvaluations == 1)
    }

    /// `nonisolated let objectWillChange = ObservableObjectPublisher()` in a main-actor class
    /// (BE-2): Swift 6 allows `nonisolated` on a stored `let` of a `Sendable` type only. The
    /// class sends by hand before its write (the pull form keeps the announced `level` tracked:
    /// ManualSends). "bump": LevelView read `level` and re-runs once.
    @Test(arguments: EngineKind.allCases)
    func aNonisolatedPublisherCompilesInSwift6(_ engine: EngineKind) throws {
        let source = """
        // redraw: --swift-version 6
        import SwiftUI
        import Combine

        @MainActor final class Meter: ObservableObject {
            nonisolated let objectWillChange = ObservableObjectPublisher()
            var level = 0 { willSet { objectWillChange.send() } }
        }

        struct LevelView: View {
            @StateObject var meter = Meter()
            var body: some View { Text("level \\(meter.level)") }
        }

        Redraw.root { LevelView() }
        Redraw.step("bump") {
            let m: Meter = Redraw.state(of: LevelView.self, "meter")
            m.level += 1
        }
        """
        let r = try run(source, engine, name: "nonisolated-publisher")
        #expect(r.bodies("bump", "LevelView") == 1)
    }

    /// A constants enum of localized keys (BE-3): a `static let` needs a `Sendable` type in Swift 6.
    /// "rename" changes Title's input: 1; Caption's key is the same static: skipped.
    @Test func aStaticLocalizedStringKeyCompilesInSwift6() throws {
        let source = """
        // redraw: --swift-version 6
        import SwiftUI

        private enum Strings {
            static let caption: LocalizedStringKey = "Contacts"
        }

        struct Title: View {
            let name: String
            var body: some View { Text(name) }
        }
        struct Caption: View {
            let key: LocalizedStringKey
            var body: some View { Text(key) }
        }
        struct Screen: View {
            @State private var name = "A"
            var body: some View {
                VStack {
                    Title(name: name)
                    Caption(key: Strings.caption)
                    Button("Rename") { name = "B" }
                }
            }
        }

        Redraw.root { Screen() }
        Redraw.tap("Rename")
        """
        let r = try run(source, .pull, name: "static-localized-key")
        #expect(r.bodies("tap \"Rename\"", "Title") == 1)
        #expect(r.metrics("tap \"Rename\"", "Caption").skipped == 1)
    }

    /// A button titled over two lines (`"Execute\nOperation"`, as a Swift 6 sample app titles its
    /// buttons: trial BE-4) names its step with the break written `\n`, under which the runtime
    /// reports it and the front end lists it alike; "tap" re-runs Screen, which read `taps`.
    @Test func aStepNamedByATwoLineLabelIsOnOneLine() throws {
        let source = #"""
        struct Screen: View {
            @State private var taps = 0
            var body: some View {
                VStack {
                    Text("\(taps)")
                    Button("Execute\nOperation") { taps += 1 }
                }
            }
        }
        Redraw.root { Screen() }
        Redraw.tap("Execute\nOperation")
        Redraw.step("second\ntap") { Redraw.tap("Execute\nOperation") }
        """#
        let r = try run(source, .pull, name: "two-line-label")
        #expect(r.bodies(#"tap "Execute\nOperation""#, "Screen") == 1)
        #expect(r.bodies(#"second\ntap"#, "Screen") == 1)
    }
}
