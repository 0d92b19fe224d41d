// Follows the sample's Model/QuakesProvider.swift: the quakes the app shows, fetched
// through the client (here in memory, where the sample keeps them in Core Data).

import Foundation

@MainActor
final class QuakesProvider: ObservableObject {
    @Published var quakes: [Quake] = []

    let client: QuakeClient

    init(client: QuakeClient = QuakeClient()) {
        self.client = client
    }

    func fetchQuakes() async throws {
        let latestQuakes = try await client.quakes
        self.quakes = latestQuakes
    }

    func deleteQuakes(atOffsets offsets: IndexSet) {
        quakes.remove(atOffsets: offsets)
    }

    func location(for quake: Quake) async throws -> QuakeLocation {
        try await client.quakeLocation(from: quake.detail)
    }
}
