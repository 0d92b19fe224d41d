// TypeRef: a type annotation as written, enough to check names and to tell
// model objects from values at load time.

import SwiftSyntax

public indirect enum TypeRef: Equatable, CustomStringConvertible {
    case named(String)
    case array(TypeRef)
    case optional(TypeRef)
    case dictionary(TypeRef, TypeRef)
    case other(String)

    init(_ syntax: TypeSyntax) {
        if let ident = syntax.as(IdentifierTypeSyntax.self) {
            let name = ident.name.text
            if let args = ident.genericArgumentClause?.arguments, name == "Array", let first = args.first,
               case .type(let t) = first.argument {
                self = .array(TypeRef(t))
            } else if let args = ident.genericArgumentClause?.arguments, name == "Optional", let first = args.first,
                      case .type(let t) = first.argument {
                self = .optional(TypeRef(t))
            } else {
                self = .named(name)
            }
        } else if let array = syntax.as(ArrayTypeSyntax.self) {
            self = .array(TypeRef(array.element))
        } else if let optional = syntax.as(OptionalTypeSyntax.self) {
            self = .optional(TypeRef(optional.wrappedType))
        } else if let iuo = syntax.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            self = .optional(TypeRef(iuo.wrappedType))
        } else if let dict = syntax.as(DictionaryTypeSyntax.self) {
            self = .dictionary(TypeRef(dict.key), TypeRef(dict.value))
        } else if let attributed = syntax.as(AttributedTypeSyntax.self) {
            self = TypeRef(attributed.baseType)
        } else {
            self = .other(syntax.trimmedDescription)
        }
    }

    /// The named type at the core: `TodoItem` for `[TodoItem]?`.
    public var baseName: String? {
        switch self {
        case .named(let n): return n
        case .array(let t), .optional(let t): return t.baseName
        default: return nil
        }
    }

    /// `T` for `T` and `T?`: the type a property holds directly.
    public var directName: String? {
        switch self {
        case .named(let n): return n
        case .optional(let t): return t.directName
        default: return nil
        }
    }

    public var description: String {
        switch self {
        case .named(let n): return n
        case .array(let t): return "[\(t)]"
        case .optional(let t): return "\(t)?"
        case .dictionary(let k, let v): return "[\(k): \(v)]"
        case .other(let s): return s
        }
    }
}
