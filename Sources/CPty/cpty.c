int termui_cpty_placeholder(void) { return 0; }
