// Snippets: the hostile Swift that the mutators put into a file — extreme
// literals, deep nesting, long flat syntax, runaway code and huge counts —
// each the kind of input that once crashed or hung Redraw (issue #13).
//
// Deep and long syntax stresses the front end itself (the parser and every
// recursive pass over its tree); recursion, endless loops and huge counts only
// matter once the file is compiled and run, but the front end must still take
// them in its stride.

enum Snippets {
    /// Literals at and past the edges of Int, Double and String.
    static func extremeLiteral(_ rng: inout SplitMix64) -> String {
        switch rng.below(14) {
        case 0: return "-9223372036854775808"
        case 1: return "9223372036854775808"
        case 2: return "2147483648"
        case 3: return "1e309"
        case 4: return "-1e309"
        case 5: return "0x" + String(repeating: "F", count: rng.within(17...40))
        case 6: return String(repeating: "9", count: rng.within(20...400))
        case 7: return "\"" + String(repeating: "a", count: rng.within(10_000...200_000)) + "\""
        case 8: return "Int.min / -1"
        case 9: return "-(Int.min)"
        case 10: return "Int(0.0 / 0.0)"
        case 11: return "1_"
        case 12: return "0b" + String(repeating: "1", count: rng.within(64...200))
        default: return "\"\\u{" + String(repeating: "F", count: rng.within(6...12)) + "}\""
        }
    }

    /// An expression nested `depth` deep: brackets, parentheses, closures, calls.
    static func deepExpression(_ rng: inout SplitMix64, depth: Int) -> String {
        switch rng.below(6) {
        case 0: return String(repeating: "[", count: depth) + "1" + String(repeating: "]", count: depth)
        case 1: return String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth)
        case 2: return String(repeating: "{ ", count: depth) + "1" + String(repeating: " }()", count: depth)
        case 3: return String(repeating: "[", count: depth) + "1"   // never closed
        case 4: return String(repeating: "f(", count: depth) + "0" + String(repeating: ")", count: depth)
        default: return String(repeating: "{ _ in ", count: depth) + "0" + String(repeating: " }", count: depth)
        }
    }

    /// Statements nested `depth` deep.
    static func deepStatements(_ rng: inout SplitMix64, depth: Int) -> String {
        switch rng.below(3) {
        case 0: return String(repeating: "if true { ", count: depth) + "print(1)" + String(repeating: " }", count: depth)
        case 1: return String(repeating: "do { ", count: depth) + String(repeating: " }", count: depth)
        default: return String(repeating: "struct S\(depth) { ", count: depth) + String(repeating: " }", count: depth)
        }
    }

    /// Flat but very long syntax: thousands of `else if`s, terms, ternaries, modifiers.
    static func longFlat(_ rng: inout SplitMix64) -> String {
        switch rng.below(6) {
        case 0:
            var s = "func __chain(_ x: Int) -> Int {\n    if x == 0 { return 0 }"
            for i in 1..<5_000 { s += "\n    else if x == \(i) { return \(i) }" }
            return s + "\n    return -1\n}\n"
        case 1:
            return "let __sum = " + Array(repeating: "1", count: 5_000).joined(separator: " + ") + "\n"
        case 2:
            var s = "let __pick = "
            for i in 0..<20_000 { s += "__x == \(i) ? \(i) : " }
            return s + "0\n"
        case 3:
            return "struct __Long: View {\n    var body: some View {\n        Text(\"x\")"
                + String(repeating: ".padding()", count: 5_000) + "\n    }\n}\n"
        case 4:
            return "let __maps = [1]" + String(repeating: ".map { $0 + 1 }", count: 5_000) + "\n"
        default:
            return "let __strings = \"" + String(repeating: "\\(1)", count: 5_000) + "\"\n"
        }
    }

    /// Code that is fine for the front end and fatal when it runs: recursion, endless
    /// loops, arithmetic traps, bad counts, huge counts.
    static func runaway(_ rng: inout SplitMix64) -> String {
        let all = [
            "func __f() -> Int { __f() }\n",
            "func __g(_ n: Int) -> Int { n == 0 ? 0 : 1 + __g(n - 1) }\nlet __deep = __g(100_000)\n",
            "final class __Loop { var v: Int { v } }\n",
            "struct __Self: View { var body: some View { __Self() } }\n",
            "Redraw.step(\"spin\") { while true {} }\n",
            "Redraw.step(\"huge\", frames: 2147483648) { _ in }\n",
            "Redraw.step(\"many\", frames: 10000000) { _ in }\n",
            "let __big = (0..<2147483648).map { $0 }\n",
            "let __all = (0..<Int.max).map { $0 }\n",
            "let __q = Int.min % -1\n",
            "let __a = abs(Int.min)\n",
            "let __r = Int.random(in: Int.min...Int.max)\n",
            "let __d = Int(1e308)\n",
            "let __e = [1, 2, 3].dropFirst(-1)\n",
            "var __h = [1, 2, 3]; __h.removeFirst(5)\n",
            "let __s = String(format: \"%@\", 1)\n",
            "let __p = param(\"rows\", -5)\n",
            "let __c = { $2147483648 }\n",
            "let __n = 0...Int.max\n",
        ]
        return rng.pick(all)
    }

    /// Bytes that are not valid UTF-8, or valid but unusual: controls, NUL, BOM, separators.
    static func oddBytes(_ rng: inout SplitMix64) -> [UInt8] {
        let all: [[UInt8]] = [
            [0x80], [0xBF], [0xC0, 0x80], [0xC1, 0xBF], [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80],
            [0xF4, 0x90, 0x80, 0x80], [0xF5], [0xFE], [0xFF], [0xC3], [0xE2, 0x82], [0xF0, 0x9F, 0x98],
            [0x00], [0x01], [0x07], [0x08], [0x0B], [0x0C], [0x14], [0x1B], [0x1F], [0x7F],
            [0xEF, 0xBB, 0xBF], [0xE2, 0x80, 0xA8], [0xE2, 0x80, 0x8B], [0xC2, 0x85], [0xC2, 0xA0],
            [0xE2, 0x80, 0xAE], [0xF0, 0x9F, 0x98, 0x80], [0x0D], [0x09],
        ]
        return rng.pick(all)
    }

    /// End to end: runaway code as a top-level piece that runs — in a step, at the top level or
    /// in the root's content — each a kind of issue #13. Values come through `param` where a
    /// literal would let swiftc fold the trap into a compile error (which is fine too: other
    /// pieces keep the literal).
    struct Piece {
        let declaration: String
        /// Put at the start of `Redraw.root { … }`'s content, when the file has one.
        var rootContent: String? = nil
    }

    static func runawayEndToEnd(_ rng: inout SplitMix64) -> Piece {
        let all: [Piece] = [
            Piece(declaration: "func __f(_ n: Int) -> Int { __f(n + 1) + 1 }\nRedraw.step(\"recurse\") { print(__f(0)) }\n"),
            Piece(declaration: "func __g(_ n: Int) -> Int { n == 0 ? 0 : 1 + __g(n - 1) }\nRedraw.step(\"deep\") { print(__g(param(\"depth\", 100_000))) }\n"),
            Piece(declaration: "final class __Loop { var v: Int { v } }\nRedraw.step(\"getter\") { print(__Loop().v) }\n"),
            Piece(declaration: "struct __Endless: View { let n: Int; var body: some View { AnyView(__Endless(n: n + 1)) } }\n",
                  rootContent: "__Endless(n: 0)"),
            Piece(declaration: "struct __Trapping: View { var body: some View { Text(\"\\([Int]()[param(\"i\", 0)])\") } }\n",
                  rootContent: "__Trapping()"),
            Piece(declaration: "Redraw.step(\"spin\") { while true {} }\n"),
            Piece(declaration: "Redraw.step(\"spin frames\", frames: 3) { _ in while param(\"forever\", true) {} }\n"),
            Piece(declaration: "Redraw.step(\"huge\", frames: 2147483648) { _ in }\n"),
            Piece(declaration: "Redraw.step(\"many\", frames: 1_000_000) { _ in }\n"),
            Piece(declaration: "Redraw.step(\"map\") { print((0..<param(\"n\", 2147483648)).map { $0 &* 3 }.count) }\n"),
            Piece(declaration: "Redraw.step(\"all\") { print((0..<Int.max).map { $0 }.count) }\n"),
            Piece(declaration: "Redraw.step(\"string\") { print(String(repeating: \"x\", count: param(\"n\", 1 << 40)).count) }\n"),
            Piece(declaration: "Redraw.step(\"divide\") { print(Int.min / param(\"k\", -1)) }\n"),
            Piece(declaration: "Redraw.step(\"remainder\") { print(Int.min % param(\"k\", -1)) }\n"),
            Piece(declaration: "Redraw.step(\"negate\") { print(-(Int.min + param(\"k\", 0))) }\n"),
            Piece(declaration: "Redraw.step(\"abs\") { print(abs(Int.min + param(\"k\", 0))) }\n"),
            Piece(declaration: "Redraw.step(\"full range\") { print((0...Int.max).count) }\n"),
            Piece(declaration: "Redraw.step(\"random\") { print(Int.random(in: Int.min...Int.max)) }\n"),
            Piece(declaration: "Redraw.step(\"double\") { print(Int(param(\"x\", 1e308))) }\n"),
            Piece(declaration: "Redraw.step(\"nan\") { print(Int(param(\"x\", 0.0) / 0.0)) }\n"),
            Piece(declaration: "Redraw.step(\"drop\") { print([1, 2, 3].dropFirst(param(\"k\", -1))) }\n"),
            Piece(declaration: "Redraw.step(\"remove\") { var a = [1, 2, 3]; a.removeFirst(param(\"k\", 5)); print(a) }\n"),
            Piece(declaration: "Redraw.step(\"format\") { print(String(format: \"%@\", param(\"k\", 1))) }\n"),
            Piece(declaration: "Redraw.step(\"rows\") { print((0..<param(\"rows\", -5)).count) }\n"),
            Piece(declaration: "Redraw.step(\"unwrap\") { print(Int(param(\"k\", \"x\"))!) }\n"),
            Piece(declaration: "Redraw.step(\"fatal\") { fatalError(\"the workload gave up\") }\n"),
            Piece(declaration: "Redraw.step(\"closure\") { let c = { $2147483648 }; print(c) }\n"),
            Piece(declaration: "let __top = [Int]()[param(\"i\", 0)]\n"),
            Piece(declaration: "let __overflow = Int.max + param(\"k\", 1)\n"),
            Piece(declaration: "let __folded = Int.min / -1\n"),
        ]
        return rng.pick(all)
    }
}
