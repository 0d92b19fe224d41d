// Article 000 (Swedish, "@Observable Swift: Komplett Guide 2026"),
// section "Push-baserad invalidering" / "Från push till pull":
// UserProfile + ProfileHeader.
//
// Written in the article's @Observable form. Under the push engine Redraw runs
// the form the article shows as "Det gamla sättet" (ObservableObject,
// @Published, @ObservedObject var profile), so this one file is both halves.
//
// What the workload shows: ProfileHeader reads only `name` and `avatarURL`.
// Bumping `notificationCount` re-runs ProfileHeader under push (whole-object
// invalidation through objectWillChange) but not under pull, where only the
// badge that shows the count re-runs. Writing `name` re-runs ProfileHeader
// under both. Writing `email` (read only by the screen) re-runs the screen;
// under pull its children are skipped. Re-writing the same name sends under
// push and notifies nobody under pull.
//
// Adapted:
// - `avatarURL: URL?` is a `String?` (no URL in the interpreter), and
//   `AsyncImage(url: profile.avatarURL)` is `Text(profile.avatarURL ?? "")`
//   (no image loading); the body still reads `avatarURL`.
// - The e-mail placeholder (obfuscated in the article) is a plain address.
// - ProfileScreen and NotificationBadge are not in the article: a screen that
//   owns the profile and a view that shows `notificationCount`, so that the
//   count has a reader.

import SwiftUI
import Observation

@Observable
class UserProfile {
    var name: String = "Anna"
    var email: String = "anna@example.com"
    var avatarURL: String? = nil
    var notificationCount: Int = 0
}

struct ProfileHeader: View {
    var profile: UserProfile

    var body: some View {
        // Denna vy ritas BARA om när name eller avatarURL ändras
        // Ändringar i notificationCount påverkar inte denna vy!
        HStack {
            Text(profile.avatarURL ?? "")
            Text(profile.name)
        }
    }
}

// Added: shows the count, so that notificationCount has a reader.
struct NotificationBadge: View {
    var profile: UserProfile

    var body: some View {
        Label("\(profile.notificationCount)", systemImage: "bell")
    }
}

// Added: owns the profile (@State; @StateObject under push).
struct ProfileScreen: View {
    @State var profile: UserProfile

    var body: some View {
        VStack {
            ProfileHeader(profile: profile)
            NotificationBadge(profile: profile)
            Text(profile.email)
                .font(.caption)
        }
    }
}

// Workload
let profile = UserProfile()

Redraw.root { ProfileScreen(profile: profile) }

Redraw.step("new notifications", frames: 5) { frame in
    // push: ProfileScreen, ProfileHeader and NotificationBadge every frame;
    // pull: NotificationBadge alone.
    profile.notificationCount += 1
}
Redraw.step("rename") {
    // ProfileHeader under both engines (under pull nothing else reads name).
    profile.name = "Anna Svensson"
}
Redraw.step("set the avatar") {
    profile.avatarURL = "https://example.com/anna.png"
}
Redraw.step("change the e-mail") {
    // pull: ProfileScreen re-runs, its children are skipped (same inputs).
    profile.email = "anna.svensson@example.com"
}
Redraw.step("write the same name again") {
    // push: @Published sends anyway; pull: equal value, no notification.
    profile.name = "Anna Svensson"
}
