// ChromeTrace: `--trace FILE` — the journals of a run as Chrome's Trace Event
// Format (the JSON object form, `{"traceEvents": [...]}`), which Perfetto's UI
// and chrome://tracing open. Each scenario × engine is a process; steps,
// frames and body evaluations are complete events ("ph": "X") on one thread,
// nested by time as they ran; writes are instant events ("ph": "i"); the
// allocator's counters and the live nodes are counter events ("ph": "C").
// Format: "Trace Event Format", Google, docs.google.com/document/d/1CvAClvFfyA5R-PhYUmn5OOQtYMH4h6I0nSsKchNAySU
// (timestamps and durations in microseconds; "X" events on one thread nest
// when one lies within another).
//
// The bytes are deterministic for a journal: keys in a fixed order, numbers
// printed by one formatter. Times come from the journal pass, which records
// as it goes: they show order and proportion, not a timed pass's figures.

import RedrawResults

public enum ChromeTrace {
    public static func render(_ profiles: [ScenarioProfile]) -> String {
        var events: [String] = []
        var pid = 0
        for profile in profiles {
            for engine in profile.engines {
                guard let journal = engine.journal else { continue }
                pid += 1
                events += self.events(journal, pid: pid, name: "\(profile.name) · \(engine.engine.title) (\(engine.form))")
            }
        }
        return "{\"traceEvents\":[\n" + events.joined(separator: ",\n") + "\n],\"displayTimeUnit\":\"ns\"}\n"
    }

    static func events(_ journal: Journal, pid: Int, name: String) -> [String] {
        var out = [
            event(["name": .text("process_name"), "ph": .text("M"), "pid": .int(pid), "tid": .int(1)], args: ["name": .text(name)]),
            event(["name": .text("thread_name"), "ph": .text("M"), "pid": .int(pid), "tid": .int(1)], args: ["name": .text("main")]),
        ]
        func slice(_ name: String, _ category: String, _ start: Double, _ duration: Double, _ args: [(String, Value)]) {
            out.append(event(["name": .text(name), "cat": .text(category), "ph": .text("X"), "ts": .micros(start),
                              "dur": .micros(max(duration, 0)), "pid": .int(pid), "tid": .int(1)], args: args))
        }
        for step in journal.steps {
            let bodies = step.frames.reduce(0) { $0 + $1.evaluations.count }
            slice(step.name, "step", step.start, step.end - step.start,
                  [("frames", .int(step.frames.count)), ("body_evaluations", .int(bodies))] + (step.origin.map { [("origin", .text($0))] } ?? []))
            for frame in step.frames {
                slice("frame \(frame.index)", "frame", frame.start, frame.end - frame.start,
                      [("step", .text(step.name)), ("body_evaluations", .int(frame.evaluations.count)), ("writes", .int(frame.writes.count))])
                for write in frame.writes {
                    // Writes carry no time of their own: they are placed at the frame's start, in order.
                    out.append(event(["name": .text("write " + write.label), "cat": .text("write"), "ph": .text("i"), "s": .text("t"),
                                      "ts": .micros(frame.start), "pid": .int(pid), "tid": .int(1)],
                                     args: [("old", .text(write.old)), ("new", .text(write.new)), ("changed", .bool(write.changed)),
                                            ("origin", .text(write.origin)), ("invalidated", .int(write.invalidated.count))]))
                }
                for e in frame.evaluations {
                    var args: [(String, Value)] = [("identity", .text(e.identity ?? "")), ("cause", .text(e.cause.description)),
                                                   ("path", .text(e.path.joined(separator: " › "))), ("pass", .int(e.pass))]
                    if !e.changedInputs.isEmpty { args.append(("changed_inputs", .text(e.changedInputs.joined(separator: ", ")))) }
                    if let write = e.write { args.append(("write", .int(write))) }
                    slice(e.viewLabel, e.isControl ? "body,control" : "body", e.start, e.duration, args)
                }
                if let allocations = frame.allocations, let bytes = frame.allocatedBytes {
                    out.append(counter("allocations", pid: pid, at: frame.end,
                                       [("allocations", .int(Int(allocations))), ("bytes", .int(Int(bytes)))]))
                }
                out.append(counter("live nodes", pid: pid, at: frame.end, [("nodes", .int(frame.liveNodes))]))
            }
        }
        return out
    }

    static func counter(_ name: String, pid: Int, at time: Double, _ values: [(String, Value)]) -> String {
        event(["name": .text(name), "ph": .text("C"), "ts": .micros(time), "pid": .int(pid), "tid": .int(1)], args: values)
    }

    enum Value {
        case text(String)
        case int(Int)
        case micros(Double)
        case bool(Bool)

        var json: String {
            switch self {
            case .text(let s): return JSONText.quoted(s)
            case .int(let n): return String(n)
            case .bool(let b): return b ? "true" : "false"
            // Nanoseconds → microseconds with three decimals: exact to the nanosecond, no exponent.
            case .micros(let ns):
                let whole = Int(ns.rounded())
                let fraction = String(whole % 1000)
                return "\(whole / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
            }
        }
    }

    /// One event: the fixed keys in the order given by `order`, then `args`.
    static func event(_ fields: [String: Value], args: [(String, Value)]) -> String {
        let order = ["name", "cat", "ph", "s", "ts", "dur", "pid", "tid"]
        var parts = order.compactMap { key in fields[key].map { "\"\(key)\":\($0.json)" } }
        parts.append("\"args\":{" + args.map { "\(JSONText.quoted($0.0)):\($0.1.json)" }.joined(separator: ",") + "}")
        return "{" + parts.joined(separator: ",") + "}"
    }

    static func event(_ fields: [String: Value], args: [String: Value]) -> String {
        event(fields, args: args.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
    }
}

/// JSON string literals, escaped as RFC 8259 requires.
enum JSONText {
    static func quoted(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
