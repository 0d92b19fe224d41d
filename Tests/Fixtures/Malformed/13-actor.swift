// expect: 11:1: Redraw does not interpret actors: make `Store` a class
import SwiftUI
import Observation

@Observable
class Counter {
    var value = 0
    var title = "Count"
}

actor Store {
    var count = 0
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
