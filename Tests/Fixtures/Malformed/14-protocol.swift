// expect: 5:1: Redraw does not interpret protocols: `Titled`
import SwiftUI
import Observation

protocol Titled {
    var title: String { get }
}

@Observable
class Counter {
    var value = 0
    var title = "Count"
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
