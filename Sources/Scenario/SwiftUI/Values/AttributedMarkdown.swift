// AttributedMarkdown: Foundation's `AttributedString(markdown:)` (iOS 15), which
// Foundation on Linux lacks (FoundationEssentials has `AttributedString`, but its
// Markdown parser is Darwin's), for `Text(try AttributedString(markdown: …))`.
//
// Invariants:
// - The characters are what a person sees: the inline marks a `Text`'s key
//   reads (`**bold**`, `*italic*`, `~~struck~~`, `` `code` ``, `[a link](url)`)
//   are dropped, as InlineMarkdown drops them; the styles are drawing and are
//   not kept as attributes.
// - Block syntax (headings, lists, paragraphs) is left as written: Apple's
//   parser with `.full` syntax drops its marks and the breaks between blocks,
//   which this does not (README, Known limits). Parsing never fails.

import Foundation

extension AttributedString {
    /// How Markdown is read: accepted, and read as inline Markdown whatever they say.
    public struct MarkdownParsingOptions: Hashable, Sendable {
        public enum InterpretedSyntax: Hashable, Sendable { case full, inlineOnly, inlineOnlyPreservingWhitespace }
        public enum FailurePolicy: Hashable, Sendable { case throwError, returnPartiallyParsedIfPossible }

        public var allowsExtendedAttributes: Bool
        public var interpretedSyntax: InterpretedSyntax
        public var failurePolicy: FailurePolicy
        public var languageCode: String?

        public init(allowsExtendedAttributes: Bool = false, interpretedSyntax: InterpretedSyntax = .full,
                    failurePolicy: FailurePolicy = .throwError, languageCode: String? = nil) {
            self.allowsExtendedAttributes = allowsExtendedAttributes
            self.interpretedSyntax = interpretedSyntax
            self.failurePolicy = failurePolicy
            self.languageCode = languageCode
        }
    }

    public init(markdown: String, options: MarkdownParsingOptions = .init(), baseURL: URL? = nil) throws {
        self.init(InlineMarkdown.shown(markdown))
    }

    public init(markdown: Data, options: MarkdownParsingOptions = .init(), baseURL: URL? = nil) throws {
        try self.init(markdown: String(decoding: markdown, as: UTF8.self), options: options, baseURL: baseURL)
    }
}
