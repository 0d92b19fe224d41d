// Follows the sample's Preview Content/TestDownloader.swift: a downloader that answers
// from TestData after a simulated latency (on Redraw's virtual clock), the first feed
// on the first request and the refreshed one after.

import Foundation

actor TestDownloader: HTTPDataDownloader {
    private var feedRequests = 0

    func httpData(from url: URL) async throws -> Data {
        if url.lastPathComponent == "all_hour.geojson" {
            feedRequests += 1
            let feed = feedRequests == 1 ? TestData.feed : TestData.refreshedFeed
            try await Task.sleep(for: .milliseconds(400))
            return Data(feed.utf8)
        }
        let code = url.deletingPathExtension().lastPathComponent
        guard let origin = TestData.origins[code] else { throw QuakeError.networkError }
        try await Task.sleep(for: .milliseconds(200))
        return Data(TestData.detail(code: code, latitude: origin.latitude, longitude: origin.longitude).utf8)
    }
}
