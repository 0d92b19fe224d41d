// `frames:` computed as a negative number (not a literal, so the front end cannot check it).
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

Redraw.root { CounterView(counter: counter) }

let frameCount = 3 - 4

Redraw.step("increment", frames: frameCount) { frame in
    counter.value += frame
}
