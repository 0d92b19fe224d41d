import SwiftParser
import SwiftSyntax
import SwiftParserDiagnostics
import SwiftDiagnostics
func _probe(_ s: String) -> Int { Parser.parse(source: s).statements.count }
