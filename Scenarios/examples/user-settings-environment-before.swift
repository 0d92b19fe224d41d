// Article 002 (Polish, "Migracja z ObservableObject na @Observable"), section
// "Krok 4: Zamień @EnvironmentObject na @Environment": UserSettings injected
// into ContentView and read in SettingsView. BEFORE migration ("PRZED"):
// ObservableObject, @Published, `.environmentObject(userSettings)`,
// @EnvironmentObject. The pair: user-settings-environment-after.swift has the
// same views and workload.
//
// What the workload shows: SettingsView's body only creates the Toggle's
// binding; the Toggle reads through it. Under push SettingsView subscribes to
// the whole object: toggling dark mode re-runs it, and so does changing
// `language`, which no view shows, and so does re-writing an equal value.
// Under pull (the after form) toggling updates the Toggle control alone and
// the other writes reach nobody.
//
// Adapted:
// - UserSettings is not defined in the article: `isDarkMode` (the property
//   the article binds) plus `language`, a setting no view shows.
// - ContentView is not shown in the article: a NavigationStack around
//   SettingsView. The injection is on the root, as in the article.

import SwiftUI

class UserSettings: ObservableObject {
    @Published var isDarkMode = false
    @Published var language = "pl"
}

struct ContentView: View {
    var body: some View {
        NavigationStack {
            SettingsView()
        }
    }
}

// Odczytywanie:
struct SettingsView: View {
    @EnvironmentObject var settings: UserSettings
    var body: some View {
        Toggle("Tryb ciemny", isOn: $settings.isDarkMode)
    }
}

// Workload (identical in user-settings-environment-after.swift)
let userSettings = UserSettings()

// Przekazywanie:
Redraw.root {
    ContentView()
        .environmentObject(userSettings)
}

Redraw.step("toggle dark mode", frames: 3) {
    // push: SettingsView + the Toggle each frame; pull: the Toggle alone.
    userSettings.isDarkMode.toggle()
}
Redraw.step("switch the language") {
    // push: SettingsView (the Toggle is skipped); pull: nothing.
    userSettings.language = "en"
}
Redraw.step("write the same language again") {
    // push: sends again; pull: equal value, no notification.
    userSettings.language = "en"
}
