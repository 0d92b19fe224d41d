// A model passed where `ObservableObject` is required (a generic helper): the pull form's `@Observable` class is none.
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

func typeName<T: ObservableObject>(of object: T) -> String { "\(T.self)" }

let model = SearchModel()
let name = typeName(of: model)

Redraw.root { SearchView(model: model) }

Redraw.step("type") {
    model.query = "Al"
}
