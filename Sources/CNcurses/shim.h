// Enables ncurses' wide-character API (get_wch, add_wch, setcchar, ...)
// before the header is read; without these the wide functions are hidden.
#ifndef TERMUI_CNCURSES_SHIM_H
#define TERMUI_CNCURSES_SHIM_H
// What `pkg-config --cflags ncursesw` asks for on Debian; defined here because
// SwiftPM refuses -D flags from pkg-config (Package.swift reads no pkgConfig).
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
#include <locale.h>
#include <wchar.h>
#include <ncursesw/curses.h>
#include <ncursesw/term.h>
#include <langinfo.h>
#include <string.h>

/// tiparm with one number: Swift cannot call C's variadic functions.
static inline char *termui_tiparm1(const char *capability, int p1) {
    return tiparm(capability, p1);
}

/// 1 when the locale's character set (after setlocale) is UTF-8.
static inline int termui_locale_is_utf8(void) {
    const char *codeset = nl_langinfo(CODESET);
    return codeset != NULL && strcmp(codeset, "UTF-8") == 0;
}
#endif
