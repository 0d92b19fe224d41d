// Coercion: integer literals where a floating-point type is declared.
//
// Swift types `5` by its context: `var price: Double = 5` holds 5.0, so
// `price / 2` is 2.5. The interpreter's values carry no static type, so where
// the declared type is `Double` (or `Float`, `CGFloat`) an `Int` is widened.

extension ScenarioCompiler {
    func isFloatingPoint(_ type: TypeRef?) -> Bool {
        switch type {
        case .named(let n)?: return ["Double", "Float", "CGFloat", "TimeInterval", "Float64", "Float32"].contains(n)
        case .optional(let wrapped)?: return isFloatingPoint(wrapped)
        default: return false
        }
    }

    /// `eval`, widened to `Double` when `type` is floating-point.
    func coerce(_ eval: @escaping Eval, to type: TypeRef?) -> Eval {
        guard isFloatingPoint(type) else { return eval }
        return { f in widen(try eval(f)) }
    }
}

@inline(__always)
func widen(_ v: Value) -> Value {
    if case .int(let i) = v { return .double(Double(i)) }
    return v
}
