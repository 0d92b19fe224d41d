// CRedrawTrap: a compiled scenario's `abort`, which traps where the C
// library's would raise SIGABRT.
//
// Why: the Swift runtime reports some errors by printing "Fatal error: …" and
// calling `abort()` — reading an `unowned` reference to a destroyed object, an
// exclusivity conflict, an object deallocated with a non-zero retain count.
// The runtime's backtracer cannot unwind out of the C library's `abort` on
// this system (it stops at `__pthread_kill_implementation`: no frame pointers,
// and `unwind=precise` did no better), so such a crash named no line of the
// user's code. Defined in the kit, which a scenario's executable links before
// the C library, this `abort` takes the runtime's calls; it keeps a frame
// pointer and traps at once, so the backtrace walks up through the runtime's
// `fatalError` to the user's frames. Only the scenario's process has it.

#include "CRedrawTrap.h"

void abort(void) {
    __builtin_trap();
}
