#ifndef TERMUI_CVTERM_SHIM_H
#define TERMUI_CVTERM_SHIM_H
#include <vterm.h>
#endif
