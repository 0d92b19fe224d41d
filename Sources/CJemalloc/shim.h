// jemalloc from Debian's libjemalloc-dev: unprefixed, so linking it makes it
// the process allocator, and `mallctl` reads its statistics.
#include <jemalloc/jemalloc.h>
