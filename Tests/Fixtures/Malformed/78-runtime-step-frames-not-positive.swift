// expect-runtime: 25:1: `frames:` of step "increment" must be a positive Int
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

let frameCount = 3 - 3

Redraw.step("increment", frames: frameCount) { frame in
    counter.value += frame
}
