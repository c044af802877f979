#ifndef TERMUI_CLIBXML2_SHIM_H
#define TERMUI_CLIBXML2_SHIM_H
#include <stdint.h>
#include <libxml/xmlversion.h>
#ifdef LIBXML_ICU_ENABLED
// Debian's libxml2 is built with ICU, and its encoding.h includes the system's
// <unicode/ucnv.h>. Foundation brings its own ICU (_FoundationICU) whose enums
// differ, and a module that sees both fails to build. Only two ICU names appear
// in libxml2's headers, both inside an encoding handler this package never
// looks into: declare them here (with ICU's own definitions) and keep the
// system ICU out. The structs keep their layout.
#define UCNV_H 1
typedef struct UConverter UConverter;
typedef uint16_t UChar;
#endif
#include <libxml/HTMLparser.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>
#endif
