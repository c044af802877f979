#include "clibxml2.h"

#include "lazy_library.h"

/// libxml2's functions, filled by dlsym in the order of `symbols` (each typed
/// as libxml2's headers declare it).
static struct {
    __typeof__(htmlCreatePushParserCtxt) *htmlCreatePushParserCtxt;
    __typeof__(htmlCtxtUseOptions) *htmlCtxtUseOptions;
    __typeof__(htmlParseChunk) *htmlParseChunk;
    __typeof__(htmlFreeParserCtxt) *htmlFreeParserCtxt;
    __typeof__(xmlFreeDoc) *xmlFreeDoc;
    __typeof__(xmlFreeNode) *xmlFreeNode;
    __typeof__(xmlUnlinkNode) *xmlUnlinkNode;
    __typeof__(xmlInitParser) *xmlInitParser;
} functions;
_Static_assert(sizeof functions == 8 * sizeof(void *), "one pointer per symbol");

static const char *const symbols[] = {
    "htmlCreatePushParserCtxt",
    "htmlCtxtUseOptions",
    "htmlParseChunk",
    "htmlFreeParserCtxt",
    "xmlFreeDoc",
    "xmlFreeNode",
    "xmlUnlinkNode",
    "xmlInitParser",
    NULL};

static termui_lazy_library library = {"libxml2.so.2", symbols, (void **)&functions, PTHREAD_MUTEX_INITIALIZER, 0, ""};

const char *termui_xml_load(void) { return termui_lazy_library_load(&library); }

htmlParserCtxtPtr termui_htmlCreatePushParserCtxt(htmlSAXHandlerPtr sax, void *user_data, const char *chunk, int size, const char *filename, xmlCharEncoding enc) { return functions.htmlCreatePushParserCtxt(sax, user_data, chunk, size, filename, enc); }
int termui_htmlCtxtUseOptions(htmlParserCtxtPtr ctxt, int options) { return functions.htmlCtxtUseOptions(ctxt, options); }
int termui_htmlParseChunk(htmlParserCtxtPtr ctxt, const char *chunk, int size, int terminate) { return functions.htmlParseChunk(ctxt, chunk, size, terminate); }
void termui_htmlFreeParserCtxt(htmlParserCtxtPtr ctxt) { functions.htmlFreeParserCtxt(ctxt); }
void termui_xmlFreeDoc(xmlDocPtr cur) { functions.xmlFreeDoc(cur); }
void termui_xmlFreeNode(xmlNodePtr cur) { functions.xmlFreeNode(cur); }
void termui_xmlUnlinkNode(xmlNodePtr cur) { functions.xmlUnlinkNode(cur); }
void termui_xmlInitParser(void) { functions.xmlInitParser(); }
