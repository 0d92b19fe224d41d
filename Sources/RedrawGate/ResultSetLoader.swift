// ResultSetLoader: reads a folder of `redraw run` reports into a `ResultSet`.
//
// The gate's only file-system access. Every `*.steps.csv` below the folder is
// a scenario (its path without the suffix is its id, so subfolders stay
// apart); the `*.view-types.csv` and `*.provenance` beside it are read when
// present. All are parsed by RedrawReport's own readers, so the gate reads
// exactly the format `run` writes. Anything unreadable is a `GateInputError`
// naming the file.

import Foundation
import RedrawReport

public enum ResultSetLoader {
    public static let stepsSuffix = ".steps.csv"
    public static let viewTypesSuffix = ".view-types.csv"
    public static let provenanceSuffix = "." + ProvenanceExporter().suffix

    /// Reads every report under `directory`.
    /// - Parameter role: "baseline" or "current", for messages.
    /// `allowEmpty`: a folder without reports is an empty set, not an error (one shard of a matrix
    /// may hold no scenario).
    public static func load(directory: String, role: String, allowEmpty: Bool = false) throws -> ResultSet {
        let relatives = try reportPaths(directory: directory, role: role, allowEmpty: allowEmpty)
        let root = directory.hasSuffix("/") ? directory : directory + "/"
        var scenarios: [ScenarioResult] = []
        for relative in relatives {
            let id = String(relative.dropLast(stepsSuffix.count))
            let stepsPath = root + relative
            let stepRows = try parse(stepsPath, role: role) { try StepsTable.parse($0) }
            guard !stepRows.isEmpty else {
                throw GateInputError("\(role) file \(stepsPath) has a header but no rows")
            }
            let names = Set(stepRows.map(\.scenario))
            guard names.count == 1 else {
                throw GateInputError("\(role) file \(stepsPath) mixes scenarios: \(names.sorted().joined(separator: ", "))")
            }
            let viewTypesPath = root + id + viewTypesSuffix
            let viewTypeRows = FileManager.default.fileExists(atPath: viewTypesPath)
                ? try parse(viewTypesPath, role: role) { try ViewTypesTable.parse($0) } : nil
            // Absent in a set from before provenance was recorded; present, it must read.
            let provenancePath = root + id + provenanceSuffix
            let provenance = FileManager.default.fileExists(atPath: provenancePath)
                ? try parse(provenancePath, role: role) { try ProvenanceFile.parse($0) } : nil
            do {
                scenarios.append(try ScenarioResult(id: id, steps: stepRows, viewTypes: viewTypeRows, provenance: provenance))
            } catch let error as GateInputError {
                throw GateInputError("\(role) folder \(directory): \(error.message)")
            }
        }
        return ResultSet(location: directory, scenarios: scenarios)
    }

    /// Throws the error `load` would for a missing or empty folder, without reading any report.
    public static func checkExists(directory: String, role: String) throws {
        _ = try reportPaths(directory: directory, role: role)
    }

    /// The `*.steps.csv` files under `directory`, relative to it, in path order.
    static func reportPaths(directory: String, role: String, allowEmpty: Bool = false) throws -> [String] {
        let fm = FileManager.default
        let hint = role == "baseline" ? " (record one with `redraw baseline update <scenarios> --out \(directory)`)" : ""
        var isDirectory: ObjCBool = false
        guard fm.fileExists(atPath: directory, isDirectory: &isDirectory) else {
            throw GateInputError("\(role) folder \(directory) does not exist" + hint)
        }
        guard isDirectory.boolValue else {
            throw GateInputError("\(role) \(directory) is a file; give the folder that holds the .steps.csv reports")
        }
        guard let enumerator = fm.enumerator(atPath: directory) else {
            throw GateInputError("cannot read the \(role) folder \(directory)")
        }
        var relatives: [String] = []
        for case let relative as String in enumerator where relative.hasSuffix(stepsSuffix) {
            // Hidden files are a writer's temporaries.
            if relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { continue }
            relatives.append(relative)
        }
        guard !relatives.isEmpty || allowEmpty else {
            throw GateInputError("no *\(stepsSuffix) reports in the \(role) folder \(directory)" + hint)
        }
        return relatives.sorted()
    }

    private static func parse<Value>(_ path: String, role: String, _ reader: (String) throws -> Value) throws -> Value {
        let text: String
        do { text = try String(contentsOfFile: path, encoding: .utf8) }
        catch { throw GateInputError("cannot read \(role) file \(path) (not UTF-8 text?)") }
        do { return try reader(text) }
        catch let error as ReportFileError {
            throw GateInputError("bad \(role) file \(path): line \(error.line): \(error.message)")
        }
    }
}
