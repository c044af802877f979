#include "cterminal.h"
int cterminal_placeholder(void) { return 0; }
