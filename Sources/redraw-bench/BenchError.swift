/// A failure of the benchmark itself: a bad option, or two sides doing different work.
struct BenchError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
