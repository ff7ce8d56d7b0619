/* intervals: barrier intervals. A barrier that every thread of a group
 * reaches together (barrier divergence is checked apart) splits each
 * thread's run into barrier-free stretches, and the threads' stretches
 * between the same two barriers run concurrently. Two accesses can race
 * only when one stretch may hold both: when some barrier (or the
 * kernel's entry) reaches each of them along a path with no barrier
 * that orders their array. */
#ifndef TANDEM_INTERVALS_H
#define TANDEM_INTERVALS_H

#include "cfg.h"

/* Whether barrier statement s orders the accesses in question. */
typedef bool (*IntervalCut)(const KStmt *s, const void *arg);

typedef struct {
  int nsites, words;
  uint64_t *starts; /* per site: the starts reaching it, a bitset of words */
  bool *seen;       /* per site: some statement of a block has it */
} Intervals;

/* The starts of every access site of k, with the barriers for which
 * cut(s, arg) holds ending stretches. */
void intervals_build(Intervals *iv, const Kernel *k, const Cfg *c, IntervalCut cut,
                     const void *arg);

/* Whether sites a and b may run in one stretch: yes for a site no
 * statement has. */
bool intervals_meet(const Intervals *iv, int a, int b);

void intervals_free(Intervals *iv);

#endif
