// PNGImage: a PNG file decoded to pixels, so a test can check what a renderer drew.
//
// Just what rsvg-convert writes: 8-bit RGB or RGBA, not interlaced. The
// chunks are read and their CRCs checked, the IDAT chunks joined and inflated
// with zlib, and each scanline unfiltered (None, Sub, Up, Average, Paeth) as
// the PNG specification defines them.

import CZlib
import Foundation

struct PNGImage {
    let width: Int
    let height: Int
    /// Bytes per pixel: 3 (RGB) or 4 (RGBA).
    let channels: Int
    /// Unfiltered rows, `width × channels` bytes each.
    let pixels: [UInt8]

    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    struct RGBA: Equatable, Hashable, CustomStringConvertible {
        let r, g, b, a: UInt8
        var description: String { "rgba(\(r), \(g), \(b), \(a))" }

        /// Each channel within `tolerance` of `other`'s.
        func near(_ other: RGBA, tolerance: Int = 6) -> Bool {
            [(r, other.r), (g, other.g), (b, other.b), (a, other.a)].allSatisfy { abs(Int($0) - Int($1)) <= tolerance }
        }

        /// "#d95f02", opaque.
        init(hex: String) {
            let v = UInt32(hex.dropFirst(), radix: 16) ?? 0
            self.init(r: UInt8(v >> 16 & 0xff), g: UInt8(v >> 8 & 0xff), b: UInt8(v & 0xff), a: 255)
        }

        init(r: UInt8, g: UInt8, b: UInt8, a: UInt8) { self.r = r; self.g = g; self.b = b; self.a = a }
    }

    func pixel(x: Int, y: Int) -> RGBA {
        let i = (y * width + x) * channels
        return RGBA(r: pixels[i], g: pixels[i + 1], b: pixels[i + 2], a: channels == 4 ? pixels[i + 3] : 255)
    }

    /// Every distinct colour in the image.
    var colours: Set<RGBA> {
        var set = Set<RGBA>()
        for y in 0..<height { for x in 0..<width { set.insert(pixel(x: x, y: y)) } }
        return set
    }

    init(_ data: Data) throws {
        let bytes = [UInt8](data)
        guard bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { throw Failure("not a PNG: bad signature") }
        func u32(_ at: Int) -> Int { Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3]) }
        var at = 8
        var header: (width: Int, height: Int, depth: UInt8, colour: UInt8, interlace: UInt8)?
        var compressed: [UInt8] = []
        var ended = false
        while at + 12 <= bytes.count, !ended {
            let length = u32(at)
            guard at + 12 + length <= bytes.count else { throw Failure("a chunk runs past the end of the file") }
            let type = String(decoding: bytes[(at + 4)..<(at + 8)], as: UTF8.self)
            let body = Array(bytes[(at + 8)..<(at + 8 + length)])
            let crc = bytes[(at + 4)..<(at + 8 + length)].withContiguousStorageIfAvailable {
                UInt32(crc32(0, $0.baseAddress, uInt($0.count)))
            } ?? 0
            guard crc == UInt32(u32(at + 8 + length)) else { throw Failure("chunk \(type): bad CRC") }
            switch type {
            case "IHDR":
                header = (u32(at + 8), u32(at + 12), body[8], body[9], body[12])
            case "IDAT": compressed += body
            case "IEND": ended = true
            default: break
            }
            at += 12 + length
        }
        guard let header, ended else { throw Failure("no IHDR or no IEND") }
        guard header.depth == 8, header.colour == 2 || header.colour == 6, header.interlace == 0 else {
            throw Failure("unsupported PNG: bit depth \(header.depth), colour type \(header.colour), interlace \(header.interlace)")
        }
        let channels = header.colour == 6 ? 4 : 3
        let stride = header.width * channels
        var inflated = [UInt8](repeating: 0, count: header.height * (stride + 1))
        var size = uLongf(inflated.count)
        let status = inflated.withUnsafeMutableBufferPointer { out in
            compressed.withUnsafeBufferPointer { uncompress(out.baseAddress, &size, $0.baseAddress, uLong($0.count)) }
        }
        guard status == Z_OK, Int(size) == inflated.count else { throw Failure("zlib could not inflate IDAT (status \(status))") }
        width = header.width
        height = header.height
        self.channels = channels
        pixels = try Self.unfilter(inflated, height: header.height, stride: stride, channels: channels)
    }

    /// Undoes each scanline's filter; `a` is the byte a pixel to the left, `b` above, `c` above-left.
    static func unfilter(_ data: [UInt8], height: Int, stride: Int, channels: Int) throws -> [UInt8] {
        var out = [UInt8](repeating: 0, count: height * stride)
        for row in 0..<height {
            let filter = data[row * (stride + 1)]
            let source = row * (stride + 1) + 1, target = row * stride
            for i in 0..<stride {
                let x = Int(data[source + i])
                let a = i >= channels ? Int(out[target + i - channels]) : 0
                let b = row > 0 ? Int(out[target - stride + i]) : 0
                let c = row > 0 && i >= channels ? Int(out[target - stride + i - channels]) : 0
                let predicted: Int
                switch filter {
                case 0: predicted = 0
                case 1: predicted = a
                case 2: predicted = b
                case 3: predicted = (a + b) / 2
                case 4:
                    let p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                    predicted = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
                default: throw Failure("row \(row): unknown filter \(filter)")
                }
                out[target + i] = UInt8((x + predicted) & 0xff)
            }
        }
        return out
    }
}
