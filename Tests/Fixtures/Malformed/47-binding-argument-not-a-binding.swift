// A plain value passed for a `@Binding`.
import SwiftUI
import Observation

@Observable
class Counter {
    var value = 0
    var title = "Count"
    var enabled = false
}

struct Switch: View {
    @Binding var isOn: Bool
    var body: some View {
        Text(isOn ? "on" : "off")
    }
}

struct CounterView: View {
    var counter: Counter
    var body: some View {
        Switch(isOn: true)
    }
}

let counter = Counter()

Redraw.root { CounterView(counter: counter) }

Redraw.step("increment") {
    counter.value += 1
}
