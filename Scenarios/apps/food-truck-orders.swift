// Modelled on Apple's Food Truck sample (github.com/apple/sample-food-truck,
// WWDC22 "Food Truck: Building a SwiftUI multiplatform app"): App/Orders/
// OrdersView.swift (a List on a compact width, a Table otherwise, chosen by
// `\.horizontalSizeClass`, with search, a sort order of
// `KeyPathComparator`s, a selection and toolbar buttons),
// App/Orders/OrdersTable.swift (sortable `TableColumn(_:value:)`s and a Menu
// of actions per row), OrderDetailView.swift, and FoodTruckKit's
// FoodTruckModel (an ObservableObject whose @Published `orders` the views
// share, with `orderBinding(for:)`). Its structure, written afresh, with an
// order feed that brings a new order every few seconds.
//
// Written for push (ObservableObject, @ObservedObject). What it shows: every
// new order re-runs the whole orders screen (and, in the table, every row on
// screen is a cell per column); switching to the compact width — an iPad
// going into split view, written by the workload's frame view — swaps the
// table for a list, building new rows.
//
// Added: the workload and its `DeviceFrame` (the app's window gives the size
// class); the sample's order generator, donuts and cities are simpler; new
// orders arrive from a stub feed on a repeating timer. The sample reads the
// size class under `#if os(iOS)`; this file reads it plainly (written when
// Redraw still compiled `#if` as on Linux; now `os(iOS)` is true there too).

import SwiftUI
import Foundation

enum OrderStatus: Int, Codable, Comparable, CaseIterable {
    case placed, preparing, ready, completed

    var title: String {
        switch self {
        case .placed: return "Placed"
        case .preparing: return "Preparing"
        case .ready: return "Ready"
        case .completed: return "Completed"
        }
    }

    var iconSystemName: String {
        switch self {
        case .placed: return "paperplane"
        case .preparing: return "timer"
        case .ready: return "checkmark.circle"
        case .completed: return "shippingbox"
        }
    }

    var label: some View { Label(title, systemImage: iconSystemName) }

    static func < (lhs: OrderStatus, rhs: OrderStatus) -> Bool { lhs.rawValue < rhs.rawValue }
}

struct Donut: Identifiable, Hashable {
    let id: Int
    let name: String
    static let all = ["Classic", "Blueberry Frosted", "Strawberry Sprinkles", "Chocolate Glaze", "Lemon Chiffon", "Nebula"]
        .enumerated().map { Donut(id: $0.offset, name: $0.element) }
}

struct Order: Identifiable, Hashable {
    let id: String
    var status: OrderStatus
    var donuts: [Donut]
    var sales: [Donut.ID: Int]
    let creationDate: Date
    var completionDate: Date?

    var totalSales: Int { sales.values.reduce(0, +) }
    var isComplete: Bool { status == .completed }
    var formattedDate: String { "\(Int(creationDate.timeIntervalSinceReferenceDate) % 86_400 / 60) min" }

    func matches(searchText: String) -> Bool {
        searchText.isEmpty || id.localizedCaseInsensitiveContains(searchText)
            || donuts.contains { $0.name.localizedCaseInsensitiveContains(searchText) }
    }
}

/// Stands in for the truck's order intake: a new order every `interval` seconds.
final class OrderFeed {
    private var timer: Timer?
    private var next = 1212

    func start(interval: TimeInterval, deliver: @escaping (Order) -> Void) {
        timer = Timer.scheduledTimer(withTimeInterval: interval, repeats: true) { [weak self] _ in
            guard let self else { return }
            self.next += 1
            let donut = Donut.all[self.next % Donut.all.count]
            deliver(Order(id: "Order#\(self.next)", status: .placed, donuts: [donut], sales: [donut.id: 1 + self.next % 3],
                          creationDate: Date()))
        }
    }

    func stop() { timer?.invalidate() }
}

final class FoodTruckModel: ObservableObject {
    @Published var orders: [Order] = (0..<12).map { n in
        let donuts = [Donut.all[n % 6], Donut.all[(n + 2) % 6]]
        return Order(id: "Order#\(1200 + n)", status: OrderStatus(rawValue: n % 4)!, donuts: donuts,
                     sales: [donuts[0].id: 1 + n % 3, donuts[1].id: 1], creationDate: Date(timeIntervalSinceNow: -Double(n) * 600))
    }

    private let feed = OrderFeed()

    func startTakingOrders() {
        feed.start(interval: 4) { [weak self] order in self?.orders.append(order) }
    }

    func markOrderAsCompleted(id: Order.ID) {
        guard let index = orders.firstIndex(where: { $0.id == id }) else { return }
        orders[index].status = .completed
        orders[index].completionDate = Date()
    }

    func orderBinding(for id: Order.ID) -> Binding<Order> {
        Binding {
            self.orders.first(where: { $0.id == id })!
        } set: { newValue in
            if let index = self.orders.firstIndex(where: { $0.id == id }) { self.orders[index] = newValue }
        }
    }
}

struct OrderRow: View {
    var order: Order
    var body: some View {
        HStack {
            Image(systemName: "takeoutbag.and.cup.and.straw")
                .foregroundStyle(.secondary)
            VStack(alignment: .leading) {
                Text(order.id)
                    .font(.headline)
                Text(order.donuts.map(\.name).joined(separator: ", "))
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
        }
    }
}

struct OrdersTable: View {
    @ObservedObject var model: FoodTruckModel
    @Binding var sortOrder: [KeyPathComparator<Order>]
    @Binding var selection: Set<Order.ID>
    let orders: [Order]

    var body: some View {
        Table(orders, selection: $selection, sortOrder: $sortOrder) {
            TableColumn("Order", value: \.id) { order in
                OrderRow(order: order)
            }
            TableColumn("Donuts", value: \.totalSales) { order in
                Text(order.totalSales.formatted())
                    .monospacedDigit()
            }
            TableColumn("Status", value: \.status) { order in
                order.status.label
                    .foregroundStyle(.secondary)
            }
            TableColumn("Date", value: \.creationDate) { order in
                Text(order.formattedDate)
            }
            TableColumn("Details") { order in
                Menu {
                    NavigationLink(value: order.id) {
                        Label("View Details", systemImage: "list.bullet.below.rectangle")
                    }
                    if !order.isComplete {
                        Section {
                            Button {
                                model.markOrderAsCompleted(id: order.id)
                            } label: {
                                Label("Complete Order", systemImage: "checkmark")
                            }
                        }
                    }
                } label: {
                    Label("Details", systemImage: "ellipsis.circle")
                        .labelStyle(.iconOnly)
                }
            }
        }
    }
}

struct OrderDetailView: View {
    @Binding var order: Order

    var body: some View {
        List {
            Section("Status") {
                order.status.label
                if let date = order.completionDate {
                    LabeledContent("Completed", value: date.formatted(date: .omitted, time: .shortened))
                }
            }
            Section("Donuts") {
                ForEach(order.donuts) { donut in
                    LabeledContent(donut.name, value: "\(order.sales[donut.id] ?? 0)")
                }
            }
            Section("Total") {
                LabeledContent("Donuts", value: "\(order.totalSales)")
            }
        }
        .navigationTitle(order.id)
        .toolbar {
            ToolbarItemGroup {
                Button {
                    order.status = .completed
                    order.completionDate = Date()
                } label: {
                    Label("Complete Order", systemImage: "checkmark.circle")
                }
                .disabled(order.isComplete)
            }
        }
    }
}

struct OrdersView: View {
    @ObservedObject var model: FoodTruckModel
    @State private var sortOrder = [KeyPathComparator(\Order.status, order: .reverse)]
    @State private var searchText = ""
    @State private var selection: Set<Order.ID> = []
    @Environment(\.horizontalSizeClass) private var sizeClass

    var displayAsList: Bool { sizeClass == .compact }

    var orders: [Order] {
        model.orders.filter { $0.matches(searchText: searchText) }.sorted(using: sortOrder)
    }

    var body: some View {
        Group {
            if displayAsList {
                List {
                    Section {
                        ForEach(orders) { order in
                            NavigationLink(value: order.id) {
                                OrderRow(order: order)
                            }
                        }
                    }
                }
                .listStyle(.insetGrouped)
            } else {
                OrdersTable(model: model, sortOrder: $sortOrder, selection: $selection, orders: orders)
                    .tableStyle(.inset)
            }
        }
        .navigationTitle("Orders")
        .navigationDestination(for: Order.ID.self) { id in
            OrderDetailView(order: model.orderBinding(for: id))
        }
        .toolbar {
            if !displayAsList {
                Button {
                    for id in selection { model.markOrderAsCompleted(id: id) }
                } label: {
                    Label("Complete Selected", systemImage: "checkmark.circle")
                }
                .disabled(selection.isEmpty)
            }
        }
        .searchable(text: $searchText)
        .onAppear { model.startTakingOrders() }
    }
}

/// The window: it gives the orders screen its width class (an iPad, full screen or in split view).
struct DeviceFrame: View {
    @StateObject var model = FoodTruckModel()
    @State var sizeClass: UserInterfaceSizeClass = .regular

    var body: some View {
        NavigationStack {
            OrdersView(model: model)
        }
        .environment(\.horizontalSizeClass, sizeClass)
    }
}

// Workload: the table on a full-screen iPad; a new order arrives; the user
// completes one from its row's menu, searches, clears the search, then the
// app goes into split view (compact: a list), and the user opens an order and
// completes it from its detail.
Redraw.root { DeviceFrame() }
Redraw.wait(seconds: 4)
Redraw.tap("Complete Order", index: 0)
Redraw.type("Search", "Nebula")
Redraw.step("clear the search") { Redraw.type("Search", "") }
Redraw.step("enter split view") { Redraw.setState(DeviceFrame.self, \.sizeClass, .compact) }
Redraw.tap("Order#1201")
Redraw.tap("Complete Order")
Redraw.dismiss()
