// `Redraw.root` inside a function instead of at the top level.
import SwiftUI

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

func setUp() {
    Redraw.root { CounterView(counter: counter) }
}

setUp()

Redraw.step("increment") {
    counter.value += 1
}
