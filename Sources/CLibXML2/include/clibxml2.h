#ifndef TERMUI_CLIBXML2_H
#define TERMUI_CLIBXML2_H
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

// libxml2 is opened when the first page is parsed (CLazyLibrary), not when the
// program starts: a program that shows no web page maps none of it nor what
// it depends on (ICU, liblzma). WebLoaderKit calls `termui_xml_load()` first,
// and the other functions only after it said the library is there. Each
// `termui_X` is libxml2's `X`.

/// Opens libxml2 once; NULL when it is there, or why it is not.
const char *termui_xml_load(void);

htmlParserCtxtPtr termui_htmlCreatePushParserCtxt(htmlSAXHandlerPtr sax, void *user_data, const char *chunk, int size, const char *filename, xmlCharEncoding enc);
int termui_htmlCtxtUseOptions(htmlParserCtxtPtr ctxt, int options);
int termui_htmlParseChunk(htmlParserCtxtPtr ctxt, const char *chunk, int size, int terminate);
void termui_htmlFreeParserCtxt(htmlParserCtxtPtr ctxt);
void termui_xmlFreeDoc(xmlDocPtr cur);
void termui_xmlFreeNode(xmlNodePtr cur);
void termui_xmlUnlinkNode(xmlNodePtr cur);
void termui_xmlInitParser(void);
#endif
