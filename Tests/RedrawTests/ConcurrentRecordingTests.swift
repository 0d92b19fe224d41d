// `redraw run --jobs N` compiles and counts several scenarios at once and times
// them one at a time: the same counts, the same migration plans and the same
// first failure as one at a time. WorkPool's invariants as units.

import Foundation
import RedrawBuild
import RedrawCLI
import Testing

@Suite(.serialized) struct ConcurrentRecordingTests {
    /// Three scenarios, each with two model classes so that `--plan` compiles and runs mixed forms.
    static func scenario(_ k: Int) -> String {
        """
        final class Cart\(k): ObservableObject { @Published var count = 0 }
        final class User\(k): ObservableObject { @Published var name = "a" }
        struct Badge: View {
            @ObservedObject var cart: Cart\(k)
            var body: some View { Text("\\(cart.count)") }
        }
        struct Header: View {
            @ObservedObject var user: User\(k)
            @ObservedObject var cart: Cart\(k)
            var body: some View { VStack { Text(user.name); Badge(cart: cart) } }
        }
        let cart = Cart\(k)()
        let user = User\(k)()
        Redraw.root { Header(user: user, cart: cart) }
        Redraw.step("add") { for _ in 0..<\(k) { cart.count += 1 } }
        Redraw.step("rename") { user.name = "b" }
        """
    }

    /// The count columns of every steps CSV under `folder` (times and allocations dropped: they are
    /// measured, not counted), by file name.
    func counts(in folder: String) throws -> [String: [String]] {
        var out: [String: [String]] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder) where name.hasSuffix(".steps.csv") {
            let lines = try String(contentsOfFile: folder + "/" + name, encoding: .utf8).split(separator: "\n")
            let header = lines[0].split(separator: ",", omittingEmptySubsequences: false)
            let last = try #require(header.firstIndex(of: "discarded_state_inits"))
            out[name] = lines.dropFirst().map { $0.split(separator: ",", omittingEmptySubsequences: false)[...last].joined(separator: ",") }
        }
        return out
    }

    /// The "Migration plan" section of a Markdown report, up to the next section, without its
    /// "Forms:" line (how many forms came from the build cache differs from run to run).
    func planSection(_ path: String) throws -> String {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let start = try #require(text.range(of: "## Migration plan"))
        let rest = text[start.upperBound...]
        let section = rest[..<(rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex)]
        #expect(section.contains("Suggested order"))
        return section.split(separator: "\n").filter { !$0.hasPrefix("Forms: ") }.joined(separator: "\n")
    }

    @Test func severalAtOnceCountAsOneAtATime() throws {
        let dir = NSTemporaryDirectory() + "redraw-jobs-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir + "/in", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        for k in 1...3 { try Self.scenario(k).write(toFile: dir + "/in/s\(k).swift", atomically: true, encoding: .utf8) }
        var folders: [String] = []
        for jobs in ["1", "3"] {
            let console = Console(capture: true)
            let status = RedrawCommandLine.main(["run", dir + "/in", "--out", dir + "/out\(jobs)", "--repeat", "1", "--warmup", "0",
                                                 "--plan", "--jobs", jobs], console: console)
            #expect(status == 0, "\(console.errors)")
            folders.append(dir + "/out\(jobs)")
        }
        let one = try counts(in: folders[0]), three = try counts(in: folders[1])
        #expect(one.count == 3)
        #expect(one == three)
        // Exact, from the update-cycle rules (push: every @Published write invalidates each view
        // holding the object): s2's "add" writes cart.count twice in one frame — Header and Badge
        // hold the cart, so 2 bodies; "rename" invalidates Header only, whose body passes the same
        // cart to Badge (an unchanged input: skipped), so 1. Pull: "add" re-runs Badge only (it
        // read count; Header did not), "rename" Header only (it read name; Badge's input is unchanged).
        let s2 = try #require(one["s2.steps.csv"])
        #expect(s2.contains { $0.hasPrefix("s2,push,as written,add,1,2,") }, "\(s2)")
        #expect(s2.contains { $0.hasPrefix("s2,push,as written,rename,1,1,") }, "\(s2)")
        #expect(s2.contains { $0.hasPrefix("s2,pull,migrated from ObservableObject,add,1,1,") }, "\(s2)")
        #expect(s2.contains { $0.hasPrefix("s2,pull,migrated from ObservableObject,rename,1,1,") }, "\(s2)")
        for k in 1...3 {
            #expect(try planSection(folders[0] + "/s\(k).md") == planSection(folders[1] + "/s\(k).md"))
        }
    }

    /// Without `--keep-going` the first failing scenario in the list's order is the one reported,
    /// however the jobs interleave, and no report is written.
    @Test func theFirstFailureInOrderWins() throws {
        let dir = NSTemporaryDirectory() + "redraw-jobs-fail-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir + "/in", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Self.scenario(1).write(toFile: dir + "/in/a.swift", atomically: true, encoding: .utf8)
        try (Self.scenario(2) + "\nRedraw.step(\"boom\") { fatalError(\"first\") }\n")
            .write(toFile: dir + "/in/b.swift", atomically: true, encoding: .utf8)
        try (Self.scenario(3) + "\nRedraw.step(\"bang\") { fatalError(\"second\") }\n")
            .write(toFile: dir + "/in/c.swift", atomically: true, encoding: .utf8)
        let console = Console(capture: true)
        let status = RedrawCommandLine.main(["run", dir + "/in", "--out", dir + "/out", "--repeat", "1", "--warmup", "0",
                                             "--jobs", "3"], console: console)
        #expect(status == 1)
        let first = try #require(console.errors.split(separator: "\n").first.map(String.init))
        #expect(first.contains("b.swift:"), "\(first)")
        #expect(first.contains("step \"boom\""), "\(first)")
        #expect(!FileManager.default.fileExists(atPath: dir + "/out/a.steps.csv"))
    }

    /// A use that a mixed form cannot decide fails that file's plan under `run --plan`, as a mixed
    /// form that does not compile does: the error is printed at the use, the file's reports are
    /// written without the plan (their Markdown quotes the error), and the run exits 1 — only in
    /// the run of the `--shard` that holds it. (It stopped the run before anything was built, and a
    /// tester's `run --plan` wrote no report at all.)
    @Test func anUndecidedUseFailsThePlanOfItsShardOnly() throws {
        let dir = NSTemporaryDirectory() + "redraw-undecided-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir + "/in", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Self.scenario(1).write(toFile: dir + "/in/s1.swift", atomically: true, encoding: .utf8)
        try """
        final class Cart: ObservableObject { @Published var count = 0 }
        final class User: ObservableObject { @Published var name = "a" }
        struct Badge: View { @EnvironmentObject var cart: Cart; var body: some View { Text("\\(cart.count)") } }
        func makeCart() -> Cart { Cart() }
        let user = User()
        Redraw.root { Badge().environmentObject(makeCart()) }
        Redraw.step("rename") { user.name = "b" }
        """.write(toFile: dir + "/in/bad.swift", atomically: true, encoding: .utf8)
        var failed: [String] = []
        for shard in ["1/2", "2/2"] {
            let console = Console(capture: true)
            let status = RedrawCommandLine.main(["run", dir + "/in", "--out", dir + "/out", "--repeat", "1", "--warmup", "0",
                                                 "--plan", "--shard", shard], console: console)
            guard status != 0 else { continue }
            failed.append(shard)
            // `makeCart()` starts after `Redraw.root { Badge().environmentObject(`: column 41 of line 6.
            #expect(console.errors.contains("bad.swift:6:41: error: cannot tell which model class `makeCart()` is"), "\(console.errors)")
            #expect(console.errors.contains("note: \(dir)/in/bad.swift: its migration plan was not measured"), "\(console.errors)")
        }
        // bad.swift is in one shard: that run fails, the other does not see it.
        #expect(failed.count == 1, "\(failed)")
        let report = try String(contentsOfFile: dir + "/out/bad.md", encoding: .utf8)
        #expect(report.contains("cannot tell which model class `makeCart()` is"), "\(report)")
        #expect(FileManager.default.fileExists(atPath: dir + "/out/bad.steps.csv"))
    }

    @Test func jobsMustBePositive() {
        let console = Console(capture: true)
        let status = RedrawCommandLine.main(["run", "no-such-folder", "--jobs", "0"], console: console)
        #expect(status == 1)
        #expect(console.errors.hasPrefix("error: --jobs takes a whole number from 1 to 256, not `0`"), "\(console.errors)")
    }

    // MARK: WorkPool

    @Test func outcomesComeBackInTheListsOrder() throws {
        let outcomes = WorkPool.map(Array(0..<20), width: 3, stopAfterFailure: false) { index, item in
            usleep(UInt32((20 - item) * 200))  // later items end sooner
            return item * 10 + index
        }
        #expect(try outcomes.map { try #require($0).get() } == (0..<20).map { $0 * 11 })
    }

    @Test func neverMoreThanWidthAtOnce() {
        let lock = NSLock()
        nonisolated(unsafe) var running = 0, most = 0
        _ = WorkPool.map(Array(0..<12), width: 2, stopAfterFailure: false) { _, _ in
            lock.lock(); running += 1; most = max(most, running); lock.unlock()
            usleep(2_000)
            lock.lock(); running -= 1; lock.unlock()
        }
        #expect(most == 2)
    }

    struct Failed: Error {}

    /// After a failure nothing new starts; what had started ends. One at a time, that is exactly
    /// the items before the failure and the failure itself.
    @Test func nothingStartsAfterAFailure() {
        nonisolated(unsafe) var started: [Int] = []
        let outcomes = WorkPool.map(Array(0..<6), width: 1, stopAfterFailure: true) { _, item in
            started.append(item)
            if item == 2 { throw Failed() }
            return item
        }
        #expect(started == [0, 1, 2])
        #expect(outcomes[3...].allSatisfy { $0 == nil })
        if case .failure = outcomes[2] {} else { Issue.record("item 2 should have failed") }
        let all = WorkPool.map(Array(0..<6), width: 1, stopAfterFailure: false) { _, item in
            if item == 2 { throw Failed() }
            return item
        }
        #expect(all.allSatisfy { $0 != nil })
    }
}
