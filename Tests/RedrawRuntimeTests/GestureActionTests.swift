// Gesture actions end to end: `Redraw.drag`, `Redraw.longPress` and `Redraw.tap` driving an
// app's own gesture code — `onChanged`, `onEnded`, `updating` with `@GestureState`,
// `minimumDistance`, Apple's composed-gesture sample — with exact counts per step under both
// engines, each derived from the update cycle (Shared design: update-cycle.md) in a comment.
//
// Frames of a top-level drag of `frames: n`: frame 0 the finger goes down, frames 1…n it moves
// an equal part of the way, frame n+1 it lifts (GestureDriving.swift).

import RedrawBuild
import RedrawResults
import Testing

@Suite struct GestureActionTests {
    /// A card deck (the tester's CardSwipeKit: the model written at each change, a swipe handled at
    /// the end), a knob written only at the end, a handle showing a `@GestureState` while dragged,
    /// and a nudge that begins only past `minimumDistance: 50`.
    static let drags = """
    @Observable final class Deck {
        var offset: CGSize = .zero
        var swiped = 0
        @ObservationIgnored var lastEnded: DragGesture.Value?
        func handleSwipe(_ value: DragGesture.Value) { lastEnded = value; swiped += 1; offset = .zero }
    }
    struct Card: View {
        var deck: Deck
        var body: some View {
            Text("Front").offset(deck.offset)
                .gesture(DragGesture().onChanged { deck.offset = $0.translation }.onEnded { deck.handleSwipe($0) })
        }
    }
    struct Footer: View {
        var deck: Deck
        var body: some View { Text("\\(deck.swiped) swiped") }
    }
    struct Knob: View {
        @State private var value = 0.0
        var body: some View {
            Text("Knob \\(Int(value))").gesture(DragGesture().onEnded { value += $0.translation.width })
        }
    }
    struct Handle: View {
        @GestureState private var isDragging = false
        var body: some View {
            Text(isDragging ? "Dragging" : "Handle")
                .gesture(DragGesture().updating($isDragging) { _, state, _ in state = true })
        }
    }
    struct Nudge: View {
        @State private var nudges = 0
        var body: some View {
            Text("Nudge \\(nudges)").simultaneousGesture(DragGesture(minimumDistance: 50).onChanged { _ in nudges += 1 })
        }
    }
    struct DeckView: View {
        @State private var deck = Deck()
        var body: some View {
            VStack {
                Card(deck: deck)
                Footer(deck: deck)
                Knob()
                Handle()
                Nudge()
            }
        }
    }
    Redraw.root { DeckView() }
    Redraw.drag("Front", by: CGSize(width: 120, height: 0), frames: 4)
    Redraw.step("the swipe's values") {
        let deck: Deck = Redraw.state(of: DeckView.self, "deck")
        guard deck.swiped == 1, deck.offset == .zero, let end = deck.lastEnded else { fatalError("the drag did not reach the model") }
        // 120 pt over 4 frames: 1800 pt/s; the prediction adds about half a second of it.
        guard end.translation == CGSize(width: 120, height: 0), end.startLocation == .zero, end.location == CGPoint(x: 120, y: 0),
              abs(end.velocity.width - 1800) < 0.001, end.velocity.height == 0,
              abs(end.predictedEndTranslation.width - (120 + 1800 * 0.499)) < 0.01 else { fatalError("values: \\(end)") }
    }
    Redraw.drag("Knob 0", by: CGSize(width: 40, height: 0), frames: 4)
    Redraw.drag("Handle", by: CGSize(width: 0, height: 80), frames: 4)
    Redraw.step("the handle is reset") {
        let dragging: Bool = Redraw.state(of: Handle.self, "isDragging")
        guard !dragging else { fatalError("the @GestureState was not reset") }
    }
    Redraw.drag("Nudge 0", by: CGSize(width: 40, height: 0), frames: 4)
    Redraw.drag("Nudge 0", by: CGSize(width: 100, height: 0), frames: 4)
    Redraw.step("swipe at once") { Redraw.drag("Front", by: CGSize(width: -200, height: 0)) }
    """

    @Test func topLevelDragsAreStepsOfTheirFrames() throws {
        let r = try run(Self.drags, .pull, name: "gesture-drags")
        #expect(r.steps.map(\.step) == ["initial render", "drag \"Front\"", "the swipe's values", "drag \"Knob 0\"", "drag \"Handle\"",
                                        "the handle is reset", "drag \"Nudge 0\"", "drag \"Nudge 0\" (2)", "swipe at once"])
        // Down, 4 moves, up.
        #expect(r.step("drag \"Front\"").frames == 6)
        #expect(r.step("swipe at once").frames == 1)
    }

    /// Pull: each view reads only what it shows.
    @Test func pullCounts() throws {
        let r = try run(Self.drags, .pull, name: "gesture-drags")
        // Frame 0: down, not yet 10 pt: nothing. Frames 1–4: each move (30, 60, 90, 120 pt) runs
        // `onChanged`, writing `offset` (a new CGSize: notifies), read by Card alone: 4. Frame 5:
        // `onEnded` → handleSwipe: `swiped += 1` (Footer) and `offset = .zero` (Card): 2.
        #expect(r.bodies("drag \"Front\"", "Card") == 5)
        #expect(r.bodies("drag \"Front\"", "Footer") == 1)
        #expect(r.total("drag \"Front\"").bodyEvaluations == 6)
        // Only `onEnded` writes `value` (@State read by Knob): 1, in the lift frame.
        #expect(r.total("drag \"Knob 0\"").bodyEvaluations == 1)
        #expect(r.bodies("drag \"Knob 0\"", "Knob") == 1)
        // `@GestureState` is the node's storage, tracked as @State: the first move sets it true (a
        // change: Handle re-runs), the next three set it true again (equal: nobody notified), the
        // lift resets it to false (a change): 2. Its label changes to "Dragging" on the way: the
        // finger stays on the view it went down on.
        #expect(r.total("drag \"Handle\"").bodyEvaluations == 2)
        #expect(r.bodies("drag \"Handle\"", "Handle") == 2)
        // 40 pt never reaches `minimumDistance: 50`: the drag never begins, no callback: 0.
        #expect(r.total("drag \"Nudge 0\"").bodyEvaluations == 0)
        // 100 pt in 25-pt moves: begins at 50 (frame 2), changes at 50, 75, 100: `nudges += 1`
        // three times, each in its frame: 3.
        #expect(r.total("drag \"Nudge 0\" (2)").bodyEvaluations == 3)
        // Inside a step: down, one move the whole way (`offset` = -200), up (`swiped`, `offset`),
        // all in one frame: Card and Footer once each.
        #expect(r.total("swipe at once").bodyEvaluations == 2)
        #expect(r.total("the swipe's values").bodyEvaluations == 0)
    }

    /// Push: `Deck` is an ObservableObject held by DeckView (@StateObject), Card and Footer
    /// (@ObservedObject): every `@Published` write re-runs all three, whatever they read.
    @Test func pushCounts() throws {
        let r = try run(Self.drags, .push, name: "gesture-drags")
        // Frames 1–4: one write each → DeckView, Card, Footer: 3 × 4. Frame 5: two writes, one
        // render pass: 3. Knob, Handle and Nudge hold no Deck: inputs equal, skipped.
        #expect(r.total("drag \"Front\"").bodyEvaluations == 15)
        #expect(r.bodies("drag \"Front\"", "DeckView") == 5)
        #expect(r.bodies("drag \"Front\"", "Card") == 5)
        #expect(r.bodies("drag \"Front\"", "Footer") == 5)
        // Views' own state: the same as under pull.
        #expect(r.total("drag \"Knob 0\"").bodyEvaluations == 1)
        #expect(r.total("drag \"Handle\"").bodyEvaluations == 2)
        #expect(r.total("drag \"Nudge 0\"").bodyEvaluations == 0)
        #expect(r.total("drag \"Nudge 0\" (2)").bodyEvaluations == 3)
        // Three writes in one frame: DeckView, Card, Footer once each.
        #expect(r.total("swipe at once").bodyEvaluations == 3)
    }

    /// No view carries a drag with that label: the error names what it looked for, the views that
    /// do carry one, and those with other gestures.
    @Test func aLabelWithNoDragIsAnError() {
        let source = Self.drags.components(separatedBy: "Redraw.root").first!
            + "Redraw.root { DeckView() }\nRedraw.drag(\"Back\", by: CGSize(width: 10, height: 0))\n"
        var message = "no error"
        do { _ = try run(source, .pull, name: "gesture-drag-not-found") } catch { message = "\(error)" }
        #expect(message.contains("no view with a DragGesture (.gesture, .simultaneousGesture, .highPriorityGesture) labelled \"Back\""),
                "\(message)")
        #expect(message.contains(".gesture \"Front\" at DeckView › Card"), "\(message)")
        #expect(message.contains(".simultaneousGesture \"Nudge 0\" at DeckView › Nudge"), "\(message)")
    }

    /// Apple's "Composing SwiftUI gestures" sample as published (a long press sequenced before a
    /// drag, its `switch` on `SequenceGesture.Value`), Apple's `GestureState` long-press sample,
    /// `.onLongPressGesture` with `onPressingChanged`, a tap on a `TapGesture`, and a double tap
    /// exclusive before a single tap.
    static let composed = """
    enum DragState {
        case inactive
        case pressing
        case dragging(translation: CGSize)
        var translation: CGSize {
            switch self {
            case .inactive, .pressing: return .zero
            case .dragging(let translation): return translation
            }
        }
        var isActive: Bool {
            switch self {
            case .inactive: return false
            case .pressing, .dragging: return true
            }
        }
        var isDragging: Bool {
            switch self {
            case .inactive, .pressing: return false
            case .dragging: return true
            }
        }
    }
    struct DraggableCircle: View {
        @GestureState private var dragState = DragState.inactive
        @State private var viewState = CGSize.zero
        var body: some View {
            let minimumLongPressDuration = 0.5
            let longPressDrag = LongPressGesture(minimumDuration: minimumLongPressDuration)
                .sequenced(before: DragGesture())
                .updating($dragState) { value, state, transaction in
                    switch value {
                    // Long press begins.
                    case .first(true):
                        state = .pressing
                    // Long press confirmed, dragging may begin.
                    case .second(true, let drag):
                        state = .dragging(translation: drag?.translation ?? .zero)
                    // Dragging ended or the long press cancelled.
                    default:
                        state = .inactive
                    }
                }
                .onEnded { value in
                    guard case .second(true, let drag?) = value else { return }
                    self.viewState.width += drag.translation.width
                    self.viewState.height += drag.translation.height
                }
            return Circle()
                .fill(Color.blue)
                .overlay(dragState.isDragging ? Circle().stroke(Color.white, lineWidth: 2) : nil)
                .frame(width: 100, height: 100, alignment: .center)
                .offset(x: viewState.width + dragState.translation.width, y: viewState.height + dragState.translation.height)
                .animation(nil)
                .shadow(radius: dragState.isActive ? 8 : 0)
                .animation(.linear(duration: minimumLongPressDuration))
                .gesture(longPressDrag)
        }
    }
    struct LongPressGestureView: View {
        @GestureState private var isDetectingLongPress = false
        @State private var completedLongPress = false
        var longPress: some Gesture {
            LongPressGesture(minimumDuration: 3)
                .updating($isDetectingLongPress) { currentState, gestureState, transaction in
                    gestureState = currentState
                    transaction.animation = Animation.easeIn(duration: 2.0)
                }
                .onEnded { finished in
                    self.completedLongPress = finished
                }
        }
        var body: some View {
            Circle()
                .fill(self.isDetectingLongPress ? Color.red : (self.completedLongPress ? Color.green : Color.blue))
                .frame(width: 100, height: 100, alignment: .center)
                .gesture(longPress)
        }
    }
    struct Pressable: View {
        @State private var pressing = false
        @State private var count = 0
        var body: some View {
            Text(pressing ? "Pressing" : "Press \\(count)")
                .onLongPressGesture(minimumDuration: 0.5, perform: { count += 1 }, onPressingChanged: { pressing = $0 })
        }
    }
    struct Flip: View {
        @State private var flipped = false
        @State private var single = 0
        @State private var double = 0
        var body: some View {
            VStack {
                Text(flipped ? "Back" : "Front").gesture(TapGesture().onEnded { flipped.toggle() })
                Text("Taps \\(single) \\(double)")
                    .gesture(TapGesture(count: 2).onEnded { double += 1 }.exclusively(before: TapGesture().onEnded { single += 1 }))
                Text("Plain").onLongPressGesture { }
            }
        }
    }
    struct Board: View {
        var body: some View {
            VStack {
                DraggableCircle()
                LongPressGestureView()
                Pressable()
                Flip()
            }
        }
    }
    Redraw.root { Board() }
    Redraw.drag("", by: CGSize(width: 60, height: 0), frames: 3, holding: 0.5, in: DraggableCircle.self)
    Redraw.step("the circle moved") {
        let moved: CGSize = Redraw.state(of: DraggableCircle.self, "viewState")
        let state: DragState = Redraw.state(of: DraggableCircle.self, "dragState")
        guard moved == CGSize(width: 60, height: 0), !state.isActive else { fatalError("moved \\(moved), state \\(state)") }
    }
    Redraw.longPress("", seconds: 3, in: LongPressGestureView.self)
    Redraw.longPress("", seconds: 1, in: LongPressGestureView.self)
    Redraw.longPress("Press 0")
    Redraw.longPress("Press 1", seconds: 0.2)
    Redraw.tap("Front")
    Redraw.tap("Taps 0 0")
    Redraw.tap("Taps 0 1", count: 1)
    Redraw.step("check taps") {
        let single: Int = Redraw.state(of: Flip.self, "single")
        let double: Int = Redraw.state(of: Flip.self, "double")
        let count: Int = Redraw.state(of: Pressable.self, "count")
        guard single == 1, double == 1, count == 1 else { fatalError("single \\(single), double \\(double), count \\(count)") }
    }
    """

    /// No model: every count is a view's own state, the same under both engines.
    @Test(arguments: EngineKind.allCases) func composedLongPressAndTapCounts(engine: EngineKind) throws {
        let r = try run(Self.composed, engine, name: "gesture-composed")
        // Down, 30 still frames (0.5 s), 3 moves, up.
        #expect(r.step("drag \"\"").frames == 35)
        // DragState is not Equatable, so each `updating` write notifies: frame 0 `.first(true)` →
        // .pressing (1); frame 30 the press succeeds: `.second(true, nil)` → .dragging(.zero) (1);
        // frames 31–33 the drag moves 20, 40, 60 pt: `.second(true, drag)` (3); frame 34 the lift:
        // reset to .inactive and `onEnded` adds 60 to `viewState`, one pass (1). 6.
        #expect(r.bodies("drag \"\"", "DraggableCircle") == 6)
        #expect(r.total("drag \"\"").bodyEvaluations == 6)
        // Held 3 s (181 frames): frame 0 the press's `true` sets isDetectingLongPress (1); frame 180
        // it succeeds: reset to false and `completedLongPress = true`, one pass (1).
        #expect(r.step("long press \"\"").frames == 181)
        #expect(r.total("long press \"\"").bodyEvaluations == 2)
        // Held 1 s of 3: true at the down (1), reset when the finger lifts early (1); no `onEnded`,
        // so `completedLongPress` is not written.
        #expect(r.total("long press \"\" (2)").bodyEvaluations == 2)
        // onPressingChanged(true) at the down (1); at 0.5 s `count += 1` and onPressingChanged(false)
        // in one frame (1).
        #expect(r.total("long press \"Press 0\"").bodyEvaluations == 2)
        // Lifted at 0.2 s: pressing true (1), then false (1); `perform` does not run.
        #expect(r.total("long press \"Press 1\"").bodyEvaluations == 2)
        // A TapGesture's `onEnded` toggles `flipped`: Flip re-runs: 1.
        #expect(r.total("tap \"Front\"").bodyEvaluations == 1)
        // Tapped twice (its most taps): the double tap is recognised first; the single tap, which
        // the exclusive gesture never handed the touch, does not run: `double += 1`: 1.
        #expect(r.total("tap \"Taps 0 0\"").bodyEvaluations == 1)
        // Tapped once: the double tap fails when the finger is gone, then the single tap gets the
        // touch: `single += 1`: 1.
        #expect(r.total("tap \"Taps 0 1\"").bodyEvaluations == 1)
        #expect(r.total("check taps").bodyEvaluations == 0)
    }

    /// A drag sequenced after a long press, dragged without holding: the run says how long to hold.
    @Test func aDragThatNeedsAHoldSaysHowLong() {
        let source = Self.composed.components(separatedBy: "Redraw.root").first!
            + "Redraw.root { Board() }\nRedraw.drag(\"\", by: CGSize(width: 60, height: 0), in: DraggableCircle.self)\n"
        var message = "no error"
        do { _ = try run(source, .pull, name: "gesture-drag-hold") } catch { message = "\(error)" }
        #expect(message.contains("LongPressGesture().sequenced(before: DragGesture())"), "\(message)")
        #expect(message.contains("held still 0.5 s"), "\(message)")
        #expect(message.contains("holding: 0.5)"), "\(message)")
    }

    /// A label of a long press only, dragged: the message lists the gestures that are there.
    @Test func aDragOfALongPressListsTheOtherGestures() {
        let source = Self.composed.components(separatedBy: "Redraw.root").first!
            + "Redraw.root { Board() }\nRedraw.drag(\"Press 0\", by: CGSize(width: 60, height: 0))\n"
        var message = "no error"
        do { _ = try run(source, .pull, name: "gesture-drag-press") } catch { message = "\(error)" }
        #expect(message.contains("no view with a DragGesture (.gesture, .simultaneousGesture, .highPriorityGesture) labelled \"Press 0\""),
                "\(message)")
        #expect(message.contains("views with other gestures:"), "\(message)")
        #expect(message.contains(".onLongPressGesture \"Press 0\" at Board › Pressable"), "\(message)")
    }
}
