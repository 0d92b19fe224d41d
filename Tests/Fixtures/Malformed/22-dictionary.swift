// expect: 9:39: dictionaries are not interpreted: use an array of structs
import SwiftUI
import Observation

@Observable
class Counter {
    var value = 0
    var title = "Count"
    var countsByName: [String: Int] = [:]
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
