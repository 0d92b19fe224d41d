// `@Environment` of a misspelled model type.
import SwiftUI
import Observation

@Observable
class Settings {
    var fontSize = 14
}

struct SettingsView: View {
    @Environment(Setings.self) var settings
    var body: some View {
        Text("\(settings.fontSize)")
    }
}

struct RootView: View {
    var settings: Settings
    var body: some View {
        SettingsView().environment(settings)
    }
}

let settings = Settings()

Redraw.root { RootView(settings: settings) }

Redraw.step("grow") {
    settings.fontSize += 1
}
