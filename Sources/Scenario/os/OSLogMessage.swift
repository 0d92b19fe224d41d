// OSLogMessage: the string interpolation a `Logger` takes, with os's privacy,
// format and alignment arguments. Values are evaluated and dropped.

public struct OSLogPrivacy: Equatable, Sendable {
    let name: String
    public enum Mask: Equatable, Sendable { case hash, none }
    public static let auto = OSLogPrivacy(name: "auto"), `public` = OSLogPrivacy(name: "public")
    public static let `private` = OSLogPrivacy(name: "private"), sensitive = OSLogPrivacy(name: "sensitive")
    public static func auto(mask: Mask) -> OSLogPrivacy { .auto }
    public static func `private`(mask: Mask) -> OSLogPrivacy { .private }
    public static func sensitive(mask: Mask) -> OSLogPrivacy { .sensitive }
}

public struct OSLogIntegerFormatting: Sendable {
    public static let decimal = Self(), hex = Self(), octal = Self()
    public static func decimal(explicitPositiveSign: Bool = false, minDigits: Int? = nil) -> Self { Self() }
    public static func hex(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
                           minDigits: Int? = nil) -> Self { Self() }
}

public struct OSLogFloatFormatting: Sendable {
    public static let fixed = Self(), exponential = Self(), hybrid = Self()
    public static func fixed(precision: Int, explicitPositiveSign: Bool = false, uppercase: Bool = false) -> Self { Self() }
    public static func exponential(precision: Int, explicitPositiveSign: Bool = false, uppercase: Bool = false) -> Self { Self() }
}

public struct OSLogBoolFormat: Sendable {
    public static let truth = Self(), answer = Self()
}

public struct OSLogStringAlignment: Sendable {
    public static let none = Self()
    public static func left(columns: Int) -> Self { Self() }
    public static func right(columns: Int) -> Self { Self() }
}

public struct OSLogInterpolation: StringInterpolationProtocol {
    public init(literalCapacity: Int, interpolationCount: Int) {}
    public mutating func appendLiteral(_ literal: String) {}

    public mutating func appendInterpolation<T>(_ value: @autoclosure () -> T, privacy: OSLogPrivacy = .auto) {
        _ = value()
    }
    public mutating func appendInterpolation<T>(_ value: @autoclosure () -> T, align: OSLogStringAlignment,
                                                privacy: OSLogPrivacy = .auto) {
        _ = value()
    }
    public mutating func appendInterpolation<T: BinaryInteger>(_ value: @autoclosure () -> T, format: OSLogIntegerFormatting,
                                                               align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        _ = value()
    }
    public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: @autoclosure () -> T, format: OSLogFloatFormatting,
                                                                     align: OSLogStringAlignment = .none,
                                                                     privacy: OSLogPrivacy = .auto) {
        _ = value()
    }
    public mutating func appendInterpolation(_ value: @autoclosure () -> Bool, format: OSLogBoolFormat,
                                             privacy: OSLogPrivacy = .auto) {
        _ = value()
    }
}

public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral {
    public init(stringInterpolation: OSLogInterpolation) {}
    public init(stringLiteral value: String) {}
}
