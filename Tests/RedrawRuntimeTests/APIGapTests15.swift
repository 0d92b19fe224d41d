// API that real apps used (the fifteenth batch, from a tester's iOS 17 code — an expense tracker's
// card pager and custom swipe actions): iOS 17's `Transition` protocol (`TransitionPhase`,
// `.transition(some Transition)`), `.containerRelativeFrame`, `.visualEffect`, the `.scrollView`
// coordinate space, `.scrollTargetLayout()`, `.scrollTargetBehavior(_:)` (`.paging`, `.viewAligned`,
// a behaviour of the app's), `.scrollIndicators(_:axes:)`, and UIKit's `UIEdgeInsets`,
// `UIWindowScene`, `UIWindow` and `UIApplication.shared.connectedScenes` — each was missing. All
// are inert: they add no node and read nothing, so the counts are those of the same code without them.

import RedrawResults
import Testing

@Suite struct APIGapTests15 {
    static let pager = #"""
    import SwiftUI
    import UIKit

    /// A transition of the app's: fades and shrinks the view in and out.
    struct FadeScale: Transition {
        static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }
        func body(content: Content, phase: TransitionPhase) -> some View {
            content
                .opacity(phase.isIdentity ? 1 : 0)
                .scaleEffect(1 - 0.1 * abs(phase.value))
        }
    }

    /// Snaps a scroll that ends near the top back to it (a behaviour of the app's).
    struct SnapToTop: ScrollTargetBehavior {
        func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
            if target.rect.minY < 75 { target.rect.origin = .zero }
        }
    }

    extension View {
        /// The key window's safe area, as iOS 17 apps read it outside a GeometryReader.
        var safeArea: UIEdgeInsets {
            if let windowScene = UIApplication.shared.connectedScenes.first as? UIWindowScene {
                return windowScene.keyWindow?.safeAreaInsets ?? .zero
            }
            return .zero
        }
    }

    struct Card: View {
        let title: String
        @State private var liked = false
        var body: some View {
            VStack {
                Text(title)
                Button(liked ? "Unlike \(title)" : "Like \(title)") { liked.toggle() }
            }
        }
    }

    struct Banner: View {
        var body: some View { Text("Welcome back") }
    }

    struct Pager: View {
        @State private var show = false
        @State private var month = 1
        let cards = ["Food", "Rent", "Travel"]
        var body: some View {
            let insets = safeArea
            ScrollView(.vertical) {
                VStack(spacing: 12) {
                    if show {
                        Banner()
                            .transition(FadeScale())
                            .containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 8)
                    }
                    ScrollView(.horizontal) {
                        HStack(spacing: 0) {
                            ForEach(cards, id: \.self) { title in
                                Card(title: title)
                                    .containerRelativeFrame(.horizontal)
                                    .visualEffect { content, proxy in
                                        content.offset(y: 0)
                                            .scaleEffect(proxy.frame(in: .scrollView(axis: .horizontal)).minX > 0 ? 0.9 : 1)
                                    }
                            }
                        }
                        .scrollTargetLayout()
                    }
                    .scrollTargetBehavior(.paging)
                    .scrollIndicators(.hidden)
                    Text("Month \(month)")
                        .containerRelativeFrame([.horizontal, .vertical], alignment: .leading) { length, axis in
                            axis == .vertical ? length / 3 : length * 0.9
                        }
                        .visualEffect { content, proxy in
                            content.opacity((proxy.bounds(of: .scrollView)?.width ?? 0) > 0 ? 1 : 0.5)
                        }
                        .transition(AnyTransition(FadeScale()))
                    Button("Show") { show.toggle() }
                    Button("Next month") { month += 1 }
                }
                .padding(.top, insets.top)
                .scrollTargetLayout(isEnabled: false)
            }
            .scrollTargetBehavior(SnapToTop())
            .scrollIndicators(.visible, axes: .vertical)
        }
    }

    /// The other behaviours and visibilities, as a body would apply them (compiled, never shown).
    struct Other: View {
        var body: some View {
            ScrollView(.horizontal) { Text("x") }
                .scrollTargetBehavior(.viewAligned)
                .scrollTargetBehavior(.viewAligned(limitBehavior: .always))
                .scrollIndicators(.never)
                .scrollIndicators(.automatic)
        }
    }

    Redraw.root { Pager() }
    Redraw.tap("Show")
    Redraw.tap("Next month")
    Redraw.tap("Like Rent")
    Redraw.step("hide") { Redraw.setState(Pager.self, \.show, false) }
    Redraw.step("check") {
        let scenes = UIApplication.shared.connectedScenes
        precondition(scenes.isEmpty && (scenes.first as? UIWindowScene)?.keyWindow == nil)
        precondition(UIWindowScene().windows.isEmpty && UIWindow().safeAreaInsets == .zero)
        precondition(Banner().safeArea == .zero)
        precondition(UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0) != .zero && UIEdgeInsets() == .zero)
        precondition(TransitionPhase.willAppear.value == -1 && TransitionPhase.identity.isIdentity
                     && TransitionPhase.didDisappear.value == 1 && !TransitionPhase.didDisappear.isIdentity)
        precondition(!FadeScale.properties.hasMotion)
        precondition(ScrollIndicatorVisibility.hidden != .visible)
        precondition(ViewAlignedScrollTargetBehavior().limitBehavior == .automatic)
        let month: Int = Redraw.state(of: Pager.self, "month")
        precondition(month == 2, "\(month)")
    }
    """#

    /// Pager's body builds the scroll views and stacks in place (eager containers, no node); its
    /// children are the three `Card`s and, while `show` is true, `Banner`. None of the added modifiers
    /// makes a node or reads a state, and `safeArea` reads no state (no scene is connected: it is
    /// `.zero`, checked). Every value is `@State`, tracked alike in both engines, so push and pull
    /// count the same.
    /// - initial render: Pager (1) and the three Cards (3); `show` is false, so no Banner. 4.
    /// - tap "Show": Pager read `show`: it re-runs (1) and Banner is created (1), its body run
    ///   though its transition's body is not (inert); each Card keeps its id and an equal
    ///   `let title`: skipped (3). 2.
    /// - tap "Next month": Pager read `month` (its `Text`): it re-runs (1); Banner (no fields) and
    ///   the Cards are equal: skipped (4). 1.
    /// - tap "Like Rent": Rent's `liked` was read by its own body only: that Card re-runs (1); Pager,
    ///   which applies the modifiers around the Card, does not run. 1.
    /// - hide: Pager re-runs (1); Banner is destroyed (its transition, which would animate it out,
    ///   never runs). 1.
    @Test(arguments: EngineKind.allCases)
    func aPagingScrollViewWithTransitionsAndVisualEffects(engine: EngineKind) throws {
        let r = try run(Self.pager, engine, name: "api-gap-15-pager")
        #expect(r.total("initial render").bodyEvaluations == 4)
        #expect(r.bodies("initial render", "Pager") == 1)
        #expect(r.bodies("initial render", "Card") == 3)
        #expect(r.bodies("initial render", "Banner") == 0)

        #expect(r.total("tap \"Show\"").bodyEvaluations == 2)
        #expect(r.bodies("tap \"Show\"", "Pager") == 1)
        #expect(r.metrics("tap \"Show\"", "Banner").created == 1)
        #expect(r.bodies("tap \"Show\"", "Banner") == 1)
        #expect(r.metrics("tap \"Show\"", "Card").skipped == 3)

        #expect(r.total("tap \"Next month\"").bodyEvaluations == 1)
        #expect(r.bodies("tap \"Next month\"", "Pager") == 1)
        #expect(r.metrics("tap \"Next month\"", "Card").skipped == 3)
        #expect(r.metrics("tap \"Next month\"", "Banner").skipped == 1)

        #expect(r.total("tap \"Like Rent\"").bodyEvaluations == 1)
        #expect(r.bodies("tap \"Like Rent\"", "Card") == 1)
        #expect(r.bodies("tap \"Like Rent\"", "Pager") == 0)

        #expect(r.total("hide").bodyEvaluations == 1)
        #expect(r.bodies("hide", "Pager") == 1)
        #expect(r.metrics("hide", "Banner").destroyed == 1)

        #expect(r.total("check").bodyEvaluations == 0)
    }
}
