// Article 000 (Swedish, "@Observable Swift: Komplett Guide 2026"),
// section "Spårning av beräknade egenskaper": ShoppingCart with the computed
// subtotal / discount / total, and CartSummary.
//
// Written in the article's @Observable form (under push: ObservableObject,
// @Published items/discountCode, @StateObject / @ObservedObject cart).
//
// What the workload shows: CartSummary reads only computed properties, and
// its dependencies are the stored properties behind them: `items` (through
// subtotal/total) and `discountCode` (through discount). Changing a quantity
// re-runs the summary and the one changed row (the other rows are skipped:
// equal struct inputs). Applying a discount code re-runs only CartSummary
// under pull (the list does not read discountCode) but the whole screen under
// push. Re-typing the same code sends under push, nothing under pull.
//
// Adapted:
// - `Text("Delsumma: \(cart.subtotal, format: .currency(code: "SEK"))")`:
//   format-style interpolation is outside the interpreter; plain
//   interpolation with " SEK" appended.
// - CartItem is not shown in the article: a struct with id, name, price,
//   quantity (the fields the article's reduce uses).
// - `init(items:)` added so the workload can fill the cart;
//   `discountCode: String?` gets an explicit `= nil`.
// - CartScreen and CartRow are not in the article: a screen owning the cart
//   and listing its items, with CartSummary under the list.

import SwiftUI
import Observation

struct CartItem: Identifiable {
    let id: Int
    var name: String
    var price: Double
    var quantity: Int
}

@Observable
class ShoppingCart {
    var items: [CartItem] = []
    var discountCode: String? = nil

    var subtotal: Double {
        items.reduce(0) { $0 + $1.price * Double($1.quantity) }
    }

    var discount: Double {
        guard discountCode != nil else { return 0 }
        return subtotal * 0.1
    }

    var total: Double {
        subtotal - discount
    }

    init(items: [CartItem]) {
        self.items = items
    }
}

struct CartSummary: View {
    var cart: ShoppingCart

    var body: some View {
        // Spårar: items (via subtotal/total) och discountCode (via discount/total)
        VStack(alignment: .trailing) {
            Text("Delsumma: \(cart.subtotal) SEK")
            if cart.discount > 0 {
                Text("Rabatt: -\(cart.discount) SEK")
                    .foregroundStyle(.green)
            }
            Text("Totalt: \(cart.total) SEK")
                .font(.headline)
        }
    }
}

// Added: one line of the cart, holding its item as a value.
struct CartRow: View {
    let item: CartItem

    var body: some View {
        HStack {
            Text(item.name)
            Spacer()
            Text("\(item.quantity) × \(item.price) SEK")
        }
    }
}

// Added: owns the cart (@State; @StateObject under push). The summary is the
// list's first row, so that it is on screen: a row below the 50 items would
// not be built on a phone (a lazy list's static rows take viewport rows).
struct CartScreen: View {
    @State var cart: ShoppingCart

    var body: some View {
        List {
            CartSummary(cart: cart)
            ForEach(cart.items) { item in
                CartRow(item: item)
            }
        }
    }
}

// Workload
let cart = ShoppingCart(items: (0..<param("items", 50)).map {
    CartItem(id: $0, name: "Vara \($0)", price: Double($0 % 7 + 1) * 25, quantity: 1)
})

Redraw.root { CartScreen(cart: cart) }

Redraw.step("increase one quantity") {
    // Both engines: CartScreen, CartRow #7, CartSummary; the other rows skipped.
    cart.items[7].quantity += 1
}
Redraw.step("apply a discount code") {
    // pull: CartSummary alone (the discount branch is now taken);
    // push: CartScreen and CartSummary.
    cart.discountCode = "SOMMAR10"
}
Redraw.step("retype the same discount code") {
    // push: sends anyway; pull: equal value, no notification.
    cart.discountCode = "SOMMAR10"
}
Redraw.step("remove the discount code") {
    cart.discountCode = nil
}
Redraw.step("add an item") {
    // One new CartRow created; CartSummary re-runs (subtotal changed).
    cart.items.append(CartItem(id: 10_000, name: "Presentkort", price: 200, quantity: 1))
}
