// `@Published` inside an `@Observable` class.
import SwiftUI
import Observation

@Observable
class Counter {
    @Published var value = 0
    var title = "Count"
}

struct CounterView: View {
    var counter: Counter
    var body: some View {
        Text("\(counter.title): \(counter.value)")
    }
}

let counter = Counter()

Redraw.root { CounterView(counter: counter) }

Redraw.step("increment") {
    counter.value += 1
}
