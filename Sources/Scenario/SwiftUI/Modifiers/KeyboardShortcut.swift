// KeyboardShortcut: `.keyboardShortcut(…)`, a hardware key combination that
// performs a control's primary action (a button's tap), and the
// `KeyboardShortcut` value it takes (`.defaultAction`: Return; `.cancelAction`:
// Escape). The keys and modifiers are KeyPress.swift's `KeyEquivalent` and
// `EventModifiers`.
//
// Invariants:
// - Inert: no UI action of Redraw's presses a key (KeyPress.swift), so a
//   shortcut never performs its action; the control is tapped as before
//   (`Redraw.tap` by its words) and its identity is unchanged. Its arguments
//   are the applying body's reads.

/// Apple's `struct KeyboardShortcut`: a key and the modifier keys held with it.
public struct KeyboardShortcut: Hashable, Sendable {
    public var key: KeyEquivalent
    public var modifiers: EventModifiers
    public var localization: Localization

    /// Apple's `init(_ key: KeyEquivalent, modifiers: EventModifiers = .command)`.
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
        self.init(key, modifiers: modifiers, localization: .automatic)
    }

    /// Apple's `init(_ key: KeyEquivalent, modifiers: EventModifiers = .command, localization: KeyboardShortcut.Localization)`.
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command, localization: Localization) {
        self.key = key
        self.modifiers = modifiers
        self.localization = localization
    }

    /// Return and no modifiers: the default button's.
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    /// Escape and no modifiers: cancelling, or dismissing a prompt.
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])

    /// How the shortcut follows the keyboard layout (iOS 15): a value only.
    public struct Localization: Hashable, Sendable {
        private let name: String
        public static let automatic = Localization(name: "automatic")
        public static let withoutMirroring = Localization(name: "withoutMirroring")
        public static let custom = Localization(name: "custom")
    }
}

extension View {
    /// Apple's `func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View`.
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View { _Inert(self) }

    /// Apple's `func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command,
    /// localization: KeyboardShortcut.Localization) -> some View` (iOS 15).
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command,
                                 localization: KeyboardShortcut.Localization) -> some View { _Inert(self) }

    /// Apple's `func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View`.
    public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View { _Inert(self) }

    /// Apple's `func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View` (iOS 15.4): nil removes it.
    public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View { _Inert(self) }
}
