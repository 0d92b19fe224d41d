// A generic view whose parameter nothing infers.
import SwiftUI
import Observation

@Observable
class Counter {
    var value = 0
    var title = "Count"
    var items: [Int] = [1, 2, 3]
}

struct CounterBox<Model>: View {
    var counter: Counter
    var body: some View {
        Text("\(counter.value)")
    }
}

struct CounterView: View {
    var counter: Counter
    var body: some View {
        CounterBox(counter: counter)
    }
}

let counter = Counter()

Redraw.root { CounterView(counter: counter) }

Redraw.step("increment") {
    counter.value += 1
}
