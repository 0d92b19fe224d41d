// Follows the sample's Views/EditButton.swift, SelectButton.swift, DeleteButton.swift,
// RefreshButton.swift and ToolbarStatus.swift (one file here).

import SwiftUI

enum SelectMode {
    case active, inactive

    var isActive: Bool { self == .active }

    mutating func toggle() {
        self = isActive ? .inactive : .active
    }
}

/// The app's own edit button (it shadows SwiftUI's): Cancel runs `action` before leaving edit mode.
struct EditButton: View {
    @Binding var editMode: EditMode
    var action: () -> Void = {}

    var body: some View {
        Button {
            withAnimation {
                if editMode == .active {
                    action()
                    editMode = .inactive
                } else {
                    editMode = .active
                }
            }
        } label: {
            if editMode == .active {
                Text("Cancel").bold()
            } else {
                Text("Edit")
            }
        }
    }
}

struct SelectButton: View {
    @Binding var mode: SelectMode
    var action: () -> Void = {}

    var body: some View {
        Button {
            withAnimation {
                mode.toggle()
                action()
            }
        } label: {
            Text(mode.isActive ? "Deselect All" : "Select All")
        }
    }
}

struct DeleteButton: View {
    var action: () -> Void = {}

    var body: some View {
        Button(role: .destructive, action: action) {
            Label("Delete", systemImage: "trash")
        }
    }
}

struct RefreshButton: View {
    var action: () -> Void = {}

    var body: some View {
        Button(action: action) {
            Label("Refresh", systemImage: "arrow.clockwise")
        }
    }
}

struct ToolbarStatus: View {
    var isLoading: Bool
    var lastUpdated: TimeInterval
    var quakesCount: Int

    var body: some View {
        VStack {
            if isLoading {
                Text("Checking for Earthquakes...")
                Spacer()
            } else if lastUpdated == Date.distantFuture.timeIntervalSince1970 {
                Spacer()
                Text("\(quakesCount) Earthquakes")
                    .foregroundStyle(Color.secondary)
            } else {
                Text("Updated \(Text(Date(timeIntervalSince1970: lastUpdated), style: .relative)) ago")
                Text("\(quakesCount) Earthquakes")
                    .foregroundStyle(Color.secondary)
            }
        }
        .font(.caption)
    }
}
