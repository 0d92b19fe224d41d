// Follows the sample's Model/HTTPDataDownloader.swift (whose URLSession conformance is
// left out: the feed is served in memory by Preview Content/TestDownloader.swift).

import Foundation

protocol HTTPDataDownloader: Sendable {
    func httpData(from url: URL) async throws -> Data
}
