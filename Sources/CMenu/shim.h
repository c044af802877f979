// ncurses' menu library (libmenuw) for CursesMenu. Wide-character curses is
// enabled before the header is read, as in CNcurses.
#ifndef TERMUI_CMENU_SHIM_H
#define TERMUI_CMENU_SHIM_H
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif
#include <ncursesw/menu.h>
#endif
