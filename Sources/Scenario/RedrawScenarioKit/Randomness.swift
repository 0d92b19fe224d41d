// Randomness: seeded, so every run of a scenario is the same run. The
// rewriter passes `using: &RedrawRandom.generator` to the standard library's
// random APIs and turns `UUID()` into `RedrawRandom.uuid()`.

import Foundation

public enum RedrawRandom {
    /// What the rewritten calls pass (`using: &RedrawRandom.generator`): a handle on the one
    /// seeded state. Computed, so that passing it `inout` holds no access to a stored global: a
    /// seeded call inside another — the file's own `mutating func shuffle() { cards.shuffle() }`
    /// reached through its forwarder (SeededForwarders) — would otherwise be an exclusivity
    /// conflict, which the runtime stops ("Fatal access conflict detected").
    public static var generator: SeededGenerator {
        get { SeededGenerator(state: state) }
        set {}
    }
    nonisolated(unsafe) private static let state = SeedState(seed: 42)

    /// A version-4 UUID drawn from the seeded generator.
    public static func uuid() -> UUID {
        var bytes = [UInt8](repeating: 0, count: 16)
        for i in stride(from: 0, to: 16, by: 8) {
            var word = state.generator.next()
            for j in 0..<8 { bytes[i + j] = UInt8(truncatingIfNeeded: word); word >>= 8 }
        }
        bytes[6] = (bytes[6] & 0x0F) | 0x40
        bytes[8] = (bytes[8] & 0x3F) | 0x80
        return UUID(uuid: (bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                           bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]))
    }

    /// `arc4random_uniform(n)` from the seeded generator: a value in 0..<n, 0 when n is 0 (as the C one).
    public static func arc4random_uniform(_ bound: UInt32) -> UInt32 {
        bound == 0 ? 0 : UInt32.random(in: 0..<bound, using: &generator)
    }

    /// `arc4random()` from the seeded generator: any `UInt32`.
    public static func arc4random() -> UInt32 { UInt32(truncatingIfNeeded: state.generator.next()) }

    static func reset(seed: UInt64) { state.generator = SplitMix64(seed: seed) }
}

/// The run's seeded generator: every handle draws from the same state.
public struct SeededGenerator: RandomNumberGenerator {
    let state: SeedState
    public mutating func next() -> UInt64 { state.generator.next() }
}

final class SeedState {
    var generator: SplitMix64
    init(seed: UInt64) { generator = SplitMix64(seed: seed) }
}

/// SplitMix64 (Steele, Lea, Flood 2014): small, fast, and good enough for workloads.
public struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64
    public init(seed: UInt64) { state = seed }
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
