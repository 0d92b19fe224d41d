import Testing

@Suite struct SmokeTests {
    static let profile = """
    @Observable class UserProfile {
        var name = "Anna"
        var notificationCount = 0
    }
    struct ProfileHeader: View {
        var profile: UserProfile
        var body: some View {
            HStack { Text(profile.name) }
        }
    }
    let profile = UserProfile()
    Redraw.root { ProfileHeader(profile: profile) }
    Redraw.step("notify") { profile.notificationCount += 1 }
    Redraw.step("rename") { profile.name = "Bo" }
    """

    @Test func pushRerunsOnAnyPublishedChange() throws {
        let r = try run(Self.profile, .push)
        #expect(r.bodies("initial render", "ProfileHeader") == 1)
        #expect(r.bodies("notify", "ProfileHeader") == 1)
        #expect(r.bodies("rename", "ProfileHeader") == 1)
    }

    @Test func pullRerunsOnlyOnReadProperty() throws {
        let r = try run(Self.profile, .pull)
        #expect(r.bodies("notify", "ProfileHeader") == 0)
        #expect(r.bodies("rename", "ProfileHeader") == 1)
    }
}
