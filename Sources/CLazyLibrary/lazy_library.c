#include "lazy_library.h"

#include <dlfcn.h>
#include <stdio.h>

static void open_library(termui_lazy_library *library) {
    void *handle = dlopen(library->file, RTLD_NOW | RTLD_LOCAL);
    if (!handle) {
        const char *reason = dlerror();
        snprintf(library->error, sizeof library->error, "%s could not be loaded: %s", library->file,
                 reason ? reason : "unknown error");
        return;
    }
    for (int i = 0; library->symbols[i]; i++) {
        library->table[i] = dlsym(handle, library->symbols[i]);
        if (!library->table[i]) {
            snprintf(library->error, sizeof library->error, "%s has no function %s", library->file,
                     library->symbols[i]);
            return;
        }
    }
}

const char *termui_lazy_library_load(termui_lazy_library *library) {
    if (!__atomic_load_n(&library->done, __ATOMIC_ACQUIRE)) {
        pthread_mutex_lock(&library->lock);
        if (!library->done) {
            open_library(library);
            __atomic_store_n(&library->done, 1, __ATOMIC_RELEASE);
        }
        pthread_mutex_unlock(&library->lock);
    }
    return library->error[0] ? library->error : NULL;
}
