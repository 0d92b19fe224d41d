// zlib from Debian's zlib1g-dev: the tests inflate the PNGs a real renderer
// makes of the report's charts, to check what was drawn.
#include <zlib.h>
