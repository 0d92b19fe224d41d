// `@FocusedBinding` with a key that `FocusedValues` does not have (`\.isEnabled` is an environment value).
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
    @FocusedBinding(\.isEnabled) var focused: Bool?
    var body: some View {
        Text("\(focused == true): \(counter.value)")
    }
}

let counter = Counter()

Redraw.root { CounterView(counter: counter) }

Redraw.step("increment") {
    counter.value += 1
}
