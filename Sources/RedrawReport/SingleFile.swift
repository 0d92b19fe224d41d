// SingleFile: one file outside a scenario's report set (a `--trace` file),
// written whole or not at all, like the reports.

import Foundation

extension ReportWriter {
    public static func writeFile(_ contents: String, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent().path
        try AtomicFiles.write([(name: url.lastPathComponent, contents: contents)], in: directory.isEmpty ? "." : directory)
    }
}
