// ELFSymbolTable: the values of named symbols in a shared library's `.symtab`.
//
// Reads the file's section headers (64-bit little-endian ELF only), finds the
// `SHT_SYMTAB` section and the string table it links to, and looks names up
// there. A stripped library has no `.symtab`: `init` then fails, and so does
// every caller's feature that needed it. Offsets outside the file fail too: a
// malformed file is never read past its end. The file is mapped, not read:
// a lookup touches the section headers, the symbol table and the names.

#if canImport(Glibc)
import Glibc
#endif

struct ELFSymbolTable {
    /// The file, mapped read-only for as long as the table lives (a copy into an array, byte by
    /// byte, was a twentieth of a short child's run: every child looks two names up).
    private let file: MappedFile
    private let symbols: Range<Int>
    private let strings: Range<Int>

    init?(path: String) {
        guard let file = MappedFile(path: path) else { return nil }
        let bytes = file.bytes
        guard bytes.count >= 64, bytes[0] == 0x7F, bytes[1] == 0x45, bytes[2] == 0x4C, bytes[3] == 0x46,
              bytes[4] == 2, bytes[5] == 1 else { return nil }
        self.file = file
        let sectionTable = Int(ELFSymbolTable.load(UInt64.self, bytes, at: 0x28))
        let entrySize = Int(ELFSymbolTable.load(UInt16.self, bytes, at: 0x3A))
        let count = Int(ELFSymbolTable.load(UInt16.self, bytes, at: 0x3C))
        guard entrySize >= 64, sectionTable > 0, sectionTable + count * entrySize <= bytes.count else { return nil }
        func section(_ index: Int) -> (type: UInt32, range: Range<Int>, link: Int)? {
            guard index < count else { return nil }
            let header = sectionTable + index * entrySize
            let offset = Int(ELFSymbolTable.load(UInt64.self, bytes, at: header + 0x18))
            let size = Int(ELFSymbolTable.load(UInt64.self, bytes, at: header + 0x20))
            guard offset >= 0, size >= 0, offset <= bytes.count, size <= bytes.count - offset else { return nil }
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
        let bytes = file.bytes
        let wanted = Array(name.utf8) + [0]
        let entrySize = 24  // Elf64_Sym
        var entry = symbols.lowerBound
        return wanted.withUnsafeBytes { wanted -> UInt64? in
            while entry + entrySize <= symbols.upperBound {
                let nameOffset = strings.lowerBound + Int(ELFSymbolTable.load(UInt32.self, bytes, at: entry))
                if nameOffset + wanted.count <= strings.upperBound,
                   memcmp(bytes.baseAddress! + nameOffset, wanted.baseAddress!, wanted.count) == 0 {
                    let value = ELFSymbolTable.load(UInt64.self, bytes, at: entry + 8)
                    if value != 0 { return value }
                }
                entry += entrySize
            }
            return nil
        }
    }

    private static func load<T: FixedWidthInteger>(_: T.Type, _ bytes: UnsafeRawBufferPointer, at offset: Int) -> T {
        T(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: T.self))
    }
}

/// A file mapped read-only into memory, unmapped when the last copy goes.
private final class MappedFile {
    let bytes: UnsafeRawBufferPointer

    init?(path: String) {
        #if canImport(Glibc)
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_size > 0, status.st_size <= 256 << 20,
              let address = mmap(nil, Int(status.st_size), PROT_READ, MAP_PRIVATE, descriptor, 0),
              address != MAP_FAILED else { return nil }
        bytes = UnsafeRawBufferPointer(start: address, count: Int(status.st_size))
        #else
        return nil
        #endif
    }

    deinit {
        #if canImport(Glibc)
        munmap(UnsafeMutableRawPointer(mutating: bytes.baseAddress), bytes.count)
        #endif
    }
}

/// The file and load address of the shared library mapped at an address, from the dynamic
/// loader's `dladdr` (found with `dlsym`: Glibc declares it only under `_GNU_SOURCE`, which the
/// Swift module does not set). Parsing `/proc/self/maps` instead was a twentieth of a short child.
enum LoadedLibrary {
    /// Glibc's `Dl_info`: four pointers.
    private struct Info {
        var fileName: UnsafePointer<CChar>? = nil
        var fileBase: UnsafeMutableRawPointer? = nil
        var symbolName: UnsafePointer<CChar>? = nil
        var symbolAddress: UnsafeMutableRawPointer? = nil
    }
    private typealias Lookup = @convention(c) (UnsafeRawPointer?, UnsafeMutableRawPointer?) -> Int32

    static func containing(_ address: UnsafeMutableRawPointer) -> (path: String, base: UInt)? {
        #if canImport(Glibc)
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "dladdr") else { return nil }
        let dladdr = unsafeBitCast(symbol, to: Lookup.self)
        var info = Info()
        guard withUnsafeMutablePointer(to: &info, { dladdr(address, UnsafeMutableRawPointer($0)) }) != 0,
              let name = info.fileName, let base = info.fileBase else { return nil }
        let path = String(cString: name)
        guard path.hasPrefix("/") else { return nil }
        return (path, UInt(bitPattern: base))
        #else
        return nil
        #endif
    }
}
