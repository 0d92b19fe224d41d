// A view's identity as `explain` and `--log-changes` print it: the id a person
// knows it by, without the compiled scenario's module name, and cut short
// when the id is a long value (a pushed enum with a model in it printed over
// 800 characters on every line below it).

import Foundation
import RedrawCLI
import Testing

@Suite(.serialized) struct IdentityLabelTests {
    static let source = """
    struct Book: Hashable { var title: String; var chapters: [String] }
    enum Route: Hashable { case book(Book) }
    struct Detail: View {
        let book: Book
        var body: some View { Text(book.title) }
    }
    struct Library: View {
        @State private var path: [Route] = []
        var body: some View {
            NavigationStack(path: $path) {
                Button("Open") {
                    path.append(.book(Book(title: "A Wizard of Earthsea", chapters: (1...30).map { "Chapter \\($0)" })))
                }
                .navigationDestination(for: Route.self) { route in
                    switch route { case .book(let book): Detail(book: book) }
                }
            }
        }
    }
    Redraw.root { Library() }
    Redraw.tap("Open")
    """

    @Test func aLongIdIsCutAndNamesNoModule() throws {
        let file = try TemporaryScenario(Self.source, name: "library")
        let console = Console(capture: true)
        #expect(RedrawCommandLine.main(["explain", file.path, "--step", "Open", "--engine", "pull"], console: console) == 0,
                "\(console.errors)")
        // The pushed screen: Detail under the stack, its id the route value, 60 characters at most.
        let line = try #require(console.output.split(separator: "\n").first { $0.contains(". Detail[id: ") }, "\(console.output)")
        #expect(line.contains("Detail[id: book(Book(title: \"A Wizard of Earthsea\", chapters: [\"Chapte…]  in Library › NavigationStack"), "\(line)")
        #expect(!console.output.contains("RedrawUserScenario"), "\(console.output)")
    }
}
