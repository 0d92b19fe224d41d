// API that real apps used, added when pasted app files failed to compile (the second
// batch): a `Publisher` written as in Combine (`receive(subscriber:)`, its own `Subscription`,
// a `Subscriber` of the app's own, demand), `Deferred` and `Future`; `GridItem`'s properties;
// UIKit's semantic colours, `UIColor(_: Color)`, `UIRectCorner`, `UIBezierPath` and `cgPath`;
// iOS 17's fill-then-stroke; `.modelContainer(for: [A.self])`; asset symbols — end to end,
// with exact counts under both engines.

import RedrawResults
import Testing

@Suite struct APIGapTests2 {
    // MARK: Values and modifiers: UIKit's paths and colours, asset symbols, ShapeView, GridItem,
    // the array form of `.modelContainer`. All inert: none adds a node or changes a count.

    static let appAPI = #"""
    import SwiftUI
    import SwiftData

    @Model final class Entry { var at: Double = 0; init() {} }
    extension ImageResource { static let logo = ImageResource(name: "logo", bundle: .main) }
    extension ColorResource { static let brand = ColorResource(name: "brand", bundle: .main) }

    struct RoundedCorner: Shape {
        var radius: CGFloat = .infinity
        var corners: UIRectCorner = .allCorners
        func path(in rect: CGRect) -> Path {
            let path = UIBezierPath(roundedRect: rect, byRoundingCorners: corners, cornerRadii: CGSize(width: radius, height: radius))
            return Path(path.cgPath)
        }
    }
    extension View {
        func cornerRadius(_ radius: CGFloat, corners: UIRectCorner) -> some View {
            clipShape(RoundedCorner(radius: radius, corners: corners))
        }
    }
    struct Badge: View {
        var body: some View {
            ZStack {
                Circle().fill(.red).stroke(.blue, lineWidth: 2)
                RoundedRectangle(cornerRadius: 10).fill(Color.blue.opacity(0.2)).stroke(Color.blue, lineWidth: 2)
                Capsule().fill(Color(.brand)).strokeBorder(Color(uiColor: UIColor(Color.red)), lineWidth: 1)
                    .stroke(.green, style: StrokeStyle(lineWidth: 1))
                Image(.logo)
            }
        }
    }
    struct Palette: View {
        static let fills: [UIColor] = [.systemFill, .secondarySystemFill, .tertiarySystemFill, .quaternarySystemFill,
                                       .quaternaryLabel, .opaqueSeparator, .tertiarySystemGroupedBackground, .link,
                                       .systemMint, .systemCyan, .systemBrown, .lightGray, .darkGray, UIColor(resource: .brand)]
        var body: some View {
            HStack { ForEach(0..<Self.fills.count, id: \.self) { Rectangle().fill(Color(Self.fills[$0])) } }
        }
    }
    struct Screen: View {
        @State private var taps = 0
        var columns: [GridItem] {
            var first = GridItem(.adaptive(minimum: 80))
            first.spacing = 0
            first.alignment = .top
            first.size = .fixed(90)
            return [first, GridItem(.flexible(), spacing: 8, alignment: .top)]
        }
        var body: some View {
            VStack {
                Text("\(taps) taps").cornerRadius(8, corners: [.topLeft, .topRight])
                Badge()
                Palette()
                Button("Tap") { taps += 1 }
                LazyVGrid(columns: columns) { ForEach(0..<4, id: \.self) { Text("cell \($0)") } }
            }
            .modelContainer(for: [Entry.self])
        }
    }
    Redraw.root { Screen() }
    Redraw.tap("Tap")
    Redraw.step("check") {
        let red = UIColor(Color.red)
        precondition(red.red == UIColor.systemRed.red && red.green == UIColor.systemRed.green)
        let custom = Color(red: 0.2, green: 0.4, blue: 0.6)
        precondition(Color(uiColor: UIColor(custom)) == custom)
        precondition(UIImage(resource: .logo).name == "logo" && Image(.logo) == Image("logo"))
        precondition(UIRectCorner.allCorners.contains([.bottomLeft, .bottomRight]))
        let rect = CGRect(x: 0, y: 0, width: 40, height: 20)
        let bezier = UIBezierPath(roundedRect: rect, byRoundingCorners: [.topLeft], cornerRadii: CGSize(width: 4, height: 4))
        precondition(bezier.cgPath.boundingBox == rect)
        var item = GridItem(.flexible(), spacing: 8, alignment: .top)
        precondition(item.spacing == 8 && item.alignment == .top)
        item.spacing = nil
        precondition(item.spacing == nil)
    }
    """#

    @Test(arguments: EngineKind.allCases)
    func appAPICompilesAndChangesNoCount(_ engine: EngineKind) throws {
        let r = try run(Self.appAPI, engine, name: "api-gaps-2-app")
        // Initial render: Screen, Badge, Palette (user views) and the LazyVGrid's node (a lazy
        // container is a node of its own): 4. The shapes filled then stroked, the images and colours
        // from asset symbols, the RoundedCorner clip and `.modelContainer(for: [Entry.self])` are
        // leaves or inert modifiers of the bodies that make them: no node of their own.
        #expect(r.total("initial render").bodyEvaluations == 4)
        #expect(r.bodies("initial render", "Screen") == 1)
        #expect(r.bodies("initial render", "Badge") == 1)
        #expect(r.bodies("initial render", "Palette") == 1)
        #expect(r.bodies("initial render", "LazyVGrid") == 1)
        // tap "Tap": `taps` is read by Screen alone (its `Text`): Screen re-runs (1), and the
        // LazyVGrid, a lazy container, updates whenever its parent re-runs (1). Badge and Palette
        // have no inputs (Palette's colours are a static) and read nothing: skipped. 2, in both
        // engines (no model object is read anywhere).
        #expect(r.bodies("tap \"Tap\"", "Screen") == 1)
        #expect(r.bodies("tap \"Tap\"", "LazyVGrid") == 1)
        #expect(r.bodies("tap \"Tap\"", "Badge") == 0)
        #expect(r.bodies("tap \"Tap\"", "Palette") == 0)
        #expect(r.total("tap \"Tap\"").bodyEvaluations == 2)
        // "check" writes nothing (it traps if a value above is not what UIKit or SwiftUI gives).
        #expect(r.total("check").bodyEvaluations == 0)
    }

    // MARK: Combine as apps write it: publishers of their own, subscribers of their own,
    // `Deferred { Future { … } }`; heard by `.onReceive`, `sink`, `assign(to:on:)`, through
    // `map`, `collect`, `receive(on:)` and `eraseToAnyPublisher()`.

    static let customPublishers = #"""
    import SwiftUI
    import Combine

    /// A publisher written as in Combine, over another.
    struct Effect<Output>: Publisher {
        typealias Failure = Never
        let upstream: AnyPublisher<Output, Never>
        func receive<S>(subscriber: S) where S: Subscriber, S.Failure == Never, S.Input == Output {
            upstream.receive(subscriber: subscriber)
        }
    }

    /// A publisher with a subscription of its own: from, from - 1, … 0 as asked for, then finished.
    struct Countdown: Publisher {
        typealias Output = Int
        typealias Failure = Never
        let from: Int
        func receive<S: Subscriber>(subscriber: S) where S.Input == Int, S.Failure == Never {
            subscriber.receive(subscription: CountdownSubscription(subscriber, from: from))
        }
    }

    final class CountdownSubscription<S: Subscriber>: Subscription where S.Input == Int, S.Failure == Never {
        private var subscriber: S?
        private var next: Int
        init(_ subscriber: S, from: Int) {
            self.subscriber = subscriber
            next = from
        }
        func request(_ demand: Subscribers.Demand) {
            var demand = demand
            while demand > 0, next >= 0, let subscriber {
                demand -= 1
                demand += subscriber.receive(next)
                next -= 1
            }
            if next < 0, let subscriber {
                self.subscriber = nil
                subscriber.receive(completion: .finished)
            }
        }
        func cancel() { subscriber = nil }
    }

    /// A subscriber of the app's own: asks for `wanted` values first.
    final class Taker: Subscriber {
        typealias Input = Int
        typealias Failure = Never
        let wanted: Int
        var got: [Int] = []
        var finished = false
        var subscription: Subscription?
        init(wanted: Int) { self.wanted = wanted }
        func receive(subscription: Subscription) {
            self.subscription = subscription
            subscription.request(.max(wanted))
        }
        func receive(_ input: Int) -> Subscribers.Demand {
            got.append(input)
            return .none
        }
        func receive(completion: Subscribers.Completion<Never>) { finished = true }
    }

    struct Oops: Error {}

    final class Loader: ObservableObject {
        @Published var value = 0
        @Published var countdown: [Int] = []
        private var bag = Set<AnyCancellable>()
        func load() {
            Deferred { Future<Int, Never> { promise in promise(.success(42)) } }
                .sink { [weak self] in self?.value = $0 }
                .store(in: &bag)
        }
        func count() {
            Countdown(from: 2).collect()
                .sink { [weak self] in self?.countdown = $0 }
                .store(in: &bag)
        }
    }
    final class Ticker: ObservableObject {
        @Published var latest = 0
    }

    let ticks = PassthroughSubject<Int, Never>()
    let loader = Loader()
    let ticker = Ticker()
    var subscriptions = Set<AnyCancellable>()

    struct ValueView: View {
        @ObservedObject var loader: Loader
        var body: some View { Button("Load \(loader.value)") { loader.load() } }
    }
    struct CountView: View {
        @ObservedObject var loader: Loader
        var body: some View { Button("Count \(loader.countdown.count)") { loader.count() } }
    }
    struct TickView: View {
        @ObservedObject var ticker: Ticker
        var body: some View { Text("latest \(ticker.latest)") }
    }
    struct Screen: View {
        var body: some View {
            VStack {
                ValueView(loader: loader)
                CountView(loader: loader)
                TickView(ticker: ticker)
            }
            .onReceive(Effect(upstream: ticks.eraseToAnyPublisher()).map { $0 * 10 }.eraseToAnyPublisher()) { ticker.latest = $0 }
        }
    }

    Redraw.root { Screen() }
    Redraw.step("tick") { ticks.send(4) }
    Redraw.step("tick again") { ticks.send(4) }
    Redraw.tap("Load 0")
    Redraw.tap("Count 0")
    Redraw.step("assign") {
        Effect(upstream: Just(7).eraseToAnyPublisher())
            .receive(on: RunLoop.main)
            .assign(to: \.latest, on: ticker)
            .store(in: &subscriptions)
    }
    Redraw.step("check") {
        precondition(loader.value == 42 && loader.countdown == [2, 1, 0] && ticker.latest == 7)
        // A subscriber of the app's own hears what it asked for, no more; a value sent with no demand is dropped.
        let subject = PassthroughSubject<Int, Never>()
        let taker = Taker(wanted: 2)
        subject.subscribe(taker)
        subject.send(1); subject.send(2); subject.send(3)
        precondition(taker.got == [1, 2], "\(taker.got)")
        taker.subscription?.request(.max(1))
        subject.send(4)
        taker.subscription?.cancel()
        subject.send(5)
        precondition(taker.got == [1, 2, 4], "\(taker.got)")
        // A publisher's own subscription decides what it sends on demand.
        let counted = Taker(wanted: 2)
        Countdown(from: 3).subscribe(counted)
        precondition(counted.got == [3, 2] && !counted.finished)
        counted.subscription?.request(.unlimited)
        precondition(counted.got == [3, 2, 1, 0] && counted.finished)
        // sink with completion, and operators, over a custom publisher.
        var heard: [String] = []
        _ = Countdown(from: 1).map { $0 * 2 }
            .sink(receiveCompletion: { _ in heard.append("done") }, receiveValue: { heard.append("\($0)") })
        precondition(heard == ["2", "0", "done"], "\(heard)")
        // Future: the work runs once, at once; a waiting subscriber hears the first result, a later one at once.
        var promise: Future<Int, Never>.Promise?
        var runs = 0
        let future = Future<Int, Never> { runs += 1; promise = $0 }
        heard = []
        let early = future.sink(receiveCompletion: { _ in heard.append("done") }, receiveValue: { heard.append("early \($0)") })
        promise?(.success(5))
        promise?(.success(6))
        _ = future.sink { heard.append("late \($0)") }
        precondition(heard == ["early 5", "done", "late 5"] && runs == 1, "\(heard)")
        early.cancel()
        var recovered = 0
        _ = Future<Int, Oops> { $0(.failure(Oops())) }.replaceError(with: -1).sink { recovered = $0 }
        precondition(recovered == -1)
        // Deferred makes its publisher per subscription.
        var made = 0
        let deferred = Deferred { () -> Just<Int> in made += 1; return Just(made) }
        precondition(made == 0)
        _ = deferred.sink { _ in }
        _ = deferred.sink { _ in }
        precondition(made == 2)
        // AnySubscriber and Subscribers.Sink, subscribed directly.
        var values: [Int] = []
        var completed = false
        Just(8).subscribe(AnySubscriber<Int, Never>(receiveSubscription: { $0.request(.unlimited) },
                                                    receiveValue: { values.append($0); return .none },
                                                    receiveCompletion: { _ in completed = true }))
        let sink = Subscribers.Sink<Int, Never>(receiveCompletion: { _ in }, receiveValue: { values.append($0) })
        Effect(upstream: Just(9).eraseToAnyPublisher()).subscribe(sink)
        precondition(values == [8, 9] && completed, "\(values)")
        // Demand arithmetic.
        precondition(Subscribers.Demand.max(2) + .max(3) == .max(5) && Subscribers.Demand.unlimited - 1 == .unlimited)
        precondition(Subscribers.Demand.max(1) - .max(4) == .none && Subscribers.Demand.max(2) > 1 && .unlimited > Subscribers.Demand.max(100))
    }
    """#

    @Test(arguments: EngineKind.allCases)
    func aCustomPublisherWritesStateAndReRunsItsReaders(_ engine: EngineKind) throws {
        let r = try run(Self.customPublishers, engine, name: "api-gaps-2-publishers")
        // Initial render: Screen, ValueView, CountView, TickView: 4. Screen's `.onReceive` subscribes
        // when it appears, through Effect → AnyPublisher → the subject.
        #expect(r.total("initial render").bodyEvaluations == 4)
        // tick: `ticks.send(4)` reaches `.onReceive` through the custom publisher, `map` and
        // `eraseToAnyPublisher`, at once, in the step's writes: `ticker.latest = 40`. TickView
        // observes the ticker (push) or read `latest` (pull): 1. Screen holds no object (it names
        // the globals, which subscribes to nothing and reads no property): 0.
        #expect(r.bodies("tick", "TickView") == 1)
        #expect(r.bodies("tick", "Screen") == 0)
        #expect(r.total("tick").bodyEvaluations == 1)
        // tick again: the same 40 is written again. `@Published` sends objectWillChange for every
        // write (push: TickView 1); the macro's setter skips an equal Int (pull: 0).
        #expect(r.total("tick again").bodyEvaluations == (engine == .push ? 1 : 0))
        // tap "Load 0": `Deferred { Future { promise(.success(42)) } }.sink` writes `value` at once.
        // Push: both ValueView and CountView observe the loader (2); pull: only ValueView read
        // `value` (1).
        #expect(r.bodies("tap \"Load 0\"", "ValueView") == 1)
        #expect(r.bodies("tap \"Load 0\"", "CountView") == (engine == .push ? 1 : 0))
        #expect(r.total("tap \"Load 0\"").bodyEvaluations == (engine == .push ? 2 : 1))
        // tap "Count 0": Countdown's own subscription sends 2, 1, 0 and finishes when `sink`'s
        // subscriber asks for everything; `collect()` delivers [2, 1, 0] at the finish, written to
        // `countdown` once: push ValueView and CountView (2), pull CountView alone (1).
        #expect(r.bodies("tap \"Count 0\"", "CountView") == 1)
        #expect(r.bodies("tap \"Count 0\"", "ValueView") == (engine == .push ? 1 : 0))
        #expect(r.total("tap \"Count 0\"").bodyEvaluations == (engine == .push ? 2 : 1))
        // assign: Effect over `Just(7)`, `receive(on: RunLoop.main)`, `assign(to: \.latest, on:)`:
        // the value waits for the frame's due work, then `latest` 40 → 7 is written, before the
        // render pass of the same frame: TickView (1) in both.
        #expect(r.bodies("assign", "TickView") == 1)
        #expect(r.total("assign").bodyEvaluations == 1)
        // "check" (demand, Future, Deferred, AnySubscriber, Subscribers.Sink) writes no model
        // property a view holds: 0. It traps if a subscriber hears what it did not ask for.
        #expect(r.total("check").bodyEvaluations == 0)
    }
}
