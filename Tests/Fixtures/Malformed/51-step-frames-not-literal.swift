// expect: 25:34: `frames:` must be a positive integer literal
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
    var body: some View {
        Text("\(counter.title): \(counter.value)")
    }
}

let counter = Counter()

Redraw.root { CounterView(counter: counter) }

let frameCount = 3

Redraw.step("increment", frames: frameCount) { frame in
    counter.value += frame
}
