#pragma once
int cterminal_placeholder(void);
