// expect: 14:5: custom view initialisers are not interpreted: let `CounterView` use its memberwise initialiser
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
    init(counter: Counter) {
        self.counter = counter
    }
    var body: some View {
        Text("\(counter.value)")
    }
}

let counter = Counter()

Redraw.root { CounterView(counter: counter) }

Redraw.step("increment") {
    counter.value += 1
}
