// expect: 11:9: local functions are not interpreted: declare it as a method or at the top level
import SwiftUI
import Observation

@Observable
class Counter {
    var value = 0
    var title = "Count"

    func bump() {
        func double(_ x: Int) -> Int { x * 2 }
        value = double(value)
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
// also: 12:17: cannot find `double` in scope
