// InputMaker: input number i of a run, made from the seed, i and the corpus
// alone — the same bytes in the run, in a worker that starts at i, and in the
// minimiser — with the mutators it went through, for the report.

struct FuzzInput {
    let index: Int
    let base: String
    let mutators: [Mutator]
    let bytes: [UInt8]
}

/// Which inputs a mode makes. In process: any corpus file, one to four mutations of any kind.
/// End to end: small files, mostly the scenarios, one or two mutations biased to what passes the
/// front end (Mutator.endToEndWeight), since each input there costs a compile and runs.
enum FuzzMode: String, CaseIterable {
    case inProcess = "in-process"
    case endToEnd = "end-to-end"
}

struct InputMaker {
    let corpus: Corpus
    let seed: UInt64
    var mode: FuzzMode = .inProcess

    /// End to end: the files of at most this many bytes are the bases.
    static let endToEndMaxBytes = 5_000

    /// End to end: the bases, and their weights (a file under Scenarios/ counts ten times,
    /// a test fixture once: most fixtures are errors on purpose).
    var endToEndBases: [(file: CorpusFile, weight: Int)] {
        corpus.files.filter { $0.bytes.count <= Self.endToEndMaxBytes }.map { ($0, $0.path.hasPrefix("Scenarios/") ? 10 : 1) }
    }

    func input(_ index: Int) -> FuzzInput {
        if mode == .endToEnd { return endToEndInput(index) }
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

extension InputMaker {
    private func endToEndInput(_ index: Int) -> FuzzInput {
        var rng = SplitMix64(seed: seed, index: index)
        let bases = endToEndBases
        var roll = rng.below(bases.reduce(0) { $0 + $1.weight })
        var file = bases[0].file
        for b in bases {
            if roll < b.weight { file = b.file; break }
            roll -= b.weight
        }
        var bytes = file.bytes
        let count = rng.chance(70) ? 1 : 2
        var applied: [Mutator] = []
        for _ in 0..<count {
            let m = Mutator.chooseEndToEnd(&rng)
            m.applyEndToEnd(to: &bytes, corpus: corpus, rng: &rng)
            applied.append(m)
        }
        return FuzzInput(index: index, base: file.path, mutators: applied, bytes: bytes)
    }
}
