// A Combine pipeline on `$query` (a push-only API: the pull form has no publisher).
import SwiftUI
import Combine

final class SearchModel: ObservableObject {
    @Published var query = ""
    @Published var titles: [String] = ["Alpha", "Beta"]
    @Published var filteredTitles: [String] = []

    init() {
        $query.sink { text in
            self.filteredTitles = self.titles.filter { $0.contains(text) }
        }
    }
}

struct SearchView: View {
    @ObservedObject var model: SearchModel
    var body: some View {
        Text("\(model.filteredTitles.count) results")
    }
}

let model = SearchModel()

Redraw.root { SearchView(model: model) }

Redraw.step("type") {
    model.query = "Al"
}
