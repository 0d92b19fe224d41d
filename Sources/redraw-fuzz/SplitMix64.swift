// SplitMix64: the fuzzer's only source of randomness, so that a seed and a
// corpus always give the same inputs (Swift's own generator is seeded by the
// system and differs from run to run).
//
// Input number i is made by a generator seeded from (seed, i) alone, so any
// input can be remade on its own — by a worker that starts mid-run, or by the
// minimiser — without making the inputs before it.

struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    /// The generator of input `index` in the run seeded `seed`.
    init(seed: UInt64, index: Int) {
        var mixer = SplitMix64(seed: seed ^ 0x5DEE_CE66_D1CE_4E5B)
        for _ in 0..<2 { _ = mixer.next() }
        state = mixer.next() &+ UInt64(truncatingIfNeeded: index) &* 0x9E37_79B9_7F4A_7C15
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in 0..<bound (bound > 0); the tiny modulo bias does not matter here.
    mutating func below(_ bound: Int) -> Int {
        precondition(bound > 0)
        return Int(next() % UInt64(bound))
    }

    /// A number in `range`.
    mutating func within(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + below(range.upperBound - range.lowerBound + 1)
    }

    /// True with probability `percent` / 100.
    mutating func chance(_ percent: Int) -> Bool { below(100) < percent }

    mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
}
