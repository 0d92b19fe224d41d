// A push-style model that sends `objectWillChange` itself: the pull form drops the call (the macro notifies).
import SwiftUI

final class Counter: ObservableObject {
    @Published var value = 0

    func bump() {
        self.objectWillChange.send()
        value += 1
    }
}

struct CounterView: View {
    @ObservedObject var counter: Counter
    var body: some View {
        Text("\(counter.value)")
    }
}

let counter = Counter()

Redraw.root { CounterView(counter: counter) }

Redraw.step("bump") {
    counter.bump()
}
