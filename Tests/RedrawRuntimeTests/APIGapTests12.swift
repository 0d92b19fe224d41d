// API that real apps used, added when testers' pasted files failed to compile (the twelfth batch):
// a `TextFieldStyle` of the app's own (`_body(configuration: TextField<Self._Label>)`, run where
// the field sits), gestures' `_ChangedGesture`/`_EndedGesture`, `Path.addRects`,
// `.luminanceToAlpha()`, `.statusBar(hidden:)`, UIKit's `UISlider.appearance()` — end to end,
// under both engines — and Redraw's "not modelled yet" note after SwiftUI's underscored names.

import Foundation
@testable import RedrawBuild
import RedrawResults
import Testing

@Suite struct APIGapTests12 {
    static let source = #"""
    import SwiftUI

    /// A style that adds a button beside the field: the button exists only if `_body` runs.
    struct Clearable: TextFieldStyle {
        let clear: () -> Void
        func _body(configuration: TextField<Self._Label>) -> some View {
            HStack {
                configuration.padding(10)
                Button("Clear", action: clear)
            }
        }
    }
    /// The iOS 13 spelling, `_Label` unqualified.
    struct Underlined: TextFieldStyle {
        func _body(configuration: TextField<_Label>) -> some View {
            VStack { configuration; Rectangle().frame(height: 1) }
        }
    }
    struct Bars: Shape {
        func path(in rect: CGRect) -> Path {
            var p = Path()
            p.addRects([rect, rect.insetBy(dx: 2, dy: 2)], transform: CGAffineTransform(scaleX: 0.5, y: 0.5))
            return p
        }
    }

    @main
    struct SliderApp: App {
        init() {
            UISlider.appearance().minimumTrackTintColor = .systemBlue
            UISlider.appearance().maximumTrackTintColor = .systemGray
            UISlider.appearance().thumbTintColor = .white
            UISlider.appearance().setThumbImage(UIImage(systemName: "circle.fill"), for: .normal)
        }
        var body: some Scene {
            WindowGroup { VStack { Fields(); Knob() } }
        }
    }

    struct Fields: View {
        @State private var name = ""
        @State private var city = ""
        @State private var note = ""
        var body: some View {
            VStack {
                TextField("Name", text: $name).textFieldStyle(Clearable { name = "" })
                TextField("City", text: $city).textFieldStyle(.roundedBorder)
                VStack { TextField("Note", text: $note) }.textFieldStyle(Underlined())
            }
        }
    }

    struct Knob: View {
        @State private var offset: CGSize = .zero
        @State private var drags = 0
        @State private var barHidden = false
        /// What a real app wrote: the value type named through `onChanged`'s result.
        func handle(_ value: _ChangedGesture<DragGesture>.Value) { offset = value.translation }
        var drag: _EndedGesture<_ChangedGesture<DragGesture>> {
            DragGesture().onChanged(handle).onEnded { _ in drags += 1 }
        }
        var body: some View {
            VStack {
                Circle().frame(width: 40, height: 40).offset(offset).gesture(drag)
                    .simultaneousGesture(MagnifyGesture().onChanged { _ in }.onEnded { _ in drags += 1 })
                    .gesture(drags > 0 ? TapGesture().onEnded { drags = 0 } : nil)
                Path { p in
                    p.addRects([CGRect(x: 0, y: 0, width: 4, height: 4), CGRect(x: 8, y: 0, width: 4, height: 4)])
                    p.addLines([.zero, CGPoint(x: 12, y: 4)])
                }
                .stroke()
                Bars().fill(.blue).luminanceToAlpha()
                Button("drags \(drags)") {}
                Button("Toggle bar") { barHidden.toggle() }
            }
            .statusBar(hidden: barHidden)
        }
    }

    Redraw.root(SliderApp.self)
    Redraw.type("Name", "Bo")
    Redraw.tap("Clear")
    Redraw.type("City", "Paris")
    Redraw.type("Note", "Memo")
    Redraw.tap("drags 0")
    Redraw.tap("Toggle bar")
    Redraw.step("check slider appearance") {
        let slider = UISlider.appearance()
        precondition(slider.minimumTrackTintColor === UIColor.systemBlue && slider.maximumTrackTintColor === UIColor.systemGray)
        precondition(slider.thumbTintColor === UIColor.white)
        precondition(slider.thumbImage(for: .normal) != nil && slider.thumbImage(for: .highlighted) == nil)
        precondition(UISlider.appearance(whenContainedInInstancesOf: [UINavigationBar.self]).thumbTintColor == nil,
                     "a contained proxy is its own")
    }
    """#

    /// Counts follow update-cycle.md ("One frame": a write invalidates the latest readers of what
    /// it wrote; `Redraw.type` writes one character a frame). Every value is `@State`, so push and
    /// pull count alike. The styles' `_body`s run in Fields' body, where each field sits (as a
    /// `ButtonStyle`'s `makeBody`); the configuration is the field's own control node, reading its
    /// binding. Gestures, `.luminanceToAlpha`, `.stroke`, `.padding`, `.offset` are inert; `Bars` is
    /// a shape (a leaf: its `path(in:)` never runs), the `Path { }` closure runs in Knob's body.
    /// Initial render: SliderApp's body, Fields, its three TextField nodes, Knob: 6.
    /// `type "Bo" into "Name"`: `name` is read by its TextField alone (Fields passes `$name` and a
    /// closure, reading nothing), two frames: 2, TextField.
    /// `tap "Clear"`: the button `Clearable._body` built runs the style's closure, `name = ""`
    /// ("Bo" before): the Name field, 1.
    /// `type "Paris" into "City"` (`.roundedBorder`, inert): 5, TextField.
    /// `type "Memo" into "Note"` (the field drawn by `Underlined`, set on its stack): 4, TextField.
    /// `tap "drags 0"`: no gesture ever ran (`onEnded` would have counted), the label still says 0,
    /// and the action writes nothing: 0.
    /// `tap "Toggle bar"`: `barHidden` was read by Knob's body, which passed it to
    /// `.statusBar(hidden:)`, only there: Knob, 1.
    /// "check slider appearance" traps unless the proxy kept what `SliderApp.init` set: 0.
    @Test(arguments: EngineKind.allCases)
    func textFieldStyleGesturesPathsAndSliderAppearance(engine: EngineKind) throws {
        let r = try run(Self.source, engine, name: "api-gaps-12")
        #expect(r.total("initial render").bodyEvaluations == 6)
        #expect(r.bodies("initial render", "TextField") == 3)
        #expect(r.total("type \"Bo\" into \"Name\"").bodyEvaluations == 2)
        #expect(r.bodies("type \"Bo\" into \"Name\"", "TextField") == 2)
        #expect(r.total("tap \"Clear\"").bodyEvaluations == 1)
        #expect(r.bodies("tap \"Clear\"", "TextField") == 1)
        #expect(r.total("type \"Paris\" into \"City\"").bodyEvaluations == 5)
        #expect(r.bodies("type \"Paris\" into \"City\"", "TextField") == 5)
        #expect(r.total("type \"Memo\" into \"Note\"").bodyEvaluations == 4)
        #expect(r.bodies("type \"Memo\" into \"Note\"", "TextField") == 4)
        #expect(r.total("tap \"drags 0\"").bodyEvaluations == 0)
        #expect(r.total("tap \"Toggle bar\"").bodyEvaluations == 1)
        #expect(r.bodies("tap \"Toggle bar\"", "Knob") == 1)
        #expect(r.total("check slider appearance").bodyEvaluations == 0)
    }

    /// SwiftUI's underscored names are API: `.map` on a gesture returns Apple's `_MapGesture`, which
    /// Redraw's SwiftUI does not have (its `map` returns a type of its own), so an app that names it
    /// gets swiftc's "cannot find type '_MapGesture' in scope" and, after it, Redraw's note.
    @Test func anUnderscoredSwiftUITypeGetsTheNotModelledNote() throws {
        let source = """
        import SwiftUI
        struct Pinch: View {
            var scaled: _MapGesture<MagnifyGesture, CGFloat> { MagnifyGesture().map { $0.magnification } }
            var body: some View { Text("Pinch").gesture(scaled) }
        }
        Redraw.root { Pinch() }
        """
        do {
            _ = try run(source, .pull, name: "api-gaps-12-map-gesture", only: true)
            Issue.record("the scenario compiled")
        } catch BuildError.compile(_, let diagnostics) {
            #expect(diagnostics.contains("cannot find type '_MapGesture' in scope"), "\(diagnostics)")
            #expect(diagnostics.contains(
                "note: if `_MapGesture` is SwiftUI or Combine API, Redraw does not model it yet (the README lists what it models)"),
                "\(diagnostics)")
        }
    }

    /// An associated type of a SwiftUI protocol that Redraw's lacks: swiftc 6.3.1 names the user's
    /// conforming type, not the protocol (the wording below is swiftc's for `TextField<Self._Label>`
    /// in a struct whose protocol has no `_Label`, before this batch added it). The user's own
    /// names, and names without the underscore, get no such note.
    @Test func aMissingUnderscoredAssociatedTypeGetsTheNote() {
        let error: Substring = "/tmp/s.swift:4:46: error: '_Label' is not a member type of struct 'test.Rounded'"
        #expect(ModellingNotes.note(after: error, own: OwnNames(types: ["Rounded"]))
                == "note: if `_Label` is an associated type of a SwiftUI protocol, Redraw's SwiftUI does not model it yet "
                    + "(the README lists what it models)")
        #expect(ModellingNotes.note(after: error, own: OwnNames(types: ["Rounded", "_Label"])) == nil)
        let own: Substring = "/tmp/s.swift:4:46: error: 'Kind' is not a member type of struct 'test.Rounded'"
        #expect(ModellingNotes.note(after: own, own: OwnNames(types: ["Rounded"])) == nil)
    }
}
