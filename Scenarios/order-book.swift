// Article 001 (Hungarian, "SwiftUI @Observable makró útmutató"), sections
// "Mit csinál pontosan az @Observable makró?", "Hogyan alakítja át az
// @Observable a view-update graphot?" and "@Bindable property wrapper": the
// trading screen behind the article's Robinhood remark — an order book fed by
// a websocket with "several hundred updates per second", where "every row of
// the list reads only one property of one model", next to the order ticket
// (OrderTicketModel, OrderSummary reading only `symbol`, OrderRow's quantity
// Stepper through a local @Bindable).
//
// Written in the article's @Observable form. Under push (the mapping's
// inverse) every tracked property is @Published, the screen's @State models
// are @StateObject, and the plain `let` model properties of OrderSummary,
// BookHeader, OrderBookView, PriceLevelRow, OrderTicketForm and OrderRow are
// @ObservedObject: each level row subscribes to its own level.
//
// The book: `bids` and `asks`, `--param levels=N` price levels a side
// (default 50), each level an @Observable PriceLevel object (price, size) —
// the article's "each row reads one model" design; a row re-runs when its own
// level changes. The feed is simulated from the seeded `Int.random`: each
// 1/60 s frame applies `updatesPerSecond / 60` level updates (default 300/s →
// 5 a frame; a non-integer share is spread exactly over the frames), each to a
// different level, each changing that level's size (no update in a frame is
// a no-op), and one trade that moves the last price by 1–3 cents. So a frame
// with k level updates writes k level sizes and `lastPrice` once.
//
// What differs between the engines: under pull a level update re-runs its row
// and a trade re-runs BookHeader; under push a trade (a write of the book)
// also re-runs every view holding the book — OrderScreen, BookHeader and
// OrderBookView, which then reconciles (skips) every other level row — and a
// quantity edit re-runs every view holding the ticket.
//
// Steps: a steady feed (`seconds`, default 2 s), a burst (`burstPerSecond`, default 3,000/s →
// 50 level updates a frame, at most every level once a frame), the user
// editing the quantity while the feed runs (one Stepper tap every 6th frame,
// 10 a second), switching to a limit order (the limit price appears), and a
// symbol change that replaces the whole book (every level row destroyed and
// created).
//
// Adapted:
// - The model's validation (`validate()`) writes the private, ignored
//   `lastValidationTimestamp` with `Date()` (the scenario's virtual clock); the
//   Swift 6 listing (@MainActor, QuoteService, async) is left out, as in
//   examples/order-ticket-summary.swift.
// - `orderType` (market/limit) is added to OrderTicketModel: the ticket form
//   shows the limit price only for limit orders.
// - Not in the article (it describes them in prose): PriceLevel, OrderBook
//   and its feed methods, OrderScreen (owns the ticket and the book with
//   @State), BookHeader (symbol, last price, spread), OrderBookView,
//   PriceLevelRow and OrderTicketForm. A level's id is its price in cents.
// - Durations are in frames at 60 Hz: the steady feed runs `--param seconds=N`
//   (default 2 s, 120 frames); the burst and the quantity edit are fixed at
//   0.5 s and 1 s. The rates are parameters.

import SwiftUI
import Observation

enum OrderType: CaseIterable {
    case market, limit
}

@Observable
final class OrderTicketModel {
    var symbol: String = "AAPL"
    var quantity: Int = 0
    var limitPrice: Decimal? = nil
    var orderType: OrderType = .market

    // Ez a property nem hajt UI-t, kizárjuk a követésből:
    @ObservationIgnored
    private var lastValidationTimestamp: Date?

    func validate() {
        lastValidationTimestamp = Date()
    }
}

@Observable
final class PriceLevel: Identifiable {
    let id: Int
    var price: Double
    var size: Int

    init(id: Int, price: Double, size: Int) {
        self.id = id
        self.price = price
        self.size = size
    }
}

@Observable
final class OrderBook {
    var symbol: String
    var bids: [PriceLevel] = []
    var asks: [PriceLevel] = []
    var lastPrice: Double = 0


    init(symbol: String, midCents: Int, levels: Int) {
        self.symbol = symbol
        replace(symbol: symbol, midCents: midCents, levels: levels)
    }

    var spread: Double {
        (asks.first?.price ?? 0) - (bids.first?.price ?? 0)
    }

    // A fresh book around `midCents`: `levels` bids below, `levels` asks above, one cent apart.
    func replace(symbol: String, midCents: Int, levels: Int) {
        var newBids: [PriceLevel] = []
        var newAsks: [PriceLevel] = []
        for i in 0..<levels {
            let bidCents = midCents - 1 - i
            let askCents = midCents + 1 + i
            newBids.append(PriceLevel(id: bidCents, price: Double(bidCents) / 100, size: Int.random(in: 100..<1000)))
            newAsks.append(PriceLevel(id: askCents, price: Double(askCents) / 100, size: Int.random(in: 100..<1000)))
        }
        self.symbol = symbol
        bids = newBids
        asks = newAsks
        lastPrice = Double(midCents) / 100
    }

    // `count` level updates from the websocket, each to a different level, each changing its size.
    func applyUpdates(_ count: Int) {
        let levelCount = bids.count + asks.count
        let picks = (0..<levelCount).shuffled().prefix(min(count, levelCount))
        for p in picks {
            let level = p < bids.count ? bids[p] : asks[p - bids.count]
            let delta = Int.random(in: 1..<100)
            level.size = level.size > 500 ? level.size - delta : level.size + delta
        }
    }

    // One trade: the last price moves by 1–3 cents.
    func trade() {
        let cents = Int.random(in: 1..<4)
        lastPrice = Bool.random() ? lastPrice + Double(cents) / 100 : lastPrice - Double(cents) / 100
    }

    // One 1/60 s frame of a feed of `perSecond` level updates a second, frame number `frame`.
    func feedFrame(_ frame: Int, perSecond: Int) {
        applyUpdates((frame + 1) * perSecond / 60 - frame * perSecond / 60)
        trade()
    }
}

// Owns both models (@State; @StateObject under push).
struct OrderScreen: View {
    @State var ticket: OrderTicketModel
    @State var book: OrderBook

    var body: some View {
        VStack {
            OrderSummary(ticket: ticket)
            BookHeader(book: book)
            OrderBookView(book: book)
            OrderTicketForm(ticket: ticket)
        }
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

// The spread / last-price header.
struct BookHeader: View {
    let book: OrderBook

    var body: some View {
        HStack {
            Text(book.symbol)
            Text("Utolsó: \(book.lastPrice)")
            Text("Spread: \(book.spread)")
        }
    }
}

struct OrderBookView: View {
    let book: OrderBook

    var body: some View {
        List {
            Section("Vételi (bid)") {
                ForEach(book.bids) { level in
                    PriceLevelRow(level: level)
                }
            }
            Section("Eladási (ask)") {
                ForEach(book.asks) { level in
                    PriceLevelRow(level: level)
                }
            }
        }
    }
}

struct PriceLevelRow: View {
    let level: PriceLevel

    var body: some View {
        HStack {
            Text("\(level.price)")
            Spacer()
            Text("\(level.size)")
        }
    }
}

struct OrderTicketForm: View {
    let ticket: OrderTicketModel

    var body: some View {
        @Bindable var ticket = ticket
        Form {
            Picker("Típus", selection: $ticket.orderType) {
                ForEach(OrderType.allCases, id: \.self) { type in
                    Text(type == .market ? "Piaci" : "Limit").tag(type)
                }
            }
            OrderRow(ticket: ticket)
            if ticket.orderType == .limit {
                Text("Limitár: \(ticket.limitPrice ?? 0)")
            }
        }
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

// Workload
let levels = param("levels", 50)
let updatesPerSecond = param("updatesPerSecond", 300)
let burstPerSecond = param("burstPerSecond", 3000)
let seconds = param("seconds", 2)

let ticket = OrderTicketModel()
let book = OrderBook(symbol: "AAPL", midCents: 18950, levels: levels)

Redraw.root { OrderScreen(ticket: ticket, book: book) }

Redraw.step("steady feed", frames: 60 * seconds) { frame in
    // `seconds` at 60 Hz: updatesPerSecond / 60 level updates and one trade a frame.
    book.feedFrame(frame, perSecond: updatesPerSecond)
}
Redraw.step("burst", frames: 30) { frame in
    // 0.5 s of burstPerSecond: thousands of level updates a second.
    book.feedFrame(frame, perSecond: burstPerSecond)
}
Redraw.step("edit quantity during the feed", frames: 60) { frame in
    // 1 s of the steady feed; the user taps the Stepper's + every 6th frame
    // (frames 0, 6, …, 54: 10 taps), and the ticket validates (an ignored write).
    book.feedFrame(frame, perSecond: updatesPerSecond)
    if frame % 6 == 0 {
        ticket.quantity += 1
        ticket.validate()
    }
}
Redraw.step("switch to a limit order") {
    // The limit price line appears in the ticket form.
    ticket.orderType = .limit
    ticket.limitPrice = Decimal(book.lastPrice)
}
Redraw.step("change the symbol") {
    // A new subscription: the whole book is replaced (new levels, new ids).
    ticket.symbol = "MSFT"
    book.replace(symbol: "MSFT", midCents: 41000, levels: levels)
}
