// Faults of the interpreter that the compiled path does not have, each
// reproduced on it: every count below is derived from the update-cycle rules.

import Foundation
import RedrawResults
import Testing

@Suite struct FixedOnTheWayTests {
    /// `@StateObject var vm: VM = VM()` handed a model by its parent uses that model (the
    /// interpreter ignored the argument because the property had a default).
    static let defaulted = """
    final class Counter: ObservableObject {
        @Published var value = 0
        let name: String
        init(name: String = "default") { self.name = name }
    }
    struct Screen: View {
        @StateObject var vm: Counter = Counter()
        var body: some View { Text("\\(vm.name) \\(vm.value)") }
    }
    let given = Counter(name: "given")
    Redraw.root { Screen(vm: given) }
    Redraw.step("write the given model") { given.value += 1 }
    """

    @Test(arguments: EngineKind.allCases)
    func initArgumentWinsOverTheDefault(engine: EngineKind) throws {
        let r = try run(Self.defaulted, engine, name: "defaulted-state-object")
        // push: Screen holds `given` through @StateObject and subscribes to it: one send, one body.
        // pull: `@State var vm` holds `given`; Screen read `vm.value`: the write invalidates it.
        // Had the default won, Screen would hold another Counter and nothing would re-run.
        #expect(r.bodies("write the given model", "Screen") == 1)
    }

    /// `Redraw.setState` handing a `@StateObject` a new object moves the subscription to it
    /// (the interpreter's push engine stayed subscribed to the old one).
    static let handover = """
    final class Feed: ObservableObject {
        @Published var count = 0
    }
    struct FeedView: View {
        @StateObject var feed: Feed
        var body: some View { Text("\\(feed.count)") }
    }
    let first = Feed()
    let second = Feed()
    Redraw.root { FeedView(feed: first) }
    Redraw.step("hand over") { Redraw.setState(FeedView.self, \\.feed, second) }
    Redraw.step("write the old feed") { first.count += 1 }
    Redraw.step("write the new feed") { second.count += 1 }
    """

    @Test func pushFollowsTheNewObject() throws {
        let r = try run(Self.handover, .push, name: "state-object-handover")
        // The hand-over: FeedView now holds another object, whose `count` its screen does not
        // show yet — it is invalidated, as pull's `@State` write is (below), and re-runs (1). A
        // tester's push run re-ran nothing here and showed the old feed's value, with no stale view.
        #expect(r.bodies("hand over", "FeedView") == 1)
        #expect(r.total("hand over").staleViews == 0)
        // The old feed's sends reach nobody any more; the new one's reach FeedView.
        #expect(r.bodies("write the old feed", "FeedView") == 0)
        #expect(r.total("write the old feed").notifications == 1)
        #expect(r.bodies("write the new feed", "FeedView") == 1)
        #expect(r.total("write the new feed").dependencies == 1)
    }

    @Test func pullFollowsTheNewObjectToo() throws {
        let r = try run(Self.handover, .pull, name: "state-object-handover")
        // `@State var feed`: the hand-over is a @State write FeedView read → it re-runs and
        // reads the new feed's `count`; the old feed's writes reach nobody.
        #expect(r.bodies("hand over", "FeedView") == 1)
        #expect(r.bodies("write the old feed", "FeedView") == 0)
        #expect(r.bodies("write the new feed", "FeedView") == 1)
    }

    /// `@Model` classes (SwiftData) are observed: `@Observable` under pull, `ObservableObject`
    /// with `@Published` properties under push (the interpreter accepted them and never observed).
    static let swiftData = """
    import SwiftUI
    import SwiftData

    @Model
    final class Note {
        var text: String
        @Attribute(.unique) var id: Int
        @Transient var draft = ""
        init(id: Int, text: String) { self.id = id; self.text = text }
    }
    struct NoteView: View {
        var note: Note
        var body: some View { Text(note.text) }
    }
    let note = Note(id: 1, text: "hello")
    Redraw.root { NoteView(note: note) }
    Redraw.step("edit the text") { note.text = "hello, world" }
    Redraw.step("edit the draft") { note.draft = "unsaved" }
    """

    @Test(arguments: EngineKind.allCases)
    func modelClassesAreObserved(engine: EngineKind) throws {
        let r = try run(Self.swiftData, engine, name: "swiftdata-model")
        #expect(r.bodies("edit the text", "NoteView") == 1)
        // `@Transient` is not persisted, and not observed: plain under push, ignored under pull.
        #expect(r.bodies("edit the draft", "NoteView") == 0)
    }
}
