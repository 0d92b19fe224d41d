// redraw-fuzz, minimised: ESC (0x1B) before `=` trapped in SwiftDiagnostics ("A Fix-It must have at least one change").
[] = 
