// ncurses' form library (libformw) for CursesForm. Wide-character curses is
// enabled before the header is read, as in CNcurses.
#ifndef TERMUI_CFORM_SHIM_H
#define TERMUI_CFORM_SHIM_H
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
#include <ncursesw/form.h>

// set_field_type is variadic (each type takes its own arguments), which Swift
// cannot call: one fixed-argument function per built-in type.

/// TYPE_INTEGER: at least `padding` digits shown, `minimum`...`maximum` (both 0: any).
static inline int termui_set_field_integer(FIELD *field, int padding, long minimum, long maximum) {
    return set_field_type(field, TYPE_INTEGER, padding, minimum, maximum);
}

/// TYPE_NUMERIC: `precision` decimals shown, `minimum`...`maximum` (both 0: any).
static inline int termui_set_field_numeric(FIELD *field, int precision, double minimum, double maximum) {
    return set_field_type(field, TYPE_NUMERIC, precision, minimum, maximum);
}

/// TYPE_ALPHA: letters only, at least `width` of them.
static inline int termui_set_field_alpha(FIELD *field, int width) {
    return set_field_type(field, TYPE_ALPHA, width);
}

/// TYPE_ALNUM: letters and digits, at least `width` of them.
static inline int termui_set_field_alnum(FIELD *field, int width) {
    return set_field_type(field, TYPE_ALNUM, width);
}

/// TYPE_ENUM: one of the NULL-terminated `values` (the library copies them).
static inline int termui_set_field_enum(FIELD *field, char **values, int checkCase, int checkUnique) {
    return set_field_type(field, TYPE_ENUM, values, checkCase, checkUnique);
}

/// TYPE_REGEXP: the whole value matches the POSIX extended expression `pattern`.
static inline int termui_set_field_regexp(FIELD *field, const char *pattern) {
    return set_field_type(field, TYPE_REGEXP, pattern);
}

/// TYPE_IPV4: a dotted-quad IPv4 address.
static inline int termui_set_field_ipv4(FIELD *field) {
    return set_field_type(field, TYPE_IPV4);
}
/// Whether the field's type accepts character `c` where it is typed: the
/// type's own character check, which ncurses' wide-character driver skips
/// (form_driver_w validates only the whole field, on leaving it). A field
/// without a type, or whose type has no character check (TYPE_ENUM,
/// TYPE_REGEXP), accepts every character. Status bits as in form.priv.h.
static inline int termui_field_accepts_character(const FIELD *field, int c) {
    const FIELDTYPE *type = field->type;
    const void *argument = field->arg;
    if (type == NULL) return 1;
    if (type->status & 0x04) return 1;  /* _LINKED_TYPE: checked whole, on leaving */
    if (type->status & 0x10) return 1;  /* _GENERIC: needs the form */
    if (type->charcheck.occheck == NULL) return 1;
    return type->charcheck.occheck(c, argument) ? 1 : 0;
}
#endif
