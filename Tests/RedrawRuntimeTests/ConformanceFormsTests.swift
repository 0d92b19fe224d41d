// Ways app code declares what a model is, beside `class M: ObservableObject`,
// that the pull form must follow: the conformance in an extension, members
// given to every model through `extension ObservableObject`, and a protocol of
// the app's that refines `ObservableObject` (MVVM's `protocol ViewModel`).

import RedrawBuild
import RedrawResults
import Testing

@Suite struct ConformanceFormsTests {
    static let source = """
    import SwiftUI
    import Combine

    extension ObservableObject {
        var kind: String { String(describing: Self.self) }
    }

    final class Counter {
        @Published var count = 0
        @Published var note = ""
    }
    extension Counter: ObservableObject {}

    struct CountView: View {
        @ObservedObject var counter: Counter
        var body: some View { Text("\\(counter.kind) \\(counter.count)") }
    }

    struct NoteView: View {
        @ObservedObject var counter: Counter
        var body: some View { Text(counter.note) }
    }

    struct Screen: View {
        let counter: Counter
        var body: some View {
            VStack {
                CountView(counter: counter)
                NoteView(counter: counter)
            }
        }
    }

    let counter = Counter()
    Redraw.root { Screen(counter: counter) }
    Redraw.step("count") { counter.count += 1 }
    Redraw.step("note") { counter.note = "hi" }
    """

    /// `Counter` is a model class (its conformance is in an extension), so the pull form makes it
    /// `@Observable` and `@ObservedObject` a plain property; `kind` comes from `extension
    /// Observable` there. push: both views subscribe to the counter, so every `@Published` write
    /// re-runs both; pull: each view re-runs for the property it read. (Before, the pull form
    /// dropped `@ObservedObject` from a class it did not know as a model: 0 bodies and a stale view.)
    @Test(arguments: EngineKind.allCases)
    func countsUnderBothEngines(engine: EngineKind) throws {
        let r = try run(Self.source, engine, name: "conformance-forms")
        #expect(r.total("initial render").bodyEvaluations == 3)
        #expect(r.bodies("count", "CountView") == 1)
        #expect(r.bodies("count", "NoteView") == (engine == .push ? 1 : 0))
        #expect(r.bodies("note", "NoteView") == 1)
        #expect(r.bodies("note", "CountView") == (engine == .push ? 1 : 0))
        #expect(r.total("count").staleViews == 0)
        #expect(r.total("note").staleViews == 0)
    }

    /// `protocol ViewModel: ObservableObject` and a class conforming to it, in its header or an
    /// extension: an `ObservableObject`, so a model class — its `@Published` properties notify under
    /// push, and the pull form migrates it. Each tap writes `count`, which the view read (push: it
    /// holds the model as a @StateObject): 1 under both engines. (Taken for a plain class, its
    /// `@Published` announced nothing: 0.)
    @Test(arguments: EngineKind.allCases, [false, true])
    func aProtocolThatRefinesObservableObjectMakesAModel(engine: EngineKind, inExtension: Bool) throws {
        let source = """
        protocol ViewModel: ObservableObject {}
        final class CounterModel\(inExtension ? "" : ": ViewModel") {
            @Published var count = 0
        }
        \(inExtension ? "extension CounterModel: ViewModel {}" : "")
        struct CounterView: View {
            @StateObject private var model = CounterModel()
            var body: some View {
                Text("\\(model.count)")
                Button("Add") { model.count += 1 }
            }
        }
        Redraw.root { CounterView() }
        Redraw.tap("Add")
        """
        let r = try run(source, engine, name: "refined-observable-object-\(inExtension)")
        #expect(r.bodies("tap \"Add\"", "CounterView") == 1)
    }

    /// A subclass of an `ObservableObject` with `@Published` properties of its own (a `Loadable`
    /// base): its pull form is `@Observable` too, as its base's is (the macro allows a subclass of
    /// an `@Observable` class; its pull form did not compile). The tap writes `name`, which the view
    /// read (push: it holds the model as a @StateObject): 1 under both engines.
    @Test(arguments: EngineKind.allCases)
    func aSubclassWithItsOwnPublishedPropertiesMigratesWithItsBase(engine: EngineKind) throws {
        let source = """
        class Loadable: ObservableObject {
            @Published var value: String?
            init() {}
        }
        final class UserModel: Loadable {
            @Published var name = ""
        }
        struct UserView: View {
            @StateObject private var model = UserModel()
            var body: some View {
                Text(model.name)
                Button("Rename") { model.name += "!" }
            }
        }
        Redraw.root { UserView() }
        Redraw.tap("Rename")
        """
        let r = try run(source, engine, name: "published-subclass")
        #expect(r.bodies("tap \"Rename\"", "UserView") == 1)
    }
}

extension ConformanceFormsTests {
    /// A `public` model class (code pasted from a Swift package) compiles in both forms: the
    /// generated `_RedrawNamedProperties` members were internal, and swiftc refused them as
    /// witnesses of a public protocol for a public class ("must be declared public"), pointing
    /// into the generated file. Counts: the tap's write re-runs CounterView, which holds the
    /// counter (push: it subscribed; pull: its body read `count`): 1.
    @Test(arguments: EngineKind.allCases)
    func aPublicModelClassCompiles(engine: EngineKind) throws {
        let source = """
        public final class Counter: ObservableObject {
            @Published public var count = 0
            public init() {}
        }
        struct CounterView: View {
            @StateObject var counter = Counter()
            var body: some View {
                Button("Add \\(counter.count)") { counter.count += 1 }
            }
        }
        Redraw.root { CounterView() }
        Redraw.tap("Add 0")
        """
        let r = try run(source, engine, name: "public-model")
        #expect(r.bodies("tap \"Add 0\"", "CounterView") == 1)
    }

    /// An `@Observable` class whose `Codable` conformance is synthesised, its keys naming the
    /// macro's storage (`case _name = "name"`, Hacking with Swift's Cupcake Corner): its push form
    /// compiles (the keys name the `@Published` properties there, and Redraw's `Published` is
    /// `Codable`) and writes and reads the same JSON as the pull form — the step checks both ways.
    /// Counts: the decoded name is written to the view's order, which ContentView read (pull) or
    /// holds (push): 1.
    @Test(arguments: EngineKind.allCases)
    func anObservableCodableClassHasAPushForm(engine: EngineKind) throws {
        let source = """
        import Foundation
        @Observable
        class Order: Codable {
            enum CodingKeys: String, CodingKey {
                case _name = "name"
                case _quantity
            }
            var name = ""
            var quantity = 3
        }
        struct ContentView: View {
            @State private var order = Order()
            var body: some View { Text("\\(order.name) \\(order.quantity)") }
        }
        Redraw.root { ContentView() }
        Redraw.step("round trip") {
            let order: Order = Redraw.state(of: ContentView.self, "order")
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            let json = String(decoding: try! encoder.encode(order), as: UTF8.self)
            precondition(json == #"{"_quantity":3,"name":""}"#, json)
            let back = try! JSONDecoder().decode(Order.self, from: Data(#"{"name":"Ann","_quantity":5}"#.utf8))
            precondition(back.quantity == 5)
            order.name = back.name
        }
        """
        let r = try run(source, engine, name: "observable-codable")
        #expect(r.bodies("round trip", "ContentView") == 1)
    }
}
