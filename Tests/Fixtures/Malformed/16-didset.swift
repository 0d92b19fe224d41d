// expect: 8:9: property observers (`didSet`) are not interpreted: move the work into a method the workload calls
import SwiftUI
import Observation

@Observable
class Counter {
    var value = 0 {
        didSet { title = "Changed" }
    }
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
