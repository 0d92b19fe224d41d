// BuildCache: compiled scenarios, keyed by everything that decides the binary
// — the compiled source, the compiler flags, Redraw's kit build and the
// toolchain — so an unchanged scenario is never compiled twice.
//
// Invariant: an entry is complete or absent. A build writes into a temporary
// name in the same folder and renames it into place, so two builds of one
// scenario at once (parallel CI jobs) both end with a whole binary.
//
// Location: $REDRAW_CACHE, else $XDG_CACHE_HOME/redraw, else ~/.cache/redraw.

import Foundation

public struct BuildCache: Sendable {
    public let directory: String

    public static func standard() -> BuildCache {
        let env = ProcessInfo.processInfo.environment
        if let dir = env["REDRAW_CACHE"], !dir.isEmpty { return BuildCache(directory: dir) }
        if let xdg = env["XDG_CACHE_HOME"], !xdg.isEmpty { return BuildCache(directory: xdg + "/redraw") }
        return BuildCache(directory: NSHomeDirectory() + "/.cache/redraw")
    }

    public init(directory: String) { self.directory = directory }

    /// The path of the executable for `key`.
    func executable(for key: String) -> String { directory + "/builds/" + key }

    func prepare() throws {
        try FileManager.default.createDirectory(atPath: directory + "/builds", withIntermediateDirectories: true)
    }

    /// A 128-bit hex digest of the parts (a cache key, not a cryptographic hash).
    static func key(_ parts: [String]) -> String {
        var digest = KeyDigest()
        for part in parts { digest.add(part.utf8); digest.endPart() }
        return digest.hex
    }
}

/// FNV-1a 64 and FNV-1 64 from different offsets, over bytes: BuildCache's keys, and the count
/// cache's digest of a resource (bytes that need not be text).
struct KeyDigest {
    private var a: UInt64 = 0xcbf2_9ce4_8422_2325, b: UInt64 = 0x8422_2325_cbf2_9ce4

    mutating func add<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        for byte in bytes {
            a = (a ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
            b = (b &* 0x0000_0100_0000_01B3) ^ UInt64(byte)
        }
    }

    /// Ends a part, so that ["ab", "c"] and ["a", "bc"] differ.
    mutating func endPart() {
        a = (a ^ 0xFF) &* 0x0000_0100_0000_01B3
        b = (b &* 0x0000_0100_0000_01B3) ^ 0xFE
    }

    var hex: String { String(a, radix: 16).leftPadded(16) + String(b, radix: 16).leftPadded(16) }
}

extension String {
    func leftPadded(_ width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
