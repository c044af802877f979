#include "cstb_image.h"

#include <stb/stb_image.h>

#include "lazy_library.h"

/// stb_image's functions, filled by dlsym in the order of `symbols` (each typed as
/// stb_image.h declares it).
static struct {
    __typeof__(stbi_info_from_memory) *info_from_memory;
    __typeof__(stbi_load_from_memory) *load_from_memory;
    __typeof__(stbi_image_free) *image_free;
    __typeof__(stbi_failure_reason) *failure_reason;
} functions;
_Static_assert(sizeof functions == 4 * sizeof(void *), "one pointer per symbol");

static const char *const symbols[] = {
    "stbi_info_from_memory",
    "stbi_load_from_memory",
    "stbi_image_free",
    "stbi_failure_reason",
    NULL};

static termui_lazy_library library = {"libstb.so.0", symbols, (void **)&functions, PTHREAD_MUTEX_INITIALIZER, 0, ""};

const char *termui_stbi_load(void) { return termui_lazy_library_load(&library); }

int termui_stbi_info_from_memory(const unsigned char *buffer, int length, int *x, int *y, int *channels) { return functions.info_from_memory(buffer, length, x, y, channels); }
unsigned char *termui_stbi_load_from_memory(const unsigned char *buffer, int length, int *x, int *y, int *channels, int desired_channels) { return functions.load_from_memory(buffer, length, x, y, channels, desired_channels); }
void termui_stbi_image_free(void *pixels) { functions.image_free(pixels); }
const char *termui_stbi_failure_reason(void) { return functions.failure_reason(); }
