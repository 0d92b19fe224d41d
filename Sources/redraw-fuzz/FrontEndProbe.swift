// FrontEndProbe: one input through what `redraw validate` does before swiftc —
// the bytes read as UTF-8 by ScenarioFileReader, FrontEnd.analyze, and when
// the analysis is clean both compiled forms — and the outcome classified.
//
// The probe runs in a worker process (see Worker): a trap here ends that
// process, and the parent attributes it to the input that was running.

import Foundation
import RedrawCLI
import RedrawFrontEnd

enum ProbePhase: String {
    case read = "UTF-8 check"
    case analyze = "FrontEnd.analyze"
    case push = "compiledSource(push)"
    case pull = "compiledSource(pull)"
}

enum FrontEndProbe {
    /// The path diagnostics name; the file is never written.
    static let path = "fuzz-input.swift"

    static func run(_ bytes: [UInt8], phase: (ProbePhase) -> Void) -> Outcome {
        let lines = LineTable(bytes)
        phase(.read)
        let file: ScenarioFile
        do {
            file = try ScenarioFileReader.decode(Data(bytes), path: path)
        } catch let error as InputFileError {
            return utf8Outcome(error, bytes: bytes, lines: lines)
        } catch {
            return Outcome(kind: .unclear, signature: "the reader's error has no position", detail: String(describing: error))
        }
        phase(.analyze)
        // Parsed and analysed once for both forms: the parse is most of a probe's time.
        let prepared = FrontEnd.prepare(file)
        let analysis = prepared.analysis
        if !analysis.diagnostics.isEmpty {
            for d in analysis.diagnostics {
                if d.message.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
                    return Outcome(kind: .unclear, signature: "empty message", detail: "\(d.line):\(d.column): (empty)")
                }
                if !lines.contains(line: d.line, column: d.column) {
                    return Outcome(kind: .unclear, signature: "position outside the file: " + Signature.normalised(d.message),
                                   detail: "\(d.line):\(d.column): \(d.message)")
                }
                if !d.rendered.hasPrefix("\(path):\(d.line):\(d.column): error: \(d.message)") {
                    return Outcome(kind: .unclear, signature: "rendered without its position: " + Signature.normalised(d.message),
                                   detail: String(d.rendered.prefix(300)))
                }
            }
            return .positioned
        }
        for (engine, p) in [(EngineKind.push, ProbePhase.push), (.pull, .pull)] {
            phase(p)
            do {
                _ = try prepared.compiledSource(engine: engine)
            } catch {
                return Outcome(kind: .unclear, signature: "\(p.rawValue) threw after a clean analysis",
                               detail: String(String(describing: error).prefix(300)))
            }
        }
        return .ok
    }

    /// The reader's error must name the line and column of the first byte that is not UTF-8,
    /// compiler style.
    private static func utf8Outcome(_ error: InputFileError, bytes: [UInt8], lines: LineTable) -> Outcome {
        let message = error.description
        guard message.hasPrefix("\(path):\(error.line):\(error.column): error: "), !error.message.isEmpty else {
            return Outcome(kind: .unclear, signature: "UTF-8 error not in the compiler's form", detail: message)
        }
        guard let offset = StrictUTF8.firstInvalidOffset(bytes) else {
            return Outcome(kind: .unclear, signature: "UTF-8 error on valid UTF-8", detail: message)
        }
        let expected = lines.position(ofOffset: offset)
        guard (error.line, error.column) == (expected.line, expected.column) else {
            return Outcome(kind: .unclear, signature: "UTF-8 error not at the first invalid byte",
                           detail: "\(message) (the first invalid byte is at \(expected.line):\(expected.column))")
        }
        return .positioned
    }
}

/// UTF-8 as the Unicode standard defines it (no overlong forms, no surrogates, nothing past
/// U+10FFFF): the fuzzer's own oracle for where a UTF-8 error must point.
enum StrictUTF8 {
    static func firstInvalidOffset(_ bytes: [UInt8]) -> Int? {
        var i = 0
        func continuation(_ k: Int, _ range: ClosedRange<UInt8> = 0x80...0xBF) -> Bool {
            k < bytes.count && range.contains(bytes[k])
        }
        while i < bytes.count {
            let b = bytes[i]
            let valid: Int?
            switch b {
            case 0x00...0x7F: valid = 1
            case 0xC2...0xDF: valid = continuation(i + 1) ? 2 : nil
            case 0xE0: valid = continuation(i + 1, 0xA0...0xBF) && continuation(i + 2) ? 3 : nil
            case 0xE1...0xEC, 0xEE...0xEF: valid = continuation(i + 1) && continuation(i + 2) ? 3 : nil
            case 0xED: valid = continuation(i + 1, 0x80...0x9F) && continuation(i + 2) ? 3 : nil
            case 0xF0: valid = continuation(i + 1, 0x90...0xBF) && continuation(i + 2) && continuation(i + 3) ? 4 : nil
            case 0xF1...0xF3: valid = continuation(i + 1) && continuation(i + 2) && continuation(i + 3) ? 4 : nil
            case 0xF4: valid = continuation(i + 1, 0x80...0x8F) && continuation(i + 2) && continuation(i + 3) ? 4 : nil
            default: valid = nil
            }
            guard let length = valid else { return i }
            i += length
        }
        return nil
    }
}
