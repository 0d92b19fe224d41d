// Scenes: UIKit's scenes and windows as SwiftUI code reaches for them —
// `(UIApplication.shared.connectedScenes.first as? UIWindowScene)?.keyWindow?.safeAreaInsets ?? .zero`,
// a common way to get the safe area or the screen outside a `GeometryReader`.
//
// Invariants:
// - No scene is connected: a scenario's app runs in Redraw's view graph, not
//   in a UIKit window scene, so `UIApplication.shared.connectedScenes` is
//   empty and such a lookup gives the app's fallback. Nothing here reads or
//   writes model state; no count depends on it.
// - The classes are Apple's shape (`UIScene: UIResponder`, `UIWindowScene:
//   UIScene`, `UIWindow: UIView`), so casts and optional chains written for
//   iOS compile; a scene the app makes itself has no windows and no key
//   window, and a window it makes is never key.

import Foundation

/// A scene of the app's UI. Hashable by identity, as an `NSObject` is (`Set<UIScene>`).
open class UIScene: UIResponder {
    /// Where a scene is in its life: a scenario's app is in the foreground.
    public enum ActivationState: Int, Sendable {
        case unattached = -1, foregroundActive, foregroundInactive, background
    }
    open var activationState: ActivationState { .foregroundActive }
}

/// A scene that shows windows: none here.
open class UIWindowScene: UIScene {
    open var windows: [UIWindow] { [] }
    /// iOS 15's key window of the scene: none, as there are no windows.
    open var keyWindow: UIWindow? { nil }
    /// The screen the scene is on: the main one (a phone's).
    open var screen: UIScreen { .main }
}

/// A window: a view that holds a scene's content. None is made by Redraw; one the app makes is
/// never key, and in a scene only if the app sets `windowScene`.
open class UIWindow: UIView {
    open weak var windowScene: UIWindowScene?
    open var isKeyWindow: Bool { false }
}
