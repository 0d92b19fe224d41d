// expect: 11:9: computed setters are not interpreted: write `doubled`'s stored properties directly
import SwiftUI
import Observation

@Observable
class Counter {
    var value = 0
    var title = "Count"
    var doubled: Int {
        get { value * 2 }
        set { value = newValue / 2 }
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
