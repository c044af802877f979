#ifndef TERMUI_CLIBXML2_SHIM_H
#define TERMUI_CLIBXML2_SHIM_H
#include <libxml/HTMLparser.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>
#endif
