// expect: 8:14: `objectWillChange` is sent by Redraw's push engine; scenarios do not use it directly
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
