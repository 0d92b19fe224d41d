// API that real apps used (the eighteenth batch, from an outside tester's trial of model
// architectures, BB-6; each stopped a pasted app at swiftc): iOS 14's `.fileImporter` and iOS 16's
// `.toolbarColorScheme(_:for:)`.

import RedrawResults
import Testing

@Suite struct APIGapTests18 {
    /// Both are inert: the document picker is the system's, never shown, and its completion never
    /// runs; the bars' colour scheme is drawing. Before: "value of type 'Button<Text>' has no member
    /// 'fileImporter'". "tap Import" writes `importing`, which no body reads (the modifier's binding
    /// is made, not read: rule 3): 0 bodies under each engine, and the completion's flag stays false.
    @Test(arguments: EngineKind.allCases)
    func fileImporterAndToolbarColorSchemeAreInert(engine: EngineKind) throws {
        let source = """
        import SwiftUI
        import UniformTypeIdentifiers
        struct Screen: View {
            @State private var importing = false
            @State private var picked = false
            var body: some View {
                NavigationStack {
                    Button("Import") { importing = true }
                        .fileImporter(isPresented: $importing, allowedContentTypes: [.commaSeparatedText]) { _ in picked = true }
                        .fileImporter(isPresented: $importing, allowedContentTypes: [.json, .plainText],
                                      allowsMultipleSelection: true) { _ in picked = true } onCancellation: { picked = true }
                        .toolbarColorScheme(.dark, for: .navigationBar)
                    Text(picked ? "picked" : "none")
                }
            }
        }
        Redraw.root { Screen() }
        Redraw.tap("Import")
        Redraw.step("check") { let picked: Bool = Redraw.state(of: Screen.self, "picked"); precondition(!picked) }
        """
        let r = try run(source, engine, name: "api-gaps-18-file-importer")
        #expect(r.total("tap \"Import\"").bodyEvaluations == 0)
        #expect(r.total("check").bodyEvaluations == 0)
    }
}
