// Initialisers: the classes whose initialisers are running, so that an
// object's reads of its own properties while it is being made are not taken
// for reads of the body that made it (`Child(vm: VM())`, VM's init reading
// `self.step`): that body shows a new object, not the value it read, so a
// later write of the value leaves nothing of it stale.
//
// Invariants:
// - Counting builds only: the rewriter opens each initialiser of a class of
//   the file with `enter(C.self)` and a deferred `leave()`; timing builds have
//   neither.
// - One thread, as every hook (Instrumentation.swift); nested initialisers
//   (a subclass's calling `super.init`, a model making another) stack.
// - By class, not by object: before every stored property is set, an
//   initialiser cannot name `self`. So a read of another object of a class
//   being made, during that init, is left out too (`init(copying other: VM)`
//   reading `other.x`): a stale view is missed there, never invented.

public enum _RedrawInitialisers {
    nonisolated(unsafe) public static var running: [ObjectIdentifier] = []

    @inlinable public static func enter(_ type: AnyClass) { running.append(ObjectIdentifier(type)) }
    @inlinable public static func leave() { _ = running.popLast() }

    /// Whether an initialiser of `object`'s class, or of a class it inherits, is running.
    public static func areRunning(for object: AnyObject) -> Bool {
        if running.isEmpty { return false }
        var type: AnyClass? = Swift.type(of: object)
        while let current = type {
            if running.contains(ObjectIdentifier(current)) { return true }
            type = _getSuperclass(current)
        }
        return false
    }
}
