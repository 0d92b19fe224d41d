// Follows the sample's Views/Quakes.swift: the list of quakes with its selection, edit
// mode and toolbar; it fetches the feed when it first appears and on refresh.

import SwiftUI

struct Quakes: View {
    @AppStorage("lastUpdated")
    var lastUpdated = Date.distantFuture.timeIntervalSince1970

    @EnvironmentObject var provider: QuakesProvider
    @State var editMode: EditMode = .inactive
    @State var selectMode: SelectMode = .inactive
    @State var isLoading = false
    @State var selection: Set<String> = []
    @State private var error: QuakeError?
    @State private var hasError = false

    var body: some View {
        NavigationView {
            List(selection: $selection) {
                ForEach(provider.quakes) { quake in
                    NavigationLink(destination: QuakeDetail(quake: quake)) {
                        QuakeRow(quake: quake)
                    }
                }
                .onDelete(perform: deleteQuakes)
            }
            .listStyle(.inset)
            .navigationTitle(title)
            .toolbar(content: toolbarContent)
            .environment(\.editMode, $editMode)
            .refreshable {
                await fetchQuakes()
            }
            .alert(isPresented: $hasError, error: error) {}
        }
        .task {
            if provider.quakes.isEmpty && !isLoading {
                await fetchQuakes()
            }
        }
    }
}

extension Quakes {
    var title: String {
        if selectMode.isActive || selection.isEmpty {
            return "Earthquakes"
        } else {
            return "\(selection.count) Selected"
        }
    }

    func deleteQuakes(at offsets: IndexSet) {
        provider.deleteQuakes(atOffsets: offsets)
    }

    func deleteQuakes(for codes: Set<String>) {
        let offsets = IndexSet(provider.quakes.indices.filter { codes.contains(provider.quakes[$0].code) })
        deleteQuakes(at: offsets)
        selection.removeAll()
    }

    func fetchQuakes() async {
        isLoading = true
        do {
            try await provider.fetchQuakes()
            lastUpdated = Date().timeIntervalSince1970
        } catch {
            self.error = (error as? QuakeError) ?? .unexpectedError(error: error)
            hasError = true
        }
        isLoading = false
    }
}

// The sample's toolbar: Edit/Cancel and Select All at the top, Refresh, the status and
// Delete at the bottom. (A `@ViewBuilder` of views here: Redraw has no `ToolbarContent`.)
extension Quakes {
    @ViewBuilder
    func toolbarContent() -> some View {
        ToolbarItem(placement: .navigationBarLeading) {
            if editMode == .active {
                SelectButton(mode: $selectMode) {
                    selection = selectMode.isActive ? Set(provider.quakes.map(\.code)) : []
                }
            }
        }
        ToolbarItem(placement: .navigationBarTrailing) {
            EditButton(editMode: $editMode) {
                selection.removeAll()
                editMode = .inactive
                selectMode = .inactive
            }
        }
        ToolbarItemGroup(placement: .bottomBar) {
            RefreshButton {
                Task { await fetchQuakes() }
            }
            .disabled(isLoading || editMode == .active)
            Spacer()
            ToolbarStatus(isLoading: isLoading, lastUpdated: lastUpdated, quakesCount: provider.quakes.count)
            Spacer()
            if editMode == .active {
                DeleteButton {
                    deleteQuakes(for: selection)
                }
                .disabled(isLoading || selection.isEmpty)
            }
        }
    }
}

#Preview {
    Quakes()
        .environmentObject(QuakesProvider(client: QuakeClient(downloader: TestDownloader())))
}
