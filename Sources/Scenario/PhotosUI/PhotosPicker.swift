// PhotosUI: the system photo picker as a stand-in, so that app files that
// import it compile. The picker's sheet is the system's — no photo library
// exists here and no action picks one — so a selection binding keeps what the
// app put in it, and `loadTransferable` finds nothing (nil). The picker is a
// control of the view that holds it: it re-runs when its binding's value
// changes; its words are its label's.

@_exported import SwiftUI

public struct PHPickerFilter: Equatable, Sendable {
    let kind: String
    public static let images = PHPickerFilter(kind: "images"), videos = PHPickerFilter(kind: "videos")
    public static let livePhotos = PHPickerFilter(kind: "livePhotos"), screenshots = PHPickerFilter(kind: "screenshots")
    public static let panoramas = PHPickerFilter(kind: "panoramas"), bursts = PHPickerFilter(kind: "bursts")
    public static func any(of filters: [PHPickerFilter]) -> PHPickerFilter { PHPickerFilter(kind: "any") }
    public static func all(of filters: [PHPickerFilter]) -> PHPickerFilter { PHPickerFilter(kind: "all") }
    public static func not(_ filter: PHPickerFilter) -> PHPickerFilter { PHPickerFilter(kind: "not") }
}

public struct PhotosPickerItem: Hashable, Sendable {
    public let itemIdentifier: String?
    public init(itemIdentifier: String) { self.itemIdentifier = itemIdentifier }

    /// No library: nothing to load.
    public func loadTransferable<T>(type: T.Type) async throws -> T? { nil }
    public func loadTransferable<T>(type: T.Type, completionHandler: @escaping (Result<T?, Error>) -> Void) {
        completionHandler(.success(nil))
    }

    public enum EncodingDisambiguationPolicy: Hashable, Sendable { case automatic, current, compatible }
}

public enum PhotosPickerSelectionBehavior: Hashable, Sendable { case `default`, ordered, continuous, continuousAndOrdered }

public struct PhotosPicker<Label: View>: _PrimitiveView {
    let apply: (inout _ChildBuilder) -> Void

    public init(selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
                preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
                @ViewBuilder label: () -> Label) {
        let label = label()
        apply = { $0._appendControl("PhotosPicker", selection, label: label) }
    }

    public init(selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
                selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
                preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
                @ViewBuilder label: () -> Label) {
        let label = label()
        apply = { $0._appendControl("PhotosPicker", selection, label: label) }
    }

    public static func _makeChildren(_ view: Self, into builder: inout _ChildBuilder) { view.apply(&builder) }
}

extension PhotosPicker where Label == Text {
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
                                   preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) {
        self.init(selection: selection, matching: filter, preferredItemEncoding: preferredItemEncoding) { Text(title) }
    }
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
                                   matching filter: PHPickerFilter? = nil) {
        self.init(selection: selection, maxSelectionCount: maxSelectionCount, matching: filter) { Text(title) }
    }
}

extension View {
    /// The picker as a sheet: the system's, so nothing of the app is mounted while it shows.
    public func photosPicker(isPresented: Binding<Bool>, selection: Binding<PhotosPickerItem?>,
                             matching filter: PHPickerFilter? = nil,
                             preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) -> some View {
        _Inert(self)
    }
    public func photosPicker(isPresented: Binding<Bool>, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
                             matching filter: PHPickerFilter? = nil) -> some View {
        _Inert(self)
    }
}
