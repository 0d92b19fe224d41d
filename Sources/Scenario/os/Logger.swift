// os: Apple's unified logging as a stand-in, so that app files importing `os`
// for a `Logger` compile. Nothing is written — a log line is neither a read
// nor a write of the app's state, and the child's output is Redraw's — but
// each interpolated value is evaluated during the call, as os serialises a
// message when it is logged: what a body logs is still that body's read.

public struct OSLogType: Equatable, Sendable {
    let level: UInt8
    public static let `default` = OSLogType(level: 0), info = OSLogType(level: 1), debug = OSLogType(level: 2)
    public static let error = OSLogType(level: 16), fault = OSLogType(level: 17)
}

public final class OSLog: Sendable {
    public static let `default` = OSLog(subsystem: "", category: "")
    public static let disabled = OSLog(subsystem: "", category: "")
    public init(subsystem: String, category: String) {}
    public convenience init(subsystem: String, category: Category) { self.init(subsystem: subsystem, category: category.rawValue) }

    /// The categories with a meaning of their own to the system (Instruments' points of interest).
    public struct Category: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let pointsOfInterest = Category(rawValue: "PointsOfInterest")
        public static let dynamicTracing = Category(rawValue: "DynamicTracing")
        public static let dynamicStackTracing = Category(rawValue: "DynamicStackTracing")
    }
}

public struct Logger: Sendable {
    public init() {}
    public init(subsystem: String, category: String) {}
    public init(_ log: OSLog) {}

    public func log(_ message: OSLogMessage) {}
    public func log(level: OSLogType, _ message: OSLogMessage) {}
    public func trace(_ message: OSLogMessage) {}
    public func debug(_ message: OSLogMessage) {}
    public func info(_ message: OSLogMessage) {}
    public func notice(_ message: OSLogMessage) {}
    public func warning(_ message: OSLogMessage) {}
    public func error(_ message: OSLogMessage) {}
    public func critical(_ message: OSLogMessage) {}
    public func fault(_ message: OSLogMessage) {}
}

public func os_log(_ message: OSLogMessage) {}
public func os_log(_ type: OSLogType, log: OSLog = .default, _ message: OSLogMessage) {}
public func os_log(_ message: StaticString, log: OSLog = .default, type: OSLogType = .default, _ args: any CVarArg...) {}
public func os_log(_ message: StaticString, dso: UnsafeRawPointer? = nil, log: OSLog = .default, type: OSLogType = .default,
                   _ args: any CVarArg...) {}
