// Follows the sample's Model/QuakeClient.swift: an actor that downloads and decodes the
// feed, and caches each quake's location (an in-flight task, then the value).

import Foundation

actor QuakeClient {
    private enum CacheEntry {
        case inProgress(Task<QuakeLocation, Error>)
        case ready(QuakeLocation)
    }

    private let feedURL = URL(string: "https://earthquake.usgs.gov/earthquakes/feed/v1.0/summary/all_hour.geojson")!
    private let downloader: any HTTPDataDownloader
    private var cache: [URL: CacheEntry] = [:]
    private lazy var decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .millisecondsSince1970
        return decoder
    }()

    init(downloader: any HTTPDataDownloader = TestDownloader()) {
        self.downloader = downloader
    }

    var quakes: [Quake] {
        get async throws {
            let data = try await downloader.httpData(from: feedURL)
            return try decoder.decode(GeoJSON.self, from: data).quakes
        }
    }

    func quakeLocation(from url: URL) async throws -> QuakeLocation {
        switch cache[url] {
        case .ready(let location): return location
        case .inProgress(let task): return try await task.value
        case nil: break
        }
        let task = Task<QuakeLocation, Error> {
            let data = try await downloader.httpData(from: url)
            return try decoder.decode(QuakeLocation.self, from: data)
        }
        cache[url] = .inProgress(task)
        do {
            let location = try await task.value
            cache[url] = .ready(location)
            return location
        } catch {
            cache[url] = nil
            throw error
        }
    }
}
