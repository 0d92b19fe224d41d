// Article 000 (Swedish, "@Observable Swift: Komplett Guide 2026"), section
// "Migrera från ObservableObject till @Observable", steps 1-4: SettingsManager
// and the views that hold it. BEFORE migration: ObservableObject, @Published,
// @StateObject, @ObservedObject, @EnvironmentObject, .environmentObject.
// The pair: settings-manager-after.swift has the same views and workload.
//
// The article's step 2 lists three ways SettingsView can hold the settings
// (owned, passed in, from the environment); here they are three views of one
// screen: SettingsView owns it (@StateObject), EditorView (step 3, with the
// Toggle binding) and FontSizePreview get it passed in (@ObservedObject),
// AccountRow reads it from the environment (@EnvironmentObject, step 4).
//
// What the workload shows: under push every write re-runs all four views
// (each subscribes to objectWillChange, whatever it reads), even writing the
// same value again. Under pull (the after form) each write reaches only its
// readers: isDarkMode -> the Toggle control alone (EditorView only creates a
// binding), fontSize -> FontSizePreview, username -> AccountRow, and an
// equal re-write reaches nobody.
//
// Adapted:
// - `fontSize: CGFloat` is `Double`.
// - `@StateObject private var settings = SettingsManager()` receives the
//   model from the workload (`@StateObject var settings: SettingsManager`).
// - FontSizePreview and AccountRow are not in the article: readers of
//   fontSize and username, so that every property has a view that shows it.

import SwiftUI

// Före
class SettingsManager: ObservableObject {
    @Published var isDarkMode: Bool = false
    @Published var fontSize: Double = 16
    @Published var username: String = ""
}

struct SettingsView: View {
    @StateObject var settings: SettingsManager

    var body: some View {
        Form {
            EditorView(settings: settings)
            FontSizePreview(settings: settings)
            AccountRow()
                .environmentObject(settings)
        }
    }
}

// Före — bindning fungerade automatiskt med @ObservedObject
struct EditorView: View {
    @ObservedObject var settings: SettingsManager

    var body: some View {
        Toggle("Mörkt läge", isOn: $settings.isDarkMode)
    }
}

// Added: a passed-in reader of fontSize.
struct FontSizePreview: View {
    @ObservedObject var settings: SettingsManager

    var body: some View {
        Text("Textstorlek: \(Int(settings.fontSize))")
    }
}

// Added: an environment reader of username.
struct AccountRow: View {
    @EnvironmentObject var settings: SettingsManager

    var body: some View {
        Text("Användare: \(settings.username)")
    }
}

// Workload (identical in settings-manager-after.swift)
let settingsManager = SettingsManager()

Redraw.root { SettingsView(settings: settingsManager) }

Redraw.step("toggle dark mode") {
    // push: all four views + the Toggle; pull: the Toggle alone.
    settingsManager.isDarkMode.toggle()
}
Redraw.step("change the font size", frames: 4) { frame in
    // push: all four views; pull: FontSizePreview.
    settingsManager.fontSize = Double(16 + 2 * (frame + 1))
}
Redraw.step("type a username", frames: 4) { frame in
    // push: all four views; pull: AccountRow.
    settingsManager.username = String("anna".prefix(frame + 1))
}
Redraw.step("write the same font size again") {
    // push: all four views; pull: nothing (equal value).
    settingsManager.fontSize = 24
}
