// Focus modifiers beyond `.focused` (PropertyWrappers/FocusState.swift): what a
// view publishes while focused, how it takes focus, where focus starts. There is
// no focus engine here — focus moves only by the app's own `@FocusState` writes
// — so each is inert: its arguments are reads of the body that calls it, and it
// changes no identity and no count. `.defaultFocus` does not write its binding
// (SwiftUI evaluates it when focus moves into the region, which nothing does).

extension View {
    public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value) -> some View { _Inert(self) }
    public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?) -> some View { _Inert(self) }
    /// iOS 17: an observable object, read by `@FocusedValue(Type.self)` (any class here, as there).
    public func focusedValue<T: AnyObject>(_ object: T?) -> some View { _Inert(self) }
    public func focusedSceneValue<T>(_ keyPath: WritableKeyPath<FocusedValues, T?>, _ value: T) -> some View { _Inert(self) }
    public func focusedSceneValue<T>(_ keyPath: WritableKeyPath<FocusedValues, T?>, _ value: T?) -> some View { _Inert(self) }
    public func focusedSceneValue<T: AnyObject>(_ object: T?) -> some View { _Inert(self) }

    public func focusable(_ isFocusable: Bool = true, interactions: FocusInteractions) -> some View { _Inert(self) }
    public func focusEffectDisabled(_ disabled: Bool = true) -> some View { _Inert(self) }
    public func defaultFocus<V: Hashable>(_ binding: FocusState<V>.Binding, _ value: V,
                                          priority: DefaultFocusEvaluationPriority = .automatic) -> some View { _Inert(self) }
}

/// The focus-driven interactions a focusable view supports (iOS 17).
public struct FocusInteractions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let activate = FocusInteractions(rawValue: 1)
    public static let edit = FocusInteractions(rawValue: 2)
    public static var automatic: FocusInteractions { [.activate, .edit] }
}

public struct DefaultFocusEvaluationPriority: Sendable {
    let userInitiatedToo: Bool
    public static let automatic = DefaultFocusEvaluationPriority(userInitiatedToo: false)
    public static let userInitiated = DefaultFocusEvaluationPriority(userInitiatedToo: true)
}
