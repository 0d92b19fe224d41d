// InlineMarkdown: what a `LocalizedStringKey` shows. SwiftUI reads a key's
// inline Markdown — `**bold**`, `*italic*`, `~~struck~~`, `` `code` ``,
// `[a link](url)` — and iOS 15's automatic grammar agreement,
// `^[\(count) Quote](inflect: true)`, which makes the noun agree with the
// number ("1 Quote", "2 Quotes"). The words a person sees, and a tap finds,
// are the text without the marks, inflected.
//
// Invariants:
// - A key with none of `*`, `~`, `` ` ``, `[` is shown as written (most keys:
//   no work).
// - Inflection is English and regular: a noun after 1 is made singular
//   (`Quotes` → `Quote`, `Stories` → `Story`), after any other number plural
//   (`Quote` → `Quotes`, `Box` → `Boxes`); Apple's engine knows irregular
//   nouns and other languages, which this does not (README).

enum InlineMarkdown {
    static func shown(_ key: String) -> String {
        guard key.contains(where: { $0 == "*" || $0 == "~" || $0 == "`" || $0 == "[" }) else { return key }
        var text = key
        for mark in marks {
            text = text.replacing(mark.regex) { match in
                func group(_ index: Int) -> String {
                    index < match.output.count ? match.output[index].substring.map(String.init) ?? "" : ""
                }
                return mark.shown(group(1), group(2))
            }
        }
        return text
    }

    /// A mark's pattern, compiled once (a body makes its keys at every evaluation), and what a
    /// match shows, from its first two groups.
    private struct Mark {
        let regex: Regex<AnyRegexOutput>
        let shown: (String, String) -> String
        init(_ pattern: String, _ shown: @escaping (String, String) -> String) {
            regex = try! Regex(pattern)
            self.shown = shown
        }
    }

    nonisolated(unsafe) private static let marks: [Mark] = [
        Mark(#"\^\[([^\]]*)\]\(inflect:\s*true\)"#) { phrase, _ in inflected(phrase) },
        Mark(#"\[([^\]]*)\]\([^)]*\)"#) { text, _ in text },
        Mark(#"\*\*(\S(?:.*?\S)?)\*\*"#) { text, _ in text },
        Mark(#"~~(\S(?:.*?\S)?)~~"#) { text, _ in text },
        // `*italic*` not inside a word (`2 * 3` and `a*b` stay): the character before is kept.
        Mark(#"(^|[^\w*])\*([^*\s](?:[^*]*[^*\s])?)\*(?=[^\w*]|$)"#) { before, text in before + text },
        Mark(#"`([^`]*)`"#) { text, _ in text },
    ]

    /// `3 Quote` → `3 Quotes`, `1 Quotes` → `1 Quote`: the word after the number agrees with it.
    static func inflected(_ phrase: String) -> String {
        let parts = phrase.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false).map(String.init)
        guard parts.count >= 2, let number = Double(parts[0].replacingOccurrences(of: ",", with: "")) else { return phrase }
        let noun = number == 1 ? singular(parts[1]) : plural(parts[1])
        return ([parts[0], noun] + parts.dropFirst(2)).joined(separator: " ")
    }

    private static func singular(_ word: String) -> String {
        let lower = word.lowercased()
        if lower.hasSuffix("ies"), word.count > 3 { return String(word.dropLast(3)) + "y" }
        for ending in ["ses", "xes", "ches", "shes"] where lower.hasSuffix(ending) { return String(word.dropLast(2)) }
        if lower.hasSuffix("s"), !lower.hasSuffix("ss") { return String(word.dropLast()) }
        return word
    }

    private static func plural(_ word: String) -> String {
        let lower = word.lowercased()
        if lower.hasSuffix("s") { return word }
        if lower.hasSuffix("y"), let before = lower.dropLast().last, !"aeiou".contains(before) { return String(word.dropLast()) + "ies" }
        for ending in ["x", "ch", "sh", "z"] where lower.hasSuffix(ending) { return word + "es" }
        return word + "s"
    }
}
