// `await` inside a step (a step's closure is synchronous).
import SwiftUI
import Observation

@Observable
class Counter {
    var value = 0
    var title = "Count"

    func bump() {
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
    await counter.bump()
}
