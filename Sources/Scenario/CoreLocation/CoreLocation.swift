// CoreLocation, as far as SwiftUI app code touches it: coordinates and
// locations as values. No location services: nothing here changes by itself.
// As in Apple's module, `CLLocationCoordinate2D` is not `Equatable`, so a view
// input holding one is compared field by field (README, "What decides a count").

import Foundation

public typealias CLLocationDegrees = Double
public typealias CLLocationDistance = Double

public struct CLLocationCoordinate2D: Sendable {
    public var latitude: CLLocationDegrees
    public var longitude: CLLocationDegrees
    public init() { latitude = 0; longitude = 0 }
    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.latitude = latitude
        self.longitude = longitude
    }
}

public func CLLocationCoordinate2DIsValid(_ coordinate: CLLocationCoordinate2D) -> Bool {
    (-90...90).contains(coordinate.latitude) && (-180...180).contains(coordinate.longitude)
}

open class CLLocation: NSObject, @unchecked Sendable {
    public let coordinate: CLLocationCoordinate2D
    public let altitude: CLLocationDistance
    public let timestamp: Date

    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        coordinate = CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
        altitude = 0
        timestamp = Date(timeIntervalSinceReferenceDate: 0)
    }

    /// The great-circle distance in metres (haversine, on a sphere of Earth's mean radius).
    public func distance(from location: CLLocation) -> CLLocationDistance {
        let radius = 6_371_000.0
        let φ1 = coordinate.latitude * .pi / 180, φ2 = location.coordinate.latitude * .pi / 180
        let Δφ = φ2 - φ1, Δλ = (location.coordinate.longitude - coordinate.longitude) * .pi / 180
        let a = sin(Δφ / 2) * sin(Δφ / 2) + cos(φ1) * cos(φ2) * sin(Δλ / 2) * sin(Δλ / 2)
        return radius * 2 * atan2(a.squareRoot(), (1 - a).squareRoot())
    }
}
