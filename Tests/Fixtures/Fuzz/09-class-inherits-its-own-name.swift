// redraw-fuzz (input 210142 of seed 1, cut by hand): `class Counter: Counter` beside another `Counter` sent the
// push form's walk over subclasses round for ever; now swiftc's own error is shown.
import SwiftUI

class Counter {}
class Counter: Counter {}

struct CounterView: View {
    var body: some View { Text("count") }
}

Redraw.root { CounterView() }
