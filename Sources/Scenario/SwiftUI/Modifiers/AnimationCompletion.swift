// AnimationCompletion: iOS 17's `withAnimation(_:completionCriteria:_:completion:)`
// and `Transaction.addAnimationCompletion(criteria:_:)` — when a completion runs.
//
// Invariants:
// - A change made with an animation completes when the animation does: the
//   completion runs on the virtual clock `Animation.completesAfter` seconds
//   after the change, in the frame of that time, and its writes render in that
//   frame (a 0.8 s pulse that restarts itself from its completion runs once per
//   0.8 s, not 100 times in one frame: trial BJ-1). Both criteria complete then:
//   Redraw draws no tail that `.removed` would wait for (a spring's duration is
//   "approximately equal to the settling duration", Apple's `Spring`).
// - Apple runs it "immediately after body" when the change creates no
//   animation: with a nil animation, or a transaction that disables animations,
//   it runs after the render pass that shows the body's writes, as a lifecycle
//   callback does (Graph/Lifecycle.swift) — two updates in one frame, never one.
// - A registered completion runs once, at its animation's end (two completions
//   by their due times, those due together in the order registered). One of an
//   animation that never completes (`repeatForever`) never runs here; Apple says
//   a completion "will always be fired exactly one time" and not when such a
//   one's does. A `Transaction` used twice registers its completions twice.
// - A transaction's completions belong to it: they run when it is used
//   (`withTransaction(t) { … }`), never when it is only made (trial BJ-9).

import RedrawClock
import RedrawHooks

/// When a completion counts as done (Apple's criteria); both complete alike here.
public struct AnimationCompletionCriteria: Hashable, Sendable {
    let name: String
    public static let logicallyComplete = AnimationCompletionCriteria(name: "logicallyComplete")
    public static let removed = AnimationCompletionCriteria(name: "removed")
}

/// The completions registered since the last render pass that run after the next one
/// (ViewGraph.settleLifecycle): those of changes that create no animation.
enum AnimationCompletions {
    /// Each with what registered it (`withAnimation`, `a transaction`), the journal's origin of its writes.
    nonisolated(unsafe) static var pending: [(origin: String, run: () -> Void)] = []

    /// `completions`, registered by `origin` for a change made with `animation`: on the clock when
    /// the animation completes, after the pass when there is none.
    static func register(_ completions: [() -> Void], origin: String, animation: Animation?) {
        func afterThePass() { for completion in completions { pending.append((origin, completion)) } }
        guard let animation else { return afterThePass() }
        guard let seconds = animation.completesAfter else { return }  // it never completes
        // One of no length: after the pass too, so the change and the completion's writes stay two
        // updates (due on the clock at once, it would run before the pass).
        guard seconds > 0 else { return afterThePass() }
        // Scheduling is Redraw's read of the clock, not the app's: it must not move the app's now.
        Instrumentation.quietly {
            for completion in completions { VirtualClock.shared.after(seconds: seconds, "completion of \(origin)", completion) }
        }
    }
}

/// Runs `body` at once, then `completion` when the animation completes.
public func withAnimation<Result>(_ animation: Animation? = .default,
                                  completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
                                  _ body: () throws -> Result, completion: @escaping () -> Void) rethrows -> Result {
    defer { AnimationCompletions.register([completion], origin: "withAnimation", animation: animation) }
    return try body()
}

extension Transaction {
    /// Adds a completion for the changes made with this transaction: it runs as `withAnimation`'s
    /// does, when the transaction's animation completes, once the transaction is used.
    public mutating func addAnimationCompletion(criteria: AnimationCompletionCriteria = .logicallyComplete,
                                                _ completion: @escaping () -> Void) {
        completions.append(completion)
    }

    /// Registers the completions for a change made with this transaction.
    func registerCompletions() {
        guard !completions.isEmpty else { return }
        AnimationCompletions.register(completions, origin: "a transaction", animation: disablesAnimations ? nil : animation)
    }
}

extension ViewGraph {
    /// After a render pass: the completions of changes that made no animation become lifecycle calls.
    func queueAnimationCompletions() {
        guard !AnimationCompletions.pending.isEmpty else { return }
        let completions = AnimationCompletions.pending
        AnimationCompletions.pending.removeAll()
        for completion in completions {
            lifecycleQueue.append(LifecycleCall("completion", origin: completion.origin, completion.run))
        }
    }
}

extension LifecycleCall {
    /// A call that belongs to no view: `origin` names where it came from in the journal.
    init(_ kind: StaticString, origin: String, _ run: @escaping () -> Void) {
        self.kind = kind
        self.view = origin
        self.inRow = false
        self.run = run
    }
}
