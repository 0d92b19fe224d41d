// Article 002 (Polish, "Migracja z ObservableObject na @Observable"), section
// "Krok 4: Zamień @EnvironmentObject na @Environment": UserSettings injected
// into ContentView and read in SettingsView. AFTER migration ("PO"):
// @Observable, `.environment(userSettings)`, @Environment(UserSettings.self)
// with a local `@Bindable var settings = settings`. The pair:
// user-settings-environment-before.swift has the same views and workload.
//
// What the workload shows: SettingsView's body only creates the Toggle's
// binding (the local @Bindable projects it and reads nothing); the Toggle
// reads through it. Under pull toggling dark mode updates the Toggle control
// alone, and changing `language` (no view shows it) or re-writing an equal
// value reaches nobody. Under push (the before form) SettingsView re-runs on
// every one of those writes.
//
// Adapted:
// - UserSettings is not defined in the article: `isDarkMode` (the property
//   the article binds) plus `language`, a setting no view shows.
// - ContentView is not shown in the article: a NavigationStack around
//   SettingsView. The injection is on the root, as in the article.
// - The local `@Bindable var settings = settings` is the article's; the
//   before form needs none ($settings comes from @EnvironmentObject). It reads
//   nothing, so the counts are the same.

import SwiftUI
import Observation

@Observable
class UserSettings {
    var isDarkMode = false
    var language = "pl"
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
    @Environment(UserSettings.self) private var settings
    var body: some View {
        @Bindable var settings = settings
        Toggle("Tryb ciemny", isOn: $settings.isDarkMode)
    }
}

// Workload (identical in user-settings-environment-before.swift)
let userSettings = UserSettings()

// Przekazywanie:
Redraw.root {
    ContentView()
        .environment(userSettings)
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
