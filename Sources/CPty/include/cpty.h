#pragma once
int termui_cpty_placeholder(void);
