// An import of the app's own module, which does not exist where Redraw compiles the file.
import SwiftUI
import MyAppKit

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

Redraw.step("increment") {
    counter.value += 1
}
