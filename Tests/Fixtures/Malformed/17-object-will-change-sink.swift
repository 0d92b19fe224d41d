// A subscription to a model's `objectWillChange` (push-only API: an @Observable class has none).
import SwiftUI
import Combine

final class SearchModel: ObservableObject {
    @Published var query = ""
}

struct SearchView: View {
    @ObservedObject var model: SearchModel
    var body: some View {
        Text(model.query)
    }
}

let model = SearchModel()
let changes = model.objectWillChange.sink { print("will change") }

Redraw.root { SearchView(model: model) }

Redraw.step("type") {
    model.query = "Al"
}
