// AnimationCompletion: iOS 17's `withAnimation(_:completionCriteria:_:completion:)`
// and `Transaction.addAnimationCompletion(criteria:_:)` — when a completion runs.
//
// Invariants:
// - Nothing animates here, so a completion cannot wait for an animation's end.
//   It runs after the render pass that showed the body's writes, as a
//   lifecycle callback does (Graph/Lifecycle.swift), so its own writes render
//   in a further pass of the same frame, counted in the same step: as on a
//   device, the change and the completion's writes are two updates, never one.
// - Each completion runs exactly once ("The completion callback will always be
//   fired exactly one time", Apple's documentation), in the order registered.
// - Apple runs it "immediately after body" when the change creates no
//   animation; Redraw cannot tell which changes would animate, and treats
//   every call as one that does (the usual case): after the pass, not inside
//   the body's transaction. On a device it comes a duration later, in a later
//   frame; here in the same frame.

/// When a completion counts as done (Apple's criteria); none is told apart here.
public struct AnimationCompletionCriteria: Hashable, Sendable {
    let name: String
    public static let logicallyComplete = AnimationCompletionCriteria(name: "logicallyComplete")
    public static let removed = AnimationCompletionCriteria(name: "removed")
}

/// The completions registered since the last render pass, run after the next one (ViewGraph.settleLifecycle).
enum AnimationCompletions {
    /// Each with what registered it (`withAnimation`, `a transaction`), the journal's origin of its writes.
    nonisolated(unsafe) static var pending: [(origin: String, run: () -> Void)] = []
}

/// Runs `body` at once, then `completion` after the render pass that shows its writes.
public func withAnimation<Result>(_ animation: Animation? = .default,
                                  completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
                                  _ body: () throws -> Result, completion: @escaping () -> Void) rethrows -> Result {
    defer { AnimationCompletions.pending.append(("withAnimation", completion)) }
    return try body()
}

extension Transaction {
    /// Adds a completion for the changes made with this transaction (`withTransaction(t) { … }`):
    /// it runs as `withAnimation`'s does, after the render pass that shows them. Redraw does not
    /// keep it with the transaction: registering it is enough.
    public mutating func addAnimationCompletion(criteria: AnimationCompletionCriteria = .logicallyComplete,
                                                _ completion: @escaping () -> Void) {
        AnimationCompletions.pending.append(("a transaction", completion))
    }
}

extension ViewGraph {
    /// After a render pass: the animation completions registered before it become lifecycle calls.
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
