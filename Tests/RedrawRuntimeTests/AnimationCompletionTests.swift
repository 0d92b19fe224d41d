// Animations and their completions (Modifiers/Animation.swift, AnimationCompletion.swift):
// a completion runs when its animation completes, on the virtual clock, in the frame of that
// time (Apple's `withAnimation(_:completionCriteria:_:completion:)`: "a closure to execute when
// the animation completes"); an `Animation` is equal to another only when made alike, as Apple's
// `Equatable` one. Trial BJ: a pulse that restarts itself from its completion ran 100 rounds in
// one frame and was told as a feedback loop (BJ-1), completions landed in the step of the change
// (BJ-4), every animation equalled every other (BJ-3), and a transaction's completion ran though
// the transaction was never used (BJ-9).
//
// Frame times: the clock's frame k is at k × 10⁹ / 60 ns, so the frame f frames after a change is
// (f × 10⁹ / 60) ns later, exactly when 60 divides f × 10⁹. A completion due d seconds after the
// change runs in the first frame at or past it: frame ⌈60 d⌉ after, the (⌈60 d⌉ − 1)th offset of
// the wait step that follows a one-frame step.

import RedrawBuild
import RedrawResults
import Testing

@Suite struct AnimationCompletionTests {
    /// A pulse that restarts itself from its completion, as iOS 17 apps write one that can stop.
    /// "start" (1 frame): phase 0 → 1, Dot reads it: 1. The 0.8 s animation completes 48 frames
    /// later: offset 47 of "wait 2 s", whose completion makes phase 2 (Dot 1) and starts the next,
    /// due 48 frames on, offset 95 (Dot 1): 2 in 120 frames, at [47, 95], and no note of a loop.
    /// "stop": `running` false; pull: Dot does not read it (0); push: Dot holds the pulse and
    /// re-runs for any published change (1). The third completion, 2.4 s after "start", falls in
    /// "wait 1 s" and starts nothing: 0.
    static let pulse = """
    import SwiftUI
    @Observable final class Pulse {
        var phase = 0
        var running = false
        func loop() {
            guard running else { return }
            withAnimation(.easeInOut(duration: 0.8)) { phase += 1 } completion: { self.loop() }
        }
    }
    struct Dot: View {
        var pulse: Pulse
        var body: some View { Text("\\(pulse.phase)") }
    }
    let pulse = Pulse()
    Redraw.root { Dot(pulse: pulse) }
    Redraw.step("start") { pulse.running = true; pulse.loop() }
    Redraw.wait(seconds: 2)
    Redraw.step("stop") { pulse.running = false }
    Redraw.wait(seconds: 1)
    """

    @Test(arguments: EngineKind.allCases)
    func aCompletionRunsWhenItsAnimationCompletes(engine: EngineKind) throws {
        let compiled = try TestBuilds.shared.compiled(source: Self.pulse, name: "animation-completion-pulse",
                                                      engines: EngineKind.allCases)
        let result = try CompiledProfiler.runChild(compiled, engine: engine)
        let r = Run(steps: result.steps)
        #expect(r.bodies("start", "Dot") == 1)
        let wait = r.step("wait 2 s").counts.evaluationsPerFrame
        #expect(wait.enumerated().filter { $0.element > 0 }.map(\.offset) == [47, 95])
        #expect(r.bodies("wait 2 s", "Dot") == 2)
        #expect(r.bodies("stop", "Dot") == (engine == .push ? 1 : 0))
        #expect(r.total("wait 1 s").bodyEvaluations == 0)
        #expect((result.notes ?? []).isEmpty, "\(result.notes ?? [])")
    }

    /// The durations Apple documents, and the changes that make no animation. One step per case,
    /// each a one-frame step followed by "wait 1 s" (60 frames); Label reads `count` alone.
    /// - `withAnimation { } completion:`: the `default` animation, "spring(response:
    ///   dampingFraction:blendDuration:) with response equal to 0.55": 33 frames, offset 32.
    /// - `.easeOut` through a transaction: "a default duration of 0.35 seconds": 21 frames, offset 20.
    /// - `.linear(duration: 0.25).delay(0.25)`: 0.5 s, 30 frames, offset 29.
    /// - `.spring(duration: 1).speed(2)`: 0.5 s, offset 29.
    /// - `withAnimation(nil)` and a transaction that disables animations make none: Apple runs the
    ///   completion "immediately after body", here after the pass that shows the body's write, in
    ///   the same frame: the step's Label runs twice (the write, then the completion's), its wait 0.
    /// - `.repeatForever()` never completes: its completion never runs (step 1, wait 0).
    /// - A transaction made, given a completion, and never used: the completion never runs.
    /// - `.linear(duration: 0)` completes at once: after the pass, as with no animation (due on the
    ///   clock at once, it would run before the pass, merging the two updates into one).
    /// - `.repeatCount(.max)` takes longer than any run (and must not trap the clock): never.
    /// - A write through `binding.transaction(t)` is made with `t`: its completion runs after
    ///   `.easeOut`'s 0.35 s, offset 20.
    @Test func documentedDurationsAndChangesWithoutAnimation() throws {
        let source = """
        import SwiftUI
        @Observable final class Counter { var count = 0 }
        struct Label: View {
            var counter: Counter
            var body: some View { Text("\\(counter.count)") }
        }
        let counter = Counter()
        Redraw.root { Label(counter: counter) }
        Redraw.step("default") { withAnimation { counter.count += 1 } completion: { counter.count += 1 } }
        Redraw.wait(seconds: 1)
        Redraw.step("easeOut") {
            var t = Transaction(animation: .easeOut)
            t.addAnimationCompletion { counter.count += 1 }
            withTransaction(t) { counter.count += 1 }
        }
        Redraw.wait(seconds: 1)
        Redraw.step("delayed") {
            withAnimation(.linear(duration: 0.25).delay(0.25)) { counter.count += 1 } completion: { counter.count += 1 }
        }
        Redraw.wait(seconds: 1)
        Redraw.step("faster") {
            withAnimation(.spring(duration: 1).speed(2)) { counter.count += 1 } completion: { counter.count += 1 }
        }
        Redraw.wait(seconds: 1)
        Redraw.step("no animation") { withAnimation(nil) { counter.count += 1 } completion: { counter.count += 1 } }
        Redraw.wait(seconds: 1)
        Redraw.step("disabled") {
            var t = Transaction(animation: .easeOut)
            t.disablesAnimations = true
            t.addAnimationCompletion { counter.count += 1 }
            withTransaction(t) { counter.count += 1 }
        }
        Redraw.wait(seconds: 1)
        Redraw.step("forever") {
            withAnimation(.easeInOut.repeatForever()) { counter.count += 1 } completion: { counter.count += 1 }
        }
        Redraw.wait(seconds: 1)
        Redraw.step("unused") {
            var t = Transaction(animation: .easeOut)
            t.addAnimationCompletion { counter.count += 1 }
            counter.count += 1
        }
        Redraw.wait(seconds: 1)
        Redraw.step("no length") { withAnimation(.linear(duration: 0)) { counter.count += 1 } completion: { counter.count += 1 } }
        Redraw.wait(seconds: 1)
        Redraw.step("endless") {
            withAnimation(.easeIn.repeatCount(.max)) { counter.count += 1 } completion: { counter.count += 1 }
        }
        Redraw.wait(seconds: 1)
        Redraw.step("through a binding") {
            var t = Transaction(animation: .easeOut)
            t.addAnimationCompletion { counter.count += 1 }
            Binding(get: { counter.count }, set: { counter.count = $0 }).transaction(t).wrappedValue += 1
        }
        Redraw.wait(seconds: 1)
        """
        let r = try run(source, .pull, name: "animation-completion-durations")
        func ran(_ step: String) -> [Int] {
            r.step(step).counts.evaluationsPerFrame.enumerated().filter { $0.element > 0 }.map(\.offset)
        }
        let timed: [(step: String, wait: String, offset: Int)] = [
            ("default", "wait 1 s", 32), ("easeOut", "wait 1 s (2)", 20),
            ("delayed", "wait 1 s (3)", 29), ("faster", "wait 1 s (4)", 29), ("through a binding", "wait 1 s (11)", 20),
        ]
        for (step, wait, offset) in timed {
            #expect(r.bodies(step, "Label") == 1, "\(step)")
            #expect(ran(wait) == [offset], "\(step)")
            #expect(r.bodies(wait, "Label") == 1, "\(step)")
        }
        for (step, wait) in [("no animation", "wait 1 s (5)"), ("disabled", "wait 1 s (6)"), ("no length", "wait 1 s (9)")] {
            #expect(r.bodies(step, "Label") == 2, "\(step)")
            #expect(r.total(wait).bodyEvaluations == 0, "\(step)")
        }
        for (step, wait) in [("forever", "wait 1 s (7)"), ("unused", "wait 1 s (8)"), ("endless", "wait 1 s (10)")] {
            #expect(r.bodies(step, "Label") == 1, "\(step)")
            #expect(r.total(wait).bodyEvaluations == 0, "\(step)")
        }
    }

    /// An animation is a view's input like any value, compared by Apple's `==`: equal when made
    /// alike. "toggle": Board reads `playful` (1) and the Toggle re-runs (1); the first two Tiles get
    /// another animation (`.bouncy` for `.smooth`, 0.2 s for 0.6 s) and re-run (2); the third gets
    /// a spring made alike and is skipped. Before, every animation equalled every other: 2 in all.
    @Test(arguments: EngineKind.allCases)
    func animationsAreEqualWhenMadeAlike(engine: EngineKind) throws {
        let source = """
        import SwiftUI
        struct Tile: View {
            let title: String
            let animation: Animation
            var body: some View { Text(title) }
        }
        struct Board: View {
            @State private var playful = false
            var body: some View {
                VStack {
                    Toggle("Playful", isOn: $playful)
                    Tile(title: "a", animation: playful ? .bouncy : .smooth)
                    Tile(title: "b", animation: .easeInOut(duration: playful ? 0.2 : 0.6))
                    Tile(title: "c", animation: .spring(response: 0.3, dampingFraction: 0.7).delay(0.1))
                }
            }
        }
        Redraw.root { Board() }
        Redraw.toggle("Playful")
        """
        let r = try run(source, engine, name: "animation-equality")
        let step = "toggle \"Playful\""
        #expect(r.bodies(step, "Board") == 1)
        #expect(r.bodies(step, "Toggle") == 1)
        #expect(r.bodies(step, "Tile") == 2)
        #expect(r.total(step).bodyEvaluations == 4)
    }

    /// iOS 17's animation API that stopped a pasted app at swiftc (trial BJ-5 to BJ-7), compiled as
    /// Apple declares it: a `CustomAnimation` wrapped with `Animation(_:)` (and
    /// `VectorArithmetic.scaled(by:)`), a `TransactionKey` read back from a transaction,
    /// `.animation(_:body:)`, `.geometryGroup()`, `.transition(.blurReplace)`,
    /// `.contentTransition(.symbolEffect(.replace))`, a keyframe outside a track, `repeatCount`.
    /// "go": `count` changes, Card reads it: 1. The custom animation returns nil from 0.3 s, which
    /// `Animation(_:)` finds by running it frame by frame: its completion runs 18 frames later,
    /// offset 17 of "wait 0.5 s" (Card 1). "check": the transaction carried the key's value.
    @Test func iOS17AnimationAPICompiles() throws {
        let source = """
        import SwiftUI
        struct Ramp: CustomAnimation {
            let duration: Double
            func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
                time < duration ? value.scaled(by: time / duration) : nil
            }
        }
        struct FromTap: TransactionKey { static let defaultValue = false }
        @Observable final class Deck { var count = 0; var sawTap = false }
        struct Card: View {
            var deck: Deck
            var body: some View {
                VStack {
                    Image(systemName: "star").contentTransition(.symbolEffect(.replace))
                    Text("\\(deck.count)")
                        .animation(.smooth) { $0.opacity(deck.count > 0 ? 1 : 0.5) }
                        .geometryGroup()
                        .transition(.blurReplace)
                        .keyframeAnimator(initialValue: 1.0, trigger: deck.count) { content, scale in
                            content.scaleEffect(scale)
                        } keyframes: { _ in
                            LinearKeyframe(2.0, duration: 0.5)
                        }
                }
            }
        }
        let deck = Deck()
        Redraw.root { Card(deck: deck) }
        Redraw.step("go") {
            var t = Transaction(animation: Animation(Ramp(duration: 0.3)).repeatCount(1))
            t[FromTap.self] = true
            deck.sawTap = t[FromTap.self]
            t.addAnimationCompletion { deck.count += 1 }
            withTransaction(t) { deck.count += 1 }
        }
        Redraw.wait(seconds: 0.5)
        Redraw.step("check") { precondition(deck.sawTap && deck.count == 2, "the key's value or the completion is missing") }
        """
        let r = try run(source, .pull, name: "animation-ios17-api")
        #expect(r.bodies("go", "Card") == 1)
        let wait = r.step("wait 0.5 s").counts.evaluationsPerFrame
        #expect(wait.enumerated().filter { $0.element > 0 }.map(\.offset) == [17])
        #expect(r.bodies("wait 0.5 s", "Card") == 1)
        #expect(r.total("check").bodyEvaluations == 0)
    }

    /// What runs bodies frame by frame on a device and not here is said once per type, as a note of
    /// the step that first built it (UncountedAnimation.swift; trial BJ-2, BJ-8): an `Animatable`
    /// view, an `AnimatableModifier` (named by the modifier), a phase animator and a keyframe
    /// animator (named by the body that holds them). Two rings and a second "bump" tell nothing more.
    @Test func uncountedAnimationIsSaidOncePerType() throws {
        let source = """
        import SwiftUI
        struct Ring: View, Animatable {
            var progress: Double
            var animatableData: Double { get { progress } set { progress = newValue } }
            var body: some View { Text("\\(Int(progress * 100))%") }
        }
        struct Fade: AnimatableModifier {
            var amount: Double
            var animatableData: Double { get { amount } set { amount = newValue } }
            func body(content: Content) -> some View { content.opacity(amount) }
        }
        struct Screen: View {
            @State private var progress = 0.0
            var body: some View {
                VStack {
                    Ring(progress: progress)
                    Ring(progress: 1 - progress)
                    Text("label").modifier(Fade(amount: progress))
                    Text("pulse").phaseAnimator([1.0, 1.2]) { content, scale in content.scaleEffect(scale) }
                    Text("pop").keyframeAnimator(initialValue: 1.0, trigger: progress) { content, scale in
                        content.scaleEffect(scale)
                    } keyframes: { _ in LinearKeyframe(1.5, duration: 0.2) }
                    Button("bump") { withAnimation { progress += 0.1 } }
                }
            }
        }
        Redraw.root { Screen() }
        Redraw.tap("bump")
        Redraw.tap("bump")
        """
        let compiled = try TestBuilds.shared.compiled(source: source, name: "animation-uncounted-notes", engines: [.pull])
        let result = try CompiledProfiler.runChild(compiled, engine: .pull)
        let notes = result.notes ?? []
        #expect(notes.count == 4, "\(notes)")
        #expect(notes.contains("initial render\t`Ring` is `Animatable`: on a device SwiftUI sets its `animatableData` on every frame "
                               + "of an animation and runs its body each time (about 60 a second); Redraw interpolates nothing, so it "
                               + "counts only the evaluations of the changes themselves"), "\(notes)")
        #expect(notes.contains { $0.hasPrefix("initial render\t`Fade` is `Animatable`") }, "\(notes)")
        #expect(notes.contains("initial render\ta phase animator in the body of `Screen` runs its content once here: on a device it "
                               + "runs it again for each phase, in the animator's own updates, which Redraw does not count"), "\(notes)")
        #expect(notes.contains { $0.hasPrefix("initial render\ta keyframe animator in the body of `Screen` runs its content once here") },
                "\(notes)")
    }
}
