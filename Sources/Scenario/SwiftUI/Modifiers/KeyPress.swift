// Hardware keys: `.onKeyPress` answers a key pressed while its view has focus.
// No UI action of Redraw's presses a key (`Redraw.type` sets a field's text),
// and focus moves only by the app's own writes, so its action never runs: the
// modifier is inert, with the values its closures name.

import Foundation

/// A key, as `.onKeyPress` and keyboard shortcuts name it: a character, or one of the named keys.
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
    public let character: Character
    public init(_ character: Character) { self.character = character }
    public init(extendedGraphemeClusterLiteral character: Character) { self.character = character }

    // Unicode's function-key and control points, which AppKit and UIKit use for these keys.
    public static let upArrow = Self("\u{F700}"), downArrow = Self("\u{F701}")
    public static let leftArrow = Self("\u{F702}"), rightArrow = Self("\u{F703}")
    public static let home = Self("\u{F729}"), end = Self("\u{F72B}"), pageUp = Self("\u{F72C}"), pageDown = Self("\u{F72D}")
    public static let clear = Self("\u{F739}"), deleteForward = Self("\u{F728}"), delete = Self("\u{7F}")
    public static let escape = Self("\u{1B}"), tab = Self("\t"), space = Self(" "), `return` = Self("\r")
}

public struct EventModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let capsLock = Self(rawValue: 1), shift = Self(rawValue: 2), control = Self(rawValue: 4)
    public static let option = Self(rawValue: 8), command = Self(rawValue: 16), numericPad = Self(rawValue: 32)
    public static let all: Self = [.capsLock, .shift, .control, .option, .command, .numericPad]
}

/// What an `.onKeyPress` action is given; none is ever made here.
public struct KeyPress: Sendable {
    public let key: KeyEquivalent
    public let characters: String
    public let modifiers: EventModifiers
    public let phase: Phases

    public enum Result: Hashable, Sendable { case handled, ignored }

    public struct Phases: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let down = Self(rawValue: 1), `repeat` = Self(rawValue: 2), up = Self(rawValue: 4)
        public static let all: Self = [.down, .repeat, .up]
    }
}

extension View {
    public func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result) -> some View { _Inert(self) }
    public func onKeyPress(_ key: KeyEquivalent, phases: KeyPress.Phases = [.down, .repeat],
                           action: @escaping (KeyPress) -> KeyPress.Result) -> some View { _Inert(self) }
    public func onKeyPress(keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat],
                           action: @escaping (KeyPress) -> KeyPress.Result) -> some View { _Inert(self) }
    public func onKeyPress(characters: CharacterSet, phases: KeyPress.Phases = [.down, .repeat],
                           action: @escaping (KeyPress) -> KeyPress.Result) -> some View { _Inert(self) }
    public func onKeyPress(phases: KeyPress.Phases = [.down, .repeat],
                           action: @escaping (KeyPress) -> KeyPress.Result) -> some View { _Inert(self) }
}
