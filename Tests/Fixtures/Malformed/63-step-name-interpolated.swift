// A step name with string interpolation.
import SwiftUI
import Observation

@Observable
class Counter {
    var value = 0
    var title = "Count"
    var items: [Int] = [1, 2, 3]
}

struct CounterView: View {
    var counter: Counter
    var body: some View {
        Text("\(counter.title): \(counter.value)")
    }
}

let counter = Counter()

Redraw.root { CounterView(counter: counter) }

let amount = 2

Redraw.step("increment") {
    counter.value += 1
}
Redraw.step("add \(amount)") {
    counter.value += amount
}
