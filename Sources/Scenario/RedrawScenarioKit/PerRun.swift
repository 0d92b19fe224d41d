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

enum RunGeneration {
    nonisolated(unsafe) static var current = 0
}
