/// Times one operation on two sides in alternation, after warm-up.
///
/// Round after round, side A runs one frame, then side B, each timed alone
/// with `MonotonicClock` (and, around that, `ThreadCPUClock`); drift (frequency scaling, a neighbour's load) thus
/// hits both alike and their ratio stays fair. The round count fits a time
/// budget, estimated from the warm-up, between a minimum and a maximum.
/// The CPU clock's own cost (its system calls around an empty frame) is
/// calibrated once and subtracted from CPU-time samples; the report states it.
/// `between` runs untimed after the warm-up and after every `resetEvery`
/// rounds (restoring titles), and the round count is a multiple of
/// `resetEvery`, so every run samples the same cycle of title lengths.
import RedrawMeasure

struct SamplingPlan {
    var warmup: Int
    var minimumRounds: Int
    var maximumRounds: Int
    /// Wall-clock budget for the timed rounds of one comparison, in nanoseconds.
    var budget: Double
    var resetEvery: Int

    func scaled(by factor: Int) -> SamplingPlan {
        SamplingPlan(warmup: warmup, minimumRounds: minimumRounds * factor, maximumRounds: maximumRounds * factor,
                     budget: budget * Double(factor), resetEvery: resetEvery)
    }
}

/// Nanoseconds per frame: wall clock, and the thread's CPU time, for each side.
struct PairedSamples {
    var a: [Double] = []
    var b: [Double] = []
    var aCPU: [Double] = []
    var bCPU: [Double] = []
}

enum PairedTiming {
    static func run(_ plan: SamplingPlan, a: () throws -> Void, b: () throws -> Void,
                    between: () throws -> Void) throws -> PairedSamples {
        var warm = PairedSamples()
        var sinceReset = 0
        func round(into samples: inout PairedSamples) throws {
            let (wallA, cpuA) = try time(a)
            let (wallB, cpuB) = try time(b)
            samples.a.append(wallA)
            samples.b.append(wallB)
            samples.aCPU.append(max(0, cpuA - emptyFrameCPU))
            samples.bCPU.append(max(0, cpuB - emptyFrameCPU))
            sinceReset += 1
            if sinceReset == plan.resetEvery {
                try between()
                sinceReset = 0
            }
        }
        for _ in 0..<max(1, plan.warmup) { try round(into: &warm) }
        try between()
        sinceReset = 0
        let perRound = (Summary(warm.a)?.median ?? 0) + (Summary(warm.b)?.median ?? 0)
        let fit = perRound > 0 ? Int(plan.budget / perRound) : plan.maximumRounds
        let cycles = (min(plan.maximumRounds, max(plan.minimumRounds, fit)) + plan.resetEvery - 1) / plan.resetEvery
        let rounds = cycles * plan.resetEvery
        var samples = PairedSamples()
        for k in [\PairedSamples.a, \.b, \.aCPU, \.bCPU] { samples[keyPath: k].reserveCapacity(rounds) }
        for _ in 0..<rounds { try round(into: &samples) }
        return samples
    }

    /// Median thread CPU time of an empty timed frame: the clocks' own cost.
    static let emptyFrameCPU: Double = {
        var samples: [Double] = []
        for _ in 0..<2_001 { samples.append((try? time({}))?.1 ?? 0) }
        return Summary(samples)?.median ?? 0
    }()

    /// (wall, thread CPU) nanoseconds of one call; the CPU clock brackets the wall clock.
    @inline(__always)
    private static func time(_ body: () throws -> Void) throws -> (Double, Double) {
        let cpuStart = ThreadCPUClock.now()
        let start = MonotonicClock.now()
        try body()
        let wall = Double(MonotonicClock.nanoseconds(since: start))
        let cpu = Double(ThreadCPUClock.now() &- cpuStart)
        return (wall, cpu)
    }
}
