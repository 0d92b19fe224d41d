// Initialisers: whether a class's initialiser is running, so that the reads
// an object's initialiser makes are not taken for reads of the body that made
// it (`Child(vm: VM())`, VM's init reading `self.step` or an `@AppStorage`
// value; a child's `@State var vm = VM()` made in its parent's body): that
// body shows a new object, not the value read, so a later write of the value
// leaves nothing of it stale. What the body then reads of the object is its own.
//
// Invariants:
// - Counting builds only: the rewriter opens each initialiser of a class of
//   the file with `enter(C.self)` and a deferred `leave()`; timing builds have
//   neither.
// - One thread, as every hook (Instrumentation.swift); nested initialisers
//   (a subclass's calling `super.init`, a model making another) stack.
// - Every untracked read while any initialiser runs is left out, whatever
//   object it reads (before every stored property is set, an initialiser
//   cannot name `self`, so objects cannot be told apart there): a body that
//   shows a value its new object computed from such a read misses its stale
//   view, never invents one.

public enum _RedrawInitialisers {
    /// How many initialisers are running (nested ones stack): only whether any is matters.
    nonisolated(unsafe) public static var depth = 0

    /// `type` names, in the generated code, the class whose initialiser this is.
    @inlinable public static func enter(_ type: AnyClass) { depth += 1 }
    @inlinable public static func leave() { depth -= 1 }
}
