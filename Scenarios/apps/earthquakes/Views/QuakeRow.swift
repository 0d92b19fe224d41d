// Follows the sample's Views/QuakeRow.swift.

import SwiftUI

struct QuakeRow: View {
    var quake: Quake

    var body: some View {
        HStack {
            QuakeMagnitude(quake: quake)
            VStack(alignment: .leading) {
                Text(quake.place)
                    .font(.title3)
                Text(quake.time, style: .relative)
                    .foregroundStyle(.secondary)
            }
        }
        .padding(.vertical, 8)
    }
}
