// MapKit's SwiftUI map, as a stand-in: `Map` is a leaf of the body that holds
// it — nothing is drawn, no tiles load, the camera never moves by itself — so
// its arguments are that body's reads and it decides no other body. Its
// content builder is non-escaping (Apple's declaration), so it runs in the
// initialiser, in the holding body: what it reads (`if pins.visible { Marker… }`)
// is that body's read. The markers and annotations it makes are not built: an
// annotation's view would be drawn on the map, which Redraw does not model
// (README, Known limits); a `ForEach` of them is map content too. `Map(coordinateRegion:)` holds a binding and is a control node of
// its own, as the other binding controls are, reading the region through it.
// As Apple's MapKit does, importing it imports CoreLocation too.

@_exported import CoreLocation
import Foundation
import SwiftUI

public struct MKCoordinateSpan: Sendable {
    public var latitudeDelta: CLLocationDegrees
    public var longitudeDelta: CLLocationDegrees
    public init() { latitudeDelta = 0; longitudeDelta = 0 }
    public init(latitudeDelta: CLLocationDegrees, longitudeDelta: CLLocationDegrees) {
        self.latitudeDelta = latitudeDelta
        self.longitudeDelta = longitudeDelta
    }
}

public struct MKCoordinateRegion: Sendable {
    public var center: CLLocationCoordinate2D
    public var span: MKCoordinateSpan
    public init() { center = CLLocationCoordinate2D(); span = MKCoordinateSpan() }
    public init(center: CLLocationCoordinate2D, span: MKCoordinateSpan) { self.center = center; self.span = span }
    public init(center: CLLocationCoordinate2D, latitudinalMeters: CLLocationDistance, longitudinalMeters: CLLocationDistance) {
        self.center = center
        span = MKCoordinateSpan(latitudeDelta: latitudinalMeters / 111_000, longitudeDelta: longitudinalMeters / 111_000)
    }
}

public struct MapCameraPosition: Sendable {
    enum Kind: Sendable { case automatic, region(MKCoordinateRegion), userLocation }
    let kind: Kind
    public static var automatic: MapCameraPosition { MapCameraPosition(kind: .automatic) }
    public static func region(_ region: MKCoordinateRegion) -> MapCameraPosition { MapCameraPosition(kind: .region(region)) }
    public static func userLocation(fallback: MapCameraPosition) -> MapCameraPosition { MapCameraPosition(kind: .userLocation) }
    public var region: MKCoordinateRegion? {
        if case .region(let region) = kind { return region }
        return nil
    }
}

/// What a map shows: markers and annotations (accepted, never built).
public protocol MapContent {}

public struct Marker: MapContent {
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, coordinate: CLLocationCoordinate2D) {}
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, systemImage: String, coordinate: CLLocationCoordinate2D) {}
    public func tint(_ color: Color?) -> Marker { self }
}

public struct Annotation<Content: View>: MapContent {
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, coordinate: CLLocationCoordinate2D, @ViewBuilder content: () -> Content) {}
}

public struct _MapContentGroup: MapContent {}

/// `ForEach(pins) { Marker(…) }` in a map: its elements' content is made (nothing is drawn), so
/// what the element closure reads is the holding body's read, as in `Chart`.
extension ForEach: MapContent where Content: MapContent {}

extension ForEach where Content: MapContent {
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @MapContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(_data: data, id: { $0[keyPath: id] }, content: content)
        for element in data { _ = content(element) }
    }
}

extension ForEach where Content: MapContent, Data.Element: Identifiable, ID == Data.Element.ID {
    public init(_ data: Data, @MapContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(_data: data, id: { $0.id }, content: content)
        for element in data { _ = content(element) }
    }
}

@resultBuilder
public enum MapContentBuilder {
    public static func buildBlock(_ content: any MapContent...) -> _MapContentGroup { _MapContentGroup() }
    public static func buildExpression<C: MapContent>(_ content: C) -> any MapContent { content }
    public static func buildOptional(_ content: _MapContentGroup?) -> _MapContentGroup { _MapContentGroup() }
    public static func buildEither(first content: _MapContentGroup) -> _MapContentGroup { content }
    public static func buildEither(second content: _MapContentGroup) -> _MapContentGroup { content }
    public static func buildArray(_ content: [_MapContentGroup]) -> _MapContentGroup { _MapContentGroup() }
}

public struct Map: _PrimitiveView {
    let region: Binding<MKCoordinateRegion>?

    public init(initialPosition: MapCameraPosition = .automatic, interactionModes: MapInteractionModes = .all) { region = nil }
    public init(initialPosition: MapCameraPosition = .automatic, interactionModes: MapInteractionModes = .all,
                @MapContentBuilder content: () -> _MapContentGroup) {
        _ = content()
        region = nil
    }
    public init(position: Binding<MapCameraPosition>, interactionModes: MapInteractionModes = .all) { region = nil }
    public init(position: Binding<MapCameraPosition>, interactionModes: MapInteractionModes = .all,
                @MapContentBuilder content: () -> _MapContentGroup) {
        _ = content()
        region = nil
    }
    public init(coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all,
                showsUserLocation: Bool = false) { region = coordinateRegion }

    public static func _makeChildren(_ view: Self, into builder: inout _ChildBuilder) {
        if let region = view.region { builder._appendControl("Map", region) }
    }
}

public struct MapInteractionModes: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let pan = MapInteractionModes(rawValue: 1), zoom = MapInteractionModes(rawValue: 2)
    public static let rotate = MapInteractionModes(rawValue: 4), pitch = MapInteractionModes(rawValue: 8)
    public static let all: MapInteractionModes = [.pan, .zoom, .rotate, .pitch]
}

public struct MapStyle: Sendable {
    public static var standard: MapStyle { MapStyle() }
    public static var imagery: MapStyle { MapStyle() }
    public static var hybrid: MapStyle { MapStyle() }
    public static func standard(elevation: Int = 0) -> MapStyle { MapStyle() }
}

extension View {
    public func mapStyle(_ style: MapStyle) -> some View { _Inert(self) }
    /// The camera never moves here: the action never runs.
    public func onMapCameraChange(frequency: MapCameraUpdateFrequency = .onEnd, _ action: @escaping () -> Void) -> some View { _Inert(self) }
    public func onMapCameraChange(frequency: MapCameraUpdateFrequency = .onEnd,
                                  _ action: @escaping (MapCameraUpdateContext) -> Void) -> some View { _Inert(self) }
}

public enum MapCameraUpdateFrequency: Sendable { case continuous, onEnd }

/// What a camera change passes: the region shown.
public struct MapCameraUpdateContext: Sendable {
    public let region: MKCoordinateRegion
}
