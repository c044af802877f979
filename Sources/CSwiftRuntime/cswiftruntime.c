// The declarations in include/cswiftruntime.h are the Swift runtime's own
// functions; this file only gives the module a translation unit.
#include "cswiftruntime.h"
