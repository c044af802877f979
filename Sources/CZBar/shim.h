#ifndef TERMUI_CZBAR_SHIM_H
#define TERMUI_CZBAR_SHIM_H
#include <zbar.h>
#endif
