// AddsNothing: which view types, expanded in a body, can add nothing to its
// node — no child node, action target, lifecycle callback or preference —
// whatever their values. A node whose body type is such runs its body and
// skips the expansion (ViewNode.evaluate): a list row of texts and images is
// most rows, and walking its primitives was a third of its evaluation.
//
// Invariants:
// - True only where it holds for every value of the type: leaves, the plain
//   stacks and groups, conditionals and tuples of such, and the modifiers
//   that keep nothing (`_Inert`). Everything else — user views, controls,
//   containers with rows or scopes of their own, modifiers with callbacks —
//   keeps the default, false.
// - Skipping changes no count: such an expansion appends nothing, and what it
//   would only look at (a label's words) matters inside a control's label,
//   never at the top of a body.

extension View {
    public static var _addsNothing: Bool { false }
}

extension _LeafView {
    public static var _addsNothing: Bool { true }
}

extension VStack { public static var _addsNothing: Bool { Content._addsNothing } }
extension HStack { public static var _addsNothing: Bool { Content._addsNothing } }
extension ZStack { public static var _addsNothing: Bool { Content._addsNothing } }
extension Group { public static var _addsNothing: Bool { Content._addsNothing } }
extension Grid { public static var _addsNothing: Bool { Content._addsNothing } }
extension GridRow { public static var _addsNothing: Bool { Content._addsNothing } }
extension _Inert { public static var _addsNothing: Bool { Content._addsNothing } }

extension Optional where Wrapped: View {
    public static var _addsNothing: Bool { Wrapped._addsNothing }
}

extension _ConditionalContent {
    public static var _addsNothing: Bool { TrueContent._addsNothing && FalseContent._addsNothing }
}

extension TupleView {
    /// Every element's type adds nothing (TupleViewFacts).
    public static var _addsNothing: Bool { TupleViewFacts.of(T.self).addsNothing }
}
