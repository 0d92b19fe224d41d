// A `ViewModifier` the app writes is a node of its own (ViewModifier.swift): its
// body runs when what it read changes, its `@State` and object wrappers are its
// node's, and reports name it by the modifier's type. Also the neighbours'
// API that the corpus files found missing: PhotosUI's picker as a control,
// `ShareLink`, and `Text`'s `specifier:` interpolation.

import Foundation
import RedrawResults
import Testing

@Suite struct ViewModifierTests {
    static let source = """
    import SwiftUI

    final class Model: ObservableObject { @Published var count = 0 }

    struct Badge: ViewModifier {
        @State private var taps = 0
        @ObservedObject var model: Model
        func body(content: Content) -> some View {
            VStack {
                content
                Text("count \\(model.count) taps \\(taps)")
                Button("Tap badge") { taps += 1 }
            }
        }
    }

    struct Title: View {
        let text: String
        var body: some View { Text(text) }
    }

    struct Screen: View {
        @StateObject var model = Model()
        var body: some View { Title(text: "Orders").modifier(Badge(model: model)) }
    }

    Redraw.root { Screen() }
    Redraw.tap("Tap badge")
    Redraw.step("count") { let m: Model = Redraw.state(of: Screen.self, "model"); m.count += 1 }
    """

    /// Mount: Screen, its modifier's node (named Badge) and Title, 3.
    /// "Tap badge": the modifier's own `@State` is its node's; Badge read `taps`, so Badge alone
    /// re-runs; Title, the modified view, is skipped (its input is equal).
    /// "count": push — Screen holds the model (`@StateObject`) and Badge (`@ObservedObject`):
    /// both re-run, 2; pull — only Badge read `model.count`, 1.
    @Test(arguments: EngineKind.allCases)
    func aModifierIsANodeOfItsOwn(engine: EngineKind) throws {
        let r = try run(Self.source, engine, name: "view-modifier")
        #expect(r.bodies("initial render", "Badge") == 1)
        #expect(r.total("initial render").bodyEvaluations == 3)
        #expect(r.bodies("tap \"Tap badge\"", "Badge") == 1)
        #expect(r.total("tap \"Tap badge\"").bodyEvaluations == 1)
        #expect(r.bodies("count", "Screen") == (engine == .push ? 1 : 0))
        #expect(r.bodies("count", "Badge") == 1)
        #expect(r.bodies("count", "Title") == 0)
        #expect(r.total("count").bodyEvaluations == (engine == .push ? 2 : 1))
    }

    static let contentOnly = """
    import SwiftUI

    final class Model: ObservableObject {
        @Published var count = 0
        @Published var label = "a"
        @Published var suffix = "!"
    }

    struct Card: ViewModifier {
        let title: String
        func body(content: Content) -> some View { VStack { Text(title); content } }
    }

    struct Counter: View {
        let value: Int
        var body: some View { Text("\\(value)") }
    }

    struct Screen: View {
        @StateObject var model = Model()
        var body: some View {
            VStack {
                Counter(value: model.count).modifier(Card(title: model.label))
                Button("Add") { model.count += 1 }.modifier(Card(title: "fixed"))
                VStack { ForEach([1, 2], id: \\.self) { Text("\\($0)\\(model.suffix)") } }.modifier(Card(title: "rows"))
            }
        }
    }

    Redraw.root { Screen() }
    Redraw.tap("Add")
    Redraw.step("label") { let m: Model = Redraw.state(of: Screen.self, "model"); m.label = "b" }
    Redraw.step("suffix") { let m: Model = Redraw.state(of: Screen.self, "model"); m.suffix = "?" }
    """

    /// SwiftUI makes a modifier's body from the modifier's value alone; the modified view reaches
    /// `content` apart (ViewModifier.swift cites OpenSwiftUI's `ModifierBodyAccessor`).
    /// Mount: Screen, three Card nodes, Counter: 5.
    /// tap "Add": `count` changes; Screen read it (pull) or holds the model (push): 1. The first
    /// Card's modifier is equal (`title` "a"), its modified view is not (`Counter(value: 1)`):
    /// Card is skipped and Counter, handed a new value, re-runs: 1. The second Card's modified view
    /// holds a closure, never equal: its content is expanded again, and Card is skipped. The
    /// third's holds `ForEach`'s closure: the same. 2 in all (before, each Card re-ran too: 5).
    /// "label": Screen re-runs, 1; the first Card's modifier changed: its body runs, 1; Counter's
    /// value is equal: skipped. 2.
    /// "suffix": only the third Card's row closures read it, as its content is expanded — reads of
    /// the modified view, which Screen's body made: push, Screen holds the model, 1; pull, the
    /// content's tracking re-runs Screen, 1 (its applier, not the Card). Each Card skipped. 1.
    @Test(arguments: EngineKind.allCases)
    func aModifiersBodyDoesNotRunWhenOnlyItsContentChanged(engine: EngineKind) throws {
        let r = try run(Self.contentOnly, engine, name: "view-modifier-content")
        #expect(r.total("initial render").bodyEvaluations == 5)
        #expect(r.bodies("initial render", "Card") == 3)
        #expect(r.bodies("tap \"Add\"", "Screen") == 1)
        #expect(r.bodies("tap \"Add\"", "Counter") == 1)
        #expect(r.bodies("tap \"Add\"", "Card") == 0)
        #expect(r.metrics("tap \"Add\"", "Card").skipped == 3)
        #expect(r.total("tap \"Add\"").bodyEvaluations == 2)
        #expect(r.bodies("label", "Card") == 1)
        #expect(r.bodies("label", "Counter") == 0)
        #expect(r.total("label").bodyEvaluations == 2)
        #expect(r.bodies("suffix", "Screen") == 1)
        #expect(r.bodies("suffix", "Card") == 0)
        #expect(r.total("suffix").bodyEvaluations == 1)
        #expect(r.total("suffix").staleViews == 0)
    }

    static let placedContent = """
    import SwiftUI

    final class Model: ObservableObject {
        @Published var count = 0
        @Published var tint = "a"
    }

    struct TintKey: EnvironmentKey { static let defaultValue = "a" }
    extension EnvironmentValues {
        var tint: String {
            get { self[TintKey.self] }
            set { self[TintKey.self] = newValue }
        }
    }

    struct Boxed<C: View>: View {
        let content: C
        var body: some View { HStack { content } }
    }

    struct Tappable: ViewModifier {
        @State private var taps = 0
        func body(content: Content) -> some View {
            VStack {
                Button { taps += 1 } label: { content }
                Text("taps \\(taps)")
                Boxed(content: content)
            }
        }
    }

    struct Plain: ViewModifier {
        func body(content: Content) -> some View { content.padding() }
    }

    struct Counter: View {
        let value: Int
        var body: some View { Text("n \\(value)") }
    }

    struct Shade: View {
        @Environment(\\.tint) private var tint
        let value: Int
        var body: some View { Text("\\(tint) \\(value)") }
    }

    struct Screen: View {
        @StateObject var model = Model()
        var body: some View {
            VStack {
                Counter(value: model.count).modifier(Tappable())
                Shade(value: model.count).modifier(Plain()).environment(\\.tint, model.tint)
            }
        }
    }

    Redraw.root { Screen() }
    Redraw.tap("n 0")
    Redraw.step("both") { let m: Model = Redraw.state(of: Screen.self, "model"); m.count += 1; m.tint = "b" }
    Redraw.tap("n 1")
    """

    /// Where a modifier's body places `content` — a control's label, a view of the app's own — the
    /// modified view is shown and updated.
    /// tap "n 0": the button's label is the content, whose words are Counter's. Its action writes
    /// Tappable's `taps`, which its body read: Tappable re-runs, 1; the modified view did not
    /// change: both content nodes keep their Counters, and Boxed (its `content` the same
    /// placeholder) is skipped. 1.
    /// "both": Screen, 1. Tappable's value is equal: skipped; its two Counters get `value: 1`
    /// there — the one in Boxed, which is skipped too, as well: 2. Plain is equal and skipped,
    /// with a new environment (`tint` "b") and a new modified view: Shade runs once with both, 1
    /// (not once for its value and again for the key it read). 4.
    /// tap "n 1": the label shows the new value; Tappable, 1.
    @Test(arguments: EngineKind.allCases)
    func aModifiersContentIsShownWhereverItsBodyPlacesIt(engine: EngineKind) throws {
        let r = try run(Self.placedContent, engine, name: "view-modifier-placed")
        #expect(r.total("initial render").bodyEvaluations == 7)
        #expect(r.bodies("tap \"n 0\"", "Tappable") == 1)
        #expect(r.total("tap \"n 0\"").bodyEvaluations == 1)
        #expect(r.bodies("both", "Counter") == 2)
        #expect(r.bodies("both", "Tappable") == 0)
        #expect(r.bodies("both", "Boxed<_ViewModifier_Content<Tappable>>") == 0)
        #expect(r.bodies("both", "Shade") == 1)
        #expect(r.bodies("both", "Plain") == 0)
        #expect(r.total("both").bodyEvaluations == 4)
        #expect(r.bodies("tap \"n 1\"", "Tappable") == 1)
        #expect(r.total("tap \"n 1\"").bodyEvaluations == 1)
    }

    static let neighbours = """
    import SwiftUI
    import PhotosUI

    struct Editor: View {
        @State private var item: PhotosPickerItem?
        @State private var price = 2.5
        var body: some View {
            VStack {
                PhotosPicker(selection: $item, matching: .images) { Text("Choose") }
                Button("Choose for me") { item = PhotosPickerItem(itemIdentifier: "a") }
                Button { price += 1 } label: { Text("\\(price, specifier: "%.1f") off") }
                ShareLink(item: URL(string: "https://example.com")!) { Text("Send") }
            }
            .textContentType(.name)
            .scrollBounceBehavior(.basedOnSize)
        }
    }

    Redraw.root { Editor() }
    Redraw.tap("Choose for me")
    Redraw.tap("2.5 off")
    Redraw.tap("3.5 off")
    """

    /// "Choose for me" writes `item`, which Editor's body did not read (it made `$item` only):
    /// the picker, a control reading its binding, re-runs alone. "2.5 off": Editor read `price`
    /// in the label and re-runs; the picker is skipped (its binding shows the same item). The
    /// third tap finds "3.5 off": `specifier:` formatted the label.
    @Test(arguments: EngineKind.allCases)
    func photosPickerIsAControlAndSpecifierFormats(engine: EngineKind) throws {
        let r = try run(Self.neighbours, engine, name: "neighbour-api")
        #expect(r.bodies("tap \"Choose for me\"", "PhotosPicker") == 1)
        #expect(r.total("tap \"Choose for me\"").bodyEvaluations == 1)
        #expect(r.bodies("tap \"2.5 off\"", "Editor") == 1)
        #expect(r.bodies("tap \"2.5 off\"", "PhotosPicker") == 0)
        #expect(r.total("tap \"3.5 off\"").bodyEvaluations == 1)
    }

    static let platformImages = """
    import SwiftUI
    struct Photo: View {
        let image: Image
        var body: some View { image }
    }
    struct Screen: View {
        @State private var photo = Image(uiImage: UIImage())
        @State private var kept = UIImage()
        var body: some View {
            VStack {
                Photo(image: photo)
                Button("Next") { photo = Image(uiImage: UIImage()) }
                Button("Kept") { photo = Image(uiImage: kept) }
            }
        }
    }
    Redraw.root { Screen() }
    Redraw.tap("Next")
    Redraw.tap("Kept")
    Redraw.tap("Kept")
    """

    /// Found by the instafilter corpus file: every nameless `UIImage` made an equal `Image`, so a
    /// newly processed photo re-ran nothing. An `Image(uiImage:)` is the image object it shows:
    /// "Next" (a new object) changes `photo`, which Screen read: Screen and Photo re-run, 2; the
    /// first "Kept" is another object, 2; the second shows the same one: the `@State` write of an
    /// equal value notifies no one, 0.
    @Test(arguments: EngineKind.allCases)
    func anImageOfANewPlatformImageIsANewValue(engine: EngineKind) throws {
        let r = try run(Self.platformImages, engine, name: "platform-images")
        #expect(r.total("tap \"Next\"").bodyEvaluations == 2)
        #expect(r.bodies("tap \"Next\"", "Photo") == 1)
        #expect(r.total("tap \"Kept\"").bodyEvaluations == 2)
        #expect(r.total("tap \"Kept\" (2)").bodyEvaluations == 0)
    }
}
