// ScrollTargets: iOS 17's scroll targets — `.scrollTargetBehavior(.paging)` or
// `.viewAligned` on a `ScrollView`, with `.scrollTargetLayout()` on the stack
// inside — and iOS 16's `.scrollIndicators(_:axes:)` and `.scrollDisabled(_:)`:
// where a scroll view comes to rest after a swipe, whether its bars show, and
// whether a user can scroll it. None decides which views are built or which
// bodies run.
//
// Invariants:
// - Each modifier returns its view in an `_Inert` wrapper: no node, no read
//   beyond its arguments, which are the applying body's.
// - A behaviour's `updateTarget(_:context:)`, Apple's or the app's own, is
//   never called: SwiftUI calls it when a scroll gesture ends, and no gesture
//   scrolls here (Redraw's scroll actions move a lazy container's window of
//   built rows; they are not a swipe that comes to rest).

import Foundation

// MARK: Scroll targets (iOS 17)

/// Where a scroll should come to rest: the rectangle to show, and how to align it.
public struct ScrollTarget {
    public var rect: CGRect
    public var anchor: UnitPoint?
}

/// What a behaviour is told when a scroll ends (`TargetContext`): where the scroll would rest, how
/// fast it moved, and the sizes of the content and the scroll view.
public struct ScrollTargetBehaviorContext {
    public var originalTarget: ScrollTarget
    public var velocity: CGVector
    public var contentSize: CGSize
    public var containerSize: CGSize
    public var axes: Axis.Set
}

/// How a scroll view picks where to come to rest (`.paging`, `.viewAligned`, or a type of the app's
/// that moves `target`). Its `updateTarget` is never called here: nothing is swiped.
public protocol ScrollTargetBehavior {
    typealias TargetContext = ScrollTargetBehaviorContext
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext)
}

/// Rests on page boundaries: the scroll view's own size.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    public init() {}
    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {}
}

/// Rests with a view of the `.scrollTargetLayout()` stack aligned to the scroll view's edge.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    /// How many views one swipe may pass.
    public struct LimitBehavior: Equatable, Sendable {
        let kind: Int
        public static let automatic = LimitBehavior(kind: 0), always = LimitBehavior(kind: 1), never = LimitBehavior(kind: 2)
        /// iOS 18's: at most a few views, or one.
        public static let alwaysByFew = LimitBehavior(kind: 3), alwaysByOne = LimitBehavior(kind: 4)
    }
    public let limitBehavior: LimitBehavior
    public init(limitBehavior: LimitBehavior = .automatic) { self.limitBehavior = limitBehavior }
    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {}
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> ViewAlignedScrollTargetBehavior {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
}

// MARK: Scroll indicators (iOS 16)

/// Whether a scroll view shows its scroll bars: drawing, so nothing here shows or hides any.
public struct ScrollIndicatorVisibility: Equatable, Sendable {
    let kind: Int
    public static let automatic = ScrollIndicatorVisibility(kind: 0), visible = ScrollIndicatorVisibility(kind: 1)
    public static let hidden = ScrollIndicatorVisibility(kind: 2), never = ScrollIndicatorVisibility(kind: 3)
}

extension View {
    /// Marks the stack whose views `.viewAligned` aligns to: layout, inert.
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View { _Inert(self) }
    /// Where the scroll view below comes to rest after a swipe: nothing is swiped, inert.
    public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View { _Inert(self) }
    /// Whether the scroll views below show their scroll bars: drawing, inert (it builds nothing).
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility,
                                 axes: Axis.Set = [.vertical, .horizontal]) -> some View { _Inert(self) }
    /// iOS 16: whether the user can scroll the scroll views below. Inert: `Redraw.scroll` is the
    /// workload's, not a user's swipe, and still moves a lazy container's rows.
    public func scrollDisabled(_ disabled: Bool) -> some View { _Inert(self) }
}
