// A parameter clause without its closing parenthesis.
import SwiftUI
import Observation

@Observable
class Counter {
    var value = 0
    var title = "Count"

    func add(_ amount: Int {
        value += amount
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
