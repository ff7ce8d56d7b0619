#include "exec_sched.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "exec_calls.h"
#include "exec_prog.h"
#include "exec_warps.h"

typedef struct {
  ExecThread *t;
  uint32_t n;
  uint32_t linear;  /* the block's linear id */
  uint32_t *fenced; /* n for shared memory, then n for global (ExecOrder) */
  uint32_t *seen;   /* n * EXEC_WARP_SIZE __syncwarp clocks, or NULL */
  uint64_t *regs;
  uint8_t **priv;
  /* With all blocks resident, the block's copy of each shared object
   * (Sched.shared); block 0's are the objects' own. */
  uint8_t **shared;
  ExecShadow *shadows;
  bool at_grid; /* every thread waits at a grid barrier */
  bool done;    /* every thread has returned */
} SchedBlock;

typedef struct {
  ExecCtx *c;
  const uint64_t *init;
  uint32_t per_block, nblocks;
  bool warp_ops; /* the kernel has warp-level operations */
  bool syncwarp; /* and __syncwarp among them */
  bool grid;     /* the kernel has a grid barrier */
  int *shared;   /* the ids of the shared objects */
  int nshared;
  uint32_t grid_mark; /* ExecOrder */
  bool *group_atomic; /* ExecOrder: per instruction, or NULL when none */
} Sched;

/* What the kernel's instructions need of the schedule. */
static void survey(Sched *s) {
  const ExecProg *p = s->c->prog;
  for (int i = 0; i < p->ninsts; i++) {
    const ExecInst *x = &p->insts[i];
    if (x->op != LLVMCall || x->skip)
      continue;
    s->warp_ops |= x->aux == EXEC_CALL_WARP;
    s->syncwarp |= x->aux == EXEC_CALL_WARP && x->aux2 == EXEC_WARP_SYNC;
    s->grid |= x->aux == EXEC_CALL_BARRIER && x->aux2 == EXEC_BARRIER_GRID;
    if (exec_calls_group_atomic(x)) {
      if (!s->group_atomic)
        s->group_atomic = mem_calloc((size_t)p->ninsts, sizeof(bool));
      s->group_atomic[i] = true;
    }
  }
  const ExecMem *m = s->c->mem;
  s->shared = mem_calloc((size_t)m->nobjs, sizeof(int));
  for (int o = 1; o < m->nobjs; o++)
    if (m->objs[o].space == EXEC_SPACE_SHARED)
      s->shared[s->nshared++] = o;
}

/* The bytes one thread's state costs. */
static uint64_t thread_bytes(const Sched *s) {
  return sizeof(ExecThread) + sizeof(uint64_t) * (uint64_t)s->c->prog->nregs +
         sizeof(uint8_t *) * (uint64_t)s->c->mem->nobjs + 2 * sizeof(uint32_t) +
         (s->syncwarp ? EXEC_WARP_SIZE * sizeof(uint32_t) : 0);
}

static void block_alloc(Sched *s, SchedBlock *b, bool own_shared) {
  const ExecCtx *c = s->c;
  b->n = s->per_block;
  b->t = mem_calloc(b->n, sizeof(ExecThread));
  b->regs = mem_calloc((size_t)b->n * (size_t)(c->prog->nregs ? c->prog->nregs : 1),
                       sizeof(uint64_t));
  b->priv = mem_calloc((size_t)b->n * (size_t)c->mem->nobjs, sizeof(uint8_t *));
  b->fenced = mem_calloc((size_t)b->n * 2, sizeof(uint32_t));
  if (s->syncwarp)
    b->seen = mem_calloc((size_t)b->n * EXEC_WARP_SIZE, sizeof(uint32_t));
  b->shared = mem_calloc((size_t)s->nshared + 1, sizeof(uint8_t *));
  b->shadows = mem_calloc((size_t)s->nshared + 1, sizeof(ExecShadow));
  for (int j = 0; j < s->nshared; j++) {
    ExecObject *o = &c->mem->objs[s->shared[j]];
    if (!own_shared) {
      b->shared[j] = o->data;
      b->shadows[j] = o->shadow;
      continue;
    }
    b->shared[j] = mem_calloc(o->size ? o->size : 1, 1);
    exec_shadow_init(&b->shadows[j], o->size, false);
  }
}

static void block_free(Sched *s, SchedBlock *b, bool own_shared) {
  for (size_t i = 0; i < (size_t)b->n * (size_t)s->c->mem->nobjs; i++)
    free(b->priv[i]);
  for (int j = 0; j < s->nshared && own_shared; j++) {
    free(b->shared[j]);
    exec_shadow_free(&b->shadows[j]);
  }
  free(b->shared);
  free(b->shadows);
  free(b->priv);
  free(b->seen);
  free(b->fenced);
  free(b->regs);
  free(b->t);
}

/* SchedBlock `linear`'s threads at their start, each in a fresh interval. */
static void block_start(Sched *s, SchedBlock *b, uint32_t linear) {
  ExecCtx *c = s->c;
  const ExecProg *p = c->prog;
  const ExecMem *m = c->mem;
  uint32_t gid[3] = {linear % c->num_groups[0],
                     linear / c->num_groups[0] % c->num_groups[1],
                     linear / (c->num_groups[0] * c->num_groups[1])};
  int entry = p->blocks[0].first + p->blocks[0].nphis;
  b->linear = linear;
  b->at_grid = b->done = false;
  for (uint32_t i = 0; i < b->n; i++) {
    ExecThread *t = &b->t[i];
    /* Thread i of the last block leaves its local memory to thread i of
     * this one (charged once): zeroed, or a by-value struct's image. */
    for (int o = 0; o < m->nobjs; o++) {
      uint8_t *priv = b->priv[(size_t)i * (size_t)m->nobjs + (size_t)o];
      const ExecObject *x = &m->objs[o];
      if (priv && x->data)
        memcpy(priv, x->data, x->size);
      else if (priv)
        memset(priv, 0, x->size);
    }
    *t = (ExecThread){.regs = b->regs + (size_t)i * (size_t)p->nregs,
                      .priv = b->priv + (size_t)i * (size_t)m->nobjs,
                      .local = i,
                      .block = linear,
                      .pc = entry,
                      .prev_bb = -1};
    t->lid[0] = i % c->group_size[0];
    t->lid[1] = i / c->group_size[0] % c->group_size[1];
    t->lid[2] = i / (c->group_size[0] * c->group_size[1]);
    memcpy(t->gid, gid, sizeof gid);
    t->linear = linear * b->n + i;
    memcpy(t->regs, s->init, sizeof(uint64_t) * (size_t)p->nregs);
  }
  uint32_t epoch = exec_thread_new_epoch(c, &b->t[0], NULL);
  for (uint32_t i = 0; i < b->n; i++)
    b->t[i].epoch = epoch;
  memset(b->fenced, 0, sizeof(uint32_t) * 2 * b->n);
  if (b->seen)
    memset(b->seen, 0, sizeof(uint32_t) * EXEC_WARP_SIZE * b->n);
  /* One block at a time: the shared objects are this block's now. Their
   * shadow needs no clearing: an earlier block's records are of another
   * copy (exec_shadow.c). */
  for (int j = 0; j < s->nshared && !s->grid; j++) {
    ExecObject *x = &c->mem->objs[s->shared[j]];
    memset(x->data, 0, x->size);
  }
}

/* Makes b the block that runs: its orders, its shared memory. */
static void activate(Sched *s, SchedBlock *b) {
  ExecCtx *c = s->c;
  ExecOrder o = {.per_block = b->n,
                 .grid_mark = s->grid_mark,
                 .lockstep = c->lockstep,
                 .seen = b->seen,
                 .group_atomic = s->group_atomic};
  c->order_shared = o;
  c->order_shared.fenced = b->fenced;
  c->order_global = o;
  c->order_global.fenced = b->fenced + b->n;
  /* The shadow's fields never change after its start (only its pages
   * do), so a copy of it is the object's. */
  for (int j = 0; j < s->nshared && s->grid; j++) {
    ExecObject *x = &c->mem->objs[s->shared[j]];
    x->data = b->shared[j];
    x->shadow = b->shadows[j];
  }
}

/* ---- an interval ---- */

static bool may_access_memory(const ExecInst *x) {
  return x->op == LLVMLoad || x->op == LLVMStore || x->op == LLVMAtomicRMW ||
         x->op == LLVMAtomicCmpXchg || x->op == LLVMCall;
}

/* --warp-sync: the lanes g[0 .. count) run in lockstep. At each step the
 * lanes at the earliest instruction of the function's layout run it, one
 * after another, as one instruction of the warp: as the layout follows
 * the source, lanes that took different branches meet again after them,
 * as the proof's predicated lanes do. An instruction that may access
 * memory gets a fresh interval, so its accesses are ordered after the
 * earlier steps' (exec_shadow.h). The lanes at a warp operation meet at
 * once when they can. */
static void run_lockstep(Sched *s, SchedBlock *b, uint32_t first, uint32_t count) {
  ExecCtx *c = s->c;
  ExecThread *g = b->t + first;
  while (c->stop == EXEC_STOP_NONE) {
    int pc = INT_MAX;
    for (uint32_t k = 0; k < count; k++)
      if (g[k].state == EXEC_RUNNING && g[k].pc < pc)
        pc = g[k].pc;
    if (pc == INT_MAX)
      return;
    const ExecInst *x = &c->prog->insts[pc];
    uint32_t epoch = 0;
    for (uint32_t k = 0; k < count && c->stop == EXEC_STOP_NONE; k++) {
      if (g[k].state != EXEC_RUNNING || g[k].pc != pc)
        continue;
      if (!epoch && may_access_memory(x))
        epoch = exec_thread_new_epoch(c, &g[k], x);
      if (epoch)
        g[k].epoch = epoch;
      exec_thread_step(c, &g[k]);
    }
    if (x->op == LLVMCall && x->aux == EXEC_CALL_WARP && c->stop == EXEC_STOP_NONE)
      exec_warps_meet(c, b->t, b->n, b->seen, first / EXEC_WARP_SIZE);
  }
}

/* Every thread that can run, runs until it stops. */
static void run_pass(Sched *s, SchedBlock *b) {
  ExecCtx *c = s->c;
  uint32_t group = c->lockstep ? c->lockstep : 1;
  for (uint32_t i = 0; i < b->n && c->stop == EXEC_STOP_NONE; i += group) {
    if (c->lockstep)
      run_lockstep(s, b, i, b->n - i < group ? b->n - i : group);
    else
      exec_thread_run(c, &b->t[i]);
  }
}

/* Runs b until every thread waits at a barrier or has returned: passes,
 * and the warps' meetings between them; false when the run stops. */
static bool run_threads(Sched *s, SchedBlock *b) {
  ExecCtx *c = s->c;
  for (;;) {
    run_pass(s, b);
    if (c->stop != EXEC_STOP_NONE)
      return false;
    if (!s->warp_ops)
      return true;
    /* In lockstep, a later group's meeting may have let lanes of an
     * earlier one go on. */
    bool moved = false;
    for (uint32_t w = 0; w * EXEC_WARP_SIZE < b->n && c->stop == EXEC_STOP_NONE; w++)
      moved |= exec_warps_meet(c, b->t, b->n, b->seen, w) > 0;
    for (uint32_t i = 0; i < b->n && !moved; i++)
      moved = b->t[i].state == EXEC_RUNNING;
    if (c->stop != EXEC_STOP_NONE)
      return false;
    if (!moved)
      return !exec_warps_stuck(c, b->t, b->n);
  }
}

static void report_barrier_divergence(ExecCtx *c, const ExecThread *at,
                                      const ExecThread *other) {
  ExecFinding f = {
      .kind = EXEC_FIND_DIVERGENCE,
      .a = exec_thread_who(at, &c->prog->insts[at->barrier], ACC_READ),
      .b = exec_thread_who(
          other, other->state == EXEC_BARRIER ? &c->prog->insts[other->barrier] : NULL,
          ACC_READ)};
  exec_report_add(c->findings, &f);
  c->stop = EXEC_STOP_DEFECT;
}

/* After an interval: true when every thread waits at the same barrier or
 * all returned (b->done); else barrier divergence. */
static bool converged(Sched *s, SchedBlock *b) {
  const ExecThread *first = &b->t[0];
  for (uint32_t i = 1; i < b->n; i++) {
    const ExecThread *t = &b->t[i];
    if (t->state == first->state &&
        (t->state == EXEC_EXITED || t->barrier == first->barrier))
      continue;
    const ExecThread *at = first->state == EXEC_BARRIER ? first : t;
    report_barrier_divergence(s->c, at, at == first ? t : first);
    return false;
  }
  b->done = first->state == EXEC_EXITED;
  return true;
}

/* __syncthreads_count/and/or: every thread of the block gets the count,
 * conjunction or disjunction of their predicates at the barrier. */
static void count_at_barrier(SchedBlock *b, const ExecInst *x) {
  if (x->aux2 == EXEC_BARRIER_PLAIN)
    return;
  uint64_t n = 0;
  for (uint32_t i = 0; i < b->n; i++)
    n += b->t[i].pred;
  uint64_t v = x->aux2 == EXEC_BARRIER_POPC  ? n
               : x->aux2 == EXEC_BARRIER_AND ? n == b->n
                                             : n > 0;
  for (uint32_t i = 0; i < b->n; i++)
    b->t[i].regs[x->slot] = v & exec_mask(x->s.bits);
}

/* Every thread of b at a block barrier goes on: each thread's accesses so
 * far are complete for the memory its own fence covers (flags computed at
 * run time may differ between threads), and it starts a fresh interval. */
static void pass_barrier(Sched *s, SchedBlock *b) {
  ExecCtx *c = s->c;
  const ExecInst *x = &c->prog->insts[b->t[0].barrier];
  count_at_barrier(b, x);
  uint32_t epoch = exec_thread_new_epoch(c, &b->t[0], x);
  for (uint32_t i = 0; i < b->n; i++) {
    ExecThread *t = &b->t[i];
    if (t->fence & EXEC_FENCE_LOCAL)
      b->fenced[i] = t->epoch;
    if (t->fence & EXEC_FENCE_GLOBAL)
      b->fenced[b->n + i] = t->epoch;
    t->epoch = epoch;
    t->state = EXEC_RUNNING;
  }
}

/* One interval of b, and the barrier that ends it: passed, or (a grid
 * barrier) waited at; false when the run stops. */
static bool run_interval(Sched *s, SchedBlock *b) {
  if (!run_threads(s, b) || !converged(s, b))
    return false;
  if (b->done)
    return true;
  if (s->c->prog->insts[b->t[0].barrier].aux2 == EXEC_BARRIER_GRID)
    b->at_grid = true;
  else
    pass_barrier(s, b);
  return s->c->stop == EXEC_STOP_NONE;
}

/* ---- the grid ---- */

static void run_one_by_one(Sched *s) {
  SchedBlock b = {0};
  block_alloc(s, &b, false);
  bool ok = true;
  for (uint32_t k = 0; k < s->nblocks && ok; k++) {
    block_start(s, &b, k);
    activate(s, &b);
    while (ok && !b.done)
      ok = run_interval(s, &b);
  }
  block_free(s, &b, false);
}

/* Every block waits at a grid barrier or has returned: all at the same
 * grid barrier go on, each thread in a fresh interval above grid_mark;
 * else barrier divergence between two blocks. False when the run stops. */
static bool meet_at_grid(Sched *s, SchedBlock *blocks) {
  ExecCtx *c = s->c;
  const SchedBlock *first = &blocks[0];
  while (!first->at_grid)
    first++;
  for (uint32_t k = 0; k < s->nblocks; k++) {
    const SchedBlock *b = &blocks[k];
    if (!b->at_grid || b->t[0].barrier != first->t[0].barrier) {
      report_barrier_divergence(c, &first->t[0], &b->t[0]);
      return false;
    }
  }
  s->grid_mark = exec_thread_new_epoch(c, &blocks[0].t[0], NULL);
  for (uint32_t k = 0; k < s->nblocks; k++) {
    blocks[k].at_grid = false;
    for (uint32_t i = 0; i < blocks[k].n; i++) {
      blocks[k].t[i].epoch = s->grid_mark;
      blocks[k].t[i].state = EXEC_RUNNING;
    }
  }
  return c->stop == EXEC_STOP_NONE;
}

/* All blocks resident, interleaved interval by interval. */
static void run_resident(Sched *s) {
  SchedBlock *blocks = mem_calloc(s->nblocks, sizeof(SchedBlock));
  for (uint32_t k = 0; k < s->nblocks; k++) {
    block_alloc(s, &blocks[k], k > 0);
    block_start(s, &blocks[k], k);
  }
  for (bool ok = true, all_done = false; ok && !all_done;) {
    bool waiting = true;
    all_done = true;
    for (uint32_t k = 0; k < s->nblocks && ok; k++) {
      SchedBlock *b = &blocks[k];
      if (!b->done && !b->at_grid) {
        activate(s, b);
        ok = run_interval(s, b);
      }
      all_done &= b->done;
      waiting &= b->done || b->at_grid;
    }
    if (ok && waiting && !all_done)
      ok = meet_at_grid(s, blocks);
  }
  activate(s, &blocks[0]); /* the objects own block 0's shared memory */
  for (uint32_t k = 0; k < s->nblocks; k++)
    block_free(s, &blocks[k], k > 0);
  free(blocks);
}

ExecSchedResult exec_sched_run(ExecCtx *c, const uint64_t *init) {
  Sched s = {.c = c, .init = init};
  s.per_block = c->group_size[0] * c->group_size[1] * c->group_size[2];
  s.nblocks = c->num_groups[0] * c->num_groups[1] * c->num_groups[2];
  survey(&s);
  uint64_t block_bytes = thread_bytes(&s) * s.per_block;
  ExecSchedResult res = EXEC_SCHED_RAN;
  if (s.grid && c->first_groups && c->first_groups < s.nblocks) {
    res = EXEC_SCHED_GRID_PREFIX;
  } else if (s.grid) {
    uint64_t shared = 0;
    for (int j = 0; j < s.nshared; j++)
      shared += c->mem->objs[s.shared[j]].size;
    /* block 0's shared memory is the objects' own, charged already */
    if (!exec_mem_charge(c->mem, block_bytes * s.nblocks + shared * (s.nblocks - 1)))
      res = EXEC_SCHED_NO_ROOM_GRID;
    else
      run_resident(&s);
  } else if (!exec_mem_charge(c->mem, block_bytes)) {
    res = EXEC_SCHED_NO_ROOM;
  } else {
    /* Blocks run one after another: the first ones are a prefix of the
     * whole launch's execution. */
    if (c->first_groups && c->first_groups < s.nblocks)
      s.nblocks = c->first_groups;
    run_one_by_one(&s);
  }
  free(s.shared);
  free(s.group_atomic);
  return res;
}
