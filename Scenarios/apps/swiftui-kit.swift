// Modelled on SwiftUI Kit, Jordan Singer's showcase of SwiftUI's controls
// (github.com/jordansinger/SwiftUI-Kit, Shared/: SwiftUI_KitApp.swift, ContentView.swift,
// GroupView.swift, SectionView.swift, Groupings/ButtonsGroup.swift, ColorsGroup.swift,
// ControlsGroup.swift, FontsGroup.swift, IndicatorsGroup.swift, ShapesGroup.swift,
// TextGroup.swift). Its structure, written afresh: a `NavigationView` whose list of
// `Grouping` rows (a `Label` each) pushes a `GroupView`, an inset-grouped `List` around one
// group; each group is a run of `SectionView`s (a `Section` with a headline title and a
// description in its footer) holding their content as closures; the groups keep their
// controls' values in `@State`, and the indicators group drives a determinate
// `ProgressView` from `Timer.publish(…).autoconnect()` through `.onReceive`.
//
// Written for push (ObservableObject). What it shows: a SectionView runs its content
// closure in its own body, so what the content reads is the section's read, not the
// group's: a picker or a slider updates only its control nodes, the stepper (its label
// shows the age) re-runs only its section, a timer tick the two sections showing the
// progress, alike under both engines. The settings object is where they differ: under push
// a write re-runs every view holding it (ContentView, through its closures every Grouping
// row and the pushed GroupView, the group and all its sections); under pull hiding the
// descriptions re-runs only the sections, and a font design only the Fonts sections using
// it. A new tint re-runs ContentView, its rows and the GroupView under both (19 under pull);
// the pushed group's sections, past the skipped group, see the same settings object in the
// environment and stay as they are.
//
// Added/changed: the workload; `KitSettings` (the app has no model): an Appearance menu in
// the root's toolbar, hideable descriptions, a font design, and the ColorPicker setting the
// app's tint in place of `.accentColor`; the iOS 15 `.alert`/`.confirmationDialog` for
// `Alert`/`ActionSheet`; one `flavors` view for the three pickers; Gauges (the app's are
// watchOS-only), a gradient swatch, strokes, weights; the Haptics, Gestures, Images and Map
// groups, the button-modifier sheet and Sign in with Apple are left out. Redraw builds each
// group as one row of GroupView's List, so all its sections are live. Written in
// the app's later forms: `DatePicker`'s titled form, `Slider`'s closure labels,
// `Font.system(_:design:)`, `LinearGradient(…)`; the original's `SwitchToggleStyle(tint:)`
// is `.toggleStyle(SwitchToggleStyle(tint: .purple))` below.

import SwiftUI

final class KitSettings: ObservableObject {
    @Published var tint = Color.accentColor
    @Published var showsDescriptions = true
    @Published var fontDesign = Font.Design.default
}

@main
struct SwiftUIKitApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}

struct ContentView: View {
    @StateObject private var settings = KitSettings()

    var list: some View {
        List {
            Grouping(title: "Buttons", icon: "capsule") { ButtonsGroup() }
            Grouping(title: "Colors", icon: "paintpalette") { ColorsGroup() }
            Grouping(title: "Controls", icon: "slider.horizontal.3") { ControlsGroup() }
            Grouping(title: "Fonts", icon: "textformat") { FontsGroup() }
            Grouping(title: "Indicators", icon: "speedometer") { IndicatorsGroup() }
            Grouping(title: "Shapes", icon: "square.on.circle") { ShapesGroup() }
            Grouping(title: "Text", icon: "text.aligncenter") { TextGroup() }
        }
    }

    var body: some View {
        NavigationView {
            list
                .navigationBarTitle("SwiftUI")
                .toolbar {
                    Menu {
                        Toggle("Show Descriptions", isOn: $settings.showsDescriptions)
                        Picker("Font Design", selection: $settings.fontDesign) {
                            Text("Default").tag(Font.Design.default)
                            Text("Serif").tag(Font.Design.serif)
                            Text("Rounded").tag(Font.Design.rounded)
                            Text("Monospaced").tag(Font.Design.monospaced)
                        }
                    } label: {
                        Label("Appearance", systemImage: "textformat.size")
                    }
                }
            Text("Select a group").foregroundStyle(.secondary)
        }
        .tint(settings.tint)
        .environmentObject(settings)
    }
}

struct Grouping<Content: View>: View {
    var title: String
    var icon: String
    var content: () -> Content

    var body: some View {
        NavigationLink(destination: GroupView(title: title, content: content)) {
            Label(title, systemImage: icon).font(.headline).padding(.vertical, 8)
        }
    }
}

struct GroupView<Content: View>: View {
    var title: String
    let content: () -> Content

    var body: some View {
        List {
            content()
        }
        .listStyle(.insetGrouped)
        .navigationBarTitle(title, displayMode: .inline)
    }
}

struct SectionView<Content: View>: View {
    @EnvironmentObject private var settings: KitSettings
    var title: String?
    var description: String
    @ViewBuilder let content: () -> Content

    var body: some View {
        Section {
            if let title {
                Text(title).font(.headline)
            }
            content()
        } footer: {
            if settings.showsDescriptions {
                Text(description).foregroundStyle(.secondary)
            }
        }
    }
}

struct ButtonsGroup: View {
    @State private var showingAlert = false
    @State private var showingSheet = false
    @State private var showingDialog = false

    var body: some View {
        Group {
            SectionView(title: "Button", description: "Performs an action, presents, or pushes a view.") {
                Button("Show Alert") { showingAlert = true }
                    .alert("Title", isPresented: $showingAlert) {
                        Button("Confirm") {}
                        Button("Cancel", role: .cancel) {}
                    } message: { Text("Message") }
                Button("Show Sheet") { showingSheet = true }
                    .sheet(isPresented: $showingSheet) { Text("Sheet").font(.largeTitle).padding() }
                Button("Show Action Sheet") { showingDialog = true }
                    .confirmationDialog("Title", isPresented: $showingDialog) { Button("Delete", role: .destructive) {} }
                NavigationLink(destination: Text("Destination")) { Text("Next") }
            }
            SectionView(title: "Link", description: "Opens a URL in the browser.") {
                Link("lil.software", destination: URL(string: "https://lil.software")!)
            }
            SectionView(title: "Menu", description: "Presents a menu of buttons, with submenus.") {
                Menu("Show Menu") {
                    Button("Duplicate") {}
                    Menu("Submenu") { Button("Rename") {}; Button("Move") {} }
                    Divider()
                    Button("Delete", role: .destructive) {}
                }
                Text("Press & hold").italic().foregroundStyle(.secondary)
                    .contextMenu { Button("Copy") {}; Button("Share") {} }
            }
        }
    }
}

struct StandardColor {
    var id = UUID()
    var name: String
    var color: Color
}

struct ColorsGroup: View {
    var colors = [
        StandardColor(name: "accentColor", color: .accentColor), StandardColor(name: "blue", color: .blue),
        StandardColor(name: "green", color: .green), StandardColor(name: "orange", color: .orange),
        StandardColor(name: "primary", color: .primary), StandardColor(name: "secondary", color: .secondary),
    ]

    var body: some View {
        Group {
            ForEach(colors, id: \.id) { color in Swatch(color: color) }
            SectionView(title: "LinearGradient", description: "Colours blended along an axis.") {
                LinearGradient(colors: [.blue, .purple, .pink], startPoint: .leading, endPoint: .trailing)
                    .clipShape(RoundedRectangle(cornerRadius: 8))
            }
        }
    }
}

struct Swatch: View {
    var color: StandardColor

    var body: some View {
        HStack(spacing: 12) {
            RoundedRectangle(cornerRadius: 4)
                .fill(color.color)
                .frame(width: 24, height: 24)
                .overlay(RoundedRectangle(cornerRadius: 4).stroke(.quaternary, lineWidth: 1))
            Text(color.name)
            Spacer()
        }
    }
}

enum Flavor: String, CaseIterable, Identifiable, CustomStringConvertible {
    case chocolate, vanilla, strawberry

    var id: String { rawValue }
    var description: String { rawValue.localizedCapitalized }
}

struct ControlsGroup: View {
    @EnvironmentObject private var settings: KitSettings
    @State private var vibrateOnRing = true
    @State private var vibrateOnSilent = true
    @State private var selectedFlavor = Flavor.chocolate
    @State private var birthday = Date()
    @State private var alarm = Date()
    @State private var volume = 50.0
    @State private var rating = 5.0
    @State private var age = 0

    private var flavors: some View {
        ForEach(Flavor.allCases) { Text($0.description).tag($0) }
    }

    var body: some View {
        Group {
            SectionView(title: "Toggle", description: "Switches between on and off.") {
                Toggle("Vibrate on Ring", isOn: $vibrateOnRing)
                Toggle("Vibrate on Silent", isOn: $vibrateOnSilent).toggleStyle(SwitchToggleStyle(tint: .purple))
                Toggle(isOn: $vibrateOnRing) { Label("Ring", systemImage: "bell.fill") }
                    .toggleStyle(.button)
            }
            SectionView(title: "Picker", description: "Chooses one of a set of exclusive values.") {
                Picker("Flavor", selection: $selectedFlavor) { flavors }
                Picker("Flavor", selection: $selectedFlavor) { flavors }.pickerStyle(.segmented)
                Picker("Flavor", selection: $selectedFlavor) { flavors }.pickerStyle(.wheel)
            }
            SectionView(title: "DatePicker", description: "Chooses a date, a time, or both.") {
                DatePicker("Birthday", selection: $birthday, displayedComponents: .date)
                DatePicker("Alarm", selection: $alarm, displayedComponents: .hourAndMinute)
            }
            SectionView(title: "Slider", description: "Chooses a value in a range, continuously or in steps.") {
                Slider(value: $volume, in: 0...100) { Text("Volume") }
                    minimumValueLabel: { Image(systemName: "speaker.fill") }
                    maximumValueLabel: { Image(systemName: "speaker.wave.3.fill") }
                Slider(value: $rating, in: 1...10, step: 1) { Text("Rating") }
                    minimumValueLabel: { Text("1") } maximumValueLabel: { Text("10") }
            }
            SectionView(title: "Stepper", description: "Increments or decrements a value.") {
                Stepper("Age: \(age)", value: $age, in: 0...100)
            }
            SectionView(title: "ColorPicker", description: "Picks a colour: here, the app's tint.") {
                ColorPicker("Tint", selection: $settings.tint)
            }
        }
    }
}

struct FontsGroup: View {
    @EnvironmentObject private var settings: KitSettings
    private let styles: [(name: String, style: Font.TextStyle)] = [
        ("largeTitle", .largeTitle), ("title", .title), ("title2", .title2), ("title3", .title3),
        ("headline", .headline), ("subheadline", .subheadline), ("body", .body), ("callout", .callout),
        ("footnote", .footnote), ("caption", .caption), ("caption2", .caption2),
    ]

    var body: some View {
        Group {
            ForEach(styles, id: \.name) { entry in
                SectionView(description: "The \(entry.name) text style.") {
                    Text(entry.name).font(.system(entry.style, design: settings.fontDesign))
                }
            }
            SectionView(title: "Weights", description: "Font.Weight, from light to black.") {
                Text("Light").font(.system(size: 17, weight: .light))
                Text("Semibold Italic").font(.body.weight(.semibold).italic())
                Text("0123456789").font(.system(size: 17, weight: .black).monospacedDigit())
            }
        }
    }
}

struct IndicatorsGroup: View {
    @State private var progressAmount = 0.0
    let timer = Timer.publish(every: 0.1, on: .main, in: .common).autoconnect()

    var body: some View {
        Group {
            SectionView(title: "ProgressView", description: "Shows progress towards completion, or that work goes on.") {
                ProgressView()
                ProgressView("Downloading…", value: progressAmount, total: 100)
                    .onReceive(timer) { _ in
                        if progressAmount < 100 {
                            progressAmount += 2
                        } else {
                            DispatchQueue.main.asyncAfter(deadline: .now() + 2) { progressAmount = 0 }
                        }
                    }
                ProgressView(value: progressAmount, total: 100).progressViewStyle(.circular)
            }
            SectionView(title: "Gauge", description: "Shows a value within a range.") {
                Gauge(value: progressAmount, in: 0...100) { Label("Progress", systemImage: "clock") }
                    currentValueLabel: { Text("\(Int(progressAmount))%") }
                Gauge(value: progressAmount, in: 0...100) { Image(systemName: "arrow.down.circle") }
                    .gaugeStyle(.accessoryCircular)
            }
        }
    }
}

struct ShapesGroup: View {
    var body: some View {
        Group {
            SectionView(title: "Rectangle", description: "Fills its frame.") { Rectangle().fill(.blue) }
            SectionView(title: "RoundedRectangle", description: "A rectangle with rounded corners.") {
                RoundedRectangle(cornerRadius: 8)
                    .strokeBorder(AngularGradient(colors: [.red, .yellow, .green, .blue, .red], center: .center), lineWidth: 4)
            }
            SectionView(title: "Circle", description: "Centred in its frame; trimmed, it is an arc.") {
                Circle().trim(from: 0, to: 0.75).stroke(.green, style: StrokeStyle(lineWidth: 6, lineCap: .round))
            }
            SectionView(title: "Ellipse", description: "Fills its frame.") {
                Ellipse().fill(RadialGradient(colors: [.yellow, .orange], center: .center, startRadius: 2, endRadius: 60))
            }
            SectionView(title: "Capsule", description: "Corners of half its height.") { Capsule().stroke(.purple, lineWidth: 2) }
        }
    }
}

struct TextGroup: View {
    @State private var name = ""
    @State private var password = ""
    @State private var notes = ""

    var body: some View {
        Group {
            SectionView(title: "Text", description: "Read-only text, in a font and a hierarchical style.") {
                Text("Example")
                Text("Secondary").font(.subheadline).foregroundStyle(.secondary)
                Text("Tertiary").font(.footnote).foregroundStyle(.tertiary)
            }
            SectionView(title: "TextField", description: "Editable text, with a prompt while it is empty.") {
                TextField("Name", text: $name, prompt: Text("Placeholder")).textInputAutocapitalization(.words)
            }
            SectionView(title: "SecureField", description: "Private text, shown as dots.") {
                SecureField("Password", text: $password, prompt: Text("Required"))
            }
            SectionView(title: "Redacted", description: "A placeholder while it loads.") { Text("Hidden").redacted(reason: .placeholder) }
            SectionView(title: "TextEditor", description: "Long-form editable text.") { TextEditor(text: $notes).frame(height: 88) }
        }
    }
}

#Preview {
    ContentView()
}

// Workload: open Controls, pick a flavour in the segmented picker, drag the volume, add a
// year, pick a purple tint (no UI action drives a ColorPicker), hide the descriptions from
// the Appearance menu; go back to Indicators and let its timer run a second; go back to
// Fonts and pick the rounded design.
Redraw.root(SwiftUIKitApp.self)
Redraw.tap("Controls")
Redraw.select("Flavor", "Strawberry", index: 1)
Redraw.adjust("Volume", to: 80)
Redraw.adjust("Age: 0", by: 1)
Redraw.step("pick a purple tint") {
    let settings: KitSettings = Redraw.state(of: ContentView.self, "settings")
    settings.tint = .purple
}
Redraw.toggle("Show Descriptions")
Redraw.step("go back, open Indicators") {
    Redraw.dismiss()
    Redraw.tap("Indicators")
}
Redraw.wait(seconds: 1)
Redraw.step("go back, open Fonts") {
    Redraw.dismiss()
    Redraw.tap("Fonts")
}
Redraw.select("Font Design", "Rounded")
