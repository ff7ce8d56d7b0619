/* counters: which arrays are atomic counters, whose atomic updates return
 * values that no two updates share (the refined atomic abstraction).
 *
 * An array qualifies when every atomic on it adds one same nonzero
 * constant (atomic_inc, atomicAdd(p, 1)), none of those atomics sits in a
 * loop, no plain write to it can follow one of them, and the launch is small
 * enough that the counter cannot wrap: threads x sites x |constant| < 2^w.
 * Then, in a race-free run, its updates form one strictly increasing
 * sequence per element, and two updates of one element (by two threads, or
 * by one thread at two sites) return different values. */
#ifndef TANDEM_COUNTERS_H
#define TANDEM_COUNTERS_H

#include "cfg.h"
#include "config.h"

/* Returns a calloc'd flag per array id (k->arrays.len entries at least). */
bool *counter_arrays(const Kernel *k, const Cfg *c, const Launch *launch);

#endif
