// Input limits through the command line: a file over the size limit is refused by name before
// it is read, whatever it holds.

import Foundation
import RedrawCLI
import Testing

@Suite struct InputLimitTests {
    @Test func aFileOverFourMiBIsRefusedByName() throws {
        let path = NSTemporaryDirectory() + "redraw-huge-\(UUID().uuidString).swift"
        defer { try? FileManager.default.removeItem(atPath: path) }
        // 4 MiB + 1 byte of comment: valid Swift, but no scenario a person writes.
        try Data(repeating: UInt8(ascii: "/"), count: (4 << 20) + 1).write(to: URL(fileURLWithPath: path))
        for command in ["validate", "run", "list"] {
            let console = Console(capture: true)
            let status = RedrawCommandLine.main([command, path], console: console)
            #expect(status == 1, "\(command)")
            #expect(console.errors.contains("\(path): the file is 4194305 bytes, over Redraw's limit of 4194304 bytes (4 MiB) for a scenario"),
                    "\(command): \(console.errors)")
        }
    }
}
