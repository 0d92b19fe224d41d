// Article 003 (Romanian, "Macro-ul @Observable în SwiftUI: Ghid Complet de
// Migrare"), section "Cum migrezi de la ObservableObject la @Observable, pas cu
// pas", steps 1-4: the cart Cos, its owner EcranCos, the child
// ListaProduselor and the coupon editor EditorCupon. AFTER migration
// ("După"): @Observable, `@ObservationIgnored var sesiuneAnalitica`, @State,
// a plain property (ListaProduselor), @Bindable (EditorCupon). The pair:
// cart-before.swift has the same views and workload.
//
// What the workload shows: under pull each write reaches only its readers.
// Renaming a product re-runs ListaProduselor alone; typing a coupon code
// updates the coupon TextField alone (EditorCupon only creates the binding);
// applying the coupon (no view shows it) re-runs nothing; logging an
// analytics event (@ObservationIgnored) re-runs nothing. Under push (the
// before form) every published write re-runs EcranCos, ListaProduselor and
// EditorCupon, and the analytics write (unpublished) re-runs nothing.
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
// - `@State private var cos = Cos(sesiune: .actuala)` receives the cart from
//   the workload (`@State var cos: Cos`), and `init(sesiune:)` also takes the
//   initial products (`init(sesiune:produse:)`).
// - EcranCos's body shows EditorCupon under ListaProduselor (in the article
//   the two examples are separate); `cuponAplicat` gets an explicit `= nil`.

import SwiftUI
import Observation

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

// După
@Observable
final class Cos {
    var produse: [Produs] = []
    var cuponAplicat: Cupon? = nil
    var codCupon: String = ""
    @ObservationIgnored var sesiuneAnalitica: AnalyticsSession
    init(sesiune: AnalyticsSession, produse: [Produs]) {
        self.sesiuneAnalitica = sesiune
        self.produse = produse
    }
}

struct EcranCos: View {
    @State var cos: Cos
    var body: some View {
        VStack {
            ListaProduselor(cos: cos)
            EditorCupon(cos: cos)
        }
    }
}

struct ListaProduselor: View {
    var cos: Cos   // nicio adnotare
    var body: some View {
        List(cos.produse) { produs in
            Text(produs.nume)
        }
    }
}

struct EditorCupon: View {
    @Bindable var cos: Cos
    var body: some View {
        TextField("Cod cupon", text: $cos.codCupon)
    }
}

// Workload (identical in cart-before.swift)
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
