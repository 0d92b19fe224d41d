// Runtime fault in a view's body: the row reads an index that a step removed.
import SwiftUI

@Observable
class Basket {
    var items = ["Milk", "Eggs", "Bread"]
}

struct ThirdItem: View {
    var basket: Basket
    var body: some View {
        Text(basket.items[2])
    }
}

struct BasketView: View {
    var basket: Basket
    var body: some View {
        VStack {
            Text("\(basket.items.count) items")
            ThirdItem(basket: basket)
        }
    }
}

let basket = Basket()

Redraw.root { BasketView(basket: basket) }

Redraw.step("remove the last item") {
    basket.items.removeLast()
}
