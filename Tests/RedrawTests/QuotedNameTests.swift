// How a step's name is quoted where a reader copies it into `--step` (explain's header, its
// errors, `redraw list`, the run's notes): single quotes when no escape is needed, so
// `tap "Rename first"` reads as it is typed in a shell (a tester read `"tap \"Rename first\""`).

import RedrawResults
import Testing

@Suite struct QuotedNameTests {
    @Test func aNameWithDoubleQuotesIsSingleQuoted() {
        #expect(#"tap "Rename first""#.quotedName == #"'tap "Rename first"'"#)
    }

    @Test func otherNamesKeepTheSwiftLiteral() {
        #expect("initial render".quotedName == #""initial render""#)
        #expect(#"type "it's" into "Name""#.quotedName == #""type \"it's\" into \"Name\"""#)
        #expect(#"a \ "b""#.quotedName == #""a \\ \"b\"""#)
    }
}
