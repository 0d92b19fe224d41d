// Wildcard: shell-style patterns for thresholds (`*` any run of characters, `?` one character).

public struct Wildcard: Equatable, Sendable, CustomStringConvertible {
    public let pattern: String
    private let characters: [Character]

    public init(_ pattern: String) {
        self.pattern = pattern
        self.characters = Array(pattern)
    }

    /// True when the whole of `text` matches (case-sensitive).
    public func matches(_ text: String) -> Bool {
        let t = Array(text)
        var p = 0, s = 0
        var star: Int? = nil, resume = 0
        while s < t.count {
            if p < characters.count, characters[p] == "?" || characters[p] == t[s] && characters[p] != "*" {
                p += 1; s += 1
            } else if p < characters.count, characters[p] == "*" {
                star = p; resume = s; p += 1
            } else if let starAt = star {
                p = starAt + 1; resume += 1; s = resume
            } else {
                return false
            }
        }
        while p < characters.count, characters[p] == "*" { p += 1 }
        return p == characters.count
    }

    public var description: String { pattern }
}
