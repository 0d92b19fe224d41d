// Article 000 (Swedish, "@Observable Swift: Komplett Guide 2026"),
// section "Sammansatta modeller med nästlade @Observable": Address, Customer,
// CustomerDetailView, AddressEditor, OrderRow.
//
// Written in the article's @Observable form. Under push the @Bindable
// properties run as @ObservedObject.
//
// What the workload shows:
// - Typing a city: under pull only the "Stad" TextField updates. AddressEditor
//   only creates bindings, which read nothing, so its body does not re-run
//   (finer still than the article's "only AddressEditor re-runs"). Under push
//   AddressEditor re-runs (it subscribes to the Address), and
//   CustomerDetailView does not: nested objects do not forward changes.
// - Editing the customer's name: under pull only the "Namn" TextField; under
//   push CustomerDetailView re-runs and AddressEditor and every OrderRow are
//   skipped (same inputs).
// - Changing one order's total re-runs CustomerDetailView and that one row;
//   appending an order creates one row. Same under both engines.
// - Replacing the Address object re-runs CustomerDetailView (it reads
//   `customer.address`) and AddressEditor (new object reference as input).
//
// Adapted:
// - Order is not defined in the article: a struct with id, title, total;
//   OrderRow (used but not shown) shows the title and the total.
// - `init(name:orders:)` added to Customer so the workload can fill it.

import SwiftUI
import Observation

struct Order: Identifiable {
    let id: Int
    var title: String
    var total: Double
}

@Observable
class Address {
    var street: String = ""
    var city: String = ""
    var postalCode: String = ""
}

@Observable
class Customer {
    var name: String = ""
    var address: Address = Address()
    var orders: [Order] = []

    init(name: String, orders: [Order]) {
        self.name = name
        self.orders = orders
    }
}

struct CustomerDetailView: View {
    @Bindable var customer: Customer

    var body: some View {
        Form {
            Section("Kundinformation") {
                TextField("Namn", text: $customer.name)
            }

            Section("Adress") {
                // Observation spårar automatiskt ändringen
                // genom customer.address.street
                AddressEditor(address: customer.address)
            }

            Section("Ordrar (\(customer.orders.count))") {
                ForEach(customer.orders) { order in
                    OrderRow(order: order)
                }
            }
        }
    }
}

struct AddressEditor: View {
    @Bindable var address: Address

    var body: some View {
        // Ritas bara om när just denna adress ändras
        TextField("Gata", text: $address.street)
        TextField("Stad", text: $address.city)
        TextField("Postnummer", text: $address.postalCode)
    }
}

// Used but not shown in the article.
struct OrderRow: View {
    let order: Order

    var body: some View {
        HStack {
            Text(order.title)
            Spacer()
            Text("\(order.total) kr")
        }
    }
}

// Workload
let customer = Customer(
    name: "",
    orders: (0..<param("orders", 100)).map { Order(id: $0, title: "Order \($0)", total: Double($0) * 10) }
)

Redraw.root { CustomerDetailView(customer: customer) }

Redraw.step("type a city", frames: 5) { frame in
    // pull: the "Stad" TextField alone; push: AddressEditor + that TextField.
    customer.address.city = String("Malmö".prefix(frame + 1))
}
Redraw.step("type the customer's name", frames: 4) { frame in
    // pull: the "Namn" TextField alone; push: CustomerDetailView, children skipped.
    customer.name = String("Anna".prefix(frame + 1))
}
Redraw.step("change one order's total") {
    customer.orders[3].total += 100
}
Redraw.step("add an order") {
    customer.orders.append(Order(id: 10_000, title: "Ny order", total: 499))
}
Redraw.step("move to a new address object") {
    let moved = Address()
    moved.street = "Storgatan 1"
    moved.city = "Lund"
    moved.postalCode = "222 21"
    customer.address = moved
}
