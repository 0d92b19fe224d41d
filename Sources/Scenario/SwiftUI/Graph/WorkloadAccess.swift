// WorkloadAccess: what the workload may do to live views between frames.

extension ViewGraph {
    /// Writes `keyPath` on every live node of `V` (a `@State` write goes through its box and
    /// invalidates the owner if it read the value). False if no node of `V` is alive.
    public func setState<V: View, T>(_ type: V.Type, _ keyPath: WritableKeyPath<V, T>, _ value: T) -> Bool {
        let nodes = liveNodes(of: V.self)
        for node in nodes {
            node.view[keyPath: keyPath] = value
            node.resubscribe()  // a `@StateObject` handed a new object hears the new one
        }
        return !nodes.isEmpty
    }
}
