// Follows the sample's Views/QuakeDetail.swift: the magnitude, place and time, and a map
// once the location has been fetched from the quake's detail feed.

import SwiftUI

struct QuakeDetail: View {
    var quake: Quake

    @EnvironmentObject private var quakesProvider: QuakesProvider
    @State private var location: QuakeLocation? = nil

    var body: some View {
        VStack {
            if let location {
                QuakeDetailMap(location: location, tintColor: quake.color)
                    .ignoresSafeArea(.container)
            }
            QuakeMagnitude(quake: quake)
            Text(quake.place)
                .font(.title3)
                .bold()
            Text("\(quake.time.formatted())")
                .foregroundStyle(Color.secondary)
            if quake.tsunami {
                Label("Tsunami warning", systemImage: "water.waves")
            }
            if let location {
                Text("Latitude: \(location.latitude.formatted(.number.precision(.fractionLength(3))))")
                Text("Longitude: \(location.longitude.formatted(.number.precision(.fractionLength(3))))")
            }
        }
        .task {
            guard location == nil else { return }
            if let known = quake.location {
                location = known
            } else {
                location = try? await quakesProvider.location(for: quake)
            }
        }
    }
}
