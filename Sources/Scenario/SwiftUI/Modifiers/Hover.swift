// Hover: `.onHover(perform:)`, iOS 16's `.onContinuousHover(coordinateSpace:perform:)`
// with `HoverPhase`, and `.hoverEffect(_:)`.
//
// Invariants:
// - Inert: there is no pointer here (no trackpad, mouse or Pencil hovers over a
//   view in a run), so no action ever runs and what it would write stays as it
//   is; the modified view is built in place. Write in a step what a hover would.

import Foundation

/// Where a continuous hover is (Apple's `HoverPhase`): never made here.
public enum HoverPhase: Equatable, Sendable {
    case active(CGPoint)
    case ended
}

/// The effect a pointer shows over a view (iPadOS): drawn by the system, nothing here.
public struct HoverEffect: Sendable {
    let name: String
    public static let automatic = HoverEffect(name: "automatic")
    public static let highlight = HoverEffect(name: "highlight")
    public static let lift = HoverEffect(name: "lift")
}

extension View {
    /// `action(true)` as a pointer enters the view, `false` as it leaves: never, as nothing hovers.
    public func onHover(perform action: @escaping (Bool) -> Void) -> some View { _Inert(self) }

    /// The pointer's location while it hovers, then `.ended`: never, as nothing hovers.
    public func onContinuousHover(coordinateSpace: some CoordinateSpaceProtocol = .local,
                                  perform action: @escaping (HoverPhase) -> Void) -> some View { _Inert(self) }

    /// iOS 16's form with the `CoordinateSpace` enum (deprecated in iOS 17, available); disfavoured,
    /// so `.onContinuousHover { … }` and `coordinateSpace: .local` are not ambiguous.
    @_disfavoredOverload
    public func onContinuousHover(coordinateSpace: CoordinateSpace = .local,
                                  perform action: @escaping (HoverPhase) -> Void) -> some View { _Inert(self) }

    public func hoverEffect(_ effect: HoverEffect = .automatic) -> some View { _Inert(self) }
    public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool) -> some View { _Inert(self) }
}
