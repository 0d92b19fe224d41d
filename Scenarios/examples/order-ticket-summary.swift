// Article 001 (Hungarian, "SwiftUI @Observable makró útmutató"), sections
// "Mit csinál pontosan az @Observable makró?", "Hogyan alakítja át az
// @Observable a view-update graphot?" and "@Bindable property wrapper":
// OrderTicketModel, OrderSummary (reads only `symbol`) and OrderRow (a local
// @Bindable feeding a Stepper).
//
// Written in the article's @Observable form. Under push the plain `let ticket`
// properties run as @ObservedObject and the owning @State as @StateObject.
//
// What the workload shows:
// - OrderSummary depends on `symbol` only: quantity and limit-price changes
//   re-run it under push, never under pull.
// - The dependency set is rebuilt on every evaluation (the article's remark
//   about a branch that only sometimes reads `limitPrice`): while quantity is
//   0, LimitPriceLine does not read limitPrice, so setting it re-runs nothing
//   under pull; once quantity > 0 the branch is taken and the next limit-price
//   change re-runs it.
// - `lastValidationTimestamp` is @ObservationIgnored (not @Published under
//   push): writing it re-runs nothing under either engine.
//
// Added:
// - `validate()`, the model's own validation code that the article implies,
//   which writes the private `lastValidationTimestamp` (`Date()`, on the
//   scenario's virtual clock).
//
// Adapted:
// - The later Swift 6 listing of OrderTicketModel (@MainActor, QuoteService,
//   `async refreshQuote()`) is left out: concurrency is outside the subset.
// - OrderTicketScreen and LimitPriceLine are not in the article: a screen
//   owning the ticket, and a view with the conditional limit-price read that
//   the article describes in prose.

import SwiftUI
import Observation

@Observable
final class OrderTicketModel {
    var symbol: String = "AAPL"
    var quantity: Int = 0
    var limitPrice: Decimal? = nil

    // Ez a property nem hajt UI-t, kizárjuk a követésből:
    @ObservationIgnored
    private var lastValidationTimestamp: Date?

    func validate() {
        lastValidationTimestamp = Date()
    }
}

struct OrderSummary: View {
    let ticket: OrderTicketModel  // sima property, NEM @ObservedObject

    var body: some View {
        // Ez a body csak a `symbol`-t olvassa, ezért ez lesz az EGYETLEN függőség.
        // A `quantity` vagy `limitPrice` változása NEM triggereli ezt a nézetet.
        Text("Kereskedés: \(ticket.symbol)")
            .font(.headline)
    }
}

struct OrderRow: View {
    let ticket: OrderTicketModel  // csak olvasás, sima referencia

    var body: some View {
        // Lokális @Bindable projektálás — nem birtokolja a modellt,
        // csak bindingot ad a body-n belül:
        @Bindable var ticket = ticket
        Stepper("Mennyiség: \(ticket.quantity)", value: $ticket.quantity, in: 0...1000)
    }
}

// Added: reads limitPrice only when the quantity branch is taken.
struct LimitPriceLine: View {
    let ticket: OrderTicketModel

    var body: some View {
        VStack {
            if ticket.quantity > 0 {
                Text("Limitár: \(ticket.limitPrice ?? 0)")
            } else {
                Text("Nincs mennyiség")
            }
        }
    }
}

// Added: owns the ticket (@State; @StateObject under push).
struct OrderTicketScreen: View {
    @State var ticket: OrderTicketModel

    var body: some View {
        VStack {
            OrderSummary(ticket: ticket)
            OrderRow(ticket: ticket)
            LimitPriceLine(ticket: ticket)
        }
    }
}

// Workload
let orderTicket = OrderTicketModel()

Redraw.root { OrderTicketScreen(ticket: orderTicket) }

Redraw.step("set a limit price while quantity is 0") {
    // pull: nobody has read limitPrice yet (branch not taken): no body runs.
    // push: every view holding the ticket re-runs.
    orderTicket.limitPrice = 189.5
}
Redraw.step("step the quantity up", frames: 5) { frame in
    // pull: OrderRow (+ its Stepper) and LimitPriceLine; OrderSummary never.
    orderTicket.quantity = (frame + 1) * 10
}
Redraw.step("move the limit price") {
    // pull: LimitPriceLine alone, now that its branch reads limitPrice.
    orderTicket.limitPrice = 190.25
}
Redraw.step("record validation timestamps", frames: 3) { _ in
    // Ignored property: no notification, no body, under either engine.
    orderTicket.validate()
}
Redraw.step("switch the symbol") {
    // pull: OrderSummary alone.
    orderTicket.symbol = "MSFT"
}
