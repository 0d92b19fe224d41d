// A valid scenario with one parameter, "rows": the target of `--param` mistakes.
import SwiftUI

@Observable
class Basket {
    var items: [String] = []
}

struct BasketView: View {
    var basket: Basket
    var body: some View {
        Text("\(basket.items.count) items")
    }
}

let rows = param("rows", 3)
let basket = Basket()

Redraw.root { BasketView(basket: basket) }

Redraw.step("fill", frames: rows) { frame in
    basket.items.append("Item \(frame)")
}
