// ModernEffects: the animation and transition API of iOS 17–26 that apps wrap
// their views in — phase animators, visual effects, scroll transitions,
// `Transition` types, zoom navigation transitions, Liquid Glass — all about
// how a view is drawn and moves, none of it about which bodies run.
//
// Invariants:
// - Inert: nothing animates or scrolls, so a phase animator shows its first
//   phase for good (its content closure runs once, in the body that applies
//   it, as that body's reads); a scroll transition's closure never runs (it
//   gives a visual effect, which nothing draws), nor does a `.visualEffect`'s
//   closure or a `Transition`'s body; a transition's source and a glass effect
//   pass their view through.
// - The closures' and values' types are Apple's, so code written for iOS
//   compiles as written.

import Foundation

// MARK: Phase animators (iOS 17)

/// The view a phase animator's content closure is given (`content` in `{ content, phase in … }`):
/// the modified view, placed where the closure puts it. `Value` is unconstrained, as Apple's
/// `PlaceholderContentView<Value>` is, because a `Transition`'s `Content` is the placeholder of the
/// transition itself, which is no view; that one is never made here (a transition's body never
/// runs, below), so every value made holds a view, expanded in place.
public struct PlaceholderContentView<Value>: _PrimitiveView {
    let content: Value
    public static var _viewCount: Int? { (Value.self as? any View.Type).flatMap { $0._viewCount } }
    public static func _makeChildren(_ view: Self, into builder: inout _ChildBuilder) {
        if let content = view.content as? any View { builder.expand(content) }
    }
}

/// What a phase animator shows: its content at the first phase (the view itself when there is none).
public struct _FirstPhase<Base: View, Shown: View>: _PrimitiveView {
    let shown: Shown?
    let base: Base
    /// Which animator shows it, for the note of what is not counted.
    let animator: UncountedAnimation.Kind
    public static func _makeChildren(_ view: Self, into builder: inout _ChildBuilder) {
        ViewGraph.noteAnimator(Self.self, view.animator)
        if let shown = view.shown { builder.expand(shown) } else { builder.expand(view.base) }
    }
}

func firstElement<S: Sequence>(of sequence: S) -> S.Element? {
    var iterator = sequence.makeIterator()
    return iterator.next()
}

extension View {
    /// Cycles through `phases` for as long as the view is shown; here it stays at the first.
    public func phaseAnimator<Phase: Equatable, Content: View>(
        _ phases: some Sequence<Phase>,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        _FirstPhase(shown: firstElement(of: phases).map { content(PlaceholderContentView(content: self), $0) }, base: self,
                    animator: .phaseAnimator)
    }

    /// Runs through `phases` each time `trigger` changes; nothing runs here, so it shows the first.
    public func phaseAnimator<Phase: Equatable, Content: View>(
        _ phases: some Sequence<Phase>, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        _FirstPhase(shown: firstElement(of: phases).map { content(PlaceholderContentView(content: self), $0) }, base: self,
                    animator: .phaseAnimator)
    }
}

/// `PhaseAnimator(phases) { phase in … }`: its content at the first phase, built in the holding body.
public struct PhaseAnimator<Phase: Equatable, Content: View>: _PrimitiveView {
    let shown: Content?
    public init(_ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
                animation: @escaping (Phase) -> Animation? = { _ in .default }) {
        shown = firstElement(of: phases).map(content)
    }
    public init(_ phases: some Sequence<Phase>, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Content,
                animation: @escaping (Phase) -> Animation? = { _ in .default }) {
        shown = firstElement(of: phases).map(content)
    }
    public static func _makeChildren(_ view: Self, into builder: inout _ChildBuilder) {
        ViewGraph.noteAnimator(Self.self, .phaseAnimator)
        if let shown = view.shown { builder.expand(shown) }
    }
}

// MARK: Visual effects and scroll transitions (iOS 17)

/// An effect on how a view is drawn (`content.opacity(0.5).scaleEffect(0.9)` in a scroll
/// transition): nothing draws it, so each effect only makes another.
public protocol VisualEffect: Sendable {}

/// The effect that changes nothing: what a scroll transition's closure starts from.
public struct EmptyVisualEffect: VisualEffect {
    public init() {}
}

public struct _VisualEffects: VisualEffect {}

extension VisualEffect {
    public func opacity(_ opacity: Double) -> some VisualEffect { _VisualEffects() }
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect { _VisualEffects() }
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some VisualEffect { _VisualEffects() }
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some VisualEffect { _VisualEffects() }
    public func offset(_ offset: CGSize) -> some VisualEffect { _VisualEffects() }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect { _VisualEffects() }
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect { _VisualEffects() }
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some VisualEffect { _VisualEffects() }
    public func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect { _VisualEffects() }
    public func brightness(_ amount: Double) -> some VisualEffect { _VisualEffects() }
    public func contrast(_ amount: Double) -> some VisualEffect { _VisualEffects() }
    public func saturation(_ amount: Double) -> some VisualEffect { _VisualEffects() }
    public func grayscale(_ amount: Double) -> some VisualEffect { _VisualEffects() }
    public func hueRotation(_ angle: Angle) -> some VisualEffect { _VisualEffects() }
}

/// Where a view is in a scroll transition: on screen (`identity`), or entering or leaving at the
/// top (leading) or bottom (trailing) edge. Here every view stays at `identity`.
public enum ScrollTransitionPhase: Hashable, Sendable {
    case topLeading, identity, bottomTrailing

    public var isIdentity: Bool { self == .identity }
    /// −1 at the top (leading) edge, 0 on screen, 1 at the bottom (trailing) edge.
    public var value: Double {
        switch self {
        case .topLeading: -1
        case .identity: 0
        case .bottomTrailing: 1
        }
    }
}

/// How a scroll transition follows the scrolling.
public struct ScrollTransitionConfiguration: Sendable {
    public struct Threshold: Sendable {
        public static let visible = Threshold(), hidden = Threshold(), centered = Threshold()
        public static func visible(_ amount: Double) -> Threshold { Threshold() }
        public static func hidden(_ amount: Double) -> Threshold { Threshold() }
        public func interpolated(towards other: Threshold, amount: Double) -> Threshold { self }
        public func inset(by distance: Double) -> Threshold { self }
    }
    public static let interactive = ScrollTransitionConfiguration(), animated = ScrollTransitionConfiguration()
    public static let identity = ScrollTransitionConfiguration()
    public static func interactive(timingCurve: UnitCurve) -> ScrollTransitionConfiguration { .interactive }
    public static func animated(_ animation: Animation = .default) -> ScrollTransitionConfiguration { .animated }
    public func threshold(_ threshold: Threshold) -> ScrollTransitionConfiguration { self }
    public func animation(_ animation: Animation) -> ScrollTransitionConfiguration { self }
}

/// A timing curve (`.interactive(timingCurve: .easeInOut)`).
public struct UnitCurve: Sendable {
    public static let linear = UnitCurve(), easeIn = UnitCurve(), easeOut = UnitCurve(), easeInOut = UnitCurve()
    public static let circularEaseIn = UnitCurve(), circularEaseOut = UnitCurve(), circularEaseInOut = UnitCurve()
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve { UnitCurve() }
}

extension View {
    /// iOS 17's `.visualEffect { content, proxy in content.offset(y: proxy.frame(in: .scrollView).minY) }`:
    /// changes how the view is drawn from its geometry, without changing its layout. SwiftUI calls
    /// the closure when it lays the view out and draws it; nothing is laid out or drawn here, so it
    /// never runs (what it would read is no body's read), as a scroll transition's.
    public func visualEffect(
        _ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> some VisualEffect
    ) -> some View { _Inert(self) }

    /// Changes the view's drawing as it scrolls in and out: nothing scrolls or draws here, so the
    /// closure never runs.
    public func scrollTransition(
        _ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
        transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
    ) -> some View { _Inert(self) }

    public func scrollTransition(
        topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration, axis: Axis? = nil,
        transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
    ) -> some View { _Inert(self) }
}

// MARK: Transitions (iOS 17)

/// Where a view is in a transition: about to appear, shown, or removed. No transition's body runs
/// here (below), so no phase is ever given to one.
public enum TransitionPhase: Hashable, Sendable {
    case willAppear, identity, didDisappear

    public var isIdentity: Bool { self == .identity }
    /// −1 before the view appears, 0 while it is shown, 1 once it has disappeared (Apple's `value`,
    /// "a value that can be used to multiply effects").
    public var value: Double {
        switch self {
        case .willAppear: -1
        case .identity: 0
        case .didDisappear: 1
        }
    }
}

/// What a transition says of itself: whether it moves the view (SwiftUI swaps one that does for a
/// fade when Reduce Motion is on). Nothing reads it here.
public struct TransitionProperties: Sendable {
    public var hasMotion: Bool
    public init(hasMotion: Bool = true) { self.hasMotion = hasMotion }
}

/// iOS 17's transition as a type of the app's (`struct Fade: Transition { func body(content:phase:) … }`),
/// given to `.transition(_:)`: "a description of view changes to apply when a view is added to and
/// removed from the view hierarchy" (Apple's `Transition`). Those changes are animated, and nothing
/// animates here, so `body(content:phase:)` never runs, as `AnyTransition.modifier(active:identity:)`'s
/// modifiers do not (InertModifiers.swift). Uncertain, as for those: Apple's `TransitionPhase` says
/// the `identity` phase's modifications "will be applied to the view as long as it is visible",
/// so a device may run the body at rest, with `.identity` (README). `Content` is a
/// `PlaceholderContentView`, as Apple's.
@MainActor @preconcurrency
public protocol Transition {
    associatedtype Body: View
    typealias Content = PlaceholderContentView<Self>
    @ViewBuilder func body(content: Content, phase: TransitionPhase) -> Body
    static var properties: TransitionProperties { get }
}

extension Transition {
    public static var properties: TransitionProperties { TransitionProperties() }
}

extension AnyTransition {
    /// iOS 17's `AnyTransition(_:)` around a `Transition`: inert, as every transition.
    public init(_ transition: some Transition) { self.init() }
}

extension View {
    /// iOS 17's `.transition(_:)` with a `Transition` (`.transition(Fade())`): the view is shown as
    /// is, and the transition's body never runs, as with the `AnyTransition` form (InertModifiers.swift).
    public func transition(_ transition: some Transition) -> some View { _Inert(self) }
}

/// iOS 17's blur-and-scale transition (`.transition(.blurReplace)`): inert, as every transition.
public struct BlurReplaceTransition: Transition {
    public struct Configuration: Equatable, Sendable {
        let name: String
        public static let downUp = Configuration(name: "downUp"), upUp = Configuration(name: "upUp")
    }
    let configuration: Configuration
    public init(configuration: Configuration) { self.configuration = configuration }
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
}

extension Transition where Self == BlurReplaceTransition {
    public static var blurReplace: BlurReplaceTransition { BlurReplaceTransition(configuration: .downUp) }
    public static func blurReplace(_ configuration: BlurReplaceTransition.Configuration = .downUp) -> BlurReplaceTransition {
        BlurReplaceTransition(configuration: configuration)
    }
}

// MARK: Zoom transitions (iOS 18)

/// How a transition's source view looks while it zooms (`configuration:` of
/// `.matchedTransitionSource`).
public protocol MatchedTransitionSourceConfiguration: Sendable {}
public struct EmptyMatchedTransitionSourceConfiguration: MatchedTransitionSourceConfiguration {}
public struct _MatchedTransitionSourceStyle: MatchedTransitionSourceConfiguration {}

extension MatchedTransitionSourceConfiguration {
    public func background(_ style: Color) -> some MatchedTransitionSourceConfiguration { _MatchedTransitionSourceStyle() }
    public func clipShape(_ shape: RoundedRectangle) -> some MatchedTransitionSourceConfiguration { _MatchedTransitionSourceStyle() }
    public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0,
                       y: CGFloat = 0) -> some MatchedTransitionSourceConfiguration { _MatchedTransitionSourceStyle() }
}

/// A navigation transition (`.navigationTransition(.zoom(sourceID: id, in: namespace))`).
public protocol NavigationTransition: Sendable {}
public struct ZoomNavigationTransition: NavigationTransition {}
public struct AutomaticNavigationTransition: NavigationTransition {}

extension NavigationTransition where Self == ZoomNavigationTransition {
    public static func zoom(sourceID: some Hashable, in namespace: Namespace.ID) -> ZoomNavigationTransition { ZoomNavigationTransition() }
}

extension NavigationTransition where Self == AutomaticNavigationTransition {
    public static var automatic: AutomaticNavigationTransition { AutomaticNavigationTransition() }
}

extension View {
    /// Marks the view a zoom transition starts from; the transition is drawing, inert.
    public func matchedTransitionSource(id: some Hashable, in namespace: Namespace.ID) -> some View { _Inert(self) }

    public func matchedTransitionSource(
        id: some Hashable, in namespace: Namespace.ID,
        configuration: (EmptyMatchedTransitionSourceConfiguration) -> some MatchedTransitionSourceConfiguration
    ) -> some View { _Inert(self) }

    /// How the view is pushed or presented (a zoom from its source): drawing, inert.
    public func navigationTransition(_ style: some NavigationTransition) -> some View { _Inert(self) }
}

// MARK: Liquid Glass (iOS 26)

/// The Liquid Glass material a `.glassEffect` draws.
public struct Glass: Equatable, Sendable {
    let kind: String
    var tintColor: Color? = nil
    var isInteractive = false

    public static let regular = Glass(kind: "regular"), clear = Glass(kind: "clear"), identity = Glass(kind: "identity")

    /// The glass tinted with a colour (nil: untinted).
    public func tint(_ color: Color?) -> Glass {
        var glass = self
        glass.tintColor = color
        return glass
    }

    /// The glass reacting to touches (it shines and moves under a finger).
    public func interactive(_ isEnabled: Bool = true) -> Glass {
        var glass = self
        glass.isInteractive = isEnabled
        return glass
    }
}

/// The shape a glass effect takes unless it is given one: a capsule.
nonisolated public struct DefaultGlassEffectShape: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Capsule().path(in: rect) }
}

extension View {
    /// Draws Liquid Glass behind the view, in `shape`: drawing, inert.
    public func glassEffect(_ glass: Glass = .regular, in shape: some Shape = DefaultGlassEffectShape()) -> some View { _Inert(self) }
    /// Identifies a glass shape for morphing between glass effects: inert.
    public func glassEffectID(_ id: (some Hashable & Sendable)?, in namespace: Namespace.ID) -> some View { _Inert(self) }
}

/// Combines the glass shapes of the views inside into one: its content is built in place.
public struct GlassEffectContainer<Content: View>: _PrimitiveView {
    let content: Content
    public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) { self.content = content() }
    public static var _viewCount: Int? { Content._viewCount }
    public static func _makeChildren(_ view: Self, into builder: inout _ChildBuilder) { builder.expand(view.content) }
}
