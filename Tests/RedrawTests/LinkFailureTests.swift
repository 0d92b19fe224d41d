// A form that compiles and does not link is reported as Redraw's bug, with each
// missing symbol demangled and the function that needed it (the tester's
// generic `PagedListView`, before the kit exported `ObjectBox`'s metadata).

@testable import RedrawBuild
import Testing

@Suite struct LinkFailureTests {
    static let lld = """
        error: link command failed with exit code 1 (use -v to see invocation)
        ld.lld: error: undefined symbol: $s7SwiftUI9ObjectBoxCMa
        >>> referenced by <compiler-generated>:0 (/<compiler-generated>:0)
        >>>               /tmp/c/builds/25f2.d/form.o:($s18RedrawUserScenario13PagedListViewV4bodyQrvg)
        clang: error: linker command failed with exit code 1 (use -v to see invocation)
        """

    @Test func anUndefinedKitSymbolIsNamedAsRedrawsBug() throws {
        let message = try #require(LinkFailure.message(Self.lld, file: "apps/paged"))
        #expect(message.hasPrefix("apps/paged: error: the scenario type-checks but does not link"), "\(message)")
        #expect(message.contains("  type metadata accessor for SwiftUI.ObjectBox ($s7SwiftUI9ObjectBoxCMa), "
                                 + "needed by RedrawUserScenario.PagedListView.body.getter : some"), "\(message)")
        #expect(message.contains("bug of Redraw's SwiftUI/Combine modules"), "\(message)")
        // The linker's own text follows.
        #expect(message.hasSuffix("linker command failed with exit code 1 (use -v to see invocation)"), "\(message)")
        // A shared library's link says it so; any other failure keeps the linker's text alone.
        #expect(LinkFailure.message("form.o: error: undefined reference to '$s7SwiftUI8StateBoxCMa'", file: "x")?
            .contains("type metadata accessor for SwiftUI.StateBox ($s7SwiftUI8StateBoxCMa)\n") == true)
        #expect(LinkFailure.message("ld.lld: error: unable to find library -lfoo", file: "x") == nil)
    }
}

/// An error swiftc places in the form's file in the build cache, past the user's lines, is in
/// code Redraw added (trial BA-2: a key path in its table of property names): the report says it
/// is Redraw's bug. An error at the user's line gets no such note.
@Suite struct GeneratedCodeErrorTests {
    @Test func anErrorInTheFormsOwnCodeIsNamedAsRedraws() {
        let generated = "/root/.cache/redraw/builds/11de341b694f574ef3e797ad2d6a4256.3270-0F34.swift:26:116: error: cannot form key path to global actor "
            + "'StorageActor'-isolated property 'cacheWarm'"
        let error = BuildError.compile(note: "note: in the push (ObservableObject) form, as written", diagnostics: generated)
        #expect(error.description.hasSuffix("note: that error is in code Redraw adds to the form, not in your file: it is "
                                            + "Redraw's bug — please report it with the file. `--engine push` or `--engine pull` "
                                            + "may profile the other form meanwhile, and an earlier `--swift-version` may avoid it"),
                "\(error)")
        let users = BuildError.compile(note: "note: in the push (ObservableObject) form, as written",
                                       diagnostics: "/home/me/builds/a.swift:3:5: error: cannot find 'x' in scope")
        #expect(!users.description.contains("Redraw's bug"), "\(users)")
    }
}
