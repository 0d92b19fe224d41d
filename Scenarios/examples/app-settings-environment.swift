// Article 000 (Swedish, "@Observable Swift: Komplett Guide 2026"),
// section "@Environment ersätter @EnvironmentObject": AppSettings injected
// with `.environment(settings)` and read in SettingsView with
// `@Environment(AppSettings.self)` plus a local `@Bindable var settings`.
//
// Written in the article's @Observable form. Under push: @EnvironmentObject,
// `.environmentObject(settings)`, @StateObject in the owner.
//
// What the workload shows: SettingsView's own body reads only `fontSize` (in
// the Slider's label); the Picker and Slider read through their bindings.
// - Switching the theme: under pull only the Picker control updates; under
//   push SettingsApp and SettingsView re-run as well.
// - Dragging the font size re-runs SettingsView (label) and the Slider under
//   both engines (and SettingsApp under push).
// - Changing `language`, which no view reads, re-runs nothing under pull and
//   every subscriber under push.
// - Re-writing the same theme: push sends, pull does not notify.
//
// Adapted:
// - `struct MyApp: App` with `WindowGroup` is a root view SettingsApp owning
//   the settings with @State (no App/Scene in scenarios).
// - `fontSize: CGFloat` is `Double`.
// - Theme is not defined in the article: an enum with `light` and `dark`.
// - ContentView is not shown in the article: a NavigationStack around
//   SettingsView.

import SwiftUI
import Observation

enum Theme: CaseIterable {
    case light
    case dark
}

@Observable
class AppSettings {
    var theme: Theme = .light
    var fontSize: Double = 16
    var language: String = "sv"
}

// Injicera i miljön (in the article: `struct MyApp: App`)
struct SettingsApp: View {
    @State var settings: AppSettings

    var body: some View {
        ContentView()
            .environment(settings)
    }
}

// Not shown in the article.
struct ContentView: View {
    var body: some View {
        NavigationStack {
            SettingsView()
        }
    }
}

// Hämta från miljön
struct SettingsView: View {
    @Environment(AppSettings.self) private var settings

    var body: some View {
        @Bindable var settings = settings

        Form {
            Picker("Tema", selection: $settings.theme) {
                Text("Ljust").tag(Theme.light)
                Text("Mörkt").tag(Theme.dark)
            }
            Slider(value: $settings.fontSize, in: 12...24) {
                Text("Textstorlek: \(Int(settings.fontSize))")
            }
        }
    }
}

// Workload
let appSettings = AppSettings()

Redraw.root { SettingsApp(settings: appSettings) }

Redraw.step("switch to the dark theme") {
    // pull: the Picker alone; push: SettingsApp, SettingsView and the Picker.
    appSettings.theme = .dark
}
Redraw.step("drag the font size", frames: 8) { frame in
    // Both engines: SettingsView (its Slider label reads fontSize) and the
    // Slider; push: SettingsApp as well.
    appSettings.fontSize = Double(17 + frame)
}
Redraw.step("change the language") {
    // No view reads language: nothing under pull, every subscriber under push.
    appSettings.language = "en"
}
Redraw.step("set the same theme again") {
    appSettings.theme = .dark
}
