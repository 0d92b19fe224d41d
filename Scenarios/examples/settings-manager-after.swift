// Article 000 (Swedish, "@Observable Swift: Komplett Guide 2026"), section
// "Migrera från ObservableObject till @Observable", steps 1-4: SettingsManager
// and the views that hold it. AFTER migration: @Observable, @State, a plain
// property, @Bindable, @Environment(SettingsManager.self), .environment.
// The pair: settings-manager-before.swift has the same views and workload.
//
// The article's step 2 lists three ways SettingsView can hold the settings
// (owned, passed in, from the environment); here they are three views of one
// screen: SettingsView owns it (@State), EditorView (step 3, @Bindable for the
// Toggle binding) and FontSizePreview (plain property) get it passed in,
// AccountRow reads it from the environment (@Environment, step 4).
//
// What the workload shows: under pull each write reaches only its readers:
// isDarkMode -> the Toggle control alone (EditorView only creates a binding,
// which reads nothing), fontSize -> FontSizePreview, username -> AccountRow,
// and re-writing an equal value reaches nobody. Under push (the before form)
// every write re-runs all four views, even the equal re-write.
//
// Adapted:
// - `fontSize: CGFloat` is `Double`.
// - `@State private var settings = SettingsManager()` receives the model from
//   the workload (`@State var settings: SettingsManager`).
// - FontSizePreview and AccountRow are not in the article: readers of
//   fontSize and username, so that every property has a view that shows it.

import SwiftUI
import Observation

// Efter
@Observable
class SettingsManager {
    var isDarkMode: Bool = false
    var fontSize: Double = 16
    var username: String = ""
}

struct SettingsView: View {
    @State var settings: SettingsManager

    var body: some View {
        Form {
            EditorView(settings: settings)
            FontSizePreview(settings: settings)
            AccountRow()
                .environment(settings)
        }
    }
}

// Efter — använd @Bindable
struct EditorView: View {
    @Bindable var settings: SettingsManager

    var body: some View {
        Toggle("Mörkt läge", isOn: $settings.isDarkMode)
    }
}

// Added: a passed-in reader of fontSize (no property wrapper needed).
struct FontSizePreview: View {
    var settings: SettingsManager

    var body: some View {
        Text("Textstorlek: \(Int(settings.fontSize))")
    }
}

// Added: an environment reader of username.
struct AccountRow: View {
    @Environment(SettingsManager.self) private var settings

    var body: some View {
        Text("Användare: \(settings.username)")
    }
}

// Workload (identical in settings-manager-before.swift)
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
