// `frames:` computed as 0 (not a literal, so the front end cannot check it).
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
