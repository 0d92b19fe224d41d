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
