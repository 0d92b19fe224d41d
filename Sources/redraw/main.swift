// The `redraw` executable: a plain program, so its exit codes reach the shell.

import RedrawCLI
#if canImport(Glibc)
import Glibc
#endif

setvbuf(stdout, nil, _IOLBF, 0)
exit(RedrawCommandLine.main(Array(CommandLine.arguments.dropFirst()), console: Console()))
