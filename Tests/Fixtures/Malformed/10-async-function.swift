// expect: 10:19: Redraw does not interpret `async` functions
import SwiftUI
import Observation

@Observable
class Counter {
    var value = 0
    var title = "Count"

    func reload() async {
        value = 0
    }
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
