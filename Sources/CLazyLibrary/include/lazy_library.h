#ifndef TERMUI_LAZY_LIBRARY_H
#define TERMUI_LAZY_LIBRARY_H
// A shared library opened on first use with dlopen, its functions looked up
// with dlsym into a table: a program links the wrappers without loading the
// library, so what it and its dependencies map and relocate is paid only by a
// program that uses it (libcurl brings 30 libraries, TLS and Kerberos among
// them; libzbar brings X11 and D-Bus).
#include <pthread.h>
#include <stddef.h>

typedef struct {
    /// The file dlopen opens ("libcurl.so.4").
    const char *file;
    /// The functions to look up, in the table's order, ending with NULL.
    const char *const *symbols;
    /// Where their addresses go: a struct of function pointers, one per symbol.
    void **table;
    pthread_mutex_t lock;
    int done;
    /// Empty when every symbol was found; otherwise why not.
    char error[256];
} termui_lazy_library;

/// Opens `library` once (the first caller, from any thread, does it; others
/// wait for it). Returns NULL when every function was found, or the reason.
const char *termui_lazy_library_load(termui_lazy_library *library);
#endif
