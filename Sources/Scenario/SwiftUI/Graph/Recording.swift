// Recording: the graph as the instrumentation sink of a counting run.
//
// Reads are the current node's (deduplicated per evaluation) with the
// version they saw; a write names its cause while it is in progress and
// raises the property's version when the value changed, so a node that read
// it and was not re-run is a stale view.

import RedrawHooks
import RedrawResults

extension ViewGraph: InstrumentationSink {
    public func read(_ object: AnyObject, _ keyPath: AnyKeyPath, _ mechanism: PropertyMechanism) {
        guard let node = current else { return }
        let place = PropertyPlace(object: ObjectIdentifier(object), keyPath: keyPath)
        guard node.readPlaces.insert(place).inserted else { return }
        node.reads.append(Read(object: object, keyPath: keyPath, version: versions[place] ?? 0, mechanism: mechanism))
    }

    public func willWrite(_ object: AnyObject, _ keyPath: AnyKeyPath, _ mechanism: PropertyMechanism) {
        writeCauses.append(cause(of: object, keyPath))
        oldValues.append(quietly { value(of: object, keyPath) })
    }

    public func didWrite(_ object: AnyObject, _ keyPath: AnyKeyPath, _ mechanism: PropertyMechanism) {
        writeCauses.removeLast()
        let old = oldValues.removeLast()
        let new = quietly { value(of: object, keyPath) }
        if let old, let new, valuesEqual(old, new) { return }
        versions[PropertyPlace(object: ObjectIdentifier(object), keyPath: keyPath), default: 0] &+= 1
    }

    /// Redraw's own reads (a value before and after a write) are nobody's reads.
    private func quietly<T>(_ body: () -> T) -> T {
        let sink = Instrumentation.sink
        let saved = current
        Instrumentation.sink = nil
        current = nil
        defer { Instrumentation.sink = sink; current = saved }
        return body()
    }

    func cause(of object: AnyObject, _ keyPath: AnyKeyPath) -> Cause {
        if let state = object as? _StateLabel { return state.stateCause }
        return .write(_typeName(type(of: object), qualified: false), name(of: object, keyPath))
    }

    func label(of object: AnyObject, _ keyPath: AnyKeyPath) -> String {
        if let state = object as? _StateLabel { return state.stateLabel }
        return "\(_typeName(type(of: object), qualified: false)).\(name(of: object, keyPath))"
    }

    /// The property's name from the rewriter's table, searched up the class hierarchy.
    func name(of object: AnyObject, _ keyPath: AnyKeyPath) -> String {
        let type: AnyClass = Swift.type(of: object)
        if let names = propertyNames[ObjectIdentifier(type)] { return names[keyPath] ?? "\(keyPath)" }
        var names: [AnyKeyPath: String] = [:]
        var current: AnyClass? = type
        while let cls = current {
            if let named = cls as? _RedrawNamedProperties.Type {
                names.merge(named._redrawPropertyNames) { mine, _ in mine }
            }
            current = _getSuperclass(cls)
        }
        propertyNames[ObjectIdentifier(type)] = names
        return names[keyPath] ?? "\(keyPath)"
    }
}

/// `object[keyPath:]` for an object known only as `AnyObject`.
private func value(of object: AnyObject, _ keyPath: AnyKeyPath) -> Any? {
    func apply<T: AnyObject>(_ root: T) -> Any? { root[keyPath: keyPath] }
    return _openExistential(object, do: apply)
}
