// InputMaker: input number i of a run, made from the seed, i and the corpus
// alone — the same bytes in the run, in a worker that starts at i, and in the
// minimiser — with the mutators it went through, for the report.

struct FuzzInput {
    let index: Int
    let base: String
    let mutators: [Mutator]
    let bytes: [UInt8]
}

struct InputMaker {
    let corpus: Corpus
    let seed: UInt64

    func input(_ index: Int) -> FuzzInput {
        var rng = SplitMix64(seed: seed, index: index)
        let file = corpus.files[rng.below(corpus.files.count)]
        var bytes = file.bytes
        let count = rng.chance(60) ? 1 : rng.within(2...4)
        var applied: [Mutator] = []
        for _ in 0..<count {
            let m = Mutator.choose(&rng)
            m.apply(to: &bytes, corpus: corpus, rng: &rng)
            applied.append(m)
        }
        return FuzzInput(index: index, base: file.path, mutators: applied, bytes: bytes)
    }
}
