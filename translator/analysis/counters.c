#include "counters.h"

#include <stdlib.h>

/* Threads that update one instance of arr, when the launch is concrete;
 * 0 otherwise. */
static uint64_t sharing_threads(const Array *arr, const Launch *launch) {
  const LaunchSize *sizes[2] = {&launch->group_size, &launch->num_groups};
  int n = arr->space == SPACE_SHARED ? 1 : 2;
  uint64_t threads = 1;
  for (int i = 0; i < n; i++)
    for (int d = 0; d < sizes[i]->ndims; d++) {
      if (sizes[i]->d[d].any)
        return 0;
      threads *= sizes[i]->d[d].value;
    }
  return threads;
}

/* Marks every block reachable from b (b included when it loops back). */
static void reach(const KBlock *b, bool *seen) {
  for (int i = 0; i < b->nsucc; i++)
    if (!seen[b->succ[i]->id]) {
      seen[b->succ[i]->id] = true;
      reach(b->succ[i], seen);
    }
}

static bool qualifies(const Kernel *k, const Cfg *c, const Launch *launch,
                      const Array *arr) {
  int64_t step = 0;
  uint64_t sites = 0;
  int bits = 0;
  bool *after = mem_calloc((size_t)k->blocks.len + 1, sizeof(bool));
  /* An atomic of group scope on memory that several groups reach is not
   * atomic with another group's: two groups' updates may return one
   * value, even to one thread (another group's update may land between
   * two of its own). */
  bool ok = arr->atomic && arr->space != SPACE_PRIVATE &&
            !(arr->group_atomic && arr->space != SPACE_SHARED);
  for (int i = 0; ok && i < k->blocks.len; i++) {
    KBlock *b = k->blocks.items[i];
    for (int j = 0; ok && j < b->stmts.len; j++) {
      KStmt *s = b->stmts.items[j];
      if (s->array != arr || s->kind != K_ATOMIC)
        continue;
      int w = s->count * arr->elem_bytes * 8;
      ok = s->step && (!step || (s->step == step && w == bits)) && !c->innermost[b->id];
      step = s->step;
      bits = w;
      sites++;
      reach(b, after);
      /* A write later in this block also follows the atomic. */
      for (int w = j + 1; w < b->stmts.len; w++) {
        KStmt *x = b->stmts.items[w];
        ok = ok && !(x->kind == K_WRITE && x->array == arr);
      }
    }
  }
  for (int i = 0; ok && i < k->blocks.len; i++) {
    KBlock *b = k->blocks.items[i];
    for (int j = 0; ok && j < b->stmts.len; j++) {
      KStmt *s = b->stmts.items[j];
      ok = !(after[b->id] && s->kind == K_WRITE && s->array == arr);
    }
  }
  free(after);
  if (!ok || !sites || bits > 64)
    return false;
  uint64_t threads = sharing_threads(arr, launch);
  uint64_t mag = step < 0 ? (uint64_t)-step : (uint64_t)step;
  uint64_t limit = bits == 64 ? UINT64_MAX : (UINT64_C(1) << bits) - 1;
  return threads && threads <= limit / sites / mag;
}

bool *counter_arrays(const Kernel *k, const Cfg *c, const Launch *launch) {
  bool *counter = mem_calloc((size_t)k->arrays.len + 1, sizeof(bool));
  for (int i = 0; i < k->arrays.len; i++)
    counter[i] = qualifies(k, c, launch, k->arrays.items[i]);
  return counter;
}
