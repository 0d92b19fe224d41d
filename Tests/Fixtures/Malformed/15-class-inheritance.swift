// expect: 12:20: class inheritance is not interpreted: `StepCounter` inherits from `Counter`; copy the properties it needs
import SwiftUI
import Observation

@Observable
class Counter {
    var value = 0
    var title = "Count"
}

@Observable
class StepCounter: Counter {
    var step = 2
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
