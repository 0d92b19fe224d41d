// A model class initialised with the wrong label.
import SwiftUI
import Observation

@Observable
class Counter {
    var value: Int
    var title = "Count"

    init(value: Int) {
        self.value = value
    }
}

struct CounterView: View {
    var counter: Counter
    var body: some View {
        Text("\(counter.title): \(counter.value)")
    }
}

let counter = Counter(start: 5)

Redraw.root { CounterView(counter: counter) }

Redraw.step("increment") {
    counter.value += 1
}
