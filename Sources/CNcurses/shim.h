// Enables ncurses' wide-character API (get_wch, add_wch, setcchar, ...)
// before the header is read; without these the wide functions are hidden.
#ifndef TERMUI_CNCURSES_SHIM_H
#define TERMUI_CNCURSES_SHIM_H
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif
#include <locale.h>
#include <wchar.h>
#include <ncursesw/curses.h>
#include <ncursesw/term.h>
#endif
