// expect: 14:5: `@Environment(\.colorScheme)` is not modelled: only `@Environment(Type.self)` objects are
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
    @Environment(\.colorScheme) var colorScheme
    var body: some View {
        Text("\(counter.value)")
    }
}

let counter = Counter()

Redraw.root { CounterView(counter: counter) }

Redraw.step("increment") {
    counter.value += 1
}
