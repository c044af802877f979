// Heap housekeeping CursesKit cannot reach from Swift: glibc's malloc.h is not
// part of the Glibc module.
#include "cterminal.h"

// <malloc.h> first: __GLIBC__ is defined by the C library's own headers, so a
// test for it before any of them is included is always false.
#if __has_include(<malloc.h>)
#include <malloc.h>
#endif

int cterminal_give_back_free_memory(void) {
#if defined(__GLIBC__)
    return malloc_trim(0);
#else
    return 0;
#endif
}
