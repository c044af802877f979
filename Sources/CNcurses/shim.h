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

// ncurses' own output routines for one screen: libtinfo exports them (ncurses'
// tty_update.c writes every frame through them) though no header declares them.
// `putp` is no help: it writes to stdio's stdout, not the screen's buffer.
extern int _nc_outch_sp(SCREEN *, int);
extern void _nc_flush_sp(SCREEN *);

/// Appends `bytes` to `screen`'s output buffer, which ncurses writes with the
/// frame's next write: what is added before `doupdate` leaves with the frame.
static inline void termui_buffer_output(SCREEN *screen, const char *bytes) {
    tputs_sp(screen, bytes, 1, _nc_outch_sp);
}

/// Appends `count` bytes to `screen`'s output buffer exactly as they are
/// (`tputs` would read `$<…>` in them as padding).
static inline void termui_buffer_bytes(SCREEN *screen, const char *bytes, size_t count) {
    for (size_t index = 0; index < count; index++) {
        _nc_outch_sp(screen, (unsigned char)bytes[index]);
    }
}

/// Appends the change from the terminal's current rendition to `attributes`
/// and colour pair `pair` to `screen`'s output buffer, as ncurses' own frames
/// send it, and keeps `pair`'s rendition as the terminal's current one.
static inline void termui_buffer_rendition(SCREEN *screen, attr_t attributes, int pair) {
    vid_puts_sp(screen, attributes, (short)(pair <= 0x7FFF ? pair : 0), &pair, _nc_outch_sp);
}

/// tiparm with two numbers (`cup`'s row and column).
static inline char *termui_tiparm2(const char *capability, int p1, int p2) {
    return tiparm(capability, p1, p2);
}

/// Writes what `screen`'s output buffer holds (one write).
static inline void termui_flush_output(SCREEN *screen) {
    _nc_flush_sp(screen);
}
#endif
