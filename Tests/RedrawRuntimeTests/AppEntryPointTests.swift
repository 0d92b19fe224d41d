// An app's `@main struct …: App` pasted as it is: `@main` is removed, and
// `Redraw.root(MyApp.self)` mounts the app, whose `WindowGroup` content is the
// screen and whose own `@StateObject` / `@State` live in its node (issue #10).
// Exact counts under both engines.

import Foundation
import RedrawBuild
import RedrawResults
import Testing

@Suite struct AppEntryPointTests {
    static let source = """
    import SwiftUI
    import Combine

    final class Store: ObservableObject {
        @Published var items: [String] = []
        func add(_ s: String) { items.append(s) }
    }

    struct ContentView: View {
        @EnvironmentObject var store: Store
        var body: some View {
            NavigationStack {
                List(store.items, id: \\.self) { Text($0) }
                    .toolbar { Button("Add") { store.add("milk") } }
            }
        }
    }

    @main
    struct ListsApp: App {
        @StateObject private var store = Store()
        var body: some Scene {
            WindowGroup("Lists") {
                ContentView()
                    .environmentObject(store)
            }
            .commands {
                CommandMenu("Lists") { Button("Add") { store.add("bread") } }
                SidebarCommands()
            }
            Settings { Text("Preferences") }
            MenuBarExtra("Lists", systemImage: "list.bullet") { Button("Add") { store.add("eggs") } }
        }
    }

    Redraw.root(ListsApp.self)
    Redraw.tap("Add")
    """

    @Test(arguments: EngineKind.allCases)
    func theAppIsTheRootAndItsStateLivesInItsNode(engine: EngineKind) throws {
        let r = try run(Self.source, engine, name: "lists-app")
        // Initial render: the app's body, ContentView's, the List's update: 3. `Settings` builds
        // nothing (a phone has no settings window), so "Preferences" is no Text anywhere; nor do
        // the menu commands or the menu-bar extra (a phone has neither), so their "Add" buttons
        // are not there to make the tap below ambiguous.
        #expect(r.bodies("initial render", "ListsApp") == 1)
        #expect(r.bodies("initial render", "ContentView") == 1)
        #expect(r.total("initial render").bodyEvaluations == 3)
        // Tap "Add" (found in ContentView's toolbar): `items.append`.
        // Push: `objectWillChange` invalidates every holder of the object — the app (its
        // `@StateObject`) and ContentView (`@EnvironmentObject`) — and the List's update runs
        // with ContentView's body: 3. Pull (`@State` + `.environment`, migrated): only ContentView
        // read `items`; the app's body read only its `@State` box, which did not change: 2.
        #expect(r.bodies("tap \"Add\"", "ListsApp") == (engine == .push ? 1 : 0))
        #expect(r.bodies("tap \"Add\"", "ContentView") == 1)
        #expect(r.total("tap \"Add\"").bodyEvaluations == (engine == .push ? 3 : 2))
    }
}
