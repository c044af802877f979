#ifndef TERMUI_CSTB_SHIM_H
#define TERMUI_CSTB_SHIM_H
// Declarations only: the implementations are compiled into Debian's libstb.so.
#include <stb_image.h>
#include <stb_image_write.h>
#endif
