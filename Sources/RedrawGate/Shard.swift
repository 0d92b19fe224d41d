// Shard: one part of a CI matrix — `--shard K/N` on `run`, `baseline update`
// and `gate`. A scenario belongs to shard (hash of its id mod N) + 1, where its
// id is its report path without the suffix (`examples/cart-after`), so the
// partition is the same for the scenarios run now and for a baseline's, on
// every machine, and adding a file moves no other one. A shard may be empty.

public struct Shard: Equatable, Sendable, CustomStringConvertible {
    /// 1-based.
    public let index: Int
    public let count: Int

    public init(index: Int, count: Int) {
        self.index = index
        self.count = count
    }

    /// `K/N` with 1 ≤ K ≤ N ≤ 1000; nil otherwise.
    public init?(parsing text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let k = Int(parts[0]), let n = Int(parts[1]), n >= 1, n <= 1000, k >= 1, k <= n else { return nil }
        self.init(index: k, count: n)
    }

    public var description: String { "\(index)/\(count)" }

    public func contains(_ id: String) -> Bool {
        Int(Self.fnv1a(id) % UInt64(count)) == index - 1
    }

    /// FNV-1a, 64 bits, over the UTF-8 bytes: stable across processes (Swift's `Hasher` is seeded per process).
    static func fnv1a(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }
}

extension ResultSet {
    /// The scenarios of `shard`.
    public func filtered(to shard: Shard) -> ResultSet {
        ResultSet(location: location + " (shard \(shard))", scenarios: scenarios.filter { shard.contains($0.id) })
    }

    /// Several sets as one (the shards of a matrix): a scenario in two of them is an error.
    public static func merged(_ sets: [ResultSet]) throws -> ResultSet {
        var seen: [String: String] = [:]
        var scenarios: [ScenarioResult] = []
        for set in sets {
            for scenario in set.scenarios {
                if let other = seen[scenario.id] {
                    throw GateInputError("scenario \(scenario.id) is in both \(other) and \(set.location): give each shard's folder once")
                }
                seen[scenario.id] = set.location
                scenarios.append(scenario)
            }
        }
        return ResultSet(location: sets.map(\.location).joined(separator: " + "),
                         scenarios: scenarios.sorted { $0.id < $1.id })
    }
}
