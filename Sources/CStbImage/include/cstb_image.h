#ifndef TERMUI_CSTB_IMAGE_H
#define TERMUI_CSTB_IMAGE_H
// stb_image (Debian's libstb.so) opened when the first image file is decoded
// (CLazyLibrary), not when the program starts: an app that shows no picture
// maps none of it. CursesKit calls `termui_stbi_load()` first, and the other
// functions only after it said the library is there. Each `termui_stbi_X` is
// stb_image's `stbi_X`, with plain C types so that no stb header is needed to
// import this one.

/// Opens libstb once; NULL when it is there, or why it is not.
const char *termui_stbi_load(void);

int termui_stbi_info_from_memory(const unsigned char *buffer, int length, int *x, int *y, int *channels);
unsigned char *termui_stbi_load_from_memory(const unsigned char *buffer, int length, int *x, int *y, int *channels, int desired_channels);
void termui_stbi_image_free(void *pixels);
const char *termui_stbi_failure_reason(void);
#endif
