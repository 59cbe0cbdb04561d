#ifndef C_HEAP_STATS_H
#define C_HEAP_STATS_H
#include <stddef.h>

/// Bytes handed out by the C allocator and not yet freed (glibc's
/// mallinfo2().uordblks; 0 where mallinfo2 is unavailable).
size_t cheapstats_heap_in_use(void);

#endif
