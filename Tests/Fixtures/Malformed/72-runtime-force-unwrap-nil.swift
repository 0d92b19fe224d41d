// Runtime fault: force-unwraps nil.
import SwiftUI
import Observation

@Observable
class Counter {
    var value = 0
    var title = "Count"
    var selected: Int? = nil
}

struct CounterView: View {
    var counter: Counter
    var body: some View {
        Text("\(counter.title): \(counter.value)")
    }
}

let counter = Counter()

Redraw.root { CounterView(counter: counter) }

Redraw.step("use the selection") {
    counter.value = counter.selected!
}
