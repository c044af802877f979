#include "czbar.h"

#include "lazy_library.h"

/// zbar's functions, filled by dlsym in the order of `symbols` (each typed as
/// zbar.h declares it).
static struct {
    __typeof__(zbar_image_scanner_create) *image_scanner_create;
    __typeof__(zbar_image_scanner_destroy) *image_scanner_destroy;
    __typeof__(zbar_image_scanner_set_config) *image_scanner_set_config;
    __typeof__(zbar_scan_image) *scan_image;
    __typeof__(zbar_image_create) *image_create;
    __typeof__(zbar_image_destroy) *image_destroy;
    __typeof__(zbar_image_set_format) *image_set_format;
    __typeof__(zbar_image_set_size) *image_set_size;
    __typeof__(zbar_image_set_data) *image_set_data;
    __typeof__(zbar_image_first_symbol) *image_first_symbol;
    __typeof__(zbar_symbol_next) *symbol_next;
    __typeof__(zbar_symbol_get_type) *symbol_get_type;
    __typeof__(zbar_symbol_get_data) *symbol_get_data;
    __typeof__(zbar_symbol_get_data_length) *symbol_get_data_length;
    __typeof__(zbar_symbol_get_loc_size) *symbol_get_loc_size;
    __typeof__(zbar_symbol_get_loc_x) *symbol_get_loc_x;
    __typeof__(zbar_symbol_get_loc_y) *symbol_get_loc_y;
} functions;
_Static_assert(sizeof functions == 17 * sizeof(void *), "one pointer per symbol");

static const char *const symbols[] = {
    "zbar_image_scanner_create",
    "zbar_image_scanner_destroy",
    "zbar_image_scanner_set_config",
    "zbar_scan_image",
    "zbar_image_create",
    "zbar_image_destroy",
    "zbar_image_set_format",
    "zbar_image_set_size",
    "zbar_image_set_data",
    "zbar_image_first_symbol",
    "zbar_symbol_next",
    "zbar_symbol_get_type",
    "zbar_symbol_get_data",
    "zbar_symbol_get_data_length",
    "zbar_symbol_get_loc_size",
    "zbar_symbol_get_loc_x",
    "zbar_symbol_get_loc_y",
    NULL};

static termui_lazy_library library = {"libzbar.so.0", symbols, (void **)&functions, PTHREAD_MUTEX_INITIALIZER, 0, ""};

const char *termui_zbar_load(void) { return termui_lazy_library_load(&library); }

zbar_image_scanner_t *termui_zbar_image_scanner_create(void) { return functions.image_scanner_create(); }
void termui_zbar_image_scanner_destroy(zbar_image_scanner_t *scanner) { functions.image_scanner_destroy(scanner); }
int termui_zbar_image_scanner_set_config(zbar_image_scanner_t *scanner, zbar_symbol_type_t symbology, zbar_config_t config, int value) { return functions.image_scanner_set_config(scanner, symbology, config, value); }
int termui_zbar_scan_image(zbar_image_scanner_t *scanner, zbar_image_t *image) { return functions.scan_image(scanner, image); }
zbar_image_t *termui_zbar_image_create(void) { return functions.image_create(); }
void termui_zbar_image_destroy(zbar_image_t *image) { functions.image_destroy(image); }
void termui_zbar_image_set_format(zbar_image_t *image, unsigned long format) { functions.image_set_format(image, format); }
void termui_zbar_image_set_size(zbar_image_t *image, unsigned width, unsigned height) { functions.image_set_size(image, width, height); }
void termui_zbar_image_set_data(zbar_image_t *image, const void *data, unsigned long length, zbar_image_cleanup_handler_t *cleanup) { functions.image_set_data(image, data, length, cleanup); }
const zbar_symbol_t *termui_zbar_image_first_symbol(const zbar_image_t *image) { return functions.image_first_symbol(image); }
const zbar_symbol_t *termui_zbar_symbol_next(const zbar_symbol_t *symbol) { return functions.symbol_next(symbol); }
zbar_symbol_type_t termui_zbar_symbol_get_type(const zbar_symbol_t *symbol) { return functions.symbol_get_type(symbol); }
const char *termui_zbar_symbol_get_data(const zbar_symbol_t *symbol) { return functions.symbol_get_data(symbol); }
unsigned int termui_zbar_symbol_get_data_length(const zbar_symbol_t *symbol) { return functions.symbol_get_data_length(symbol); }
unsigned termui_zbar_symbol_get_loc_size(const zbar_symbol_t *symbol) { return functions.symbol_get_loc_size(symbol); }
int termui_zbar_symbol_get_loc_x(const zbar_symbol_t *symbol, unsigned index) { return functions.symbol_get_loc_x(symbol, index); }
int termui_zbar_symbol_get_loc_y(const zbar_symbol_t *symbol, unsigned index) { return functions.symbol_get_loc_y(symbol, index); }
