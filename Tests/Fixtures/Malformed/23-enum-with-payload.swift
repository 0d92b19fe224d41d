// expect: 7:10: enums with associated values are not interpreted: `loaded`
import SwiftUI
import Observation

enum LoadState {
    case idle
    case loaded(Int)
}

@Observable
class Counter {
    var value = 0
    var title = "Count"
    var state = LoadState.idle
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
