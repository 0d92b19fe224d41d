// The same `param` name with two different defaults.
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

let basket = Basket()

Redraw.root { BasketView(basket: basket) }

Redraw.step("fill", frames: param("rows", 3)) { frame in
    basket.items.append("Item \(frame)")
}

Redraw.step("trim", frames: param("rows", 5)) { _ in
    if !basket.items.isEmpty { basket.items.removeLast() }
}
