// A document-based app (`DocumentGroup`): the window shows the editor of a new document, the
// scene holds the document, and a write to it re-runs the views that read it — end to end,
// both engines, a value document and a reference one.

import RedrawResults
import Testing

@Suite struct DocumentGroupTests {
    /// A `FileDocument` reaches the editor as `file.$document`. Initial render: NotesApp, the scene
    /// (DocumentGroup), Editor, Title, WordCount, and the TextEditor's control node. Typing " world"
    /// writes the document once a frame (6 frames): the scene made the binding and read nothing
    /// (update-cycle.md, One frame 4), so it never re-runs; Editor read `document.text` and re-runs
    /// each frame; Title's inputs are equal (skipped); WordCount's count goes 1 → 2 once, at "w".
    @Test(arguments: EngineKind.allCases)
    func aValueDocumentIsTheScenesStateAndItsReadersRerun(_ engine: EngineKind) throws {
        let source = """
        import SwiftUI
        import UniformTypeIdentifiers

        struct TextFile: FileDocument {
            static var readableContentTypes: [UTType] { [.plainText] }
            var text = ""
            init(text: String = "") { self.text = text }
            init(configuration: ReadConfiguration) throws {
                text = configuration.file.regularFileContents.flatMap { String(data: $0, encoding: .utf8) } ?? ""
            }
            func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
                FileWrapper(regularFileWithContents: Data(text.utf8))
            }
        }
        struct Title: View { var body: some View { Text("Notes") } }
        struct WordCount: View { let count: Int; var body: some View { Text("\\(count) words") } }
        struct Editor: View {
            @Binding var document: TextFile
            var body: some View {
                VStack {
                    Title()
                    TextEditor(text: $document.text)
                    WordCount(count: document.text.split(separator: " ").count)
                }
            }
        }
        @main struct NotesApp: App {
            var body: some Scene {
                DocumentGroup(newDocument: TextFile(text: "hello")) { file in
                    Editor(document: file.$document)
                }
            }
        }
        Redraw.root(NotesApp.self)
        Redraw.type("TextEditor", " world")
        """
        let r = try run(source, engine, name: "document-group-file")
        let typed = "type \" world\" into \"TextEditor\""
        #expect(r.bodies("initial render", "DocumentGroup<TextFile, Editor>") == 1)
        #expect(r.bodies("initial render", "Editor") == 1)
        #expect(r.bodies("initial render", "WordCount") == 1)
        #expect(r.bodies(typed, "DocumentGroup<TextFile, Editor>") == 0)
        #expect(r.bodies(typed, "NotesApp") == 0)
        #expect(r.bodies(typed, "Editor") == 6)
        #expect(r.metrics(typed, "Title").skipped == 6)
        #expect(r.bodies(typed, "WordCount") == 1)
    }

    /// A `ReferenceFileDocument` (an `ObservableObject`: the class is a model class, and its pull
    /// form is `@Observable`) reaches the editor as `file.document`. "tap Draw" appends a stroke:
    /// push — `objectWillChange` re-runs every view observing the object: Board, TitleView and
    /// StrokeCount (3); pull — only StrokeCount read `strokes` (1). The scene re-runs under neither.
    @Test(arguments: EngineKind.allCases)
    func aReferenceDocumentIsAModelOfEachEngine(_ engine: EngineKind) throws {
        let source = """
        import SwiftUI
        import UniformTypeIdentifiers

        final class Sketch: ReferenceFileDocument {
            static var readableContentTypes: [UTType] { [.json] }
            @Published var strokes: [Int] = []
            @Published var title = "Untitled"
            init() {}
            init(configuration: ReadConfiguration) throws {}
            func snapshot(contentType: UTType) throws -> [Int] { strokes }
            func fileWrapper(snapshot: [Int], configuration: WriteConfiguration) throws -> FileWrapper {
                FileWrapper(regularFileWithContents: Data(snapshot.map { UInt8($0) }))
            }
        }
        struct TitleView: View {
            @ObservedObject var sketch: Sketch
            var body: some View { Text(sketch.title) }
        }
        struct StrokeCount: View {
            @ObservedObject var sketch: Sketch
            var body: some View { Text("\\(sketch.strokes.count) strokes") }
        }
        struct Board: View {
            @ObservedObject var sketch: Sketch
            var body: some View {
                VStack {
                    TitleView(sketch: sketch)
                    StrokeCount(sketch: sketch)
                    Button("Draw") { sketch.strokes.append(1) }
                }
            }
        }
        @main struct SketchApp: App {
            var body: some Scene {
                DocumentGroup(newDocument: { Sketch() }) { file in Board(sketch: file.document) }
            }
        }
        Redraw.root(SketchApp.self)
        Redraw.tap("Draw")
        """
        let r = try run(source, engine, name: "document-group-reference")
        #expect(r.total("tap \"Draw\"").bodyEvaluations == (engine == .push ? 3 : 1))
        #expect(r.bodies("tap \"Draw\"", "StrokeCount") == 1)
        #expect(r.bodies("tap \"Draw\"", "DocumentGroup<Sketch, Board>") == 0)
    }
}
