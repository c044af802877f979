#ifndef TERMUI_CZBAR_H
#define TERMUI_CZBAR_H
#include <zbar.h>

// libzbar is opened when the first barcode reader is made (CLazyLibrary), not
// when the program starts: a program that never scans maps none of it nor
// what it depends on (X11, D-Bus, libjpeg). ScannerKit calls
// `termui_zbar_load()` first, and the other functions only after it said the
// library is there. Each `termui_zbar_X` is zbar's `zbar_X`.

/// Opens libzbar once; NULL when it is there, or why it is not.
const char *termui_zbar_load(void);

zbar_image_scanner_t *termui_zbar_image_scanner_create(void);
void termui_zbar_image_scanner_destroy(zbar_image_scanner_t *scanner);
int termui_zbar_image_scanner_set_config(zbar_image_scanner_t *scanner, zbar_symbol_type_t symbology, zbar_config_t config, int value);
int termui_zbar_scan_image(zbar_image_scanner_t *scanner, zbar_image_t *image);
zbar_image_t *termui_zbar_image_create(void);
void termui_zbar_image_destroy(zbar_image_t *image);
void termui_zbar_image_set_format(zbar_image_t *image, unsigned long format);
void termui_zbar_image_set_size(zbar_image_t *image, unsigned width, unsigned height);
void termui_zbar_image_set_data(zbar_image_t *image, const void *data, unsigned long length, zbar_image_cleanup_handler_t *cleanup);
const zbar_symbol_t *termui_zbar_image_first_symbol(const zbar_image_t *image);
const zbar_symbol_t *termui_zbar_symbol_next(const zbar_symbol_t *symbol);
zbar_symbol_type_t termui_zbar_symbol_get_type(const zbar_symbol_t *symbol);
const char *termui_zbar_symbol_get_data(const zbar_symbol_t *symbol);
unsigned int termui_zbar_symbol_get_data_length(const zbar_symbol_t *symbol);
unsigned termui_zbar_symbol_get_loc_size(const zbar_symbol_t *symbol);
int termui_zbar_symbol_get_loc_x(const zbar_symbol_t *symbol, unsigned index);
int termui_zbar_symbol_get_loc_y(const zbar_symbol_t *symbol, unsigned index);
#endif
