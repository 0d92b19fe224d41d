// Follows the sample's Views/QuakeDetailMap.swift, in MapKit's newer form: a map
// centred on the quake, with a marker tinted by its magnitude.

import SwiftUI
import MapKit

struct QuakeDetailMap: View {
    let location: QuakeLocation
    let tintColor: Color

    private var coordinate: CLLocationCoordinate2D {
        CLLocationCoordinate2D(latitude: location.latitude, longitude: location.longitude)
    }

    var body: some View {
        Map(initialPosition: .region(MKCoordinateRegion(center: coordinate,
                                                        span: MKCoordinateSpan(latitudeDelta: 10, longitudeDelta: 10)))) {
            Marker("Epicentre", coordinate: coordinate)
                .tint(tintColor)
        }
    }
}
