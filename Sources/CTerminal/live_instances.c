#include "cterminal.h"

static long live_counts[CTERMINAL_LIVE_KINDS];

void cterminal_live_adjust(int kind, long delta) {
    if (kind < 0 || kind >= CTERMINAL_LIVE_KINDS) return;
    __atomic_fetch_add(&live_counts[kind], delta, __ATOMIC_RELAXED);
}

long cterminal_live_count(int kind) {
    if (kind < 0 || kind >= CTERMINAL_LIVE_KINDS) return 0;
    return __atomic_load_n(&live_counts[kind], __ATOMIC_RELAXED);
}
