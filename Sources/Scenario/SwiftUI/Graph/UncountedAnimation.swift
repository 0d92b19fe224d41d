// UncountedAnimation: what runs bodies frame by frame on a device and not here —
// an `Animatable` view or modifier of the app's (SwiftUI sets its interpolated
// `animatableData` each frame and evaluates its body), a phase animator (its
// content for each phase), a keyframe animator (its content each frame). Nothing
// is interpolated here, so their counts are the changes' own evaluations: a run
// says so once per type, as a note of the step that first built one (trial BJ-2,
// BJ-8: a progress ring's 60 bodies a second counted 0, in silence).
//
// Invariants: told once per type and run; a check per node made or animator built
// (a static property of the view's type: no conformance lookup, which allocates, at
// run time), a note's text made only the first time.

extension View {
    public static var _isAnimatable: Bool { false }
}

extension View where Self: Animatable {
    public static var _isAnimatable: Bool { true }
}

extension ViewModifier {
    public static var _isAnimatable: Bool { false }
}

extension ViewModifier where Self: Animatable {
    public static var _isAnimatable: Bool { true }
}

extension ModifierBody {
    /// A modifier's node: whether the modifier is `Animatable`.
    static var _isAnimatable: Bool { Modifier._isAnimatable }
}

extension ViewGraph {
    /// A node of `layout`'s view, which is `Animatable`, was made: the run says what is not counted.
    func noteAnimatable(_ layout: FieldLayout) {
        guard uncountedAnimations.insert(UncountedAnimation(type: ObjectIdentifier(layout.type), kind: .animatable)).inserted
        else { return }
        note("`\(layout.viewName)` is `Animatable`: on a device SwiftUI sets its `animatableData` on every frame of an "
            + "animation and runs its body each time (about 60 a second); Redraw interpolates nothing, so it counts only "
            + "the evaluations of the changes themselves")
    }

    /// A phase or keyframe animator of type `animator` was built in the body being evaluated.
    static func noteAnimator(_ animator: Any.Type, _ kind: UncountedAnimation.Kind) {
        guard let node = evaluating,
              node.graph.uncountedAnimations.insert(UncountedAnimation(type: ObjectIdentifier(animator), kind: kind)).inserted
        else { return }
        let (what, onDevice) = kind == .phaseAnimator ? ("phase animator", "runs it again for each phase")
            : ("keyframe animator", "runs it on every frame of its keyframes")
        node.graph.note("a \(what) in the body of `\(node.reportedAs.typeName)` runs its content once here: on a device it "
            + onDevice + ", in the animator's own updates, which Redraw does not count")
    }
}

/// A type told about, with what it is (the same content type may be a phase animator's and a
/// keyframe animator's).
struct UncountedAnimation: Hashable {
    enum Kind: UInt8 { case animatable, phaseAnimator, keyframeAnimator }
    let type: ObjectIdentifier
    let kind: Kind
}
