// `param` whose name is not a string literal.
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

let name = "rows"
let counter = Counter()
let rows = param(name, 10)

Redraw.root { CounterView(counter: counter) }

Redraw.step("increment") {
    counter.value += rows
}
