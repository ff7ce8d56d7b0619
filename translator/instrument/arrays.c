/* arrays: each array's variables (maps, logs, sites, values, views) and initial contents. */
#include "instrument_int.h"

#include <stdio.h>
#include <stdlib.h>

#include "counters.h"

/* The view and the access tracking of an array that barrier invariants
 * read. */
static void setup_binv_array(In *in, Array *arr, ArrState *st) {
  char name[256];
  st->view = st->map[0];
  if (st->map[0] != st->map[1]) {
    snprintf(name, sizeof name, "_VIEW%s", arr->bname);
    st->view = var_new(in->o, name, st->map[0]->type, VAR_LOCAL);
  }
  if (!!in->cfg->barrier_access_checks) {
    snprintf(name, sizeof name, "_NOT_ACCESSED%s", arr->bname);
    st->not_accessed = var_new(in->o, name, ty_bv(in->a, 32), VAR_LOCAL);
  }
}

/* Whether two of arr's atomics can race: one is of group scope and the
 * threads may be in different groups (not in shared memory, which one
 * group reaches). */
static bool across_groups(const Array *arr) {
  return arr->group_atomic && arr->space != SPACE_SHARED;
}

/* That site, thread 1's logged access, is an atomic of group scope on arr. */
static Expr *group_sites(In *in, const Array *arr, Var *site) {
  Expr *any = e_bool(in->a, false);
  for (int i = 0; i < in->k->blocks.len; i++) {
    KBlock *b = in->k->blocks.items[i];
    for (int j = 0; j < b->stmts.len; j++) {
      KStmt *s = b->stmts.items[j];
      if (s->kind == K_ATOMIC && s->array == arr && s->group_scope)
        any = e_or(in->a, any, e_eq(in->a, e_var(in->a, site), e_int(in->a, s->site)));
    }
  }
  return any;
}

void in_setup_arrays(In *in) {
  Kernel *k = in->k;
  in->as = mem_calloc((size_t)k->arrays.len + 1, sizeof(ArrState));
  bool *counter = counter_arrays(k, in->c, &in->cfg->launch);
  in->out->w.watched = arena_alloc(in->a, sizeof(Var *) * ((size_t)k->arrays.len + 1));
  for (int j = 0; j < 3; j++)
    in->out->w.site[j] = arena_alloc(in->a, sizeof(Var *) * ((size_t)k->arrays.len + 1));
  /* Values are compared element by element: an access of several
   * elements rules tolerance out. */
  bool *wide_write = mem_calloc((size_t)k->arrays.len + 1, sizeof(bool));
  bool *wide_read = mem_calloc((size_t)k->arrays.len + 1, sizeof(bool));
  /* Per array and kind (read, write): accessed by an async copy. */
  bool (*async)[2] = mem_calloc((size_t)k->arrays.len + 1, sizeof *async);
  for (int i = 0; i < k->blocks.len; i++) {
    KBlock *b = k->blocks.items[i];
    for (int j = 0; j < b->stmts.len; j++) {
      KStmt *s = b->stmts.items[j];
      if (s->kind == K_WRITE && s->count != 1)
        wide_write[s->array->id] = true;
      if (s->kind == K_READ && s->count != 1)
        wide_read[s->array->id] = true;
      if (s->event)
        async[s->array->id][s->kind == K_WRITE] = true;
    }
  }
  for (int i = 0; i < k->arrays.len; i++) {
    Array *arr = k->arrays.items[i];
    ArrState *st = &in->as[i];
    BType *mt = ty_map(in->a, ty_bv(in->a, 32), ty_bv(in->a, arr->elem_bytes * 8));
    char name[256];
    if (arr->read && !arr->adversarial) {
      /* __shared__ memory is one instance per group: unwritten, its
       * contents still differ between groups (in_init_arrays). */
      if (arr->written || arr->space == SPACE_PRIVATE || arr->space == SPACE_SHARED) {
        for (int t = 0; t < 2; t++) {
          snprintf(name, sizeof name, "%s$%d", arr->bname, t + 1);
          st->map[t] = var_new(in->o, name, mt, VAR_LOCAL);
        }
      } else {
        st->map[0] = st->map[1] = var_new(in->o, arr->bname, mt, VAR_CONST);
      }
    }
    if (arr->in_binv && !in_binv_unreadable(arr))
      setup_binv_array(in, arr, st);
    /* An array left out of race checks keeps logs only for the
     * annotations that ask about them. */
    if (arr->space == SPACE_PRIVATE || in->cfg->only_divergence ||
        (arr->unchecked && !arr->annotated))
      continue;
    st->checked = (arr->written || arr->atomic) && !arr->unchecked;
    st->counter = counter[i];
    /* An async copy writes values unknown here: never benign, and no read
     * of an array it touches is compared by value. */
    st->benign = st->checked && !!in->cfg->benign_tolerance && !wide_write[i] &&
                 !async[i][ACC_WRITE];
    st->benign_reads = st->benign && !wide_read[i] && !arr->adversarial && !async[i][ACC_READ];
    snprintf(name, sizeof name, "_WATCHED%s", arr->bname);
    st->watched = var_new(in->o, name, ty_bv(in->a, 32), VAR_CONST);
    in->out->w.watched[i] = st->watched;
    /* A log is kept only where some access could conflict with it. */
    bool need[3] = {arr->read && (arr->written || arr->atomic || arr->annotated),
                    arr->written,
                    arr->atomic && (arr->read || arr->written || across_groups(arr))};
    /* Nor where no access can meet it (slots.h), unless an annotation, an
     * invariant or an async copy reads it. */
    bool asked = arr->annotated || arr->in_binv || arr->in_invariant;
    for (int j = ACC_READ; j <= ACC_WRITE; j++)
      need[j] &= asked || async[i][j] || in_log_may_conflict(in, arr, (AccessKind)j);
    static const char *const kind_names[3] = {"READ", "WRITE", "ATOMIC"};
    for (int j = 0; j < 3; j++) {
      if (!need[j])
        continue;
      snprintf(name, sizeof name, "_%s%s", kind_names[j], arr->bname);
      st->log[j] = var_new(in->o, name, ty_bool(in->a), VAR_LOCAL);
      snprintf(name, sizeof name, "_%s_SITE%s", kind_names[j], arr->bname);
      st->site[j] = var_new(in->o, name, ty_int(in->a), VAR_CONST);
      in->out->w.site[j][i] = st->site[j];
      if (j != ACC_ATOMIC && async[i][j]) {
        snprintf(name, sizeof name, "_%s_EVENT%s", kind_names[j], arr->bname);
        st->pending[j] = var_new(in->o, name, ty_bv(in->a, 32), VAR_LOCAL);
      }
    }
    if (st->log[ACC_ATOMIC] && across_groups(arr))
      st->group_logged = group_sites(in, arr, st->site[ACC_ATOMIC]);
    if (arr->written && st->benign) {
      snprintf(name, sizeof name, "_WRITE_VALUE%s", arr->bname);
      st->wval = var_new(in->o, name, ty_bv(in->a, arr->elem_bytes * 8), VAR_LOCAL);
    }
    if (st->log[ACC_READ] && arr->written && st->benign_reads) {
      snprintf(name, sizeof name, "_READ_VALUE%s", arr->bname);
      st->rval = var_new(in->o, name, ty_bv(in->a, arr->elem_bytes * 8), VAR_LOCAL);
    }
  }
  free(wide_write);
  free(wide_read);
  free(async);
  free(counter);
}

/* The known contents of a read-only object, as axioms on its one map. */
static void fixed_contents(In *in, const Array *arr, Var *map) {
  int64_t n = arr->size_bytes / arr->elem_bytes;
  for (int64_t i = 0; i < n && i < 4096; i++) {
    uint64_t v = 0;
    for (int b = arr->elem_bytes - 1; b >= 0; b--)
      v = v << 8 | arr->init[i * arr->elem_bytes + b];
    Expr *at = e_select(in->a, e_var(in->a, map), e_bv(in->a, (uint64_t)i, 32));
    in_axiom(in, e_eq(in->a, at, e_bv(in->a, v, arr->elem_bytes * 8)));
  }
}

/* Both threads start from the same memory, but for __shared__ memory of
 * different groups. */
void in_init_arrays(In *in) {
  for (int i = 0; i < in->k->arrays.len; i++) {
    Array *arr = in->k->arrays.items[i];
    ArrState *st = &in->as[i];
    if (arr->init && !arr->written && !arr->atomic && st->map[0] && st->map[0] == st->map[1])
      fixed_contents(in, arr, st->map[0]);
    for (int j = 0; j < 3; j++)
      if (st->log[j])
        block_add(in->init, s_assign(in->a, st->log[j], e_bool(in->a, false)));
    for (int j = 0; j < 2; j++)
      if (st->pending[j])
        block_add(in->init, s_assign(in->a, st->pending[j], e_bv(in->a, 0, 32)));
    if (!st->map[0] || st->map[0] == st->map[1] || arr->space == SPACE_PRIVATE)
      continue;
    Expr *m1 = e_var(in->a, st->map[0]);
    Expr *init = arr->space == SPACE_SHARED
                     ? e_ite(in->a, in->same_group, m1, e_var(in->a, st->map[1]))
                     : m1;
    block_add(in->init, s_assign(in->a, st->map[1], init));
    if (st->view && st->view != st->map[0])
      block_add(in->init, s_assign(in->a, st->view, m1));
  }
}

void in_free_arrays(In *in) {
  for (int i = 0; i < in->k->arrays.len; i++)
    vec_free(&in->as[i].draws);
  free(in->as);
}
