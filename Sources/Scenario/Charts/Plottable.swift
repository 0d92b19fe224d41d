// Plottable: the values a mark plots, and `.value(label, value)` that names
// them. Only their conversions are modelled; no scale is computed.

import SwiftUI

public protocol Plottable {
    associatedtype PrimitivePlottable: Plottable
    var primitivePlottable: PrimitivePlottable { get }
    init?(primitivePlottable: PrimitivePlottable)
}

/// The standard library's and Foundation's plottable values stand for themselves.
public protocol _PrimitivePlottable: Plottable where PrimitivePlottable == Self {}

extension _PrimitivePlottable {
    public var primitivePlottable: Self { self }
    public init?(primitivePlottable: Self) { self = primitivePlottable }
}

extension Int: _PrimitivePlottable {}
extension Int8: _PrimitivePlottable {}
extension Int16: _PrimitivePlottable {}
extension Int32: _PrimitivePlottable {}
extension Int64: _PrimitivePlottable {}
extension UInt: _PrimitivePlottable {}
extension Double: _PrimitivePlottable {}
extension Float: _PrimitivePlottable {}
extension CGFloat: _PrimitivePlottable {}
extension Decimal: _PrimitivePlottable {}
extension String: _PrimitivePlottable {}
extension Date: _PrimitivePlottable {}

/// `enum Category: String, Plottable`: a raw-value enum plots its raw value, as in Charts.
extension Plottable where Self: RawRepresentable, RawValue: Plottable, PrimitivePlottable == RawValue.PrimitivePlottable {
    public var primitivePlottable: PrimitivePlottable { rawValue.primitivePlottable }
    public init?(primitivePlottable: PrimitivePlottable) {
        guard let raw = RawValue(primitivePlottable: primitivePlottable) else { return nil }
        self.init(rawValue: raw)
    }
}

public struct PlottableValue<Value: Plottable> {
    public let label: String
    public let value: Value

    public static func value<S: StringProtocol>(_ label: S, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: String(label), value: value)
    }
    public static func value(_ label: Text, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: "", value: value)
    }
    public static func value<S: StringProtocol>(_ label: S, _ value: Value, unit: Calendar.Component,
                                                calendar: Calendar = .current) -> PlottableValue<Value> where Value == Date {
        PlottableValue(label: String(label), value: value)
    }
}
