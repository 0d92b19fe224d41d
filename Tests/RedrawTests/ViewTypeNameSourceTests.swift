// Every modifier wrapper of Redraw's SwiftUI (an underscored primitive view whose
// first generic parameter is the `Content` it modifies) is in ViewTypeName's
// list, so a report names a generic view by the views the user wrote: a
// wrapper missing from it showed `LoadingView<Array<News>, _Refreshable<…>>`
// (trial AT). Checked on the sources: the list is private to the kit.

import Foundation
import Testing

@Suite struct ViewTypeNameSourceTests {
    /// Underscored views whose first parameter is not a modified view: shown as they are.
    static let notModifiers: Set<String> = [
        "_ConditionalContent",  // SwiftUI's own name for `if`/`else` content
        "_LabeledControlGroupContent",  // a ControlGroup's content and label, both shown
        "_EditableForEach", "_TableRow", "_ToolbarView",
    ]

    @Test func everyWrapperOfAViewsContentIsShownAsTheViewItModifies() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/Scenario").path
        let paths = (FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []).filter { $0.hasSuffix(".swift") }
        let listed = try String(contentsOfFile: root + "/SwiftUI/Graph/ViewTypeName.swift", encoding: .utf8)
        let declaration = try Regex(#"public struct (_[A-Za-z]+)<[A-Za-z]+: View[,>][^{]*_PrimitiveView"#)
        var wrappers: [String] = []
        for path in paths {
            let text = try String(contentsOfFile: root + "/" + path, encoding: .utf8)
            for match in text.matches(of: declaration) { wrappers.append(String(match.output[1].substring ?? "")) }
        }
        #expect(wrappers.count >= 20, "the declarations were found: \(wrappers)")
        let missing = wrappers.filter { !Self.notModifiers.contains($0) && !listed.contains(" \($0)<") }
        #expect(missing.isEmpty, "add to ViewTypeName's modifierWrappers, or to notModifiers here: \(missing)")
    }
}
