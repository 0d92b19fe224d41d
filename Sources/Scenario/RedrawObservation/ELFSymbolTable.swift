// ELFSymbolTable: the values of named symbols in a shared library's `.symtab`.
//
// Reads the file's section headers (64-bit little-endian ELF only), finds the
// `SHT_SYMTAB` section and the string table it links to, and looks names up
// there. A stripped library has no `.symtab`: `init` then fails, and so does
// every caller's feature that needed it. Offsets outside the file fail too: a
// malformed file is never read past its end.

#if canImport(Glibc)
import Glibc
#endif

struct ELFSymbolTable {
    private let bytes: [UInt8]
    private let symbols: Range<Int>
    private let strings: Range<Int>

    init?(path: String) {
        guard let bytes = ELFSymbolTable.read(path), bytes.count >= 64,
              bytes[0..<4] == [0x7F, 0x45, 0x4C, 0x46], bytes[4] == 2, bytes[5] == 1 else { return nil }
        self.bytes = bytes
        let sectionTable = Int(ELFSymbolTable.load(UInt64.self, bytes, at: 0x28))
        let entrySize = Int(ELFSymbolTable.load(UInt16.self, bytes, at: 0x3A))
        let count = Int(ELFSymbolTable.load(UInt16.self, bytes, at: 0x3C))
        guard entrySize >= 64, sectionTable > 0, sectionTable + count * entrySize <= bytes.count else { return nil }
        func section(_ index: Int) -> (type: UInt32, range: Range<Int>, link: Int)? {
            guard index < count else { return nil }
            let header = sectionTable + index * entrySize
            let offset = Int(ELFSymbolTable.load(UInt64.self, bytes, at: header + 0x18))
            let size = Int(ELFSymbolTable.load(UInt64.self, bytes, at: header + 0x20))
            guard offset >= 0, size >= 0, offset + size <= bytes.count else { return nil }
            return (ELFSymbolTable.load(UInt32.self, bytes, at: header + 4), offset..<(offset + size),
                    Int(ELFSymbolTable.load(UInt32.self, bytes, at: header + 0x28)))
        }
        let symbolTableType: UInt32 = 2  // SHT_SYMTAB
        guard let table = (0..<count).lazy.compactMap(section).first(where: { $0.type == symbolTableType }),
              let names = section(table.link) else { return nil }
        symbols = table.range
        strings = names.range
    }

    /// The value (for a shared library: the offset from its load address) of the symbol `name`.
    func value(of name: String) -> UInt64? {
        let wanted = Array(name.utf8)
        let entrySize = 24  // Elf64_Sym
        var entry = symbols.lowerBound
        while entry + entrySize <= symbols.upperBound {
            let nameOffset = strings.lowerBound + Int(ELFSymbolTable.load(UInt32.self, bytes, at: entry))
            if nameOffset + wanted.count < strings.upperBound,
               bytes[nameOffset..<(nameOffset + wanted.count)].elementsEqual(wanted),
               bytes[nameOffset + wanted.count] == 0 {
                let value = ELFSymbolTable.load(UInt64.self, bytes, at: entry + 8)
                if value != 0 { return value }
            }
            entry += entrySize
        }
        return nil
    }

    private static func load<T: FixedWidthInteger>(_: T.Type, _ bytes: [UInt8], at offset: Int) -> T {
        var value: T = 0
        for i in 0..<MemoryLayout<T>.size { value |= T(bytes[offset + i]) << (8 * i) }
        return value
    }

    private static func read(_ path: String) -> [UInt8]? {
        #if canImport(Glibc)
        guard let file = fopen(path, "rb") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let n = fread(&chunk, 1, chunk.count, file)
            if n <= 0 { break }
            bytes.append(contentsOf: chunk[0..<n])
            if bytes.count > 64 << 20 { return nil }
        }
        return bytes
        #else
        return nil
        #endif
    }
}

/// The file and load address of the shared library mapped at an address, from `/proc/self/maps`
/// (Glibc's `dladdr` is not visible to Swift without `_GNU_SOURCE`).
enum LoadedLibrary {
    static func containing(_ address: UnsafeMutableRawPointer) -> (path: String, base: UInt)? {
        #if canImport(Glibc)
        guard let maps = fopen("/proc/self/maps", "r") else { return nil }
        defer { fclose(maps) }
        let target = UInt(bitPattern: address)
        var mappings: [(start: UInt, end: UInt, offset: UInt, path: String)] = []
        var line: UnsafeMutablePointer<CChar>?
        var capacity = 0
        defer { free(line) }
        while getline(&line, &capacity, maps) > 0, let line {
            // start-end perms offset dev inode path
            let fields = String(cString: line).split(separator: " ", omittingEmptySubsequences: true)
            guard fields.count >= 6 else { continue }
            let bounds = fields[0].split(separator: "-")
            guard bounds.count == 2, let start = UInt(bounds[0], radix: 16), let end = UInt(bounds[1], radix: 16),
                  let offset = UInt(fields[2], radix: 16) else { continue }
            var path = fields[5...].joined(separator: " ")
            while path.last == "\n" { path.removeLast() }
            mappings.append((start, end, offset, path))
        }
        guard let hit = mappings.first(where: { $0.start <= target && target < $0.end }), hit.path.hasPrefix("/"),
              let first = mappings.first(where: { $0.path == hit.path && $0.offset == 0 }) else { return nil }
        return (hit.path, first.start)
        #else
        return nil
        #endif
    }
}
