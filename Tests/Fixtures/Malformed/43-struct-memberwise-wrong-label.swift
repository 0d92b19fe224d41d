// A struct's memberwise initialiser with a misspelled label.
import SwiftUI
import Observation

struct Item {
    var title: String
    var done = false
}

@Observable
class Basket {
    var items: [Item] = []
}

struct BasketView: View {
    var basket: Basket
    var body: some View {
        Text("\(basket.items.count)")
    }
}

let basket = Basket()

Redraw.root { BasketView(basket: basket) }

Redraw.step("add") {
    basket.items.append(Item(titel: "Milk"))
}
