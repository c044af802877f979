// ncurses' menu library (libmenuw) for CursesMenu. Wide-character curses is
// enabled before the header is read, as in CNcurses.
#ifndef TERMUI_CMENU_SHIM_H
#define TERMUI_CMENU_SHIM_H
// What pkg-config asks for on Debian (see CNcurses' shim.h).
#ifndef _DEFAULT_SOURCE
#define _DEFAULT_SOURCE 1
#endif
#ifndef _XOPEN_SOURCE
#define _XOPEN_SOURCE 600
#endif
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif
#include <ncursesw/menu.h>
#endif
