// The kit's replacement of `abort` (trap.c): nothing to call from Swift.
#ifndef CREDRAWTRAP_H
#define CREDRAWTRAP_H
void abort(void) __attribute__((noreturn));
#endif
