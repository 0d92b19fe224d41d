// API that real apps used (the twentieth batch, from an outside tester's trial of environment-driven
// apps, BF-4): UIKit's keyboard notifications, which an app observes to move a field above the
// keyboard. End to end, with exact counts.

import RedrawResults
import Testing

@Suite struct APIGapTests20 {
    /// The names and `userInfo` keys compile; no keyboard shows here, so no notification is posted and
    /// the observer never writes `keyboardHeight`. Initial render: SearchBar 1. "tap Search" writes
    /// `query`, which SearchBar read: 1 — and nothing from the keyboard follows in any frame.
    @Test(arguments: EngineKind.allCases)
    func keyboardNotificationsCompileAndAreNeverPosted(_ engine: EngineKind) throws {
        let source = """
        import SwiftUI
        import UIKit

        struct SearchBar: View {
            @State private var keyboardHeight: CGFloat = 0
            @State private var query = ""
            var body: some View {
                VStack {
                    Text("\\(query) above \\(keyboardHeight)")
                    Button("Search") { query = "swift" }
                }
                .onAppear {
                    NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main) { note in
                        if let frame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect { keyboardHeight = frame.height }
                    }
                    NotificationCenter.default.addObserver(forName: UIResponder.keyboardDidHideNotification, object: nil, queue: .main) { _ in
                        keyboardHeight = 0
                    }
                }
            }
        }
        Redraw.root { SearchBar() }
        Redraw.step("tap Search", frames: 3) { frame in if frame == 0 { Redraw.tap("Search") } }
        """
        let r = try run(source, engine, name: "api-gaps-20-keyboard")
        #expect(r.bodies("initial render", "SearchBar") == 1)
        #expect(r.bodies("tap Search", "SearchBar") == 1)
    }
}
