// expect: 21:27: `CounterView` has no property `countr`; did you mean `counter`?
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

Redraw.root { CounterView(countr: counter) }

Redraw.step("increment") {
    counter.value += 1
}
// also: 21:15: missing argument `counter` for `CounterView`
