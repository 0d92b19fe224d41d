/// redraw-bench: Redraw's compiled push and pull paths against hand-written
/// Swift on the todo list's two hot operations, time per row as rows grow, and
/// the heap per view node — one run, one table. See `BenchOptions.usage`.
///
/// Profiling one side's timed frames only (instruction counts, repeatable):
///
///     valgrind --tool=callgrind --callgrind-out-file=/tmp/cg.out \
///       --toggle-collect='*InterpretedTodoC19updateEveryTenthRow*' \
///       .build/release/redraw-bench --quick --engine pull --rows 1000
///     callgrind_annotate /tmp/cg.out | swift demangle --simplified | head -60
///
/// (`CompiledPullTodoC…`, `CompiledPushTodoC…`, `…C12toggleOneRow…` for the others;
/// the collected frames include untimed counting/check frames: divide by the
/// function's call count, not by the rounds.)
#if canImport(Glibc)
import Glibc
#endif

do {
    let arguments = Array(CommandLine.arguments.dropFirst())
    let options = try BenchOptions.parse(arguments)
    if options.help {
        print(BenchOptions.usage)
        exit(0)
    }
    let results = try BenchRunner(options: options) { fputs("… \($0)\n", stderr) }.run()
    let report = BenchReport(results)
    print(report.plain())
    if let out = options.out {
        let command = (["swift run -c release redraw-bench"] + arguments).joined(separator: " ")
        try ReportFile.write(report.markdown(command: command), to: out)
        print("wrote \(out)")
    }
} catch {
    fputs("redraw-bench: \(error)\n", stderr)
    exit(1)
}
