// Haptic feedback and content transitions: felt or animated, never a body's
// business. `.sensoryFeedback(_:trigger:)` compares its trigger as SwiftUI
// does, but nothing is played; the trigger was read by the body that passed it.

import Foundation

public struct SensoryFeedback: Equatable, Sendable {
    let name: String
    public static let success = Self(name: "success"), warning = Self(name: "warning"), error = Self(name: "error")
    public static let selection = Self(name: "selection"), increase = Self(name: "increase"), decrease = Self(name: "decrease")
    public static let start = Self(name: "start"), stop = Self(name: "stop"), alignment = Self(name: "alignment")
    public static let levelChange = Self(name: "levelChange"), pathComplete = Self(name: "pathComplete")
    public static let impact = Self(name: "impact")
    public enum Weight: Sendable { case light, medium, heavy }
    public enum Flexibility: Sendable { case rigid, solid, soft }
    public static func impact(weight: Weight = .medium, intensity: Double = 1) -> Self { .impact }
    public static func impact(flexibility: Flexibility, intensity: Double = 1) -> Self { .impact }
}

public struct ContentTransition: Equatable, Sendable {
    let name: String
    public static let identity = Self(name: "identity"), opacity = Self(name: "opacity"), interpolate = Self(name: "interpolate")
    public static let symbolEffect = Self(name: "symbolEffect")
    /// iOS 17's `.contentTransition(.symbolEffect(.replace))`: inert, as every content transition.
    public static func symbolEffect<T: ContentTransitionSymbolEffect & SymbolEffect>(_ effect: T,
                                                                                     options: SymbolEffectOptions = .default) -> Self {
        Self(name: "symbolEffect")
    }
    public static func numericText(countsDown: Bool = false) -> Self { Self(name: "numericText") }
    public static func numericText(value: Double) -> Self { Self(name: "numericText") }
}

extension View {
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View { _Inert(self) }
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T,
                                              condition: @escaping (T, T) -> Bool) -> some View { _Inert(self) }
    public func sensoryFeedback<T: Equatable>(trigger: T, _ feedback: @escaping (T, T) -> SensoryFeedback?) -> some View {
        _Inert(self)
    }
    public func contentTransition(_ transition: ContentTransition) -> some View { _Inert(self) }
}
