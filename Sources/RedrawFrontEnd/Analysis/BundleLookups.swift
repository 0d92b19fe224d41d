// BundleLookups: a single-file scenario that looks a resource up in its app
// bundle (`Bundle.main.url(forResource: "menu", withExtension: "json")`,
// `path(forResource:ofType:)`) finds nothing — its bundle holds only the
// executable — and the app then crashes at its own force-unwrap or
// `fatalError`, or silently shows an empty list. A folder scenario's other
// files are its bundle's resources (AppBundle in the build), so the note says
// to make the app one.
//
// Found in the source: a call with a `forResource:` argument, in a file that
// is not a folder scenario; one note per file, at the first such call. In a
// folder scenario, each call whose names are literals is listed
// (`BundleLookup`), for the driver to check against the folder's files.

import Foundation
import SwiftSyntax

enum BundleLookups {
    /// The note, or nil (a folder scenario, or no lookup).
    static func note(in parsed: ParsedScenario) -> String? {
        guard !parsed.file.isFolder, let call = lookupCalls(in: parsed, firstOnly: true).first else { return nil }
        // `menu.json` from `forResource: "menu", withExtension: "json"` (or `ofType:`).
        let name = literal("forResource", of: call).map { base in
            (literal("withExtension", of: call) ?? literal("ofType", of: call)).map { base + "." + $0 } ?? base
        }
        return "`\(call.calledExpression.trimmedDescription)(forResource:…)` (\(parsed.place(of: call))) finds nothing in a "
            + "single-file scenario, whose app bundle holds no resources: make the app a folder scenario (its files and a "
            + "workload.swift in one folder) and put \(name.map { "`\($0)`" } ?? "the resource") in that folder, "
            + "where `Bundle.main` finds it"
    }

    /// A folder scenario's lookups whose resource name is a literal (`forResource: "recipes",
    /// withExtension: "json"`), in source order.
    static func lookups(in parsed: ParsedScenario) -> [BundleLookup] {
        guard parsed.file.isFolder else { return [] }
        return lookupCalls(in: parsed, firstOnly: false).compactMap { call in
            guard let base = literal("forResource", of: call) else { return nil }
            return BundleLookup(name: base, extension: literal("withExtension", of: call) ?? literal("ofType", of: call),
                                call: call.calledExpression.trimmedDescription, position: parsed.position(of: call))
        }
    }

    private static func lookupCalls(in parsed: ParsedScenario, firstOnly: Bool) -> [FunctionCallExprSyntax] {
        MatchingCalls.calls(in: parsed.tree, firstOnly: firstOnly) { $0.arguments.contains { $0.label?.text == "forResource" } }
    }

    /// The string literal given as `label`, if one is.
    private static func literal(_ label: String, of call: FunctionCallExprSyntax) -> String? {
        call.arguments.first { $0.label?.text == label }?.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
    }
}

/// A resource a folder scenario's code looks up by name in its bundle.
public struct BundleLookup: Sendable, Equatable {
    /// `recipes` of `forResource: "recipes"`.
    public let name: String
    /// `json` of `withExtension: "json"` or `ofType: "json"`; nil when not given (any extension).
    public let `extension`: String?
    /// `Bundle.main.url` as written.
    public let call: String
    /// `path:line:column` of the call in the user's file.
    public let position: String

    /// `recipes.json`, or `recipes` when the extension is not given.
    public var fileName: String { `extension`.map { "\(name).\($0)" } ?? name }

    /// The note when no file of the bundle (`bundleFiles`: names at its top, as `recipes.json`) is
    /// the one looked up; nil when one is.
    public func missingNote(among bundleFiles: [String]) -> String? {
        let found = bundleFiles.contains { file in
            let last = (file as NSString).lastPathComponent
            if let ext = `extension` { return last == "\(name).\(ext)" }
            return last == name || (last as NSString).deletingPathExtension == name
        }
        guard !found else { return nil }
        return "\(position): note: `\(call)(forResource: \"\(name)\"…)` looks for `\(fileName)`, which the folder "
            + "scenario's files do not hold, so it finds nothing: put the file in the folder (anywhere under it, as in "
            + "the app's Xcode project), whose other files are the app bundle's resources"
    }
}
