// ModellingNotes: the Redraw note that follows one of swiftc's errors when the
// name it could not find is likely API that Redraw's modules do not model —
// so the user reads "not modelled yet" at their own line, not a riddle.
//
// Invariants:
// - A name the file declares is the user's own: no note. One within two edits
//   of such a name may be a typo or API that looks like it: the note says both.
// - SwiftUI's underscored names (`_ChangedGesture`, an associated `_Label`) are
//   API too: `cannot find type '_X'` and `'_X' is not a member type` get the note.
// - UIKit and AppKit are named as such (they do not exist off Apple's
//   platforms), Foundation's types that Linux lacks and Redraw declares
//   (`NSItemProvider`) as Foundation's, and so is UserNotifications' API beyond what Redraw's module
//   has; a `UIViewRepresentable` gets what to do instead; so does
//   Foundation's URL loading (FoundationNetworking on Linux; scenarios run offline).

import RedrawFrontEnd

/// What the file declares itself, for telling its names from API.
struct OwnNames {
    /// The simple names of every type it declares.
    var types: [String] = []
    /// The names it declares only under `#if DEBUG`, with where.
    var debugOnly: [String: String] = [:]
    /// The environment values it declares (`@Entry var fontScale`).
    var environmentKeys: [String] = []
    /// Its view types: a modifier called on one that swiftc cannot find is SwiftUI's, not the view's.
    var views: [String] = []

    init(types: [String] = [], debugOnly: [String: String] = [:], environmentKeys: [String] = [], views: [String] = []) {
        self.types = types
        self.debugOnly = debugOnly
        self.environmentKeys = environmentKeys
        self.views = views
    }

    init(_ analysis: ScenarioAnalysis) {
        self.init(types: analysis.declaredTypes + analysis.classNames + analysis.viewTypes, debugOnly: analysis.debugOnlyNames,
                  environmentKeys: analysis.environmentKeys, views: analysis.viewTypes)
    }
}

enum ModellingNotes {
    /// The note for one `path:line:col: error: …` line, if any.
    /// `modelled` gives the names of Redraw's modules, read when a note first needs them.
    static func note(after error: Substring, own: OwnNames, modelled: () -> ModelledNames? = { nil }) -> String? {
        let declared = own.types
        func isOwn(_ name: String) -> Bool {
            declared.contains { $0 == name || EditDistance.between(name, $0) <= 2 }
        }
        // Declared only under `#if DEBUG`, which Redraw's builds (an app's Release configuration) leave out.
        if let name = quoted(after: "has no member '", in: error) ?? quoted(after: "cannot find '", in: error),
           let place = own.debugOnly[name] {
            return "note: `\(name)` is declared under `#if DEBUG` (\(place)), and Redraw builds a scenario as an app's Release "
                + "configuration, where `DEBUG` is not defined: take the declaration out of `#if DEBUG`, or leave out the code "
                + "that uses it (often a preview's)"
        }
        // Foundation on Linux declares it and marks it unavailable (`DateComponentsFormatter`,
        // `NSPredicate(format:)`): swiftc says so; what to do is Redraw's to say.
        if error.contains("swift-corelibs-foundation") {
            return "note: Foundation on Linux does not provide this; give the scenario a small stand-in of its own (a type of "
                + "the same name declared in the file shadows Foundation's), or leave out the code that needs it"
        }
        if let module = quoted(after: "no such module '", in: error) {
            return "note: `\(module)` is not a module on this machine: Redraw compiles the scenario's own files alone, against the "
                + "toolchain's modules and its own SwiftUI, Combine, Charts, MapKit, CoreLocation, SwiftData, PhotosUI, StoreKit, os, UniformTypeIdentifiers, UserNotifications, UIKit and CoreGraphics. Paste the types the scenario "
                + "needs from `\(module)` into the file, or put the package's files in a folder scenario beside its workload.swift, "
                + "and remove the import: they are then the scenario's own, one module with it"
        }
        // A name near one of the file's own but not one of them: a typo, or API that only looks like
        // it (SwiftUI's `Transition` beside an app's `Transaction` got no note at all).
        if let name = quoted(after: "cannot find type '", in: error) ?? quoted(after: "cannot find '", in: error),
           name.drop(while: { $0 == "_" }).first?.isUppercase == true, !declared.contains(name),
           let near = declared.first(where: { EditDistance.between(name, $0) <= 2 }) {
            return "note: `\(name)` is not declared in the file: a typo of `\(near)`? If it is SwiftUI or Combine API, "
                + "Redraw does not model it yet (the README lists what it models)"
        }
        // SwiftUI's underscored API counts too (`_ChangedGesture<DragGesture>.Value`, `_MapGesture`).
        if let name = quoted(after: "cannot find type '", in: error) ?? quoted(after: "cannot find '", in: error),
           name.drop(while: { $0 == "_" }).first?.isUppercase == true, !isOwn(name) {
            if representables.contains(name) {
                return "note: `\(name)` wraps a UIKit or AppKit view, which does not exist off Apple's platforms: Redraw cannot "
                    + "run it; in the scenario, put a SwiftUI stand-in (`Color.clear`, a `Text`) where the wrapped view goes"
            }
            if networking.contains(name) { return networkingNote(name) }
            if linuxFoundationGaps.contains(name) {
                return "note: `\(name)` is Foundation API that Foundation on Linux does not have (swift-corelibs-foundation): give "
                    + "the scenario a small stand-in of the same name, declared in the file (README, Known limits)"
            }
            if isNotifications(name) {
                return "note: if `\(name)` is UserNotifications API, Redraw does not model it yet: its UserNotifications has the "
                    + "center, authorization, pending requests, their content and triggers (the README lists them), and delivers "
                    + "nothing — leave out the code that handles a delivered notification, or give the scenario a stand-in for it"
            }
            // Foundation's on Apple's platforms, missing from Foundation on Linux, and declared by
            // Redraw's SwiftUI (a tester's `NSItemProvider` was called UIKit or AppKit).
            if let module = foundationStandIns[name] {
                return "note: `\(name)` is Foundation API on Apple's platforms, which Foundation on Linux does not have: "
                    + "Redraw's \(module) declares a stand-in (the README lists what it does): add `import \(module)`"
            }
            if coreData.contains(name) {
                return "note: `\(name)` is Core Data, which Redraw does not model (README, Known limits): give the scenario "
                    + "your entities as classes of its own (`ObservableObject` or `@Observable`, or SwiftData `@Model`, which Redraw "
                    + "models) with the data a fetch would return"
            }
            if isPlatformKit(name) {
                return "note: `\(name)` is UIKit or AppKit: Redraw's UIKit has only inert stand-ins for the values SwiftUI code "
                    + "touches (the README lists them); give the scenario a stand-in for it, or leave out the code that needs it"
            }
            // An underscored name is SwiftUI's own API (`_MapGesture`), not a typo of a public one.
            if !name.hasPrefix("_"), let names = modelled() {
                // One of Redraw's modules has it, and the file does not import that module.
                if let module = names.types[name] {
                    return "note: `\(name)` is declared in Redraw's \(module), which the file does not import: add `import \(module)`"
                }
                if let near = names.nearType(name) {
                    return "note: Redraw's \(names.types[near] ?? "SwiftUI") has `\(near)`, not `\(name)`: a typo? If `\(name)` is SwiftUI or "
                        + "Combine API, Redraw does not model it yet (the README lists what it models)"
                }
            }
            return "note: if `\(name)` is SwiftUI or Combine API, Redraw does not model it yet (the README lists what it models)"
        }
        // An associated type of a SwiftUI protocol Redraw's lacks (`TextField<Self._Label>` in a style):
        // swiftc names the user's conforming type, not the protocol ("'_Label' is not a member type of
        // struct 'App.Rounded'"). Underscored names only: the user's own nested types are not.
        if error.contains("' is not a member type of "), let name = quoted(after: "error: '", in: error),
           name.hasPrefix("_"), name.dropFirst().first?.isUppercase == true, !isOwn(name) {
            return "note: if `\(name)` is an associated type of a SwiftUI protocol, Redraw's SwiftUI does not model it yet "
                + "(the README lists what it models)"
        }
        // `URLSession` is declared on Linux without FoundationNetworking, as `AnyObject`.
        if let type = quoted(after: "type '", in: error), networking.contains(type) { return networkingNote(type) }
        // The same placeholder met another way ("'URLSession' (aka 'AnyObject') cannot be constructed").
        if let range = error.range(of: #"'[A-Za-z]+' \(aka 'AnyObject'\)"#, options: .regularExpression) {
            let type = String(error[range].dropFirst().prefix { $0 != "'" })
            if networking.contains(type) { return networkingNote(type) }
        }
        // A property wrapper Redraw lacks (`@FocusedObject`): swiftc reads it as an unknown attribute.
        if let name = quoted(after: "unknown attribute '", in: error), name.first?.isUppercase == true, !isOwn(name) {
            return "note: if `@\(name)` is a SwiftUI property wrapper, Redraw does not model it yet (the README lists what it models)"
        }
        // Key-value coding: `NSObject`'s on Apple's platforms, absent from Foundation on Linux (a
        // tester's `UserDefaults.value(forKey:)` was called a gap of Redraw's).
        if let name = quoted(after: "has no member '", in: error), keyValueCoding.contains(name),
           let type = quoted(after: "value of type '", in: error), type == "UserDefaults" || type.hasPrefix("NS") {
            return "note: `.\(name)(…forKey:)` is key-value coding, which Foundation on Linux does not have (no `NSObject` "
                + "KVC in swift-corelibs-foundation)" + (type == "UserDefaults"
                    ? ": `UserDefaults` has `object(forKey:)` and `set(_:forKey:)`, which work here, or give the scenario an "
                        + "extension of its own named as the app's calls"
                    : ": give the scenario a stand-in, or leave out the code that needs it")
        }
        // A modifier called on one of the file's views (`Grid().inspector(…)`): swiftc names the
        // user's type, which has no such member, but the member looked for is a modifier's
        // (trial BC-3: "value of type 'Grid' has no member 'inspector'", and no note).
        if let name = quoted(after: "has no member '", in: error), let type = quoted(after: "value of type '", in: error),
           own.views.contains(where: { $0 == type || $0.hasSuffix("." + type) }) {
            if let names = modelled(), let near = names.nearMember(name) {
                return "note: `\(type)` is your view, and Redraw's modules have `.\(near)`, not `.\(name)`: a typo? If `.\(name)` "
                    + "is a SwiftUI modifier, Redraw does not model it yet (the README lists what it models)"
            }
            return "note: `\(type)` is your view: if `.\(name)` is a SwiftUI modifier, Redraw does not model it yet "
                + "(the README lists what it models)"
        }
        if let name = quoted(after: "has no member '", in: error),
           let type = quoted(after: "value of type '", in: error), !isOwn(baseName(of: type)) {
            if let note = nearMemberNote(name, of: type, modelled: modelled) { return note }
            return "note: if `.\(name)` is a SwiftUI modifier or API of `\(type)`, Redraw does not model it yet "
                + "(the README lists what it models)"
        }
        // A static member of a SwiftUI type or protocol (`.foregroundStyle(.tint)`: "type 'ShapeStyle' has no member 'tint'").
        if let name = quoted(after: "has no member '", in: error),
           let type = quoted(after: "type '", in: error), !isOwn(baseName(of: type)), !languageTypes.contains(baseName(of: type)) {
            if let note = nearMemberNote(name, of: type, modelled: modelled) { return note }
            // A standard library protocol (`.coordinateSpace(name: .named("board"))`: "type 'Hashable' has no
            // member 'named'"): the parameter is generic, so the member is looked up on the protocol.
            if standardProtocols.contains(baseName(of: type)) {
                return "note: `\(type)` is a standard library protocol: the parameter here is generic (`some \(baseName(of: type))`), "
                    + "so `.\(name)` is looked up on the protocol, not on a SwiftUI type; check the call's argument label "
                    + "against Apple's declaration (iOS 17's `.coordinateSpace(.named(\"board\"))` takes no `name:`)"
            }
            // Xcode generates a static member per colour and image of the app's asset catalog
            // (`Color.main`, `.accent` as a `ShapeStyle`, `ImageResource.logo`): no catalog is compiled here.
            // A style SwiftUI itself declares (`.separator`, `.windowBackground`) is API, not a colour
            // of the app's: declaring it in the scenario would shadow SwiftUI's meaning.
            if assetTypes.contains(baseName(of: type)), !(baseName(of: type) == "ShapeStyle" && systemStyles.contains(name)) {
                return "note: if `.\(name)` is a colour or image of the app's asset catalog (Xcode generates `.\(name)` from it), "
                    + "declare it in the scenario — `extension Color { static let \(name) = Color(red: 0.2, green: 0.4, blue: 0.8) }`, "
                    + "or `extension ImageResource { static let \(name) = ImageResource(name: \"\(name)\", bundle: .main) }`; "
                    + "if it is SwiftUI or Combine API of `\(type)`, Redraw does not model it yet (the README lists what it models)"
            }
            // Named by the module Redraw declares the type in (UIKit's `UIResponder`: trial BF-4).
            let api = modelled()?.types[baseName(of: type)].map { "\($0) API" } ?? "SwiftUI or Combine API"
            return "note: if `.\(name)` is \(api) of `\(type)`, Redraw does not model it yet (the README lists what it models)"
        }
        return nil
    }

    /// A member one or two letters from one of Redraw's modules' (`.paddin`, `.secondry`), of a
    /// type of those modules or an opaque `some View`: not of `String` or `[Item]`, whose members
    /// are the standard library's.
    static func nearMemberNote(_ name: String, of type: String, modelled: () -> ModelledNames?) -> String? {
        guard !type.hasPrefix("["), let names = modelled(), type.hasPrefix("some ") || names.types[baseName(of: type)] != nil,
              let near = names.nearMember(name) else { return nil }
        return "note: Redraw's modules have `.\(near)`, not `.\(name)`: a typo? If `.\(name)` is SwiftUI or Combine API of "
            + "`\(type)`, Redraw does not model it yet (the README lists what it models)"
    }

    /// `NSObject`'s key-value coding methods.
    static let keyValueCoding: Set<String> = ["value", "setValue", "setValuesForKeys", "dictionaryWithValues", "mutableArrayValue"]

    /// `ShapeStyle`'s own static members in Apple's SwiftUI (iOS 15–26), modelled or not.
    static let systemStyles: Set<String> = [
        "background", "foreground", "selection", "separator", "placeholder", "link", "fill", "tint",
        "windowBackground", "primary", "secondary", "tertiary", "quaternary", "quinary", "image",
        "ultraThinMaterial", "thinMaterial", "regularMaterial", "thickMaterial", "ultraThickMaterial", "bar",
    ]

    /// Types whose static members Xcode generates from an asset catalog.
    static let assetTypes: Set<String> = ["Color", "ShapeStyle", "UIColor", "Image", "UIImage", "ImageResource", "ColorResource"]

    /// The note for the source line swiftc shows under `error` (its excerpt), if any. An unknown key
    /// in `@Environment(\.key)` is an error about the key path's type, in three wordings that never
    /// name the key ("generic parameter 'Value' could not be inferred"…): the excerpt does.
    static func note(afterExcerpt excerpt: Substring, of error: Substring, own: OwnNames = OwnNames()) -> String? {
        if let label = quoted(after: "extra argument '", in: error) { return extraArgumentNote(label, excerpt: excerpt, error: error, own: own) }
        // A test target's `@testable import MyApp`, pasted with its mocks: the app's files are the
        // scenario's own module already.
        if let module = quoted(after: "no such module '", in: error), excerpt.contains("@testable import \(module)") {
            return "note: `@testable import \(module)` is how a test target reaches its app's module; here the app's files "
                + "and the workload are one module already: delete this line (if `\(module)` is another package, paste "
                + "the types the scenario needs from it instead)"
        }
        let keyPathErrors = ["generic parameter 'Value' could not be inferred", "cannot infer key path type from context",
                             "cannot convert value of type 'KeyPath<Root, Value>'"]
        guard keyPathErrors.contains(where: error.contains), let start = excerpt.range(of: "@Environment(\\.") else { return nil }
        let key = excerpt[start.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        guard !key.isEmpty else { return nil }
        // Near one of the file's own keys: a typo (a tester's `\.fontScael` was told to declare it).
        if !own.environmentKeys.contains(String(key)),
           let near = own.environmentKeys.first(where: { EditDistance.between(String(key), $0) <= 2 }) {
            return "note: `\\.\(key)` is not an environment value the file declares: a typo of `\\.\(near)`? If it is a SwiftUI "
                + "environment value, Redraw's SwiftUI does not model it yet (the README lists what it models)"
        }
        return "note: if `\\.\(key)` is a SwiftUI environment value, Redraw's SwiftUI does not model it yet (the README lists "
            + "what it models): declare it in the scenario, with the value a phone would give — "
            + "`extension EnvironmentValues { @Entry var \(key): T = value }`, or an `EnvironmentKey` and an `EnvironmentValues` "
            + "property that reads it"
    }

    /// An argument the call does not take (`@Query(sort: \.date, animation: .default)`): of a call to
    /// SwiftUI or Combine API, an argument Redraw's does not model yet. The callee is read from the
    /// excerpt: the name before the parenthesis that is open at the error's column. Nil for a call
    /// to a type of the file's own.
    private static func extraArgumentNote(_ label: String, excerpt: Substring, error: Substring, own: OwnNames) -> String? {
        // `path:line:column: error:`: the column is the third number from the end of the prefix.
        guard let marker = error.range(of: ": error: ") else { return nil }
        let fields = error[..<marker.lowerBound].split(separator: ":")
        guard fields.count >= 3, let column = Int(fields[fields.count - 1]) else { return nil }
        let characters = Array(excerpt)
        var depth = 0, index = min(column - 1, characters.count) - 1
        while index >= 0 {
            if characters[index] == ")" { depth += 1 } else if characters[index] == "(" {
                if depth == 0 { break }
                depth -= 1
            }
            index -= 1
        }
        guard index > 0 else { return nil }
        var start = index
        while start > 0, characters[start - 1].isLetter || characters[start - 1].isNumber || characters[start - 1] == "_" { start -= 1 }
        let callee = String(characters[start..<index])
        guard !callee.isEmpty, !own.types.contains(callee) else { return nil }
        return "note: if `\(callee)` is SwiftUI or Combine API, Redraw's does not take its `\(label):` argument yet "
            + "(the README lists what it models)"
    }

    private static func networkingNote(_ name: String) -> String {
        "note: `\(name)` is in FoundationNetworking on Linux (Foundation alone declares it as a placeholder, "
            + "`AnyObject`, hence the \"aka\"), and a scenario is meant to run offline (its counts must "
            + "not depend on a server): give the model the data the request would return, in its `init` or in a step"
    }

    /// The standard library's and Foundation's own types, whose members are not SwiftUI's to lack.
    private static let languageTypes: Set<String> = [
        "Int", "Double", "Float", "Bool", "String", "Character", "Array", "Dictionary", "Set", "Optional", "Date", "URL",
        "Data", "UUID", "Decimal", "TimeInterval", "Calendar", "Locale", "TimeZone", "JSONDecoder", "JSONEncoder",
    ]

    /// Foundation's URL loading, which swift-corelibs-foundation keeps in a module of its own.
    private static let networking: Set<String> = [
        "URLSession", "URLRequest", "URLResponse", "HTTPURLResponse", "URLSessionConfiguration", "URLSessionTask",
        "URLSessionDataTask", "URLSessionDownloadTask", "URLCache", "URLProtocol", "URLSessionDelegate",
    ]

    /// Apple's Foundation types that swift-corelibs-foundation lacks and a module of Redraw's declares.
    private static let foundationStandIns: [String: String] = [
        "NSItemProvider": "SwiftUI", "NSItemProviderWriting": "SwiftUI", "NSItemProviderReading": "SwiftUI",
        "NSInteger": "CoreGraphics", "NSUInteger": "CoreGraphics",
    ]

    /// Standard library protocols a generic parameter is declared as (`some Hashable`).
    private static let standardProtocols: Set<String> = ["Hashable", "Equatable", "Comparable", "Identifiable", "Sendable"]

    /// Apple's Foundation types that swift-corelibs-foundation lacks (checked on this toolchain).
    /// The `NS` ones would otherwise be called UIKit or AppKit by their prefix (trial AZ-4's
    /// `NSInteger`); those still under those names in Swift on Apple's platforms, checked one by
    /// one with swiftc 6.3.1 on Linux (`NSMutableAttributedString`, `NSCache`, `NSRegularExpression`
    /// are there; `NSTimer` and such are renamed on Apple's too).
    private static let linuxFoundationGaps: Set<String> = [
        "RelativeDateTimeFormatter", "ListFormatter", "NSUbiquitousKeyValueStore", "NSMetadataQuery",
        "NSMetadataItem", "NSUserActivity", "NSLinguisticTagger", "NSFileCoordinator", "NSFilePresenter", "NSFileVersion",
        "NSKeyValueObservation", "NSKeyValueObservingOptions", "NSKeyValueChange", "NSHashTable", "NSMapTable",
        "NSPointerArray", "NSXPCConnection", "NSDataDetector", "NSException", "NSSetUncaughtExceptionHandler",
        "NSSelectorFromString", "NSFastEnumeration",
    ]

    private static let representables: Set<String> = [
        "UIViewRepresentable", "UIViewControllerRepresentable", "NSViewRepresentable", "NSViewControllerRepresentable",
    ]

    /// `UIView`, `UIImage`, `NSColor`…: a `UI` or `NS` prefix, then a capital.
    /// UserNotifications' names: `UN` and a capital (`UNUserNotificationCenterDelegate`).
    private static func isNotifications(_ name: String) -> Bool {
        let chars = Array(name)
        return chars.count > 2 && chars[2].isUppercase && name.hasPrefix("UN")
    }

    /// Core Data's types and SwiftUI's wrappers of it: not UIKit or AppKit, as their prefix would say
    /// (a helper's check after trial AZ-4).
    private static let coreData: Set<String> = [
        "NSManagedObject", "NSManagedObjectContext", "NSManagedObjectID", "NSManagedObjectModel", "NSPersistentContainer",
        "NSPersistentCloudKitContainer", "NSPersistentStoreCoordinator", "NSPersistentStoreDescription", "NSFetchRequest",
        "NSFetchRequestResult", "NSFetchedResultsController", "NSEntityDescription", "NSBatchDeleteRequest",
        "NSBatchInsertRequest", "NSMergeByPropertyObjectTrumpMergePolicy", "NSMergePolicy", "NSManagedObjectContextDidSave",
        "FetchRequest", "FetchedResults", "SectionedFetchRequest", "SectionedFetchResults",
    ]

    private static func isPlatformKit(_ name: String) -> Bool {
        let chars = Array(name)
        guard chars.count > 2, chars[2].isUppercase else { return false }
        return name.hasPrefix("UI") || name.hasPrefix("NS")
    }

    /// `ScrollView<Content>` → `ScrollView`, `some View` → `View`, `[Item]` → `Item`.
    private static func baseName(of type: String) -> String {
        var text = Substring(type)
        if text.hasPrefix("some ") || text.hasPrefix("any ") { text = text.drop { $0 != " " }.dropFirst() }
        text = text.drop { $0 == "[" || $0 == "(" }
        return String(text.prefix { $0.isLetter || $0.isNumber || $0 == "_" }.split(separator: ".").last ?? "")
    }

    private static func quoted(after prefix: String, in line: Substring) -> String? {
        guard let start = line.range(of: prefix) else { return nil }
        let rest = line[start.upperBound...]
        guard let end = rest.firstIndex(of: "'") else { return nil }
        return String(rest[..<end])
    }
}
