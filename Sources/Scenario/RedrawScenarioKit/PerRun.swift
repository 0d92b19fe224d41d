// PerRun: state that must start fresh in every pass of a scenario, as it
// would in a freshly launched app. The rewriter puts `@_RedrawPerRun` on
// static stored properties (`static let shared = Store()`), which Swift
// otherwise initialises once per process.

@propertyWrapper
public final class _RedrawPerRun<Value> {
    private let make: () -> Value
    private var value: Value?
    private var generation = -1

    public init(wrappedValue: @autoclosure @escaping () -> Value) { make = wrappedValue }

    public var wrappedValue: Value {
        get {
            if generation != RunGeneration.current || value == nil {
                value = make()
                generation = RunGeneration.current
            }
            return value!
        }
        set {
            value = newValue
            generation = RunGeneration.current
        }
    }
}

/// Runs a `@MainActor static` property's initialiser from `_RedrawPerRun`'s autoclosure, which
/// is not isolated: the property is read on the main actor only (its isolation says so), so its
/// initialiser is too. The two closure types differ only in isolation, which a synchronous
/// closure's calling convention does not carry.
@inlinable
public func _redrawOnMainActor<T>(_ body: @MainActor () throws -> T) rethrows -> T {
    try withoutActuallyEscaping(body) { body in try unsafeBitCast(body, to: (() throws -> T).self)() }
}

enum RunGeneration {
    nonisolated(unsafe) static var current = 0
}
