// API that Redraw's modules do not model (issue #10): each error gets a note
// at its line. Line numbers are asserted in UnmodelledAPITests.
import SwiftUI

@Observable final class Feed { var page = 0 }
struct Item { var title = "" }

struct FeedView: View {
    var feed: Feed
    var body: some View {
        ScrollView {
            Text("Page \(feed.page) \(Item().titel)")
                .scrollClipDisabled()
        }
    }
}

struct MapWrapper: UIViewRepresentable {
    func makeCoordinator() {}
}

struct Shell: View {
    var body: some View {
        HelpLink { FeedView(feed: Feed()).hidden() }
    }
}

struct Inspector: View {
    @AccessibilityFocusState var focused: Bool
    var body: some View { Text("inspector") }
}

func load() async throws -> Data {
    let request = URLRequest(url: URL(string: "https://example.com")!)
    return try await URLSession.shared.data(for: request).0
}

struct Swatch: View {
    var body: some View { Text("swatch").foregroundStyle(.separator).background(.brandAccent) }
}

struct Controls: View {
    @Environment(\.accessibilityShowButtonShapes) var showsShapes
    var body: some View { Text(showsShapes ? "outlined" : "plain") }
}

Redraw.root { Shell() }
