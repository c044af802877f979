#ifndef TERMUI_CQRENCODE_SHIM_H
#define TERMUI_CQRENCODE_SHIM_H
#include <qrencode.h>
#endif
