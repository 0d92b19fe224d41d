// Corpus: the files the fuzzer mutates — every `.swift` file under
// `Scenarios/` and `Tests/Fixtures/` — read as bytes, in sorted path order,
// so that the same checkout always gives the same corpus.

import Foundation

struct CorpusFile {
    let path: String
    let bytes: [UInt8]
}

struct Corpus {
    let files: [CorpusFile]
    /// Files under the folders left out: the fuzzer's own regression inputs.
    var excluded = 0

    var byteCount: Int { files.reduce(0) { $0 + $1.bytes.count } }

    /// Every `.swift` file under the folders (relative to `root`), sorted by path.
    static func load(root: String, folders: [String]) throws -> Corpus {
        var paths: [String] = []
        let manager = FileManager.default
        for folder in folders {
            let base = root + "/" + folder
            guard let walker = manager.enumerator(atPath: base) else {
                throw FuzzError("\(base): cannot read the corpus folder")
            }
            for case let relative as String in walker where relative.hasSuffix(".swift") {
                paths.append(folder + "/" + relative)
            }
        }
        paths.sort()
        // A fixture the fuzzer saved is a regression input, not a seed: keeping it out keeps
        // the figures of a seed the same when a fixture is added.
        let all = paths.count
        paths.removeAll { $0.hasPrefix(excludedFolder) }
        let files = try paths.map { path -> CorpusFile in
            guard let data = manager.contents(atPath: root + "/" + path) else {
                throw FuzzError("\(root)/\(path): cannot read the corpus file")
            }
            return CorpusFile(path: path, bytes: [UInt8](data))
        }
        if files.isEmpty { throw FuzzError("\(root): no .swift files under \(folders.joined(separator: ", "))") }
        return Corpus(files: files, excluded: all - files.count)
    }

    static let excludedFolder = "Tests/Fixtures/Fuzz/"
}

/// An error of the fuzzer itself (bad option, unreadable corpus): printed, exit 1.
struct FuzzError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
