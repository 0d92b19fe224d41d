// Article 003 (Romanian, "Macro-ul @Observable în SwiftUI: Ghid Complet de
// Migrare"), section "Cum migrezi de la ObservableObject la @Observable, pas cu
// pas", steps 1-4: the cart Cos, its owner EcranCos, the child
// ListaProduselor and the coupon editor EditorCupon. BEFORE migration
// ("Înainte"): ObservableObject, @Published, an unpublished
// `sesiuneAnalitica`, @StateObject, @ObservedObject. The pair:
// cart-after.swift has the same views and workload.
//
// What the workload shows: under push all three views subscribe to the cart,
// so every published write re-runs EcranCos, ListaProduselor and EditorCupon,
// whatever each reads: typing a coupon code re-runs the product list, and
// applying the coupon (no view shows it) re-runs everything. Under pull (the
// after form) renaming a product re-runs ListaProduselor alone, typing updates
// the coupon TextField alone, and applying the coupon re-runs nothing.
// `sesiuneAnalitica` is unpublished here and @ObservationIgnored there:
// logging an analytics event re-runs nothing under either engine.
//
// Adapted:
// - Produs, Cupon and AnalyticsSession are not defined in the article:
//   structs (Produs: id, nume, pret; Cupon: cod; AnalyticsSession: id and an
//   event counter). `.actuala` (a static session) is
//   `AnalyticsSession(id: "actuala")`.
// - `TextField("Cod cupon", text: $cos.cuponAplicat.codSafe)` binds through
//   an Optional with an undefined helper `codSafe`; the scenario keeps
//   `cuponAplicat: Cupon?` and adds `codCupon: String`, the code being typed,
//   which the TextField binds; the workload applies it as
//   `cuponAplicat = Cupon(cod: codCupon)`.
// - `@StateObject private var cos = Cos(sesiune: .actuala)` receives the cart
//   from the workload (`@StateObject var cos: Cos`), and `init(sesiune:)`
//   also takes the initial products (`init(sesiune:produse:)`).
// - EcranCos's body shows EditorCupon under ListaProduselor (in the article
//   the two examples are separate); `cuponAplicat` gets an explicit `= nil`.

import SwiftUI

struct Produs: Identifiable {
    let id: Int
    var nume: String
    var pret: Double
}

struct Cupon {
    var cod: String
}

struct AnalyticsSession {
    var id: String
    var evenimente: Int = 0
}

// Înainte
final class Cos: ObservableObject {
    @Published var produse: [Produs] = []
    @Published var cuponAplicat: Cupon? = nil
    @Published var codCupon: String = ""
    var sesiuneAnalitica: AnalyticsSession
    init(sesiune: AnalyticsSession, produse: [Produs]) {
        self.sesiuneAnalitica = sesiune
        self.produse = produse
    }
}

struct EcranCos: View {
    @StateObject var cos: Cos
    var body: some View {
        VStack {
            ListaProduselor(cos: cos)
            EditorCupon(cos: cos)
        }
    }
}

struct ListaProduselor: View {
    @ObservedObject var cos: Cos
    var body: some View {
        List(cos.produse) { produs in
            Text(produs.nume)
        }
    }
}

struct EditorCupon: View {
    @ObservedObject var cos: Cos
    var body: some View {
        TextField("Cod cupon", text: $cos.codCupon)
    }
}

// Workload (identical in cart-after.swift)
let cos = Cos(
    sesiune: AnalyticsSession(id: "actuala"),
    produse: (0..<param("produse", 200)).map { Produs(id: $0, nume: "Produs \($0)", pret: Double($0 % 9 + 1) * 4.5) }
)

Redraw.root { EcranCos(cos: cos) }

Redraw.step("rename one product") {
    // pull: ListaProduselor alone; push: all three views.
    cos.produse[3].nume = "Cafea boabe"
}
Redraw.step("type a coupon code", frames: 6) { frame in
    // pull: the coupon TextField alone; push: all three views + the TextField.
    cos.codCupon = String("VARA10".prefix(frame + 1))
}
Redraw.step("apply the coupon") {
    // No view reads cuponAplicat: nothing under pull, all three under push.
    cos.cuponAplicat = Cupon(cod: cos.codCupon)
}
Redraw.step("log an analytics event", frames: 3) {
    // Unpublished / @ObservationIgnored: nothing under either engine.
    cos.sesiuneAnalitica.evenimente += 1
}
Redraw.step("add a product") {
    // pull: ListaProduselor (one row more); push: all three views.
    cos.produse.append(Produs(id: 10_000, nume: "Ceai verde", pret: 12))
}
