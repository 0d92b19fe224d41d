// AssetSymbols: the Swift symbols Xcode 15+ generates for an app's asset
// catalogs ("Generate Swift Asset Symbol Extensions", on for new projects),
// added to a folder scenario's compiled forms so `Image(.logo)`,
// `Color(.brand)`, `Color.brand`, `.foregroundStyle(.brand)`, `UIColor.brand`
// and `UIImage.logo` compile as in the app.
//
// What Xcode generates, read from its output (`GeneratedAssetSymbols.swift`,
// as apps commit it): a colour gets `ColorResource`, `Color`, `ShapeStyle
// where Self == Color` and `UIColor` members; an image `ImageResource` and
// `UIImage` ones (no `Image` member: `Image(.logo)` takes the resource). The
// name is the asset's words in lower camel case ("Trip_Status_Bar" →
// `tripStatusBar`, "DSAction" → `dsAction`, "Frame 74" → `frame74`, "10_back"
// → `_10Back`), without a last word "Color" for a colour or "Image" for an
// image ("AccentColor" → `accent`, "Initial-Image" → `initial`, but "Image"
// stays `image`). A name that a framework type already has (a colour asset
// named "Primary": `Color.primary`) gets no member on that type, as Xcode
// warns and skips it.
//
// Invariants:
// - A member the scenario declares itself on the same type (an app that
//   committed its own symbols, or wrote them by hand) is not generated again.
// - Two assets with one symbol: the first (AssetCatalog's order) has it.

import SwiftSyntax

enum AssetSymbols {
    /// The extensions to add to a compiled form, or nil when there is nothing to add.
    static func source(_ catalog: AssetCatalog, declared: Set<Member>) -> String? {
        var taken = declared
        var resources: [String: [String]] = [:]   // ImageResource/ColorResource → members, non-namespaced
        var namespaced: [AssetCatalog.Kind: [(namespaces: [String], member: String)]] = [:]
        var frameworks: [String: [String]] = [:]  // Color, ShapeStyle, UIColor, UIImage → members
        for asset in catalog.assets {
            let symbol = Self.symbol(for: asset.baseName, kind: asset.kind)
            let resourceType = asset.kind == .image ? "ImageResource" : "ColorResource"
            let lookup = "\(resourceType)(name: \(literal(asset.name)), bundle: .main)"
            guard asset.namespaces.isEmpty else {
                let key = Member(type: resourceType + "." + asset.namespaces.joined(separator: "."), name: symbol)
                guard taken.insert(key).inserted else { continue }
                namespaced[asset.kind, default: []].append((asset.namespaces.map(typeName), "static let \(escaped(symbol)) = \(lookup)"))
                continue
            }
            guard taken.insert(Member(type: resourceType, name: symbol)).inserted else { continue }
            resources[resourceType, default: []].append("static let \(escaped(symbol)) = \(lookup)")
            let members: [(type: String, declaration: String)] = asset.kind == .color
                ? [("Color", "static var \(escaped(symbol)): Color { Color(ColorResource.\(escaped(symbol))) }"),
                   ("ShapeStyle", "static var \(escaped(symbol)): Color { Color(ColorResource.\(escaped(symbol))) }"),
                   ("UIColor", "static var \(escaped(symbol)): UIColor { UIColor(resource: ColorResource.\(escaped(symbol))) }")]
                : [("UIImage", "static var \(escaped(symbol)): UIImage { UIImage(resource: ImageResource.\(escaped(symbol))) }")]
            for (type, declaration) in members where !(frameworkMembers[type]?.contains(symbol) ?? false) {
                guard taken.insert(Member(type: type, name: symbol)).inserted else { continue }
                frameworks[type, default: []].append(declaration)
            }
        }
        var out = ""
        for type in ["ColorResource", "ImageResource"] {
            let kind: AssetCatalog.Kind = type == "ImageResource" ? .image : .color
            let plain = resources[type] ?? [], nested = namespaced[kind] ?? []
            guard !plain.isEmpty || !nested.isEmpty else { continue }
            out += "extension \(type) {\n" + plain.map { "    \($0)\n" }.joined() + namespaces(nested, depth: 0, indent: "    ") + "}\n"
        }
        for type in ["Color", "ShapeStyle", "UIColor", "UIImage"] {
            guard let members = frameworks[type] else { continue }
            let header = type == "ShapeStyle" ? "extension ShapeStyle where Self == Color" : "extension \(type)"
            out += header + " {\n" + members.map { "    \($0)\n" }.joined() + "}\n"
        }
        guard !out.isEmpty else { return nil }
        return "// The symbols Xcode generates for the app's asset catalogs (AssetSymbols).\n" + out
    }

    /// A static member the scenario declares in an extension of a type (the type's last name
    /// component: `DeveloperToolsSupport.ImageResource` is `ImageResource`).
    struct Member: Hashable {
        let type: String
        let name: String
    }

    /// Every `static let`/`static var` the file declares in an extension, by the extended type.
    static func declared(in tree: SourceFileSyntax) -> Set<Member> {
        let finder = DeclaredStatics(viewMode: .sourceAccurate)
        finder.walk(tree)
        return finder.members
    }

    /// The nested enums of namespaced assets at `depth`, grouped by their namespace there.
    private static func namespaces(_ items: [(namespaces: [String], member: String)], depth: Int, indent: String) -> String {
        var out = ""
        var order: [String] = []
        var groups: [String: [(namespaces: [String], member: String)]] = [:]
        for item in items where item.namespaces.count > depth {
            let name = item.namespaces[depth]
            if groups[name] == nil { order.append(name) }
            groups[name, default: []].append(item)
        }
        for name in order {
            let group = groups[name]!
            out += "\(indent)enum \(name) {\n"
            for item in group where item.namespaces.count == depth + 1 { out += "\(indent)    \(item.member)\n" }
            out += namespaces(group, depth: depth + 1, indent: indent + "    ")
            out += "\(indent)}\n"
        }
        return out
    }

    /// The symbol Xcode names an asset by (see the top of this file).
    static func symbol(for name: String, kind: AssetCatalog.Kind) -> String {
        var words = Self.words(name)
        let suffix = kind == .color ? "color" : "image"
        if words.count > 1, words.last!.lowercased() == suffix { words.removeLast() }
        guard let first = words.first else { return "_" }
        var symbol = lowerLeading(first) + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        if let initial = symbol.first, initial.isNumber { symbol = "_" + symbol }
        return symbol
    }

    /// A namespace folder's enum: its words, each capitalised ("AppIcon", "my icons" → `MyIcons`).
    static func typeName(_ name: String) -> String {
        let joined = words(name).map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        guard let initial = joined.first else { return "_" }
        return initial.isNumber ? "_" + joined : joined
    }

    /// The words of a name: split at every character that is not a letter or a digit, and before
    /// an upper-case letter that follows a lower-case one ("welcomeVCimage" → welcome, VCimage).
    static func words(_ name: String) -> [String] {
        var words: [String] = []
        var current = ""
        var previous: Character?
        for character in name {
            guard character.isLetter || character.isNumber, character.isASCII || character.isLetter else {
                if !current.isEmpty { words.append(current) }
                current = ""; previous = nil
                continue
            }
            if character.isUppercase, let previous, previous.isLowercase, !current.isEmpty {
                words.append(current)
                current = ""
            }
            current.append(character)
            previous = character
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// "Accent" → accent, "DSAction" → dsAction, "URL" → url: the leading capitals in lower case,
    /// but the last of them when a lower-case letter follows (it begins the next word).
    private static func lowerLeading(_ word: String) -> String {
        let characters = Array(word)
        var run = 0
        while run < characters.count, characters[run].isUppercase { run += 1 }
        if run == 0 { return word }
        let lowered = run > 1 && run < characters.count && characters[run].isLowercase ? run - 1 : run
        return String(characters[..<lowered]).lowercased() + String(characters[lowered...])
    }

    private static func escaped(_ symbol: String) -> String {
        keywords.contains(symbol) ? "`\(symbol)`" : symbol
    }

    private static func literal(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "protocol", "public", "rethrows", "static", "struct",
        "subscript", "typealias", "var", "break", "case", "continue", "default", "defer", "do", "else", "fallthrough",
        "for", "guard", "if", "in", "repeat", "return", "switch", "where", "while", "as", "catch", "false", "is", "nil",
        "super", "self", "throw", "throws", "true", "try", "any", "some",
    ]

    /// Members Apple's frameworks already have on each type, which Xcode does not generate again.
    static let frameworkMembers: [String: Set<String>] = {
        let colors: Set<String> = ["black", "blue", "brown", "clear", "cyan", "gray", "green", "indigo", "mint", "orange",
                                   "pink", "purple", "red", "teal", "white", "yellow"]
        let uiColors: Set<String> = [
            "darkGray", "lightGray", "magenta", "label", "secondaryLabel", "tertiaryLabel", "quaternaryLabel", "link",
            "placeholderText", "separator", "opaqueSeparator", "systemBackground", "secondarySystemBackground",
            "tertiarySystemBackground", "systemGroupedBackground", "secondarySystemGroupedBackground",
            "tertiarySystemGroupedBackground", "systemFill", "secondarySystemFill", "tertiarySystemFill",
            "quaternarySystemFill", "tintColor", "lightText", "darkText", "systemBlue", "systemBrown", "systemCyan",
            "systemGreen", "systemIndigo", "systemMint", "systemOrange", "systemPink", "systemPurple", "systemRed",
            "systemTeal", "systemYellow", "systemGray", "systemGray2", "systemGray3", "systemGray4", "systemGray5", "systemGray6",
        ]
        // ShapeStyle's own styles (`.background`, `.tint`…) as well: a `Color` member of that name
        // would make `.foregroundStyle(.background)` ambiguous.
        let styles: Set<String> = ["background", "foreground", "selection", "separator", "placeholder", "link", "fill", "tint",
                                   "windowBackground", "primary", "secondary", "tertiary", "quaternary", "quinary", "image",
                                   "ultraThinMaterial", "thinMaterial", "regularMaterial", "thickMaterial", "ultraThickMaterial", "bar"]
        return [
            "Color": colors.union(["accentColor", "primary", "secondary"]),
            "ShapeStyle": colors.union(styles),
            "UIColor": colors.union(uiColors),
            "UIImage": ["add", "remove", "actions", "checkmark", "strokedCheckmark"],
        ]
    }()
}

/// Static members declared in extensions, by the extended type's last name component.
private final class DeclaredStatics: SyntaxVisitor {
    var members: Set<AssetSymbols.Member> = []

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let type = node.extendedType.trimmedDescription.split(separator: ".").last.map(String.init) ?? ""
        for member in node.memberBlock.members {
            if let variable = member.decl.as(VariableDeclSyntax.self),
               variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }) {
                for binding in variable.bindings {
                    if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                        members.insert(AssetSymbols.Member(type: type, name: name.trimmingCharacters(in: ["`"])))
                    }
                }
            }
        }
        return .visitChildren
    }
}
