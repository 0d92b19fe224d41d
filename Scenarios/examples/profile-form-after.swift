// Article 001 (Hungarian, "SwiftUI @Observable makró útmutató"), section
// "Migráció ObservableObject-ről @Observable-re lépésről lépésre": ProfileModel
// and ProfileForm. AFTER migration ("UTÁNA"): @Observable, @State, and the
// article's local `@Bindable var model = model` in body. The pair:
// profile-form-before.swift has the same views and workload.
//
// What the workload shows: ProfileForm's body only creates a binding to
// `displayName` (the local @Bindable projects it and reads nothing); the
// TextField reads through it. Under pull typing updates the TextField control
// alone and the `isDirty` writes reach nobody. Under push (the before form)
// every keystroke and every `isDirty` write, even an equal one, re-runs
// ProfileForm.
//
// Adapted:
// - `@State private var model = ProfileModel()` receives the model from the
//   workload (`@State var model: ProfileModel`).
// - The local `@Bindable var model = model` is the article's; it is the one
//   line the before form does not have (there `$model` comes from
//   @StateObject). It reads nothing, so the counts are the same.

import SwiftUI
import Observation

// UTÁNA
@Observable
final class ProfileModel {
    var displayName: String = ""
    var isDirty: Bool = false
}

struct ProfileForm: View {
    @State var model: ProfileModel
    var body: some View {
        @Bindable var model = model  // lokális bindable projektálás
        TextField("Név", text: $model.displayName)
    }
}

// Workload (identical in profile-form-before.swift)
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
