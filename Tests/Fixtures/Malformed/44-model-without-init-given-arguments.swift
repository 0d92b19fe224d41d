// expect: 19:15: `Counter` has no initialiser taking arguments: classes get no memberwise initialiser; write an `init`
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

let counter = Counter(value: 3)

Redraw.root { CounterView(counter: counter) }

Redraw.step("increment") {
    counter.value += 1
}
