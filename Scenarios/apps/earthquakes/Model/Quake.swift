// Follows the sample's Model/Quake.swift: one earthquake, decoded from a feature's
// "properties", identified by its USGS code.

import SwiftUI

struct Quake: Equatable {
    let magnitude: Double
    let place: String
    let time: Date
    let code: String
    let detail: URL
    var tsunami = false
    var location: QuakeLocation?
}

extension Quake: Identifiable {
    var id: String { code }
}

extension Quake: Decodable {
    private enum CodingKeys: String, CodingKey {
        case magnitude = "mag", place, time, code, detail, tsunami
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        // A feed's properties may be null: such a feature is not a quake we can show.
        guard let magnitude = try container.decodeIfPresent(Double.self, forKey: .magnitude),
              let place = try container.decodeIfPresent(String.self, forKey: .place),
              let time = try container.decodeIfPresent(Date.self, forKey: .time),
              let code = try container.decodeIfPresent(String.self, forKey: .code),
              let detail = try container.decodeIfPresent(URL.self, forKey: .detail)
        else { throw QuakeError.missingData }
        self.init(magnitude: magnitude, place: place, time: time, code: code, detail: detail,
                  tsunami: (try container.decodeIfPresent(Int.self, forKey: .tsunami) ?? 0) != 0)
    }
}

extension Quake {
    /// The colour the magnitude is drawn in, from green for a tremor to red for a strong quake.
    var color: Color {
        switch magnitude {
        case ..<1: return .green
        case 1..<2: return .yellow
        case 2..<3: return .orange
        case 3..<5: return .red
        case 5..<7: return .purple
        default: return .black
        }
    }
}
