// Article 001 (Hungarian, "SwiftUI @Observable makró útmutató"), section
// "Migráció ObservableObject-ről @Observable-re lépésről lépésre": ProfileModel
// and ProfileForm. BEFORE migration ("ELŐTTE"): ObservableObject, @Published,
// @StateObject. The pair: profile-form-after.swift has the same views and
// workload.
//
// What the workload shows: ProfileForm's body only creates a binding to
// `displayName`; the TextField reads through it. Under push the form
// subscribes to the whole model, so every keystroke re-runs ProfileForm, and
// so does `isDirty`, which no view shows, even when re-written with the same
// value. Under pull (the after form) typing updates the TextField control
// alone and the `isDirty` writes reach nobody.
//
// Adapted:
// - `@StateObject private var model = ProfileModel()` receives the model from
//   the workload (`@StateObject var model: ProfileModel`).

import SwiftUI

// ELŐTTE
final class ProfileModel: ObservableObject {
    @Published var displayName: String = ""
    @Published var isDirty: Bool = false
}

struct ProfileForm: View {
    @StateObject var model: ProfileModel
    var body: some View {
        TextField("Név", text: $model.displayName)
    }
}

// Workload (identical in profile-form-after.swift)
let profileModel = ProfileModel()

Redraw.root { ProfileForm(model: profileModel) }

Redraw.step("type a display name", frames: 5) { frame in
    // push: ProfileForm + the TextField every frame; pull: the TextField alone.
    profileModel.displayName = String("Kovács".prefix(frame + 1))
}
Redraw.step("mark the form dirty") {
    // push: ProfileForm (the TextField is skipped: same binding value);
    // pull: nothing reads isDirty.
    profileModel.isDirty = true
}
Redraw.step("mark it dirty again") {
    // push: sends again; pull: equal value, no notification.
    profileModel.isDirty = true
}
