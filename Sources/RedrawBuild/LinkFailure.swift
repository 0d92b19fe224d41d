// LinkFailure: a scenario that type-checked but did not link, said as what it
// is — a symbol Redraw's own modules should export and do not, a bug of
// Redraw's to report — instead of only ld.lld's mangled lines (a tester's
// generic `PagedListView` needed `$s7SwiftUI9ObjectBoxCMa`, the metadata
// accessor of an internal class, and `validate`, which only type-checks, had
// said OK).
//
// Invariants:
// - Only undefined symbols: any other link failure keeps the linker's text.
// - Each symbol is named demangled (the runtime's demangler, as `swift
//   demangle` prints it) with its mangled name, and with the first function
//   that referenced it; the linker's own text follows.

import Foundation

enum LinkFailure {
    /// The message for the link step's `output`, or nil when it names no undefined symbol.
    /// `file` is the scenario's path as the form's `#sourceLocation` gives it.
    static func message(_ output: String, file: String) -> String? {
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var symbols: [(symbol: String, referencedBy: String?)] = []
        for (index, line) in lines.enumerated() {
            // ld.lld: `error: undefined symbol: $s…`, then `>>> referenced by …` lines, the
            // referencing function in parentheses (`form.o:($s…4bodyQrvg)`); or, when linking a
            // shared library, `error: undefined reference to '$s…'` (its own line, no function).
            guard let symbol = undefinedSymbol(in: line), !symbols.contains(where: { $0.symbol == symbol }) else { continue }
            let user = lines[(index + 1)...].prefix(4).first { $0.contains(":($") }
                .flatMap { line in line.range(of: ":(").map { String(line[$0.upperBound...]).dropLastParenthesis } }
            symbols.append((symbol, user))
        }
        guard !symbols.isEmpty else { return nil }
        let named = symbols.map { entry in
            "  \(demangled(entry.symbol)) (\(entry.symbol))"
                + (entry.referencedBy.map { ", needed by \(demangled($0))" } ?? "")
        }
        return "\(file): error: the scenario type-checks but does not link: Redraw's scenario modules lack "
            + (symbols.count == 1 ? "a symbol" : "\(symbols.count) symbols") + " its code needs:\n"
            + named.joined(separator: "\n") + "\n"
            + "note: this is a bug of Redraw's SwiftUI/Combine modules, not of the file: please report it with the scenario "
            + "(`redraw validate` only type-checks, so it cannot see this)\n"
            + "note: the linker said:\n" + output.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    private static func undefinedSymbol(in line: String) -> String? {
        for marker in ["undefined symbol: ", "undefined reference to '"] {
            guard let range = line.range(of: marker) else { continue }
            let rest = line[range.upperBound...]
            let end = rest.firstIndex { $0 == "'" || $0 == " " } ?? rest.endIndex
            let symbol = String(rest[..<end])
            return symbol.isEmpty ? nil : symbol
        }
        return nil
    }

    /// `$s7SwiftUI9ObjectBoxCMa` → "type metadata accessor for SwiftUI.ObjectBox"; a name the
    /// demangler does not know is kept.
    static func demangled(_ symbol: String) -> String {
        guard let text = symbol.withCString({ swift_demangle($0, UInt(strlen($0)), nil, nil, 0) }) else { return symbol }
        defer { free(text) }
        return String(cString: text)
    }
}

/// The Swift runtime's demangler (what `swift demangle` uses), exported by libswiftCore.
@_silgen_name("swift_demangle")
private func swift_demangle(_ mangledName: UnsafePointer<CChar>?, _ mangledNameLength: UInt,
                            _ outputBuffer: UnsafeMutablePointer<CChar>?, _ outputBufferSize: UnsafeMutablePointer<UInt>?,
                            _ flags: UInt32) -> UnsafeMutablePointer<CChar>?

private extension String {
    var dropLastParenthesis: String { hasSuffix(")") ? String(dropLast()) : self }
}
