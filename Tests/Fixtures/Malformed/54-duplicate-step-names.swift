// Two steps with one name: the reports and the gate identify a step by its
// name, so the second is an error at its name.

import SwiftUI
import Observation

@Observable
class Counter {
    var value = 0
}

struct CounterView: View {
    var counter: Counter

    var body: some View {
        Text("\(counter.value)")
    }
}

let counter = Counter()
Redraw.root { CounterView(counter: counter) }

Redraw.step("increment") { counter.value += 1 }
Redraw.step("decrement") { counter.value -= 1 }

Redraw.step("increment") { counter.value += 2 }
