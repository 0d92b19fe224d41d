// Modelled on Instafilter, project 13 of Hacking with Swift's "100 Days of
// SwiftUI" (Paul Hudson), as its readers' copies on GitHub have it:
// github.com/scrowder1172/Instafilter (Instafilter/ContentView.swift,
// InstafilterApp.swift, TutorialFiles/ShareLinkViewExample.swift,
// RequestReviewExample.swift) and github.com/RodrigoGutierrezT/Instafilter
// (Instafilter/ContentView.swift, TestShareLinkView.swift). Its structure,
// written afresh: one ContentView in a NavigationStack whose `@State` holds
// the picked `PhotosPickerItem`, the processed image as an optional `Image`,
// the filter and its intensity, radius and scale; a `PhotosPicker` whose
// label is the image or a `ContentUnavailableView`; `.onChange(of:
// selectedItem)` loading the data with `loadTransferable`; a Slider whose
// `.onChange` re-applies the filter; a
// "Change Filter" button opening a `.confirmationDialog` of filters; a
// `ShareLink` with a `SharePreview` once there is an image; an `@AppStorage`
// count of filter changes that asks for a review; the controls `.disabled`
// until there is an image (the project's challenge), one slider per input key
// the filter takes (another of its challenges).
//
// No model class: everything lives in ContentView's `@State` and `@AppStorage`,
// so push and pull run the same program and give the same counts; the file
// checks the rules both engines share. What it shows: the body that passes a
// value to `.onChange(of:)` reads it, so a picked item or a slider move re-runs
// ContentView (and the slider row, whose binding shows a new value), and with
// it both `ControlRow`s (their content holds closures) and the dialog's node;
// opening the dialog runs only that node (ContentView passes `$showingFilters`
// and never reads it); a filter change re-runs ContentView and creates or
// destroys slider rows as the filter's keys differ; the `@AppStorage` counter,
// read by no body, re-runs nothing. Each re-applied filter writes a new
// `processedImage` (a new UIImage, so a new `Image`), and the frame's second
// pass re-runs ContentView and the rows again for it.
//
// Added/changed: the workload; Core Image does not exist here, so `ImageFilter`,
// a small struct of this file, stands in for `CIFilter` (the `kCIInput…Key`s,
// `inputKeys`, `setValue(_:forKey:)`, an output image) — being a value, it is
// set up on a local copy in `applyProcessing`, as CIFilter (a class) writes no
// state; StoreKit's `\.requestReview` is not modelled, so a stand-in key and
// action of this file take its place, and the review comes after 3 changes,
// not 20. No photo can be picked (the picker's sheet is the system's, and
// `loadTransferable` gives nil), so the workload sets a `PhotosPickerItem`,
// which loads nothing, then taps "Use Sample Photo", a button of the
// `ContentUnavailableView` that loads the asset catalogue's "example" image.
// `UIImage(cgImage:)` via `CIContext` became the filter's `outputImage(from:)`.
// Added to the app: `FilterSlider` (title, Slider, a `specifier:` readout),
// `ControlRow`, a ViewModifier dimming by `\.isEnabled`, and the filter's name
// under "Change Filter".

import SwiftUI
import PhotosUI

// MARK: - Core Image stand-in (CIFilter, CIFilterBuiltins)

let kCIInputImageKey = "inputImage"
let kCIInputIntensityKey = "inputIntensity"
let kCIInputRadiusKey = "inputRadius"
let kCIInputScaleKey = "inputScale"

struct ImageFilter: Equatable {
    let name: String
    let inputKeys: [String]
    private(set) var values: [String: Double] = [:]

    mutating func setValue(_ value: Double, forKey key: String) {
        guard inputKeys.contains(key) else { return }
        values[key] = value
    }

    /// What `CIContext.createCGImage` and `UIImage(cgImage:)` made of the filter's output.
    func outputImage(from input: UIImage) -> UIImage? {
        guard let data = input.pngData() else { return nil }
        return UIImage(data: data)
    }

    static func crystallize() -> ImageFilter { ImageFilter(name: "Crystallize", inputKeys: [kCIInputImageKey, kCIInputRadiusKey]) }
    static func edges() -> ImageFilter { ImageFilter(name: "Edges", inputKeys: [kCIInputImageKey, kCIInputIntensityKey]) }
    static func gaussianBlur() -> ImageFilter { ImageFilter(name: "Gaussian Blur", inputKeys: [kCIInputImageKey, kCIInputRadiusKey]) }
    static func pixellate() -> ImageFilter { ImageFilter(name: "Pixellate", inputKeys: [kCIInputImageKey, kCIInputScaleKey]) }
    static func sepiaTone() -> ImageFilter { ImageFilter(name: "Sepia Tone", inputKeys: [kCIInputImageKey, kCIInputIntensityKey]) }
    static func unsharpMask() -> ImageFilter { ImageFilter(name: "Unsharp Mask", inputKeys: [kCIInputImageKey, kCIInputIntensityKey, kCIInputRadiusKey]) }
    static func vignette() -> ImageFilter { ImageFilter(name: "Vignette", inputKeys: [kCIInputImageKey, kCIInputIntensityKey, kCIInputRadiusKey]) }
}

// MARK: - StoreKit stand-in (`@Environment(\.requestReview)`)

struct RequestReviewAction {
    func callAsFunction() {}
}

private struct RequestReviewKey: EnvironmentKey {
    static let defaultValue = RequestReviewAction()
}

extension EnvironmentValues {
    var requestReview: RequestReviewAction {
        get { self[RequestReviewKey.self] }
        set { self[RequestReviewKey.self] = newValue }
    }
}

// MARK: - App

@main
struct InstafilterApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}

/// Dims a row of controls while it is disabled, as the system does for a bare control.
struct ControlRow: ViewModifier {
    @Environment(\.isEnabled) private var isEnabled

    func body(content: Content) -> some View {
        content
            .padding(.vertical, 4)
            .opacity(isEnabled ? 1 : 0.4)
    }
}

struct FilterSlider: View {
    let title: String
    @Binding var value: Double

    var body: some View {
        HStack {
            Text(title)
            Slider(value: $value, in: 0...1) {
                Text(title)
            }
            Text("\(value, specifier: "%.2f")")
                .monospacedDigit()
                .frame(width: 44, alignment: .trailing)
        }
    }
}

struct ContentView: View {
    @State private var selectedItem: PhotosPickerItem?
    @State private var inputImage: UIImage?
    @State private var processedImage: Image?

    @State private var filterIntensity = 0.5
    @State private var filterRadius = 0.5
    @State private var filterScale = 0.5

    @State private var currentFilter = ImageFilter.sepiaTone()
    @State private var showingFilters = false

    @AppStorage("filterCount") var filterCount = 0
    @Environment(\.requestReview) var requestReview

    var body: some View {
        NavigationStack {
            VStack {
                Spacer()

                PhotosPicker(selection: $selectedItem, matching: .images) {
                    if let processedImage {
                        processedImage
                            .resizable()
                            .scaledToFit()
                    } else {
                        ContentUnavailableView {
                            Label("No Picture", systemImage: "photo.badge.plus")
                        } description: {
                            Text("Tap to import a photo")
                        } actions: {
                            Button("Use Sample Photo", action: loadSample)
                        }
                    }
                }
                .buttonStyle(.plain)
                .onChange(of: selectedItem, loadImage)

                Spacer()

                Group {
                    if currentFilter.inputKeys.contains(kCIInputIntensityKey) {
                        FilterSlider(title: "Intensity", value: $filterIntensity)
                            .onChange(of: filterIntensity, applyProcessing)
                    }
                    if currentFilter.inputKeys.contains(kCIInputRadiusKey) {
                        FilterSlider(title: "Radius", value: $filterRadius)
                            .onChange(of: filterRadius, applyProcessing)
                    }
                    if currentFilter.inputKeys.contains(kCIInputScaleKey) {
                        FilterSlider(title: "Scale", value: $filterScale)
                            .onChange(of: filterScale, applyProcessing)
                    }
                }
                .modifier(ControlRow())
                .disabled(processedImage == nil)

                HStack {
                    VStack(alignment: .leading) {
                        Button("Change Filter", action: changeFilter)
                        Text(currentFilter.name)
                            .font(.caption)
                            .foregroundStyle(.secondary)
                    }
                    .modifier(ControlRow())
                    .disabled(processedImage == nil)

                    Spacer()

                    if let processedImage {
                        ShareLink(item: processedImage, preview: SharePreview("Instafilter image", image: processedImage))
                    }
                }
            }
            .padding([.horizontal, .bottom])
            .navigationTitle("Instafilter")
            .confirmationDialog("Select a filter", isPresented: $showingFilters) {
                Button("Crystallize") { setFilter(.crystallize()) }
                Button("Edges") { setFilter(.edges()) }
                Button("Gaussian Blur") { setFilter(.gaussianBlur()) }
                Button("Pixellate") { setFilter(.pixellate()) }
                Button("Sepia Tone") { setFilter(.sepiaTone()) }
                Button("Unsharp Mask") { setFilter(.unsharpMask()) }
                Button("Vignette") { setFilter(.vignette()) }
                Button("Cancel", role: .cancel) { }
            }
        }
    }

    func changeFilter() {
        showingFilters = true
    }

    func loadImage() {
        Task {
            guard let imageData = try await selectedItem?.loadTransferable(type: Data.self) else { return }
            guard let image = UIImage(data: imageData) else { return }
            inputImage = image
            applyProcessing()
        }
    }

    func loadSample() {
        inputImage = UIImage(named: "example")
        applyProcessing()
    }

    func applyProcessing() {
        guard let inputImage else { return }

        var filter = currentFilter
        let inputKeys = filter.inputKeys
        if inputKeys.contains(kCIInputIntensityKey) { filter.setValue(filterIntensity, forKey: kCIInputIntensityKey) }
        if inputKeys.contains(kCIInputRadiusKey) { filter.setValue(filterRadius * 200, forKey: kCIInputRadiusKey) }
        if inputKeys.contains(kCIInputScaleKey) { filter.setValue(filterScale * 10, forKey: kCIInputScaleKey) }

        guard let outputImage = filter.outputImage(from: inputImage) else { return }
        processedImage = Image(uiImage: outputImage)
    }

    @MainActor func setFilter(_ filter: ImageFilter) {
        currentFilter = filter
        applyProcessing()

        filterCount += 1
        if filterCount >= 3 {
            requestReview()
        }
    }
}

#Preview {
    ContentView()
}

// Workload: pick a photo in the system picker (no data comes back), use the
// sample photo instead, move the intensity, open the filter dialog and pick a
// Gaussian blur, move its radius, then try a vignette and go back to sepia
// (the third change asks for a review).
Redraw.root(InstafilterApp.self)
Redraw.step("pick a photo in the system picker") {
    Redraw.setState(ContentView.self, \.selectedItem, PhotosPickerItem(itemIdentifier: "IMG_0042"))
}
Redraw.tap("Use Sample Photo")
Redraw.adjust("Intensity", to: 0.8)
Redraw.tap("Change Filter")
Redraw.tap("Gaussian Blur")
Redraw.adjust("Radius", to: 0.3)
Redraw.tap("Change Filter")
Redraw.tap("Vignette")
Redraw.tap("Change Filter")
Redraw.tap("Sepia Tone")
