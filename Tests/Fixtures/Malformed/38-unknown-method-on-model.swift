// A misspelled method call in a step.
import SwiftUI
import Observation

@Observable
class Counter {
    var value = 0
    var title = "Count"

    func increment() {
        value += 1
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
    counter.incremnt()
}
