#include "exec_warps.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "exec_calls.h"
#include "exec_values.h"

static const struct {
  const char *name;
  ExecWarpOp op;
} warp_names[] = {
    {"__syncwarp", EXEC_WARP_SYNC},
    {"__all_sync", EXEC_WARP_ALL},
    {"__any_sync", EXEC_WARP_ANY},
    {"__uni_sync", EXEC_WARP_UNI},
    {"__ballot_sync", EXEC_WARP_BALLOT},
    {"__activemask", EXEC_WARP_ACTIVEMASK},
    {"__tandem_shfl_idx_i32", EXEC_WARP_SHFL_IDX},
    {"__tandem_shfl_up_i32", EXEC_WARP_SHFL_UP},
    {"__tandem_shfl_down_i32", EXEC_WARP_SHFL_DOWN},
    {"__tandem_shfl_xor_i32", EXEC_WARP_SHFL_XOR},
    {"__tandem_match_any_i64", EXEC_WARP_MATCH_ANY},
    {"__tandem_match_all_i64", EXEC_WARP_MATCH_ALL},
    {"__tandem_reduce_add_u32", EXEC_WARP_REDUCE_ADD},
    {"__tandem_reduce_and_u32", EXEC_WARP_REDUCE_AND},
    {"__tandem_reduce_or_u32", EXEC_WARP_REDUCE_OR},
    {"__tandem_reduce_xor_u32", EXEC_WARP_REDUCE_XOR},
    {"__tandem_reduce_min_u32", EXEC_WARP_REDUCE_UMIN},
    {"__tandem_reduce_max_u32", EXEC_WARP_REDUCE_UMAX},
    {"__tandem_reduce_min_i32", EXEC_WARP_REDUCE_SMIN},
    {"__tandem_reduce_max_i32", EXEC_WARP_REDUCE_SMAX},
};

bool exec_warps_classify(const char *plain, int *op) {
  for (size_t i = 0; i < sizeof warp_names / sizeof warp_names[0]; i++)
    if (!strcmp(plain, warp_names[i].name)) {
      *op = (int)warp_names[i].op;
      return true;
    }
  return false;
}

bool exec_warps_shfl_source(ExecWarpOp op, uint32_t lane, uint32_t arg, uint32_t w,
                            uint32_t *src) {
  int64_t min_lane = lane & ~(w - 1), max_lane = min_lane | (w - 1), j;
  switch (op) {
  case EXEC_WARP_SHFL_IDX: *src = (uint32_t)min_lane | (arg & (w - 1)); return true;
  case EXEC_WARP_SHFL_UP: j = (int64_t)lane - (int64_t)arg; break;
  case EXEC_WARP_SHFL_DOWN: j = (int64_t)lane + (int64_t)arg; break;
  default: j = lane ^ arg; break; /* xor: earlier segments are read, later ones not */
  }
  bool valid = op == EXEC_WARP_SHFL_UP ? j >= min_lane : j <= max_lane;
  *src = valid ? (uint32_t)j : lane;
  return valid;
}

/* ---- a meeting ---- */

/* The lanes of one warp at one meeting: w[k] is lane k (k < lanes). */
typedef struct {
  ExecThread *w;
  uint32_t lanes;   /* lanes that exist (a block's last warp may have fewer) */
  uint32_t members; /* the lanes that meet, as bits */
  const ExecInst *x;
  uint32_t *seen; /* the warp's first thread's __syncwarp clock (NULL
                     when the kernel has no __syncwarp) */
} Meeting;

static uint64_t arg_of(const ExecThread *t, const ExecInst *x, int i) {
  return exec_thread_operand(t, &x->ops[i])[0];
}

static uint32_t mask_of(const ExecThread *t, const ExecInst *x) {
  return (uint32_t)arg_of(t, x, 0);
}

/* Undefined behaviour of thread t at warp operation x; stop: the run
 * cannot go on. */
static void report_ub(ExecCtx *c, ExecThread *t, const ExecInst *x, bool stop,
                      const char *fmt, ...) __attribute__((format(printf, 5, 6)));
static void report_ub(ExecCtx *c, ExecThread *t, const ExecInst *x, bool stop,
                      const char *fmt, ...) {
  ExecFinding f = {.kind = EXEC_FIND_UB, .a = exec_thread_who(t, x, ACC_READ)};
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(f.what, sizeof f.what, fmt, ap);
  va_end(ap);
  exec_report_add(c->findings, &f);
  if (stop)
    exec_thread_stop(c, t, x, EXEC_STOP_DEFECT, "%s", f.what);
}

/* Thread a waits at its warp operation for b, which is elsewhere (label:
 * where) or meets it with another mask (what). */
static void report_warp_divergence(ExecCtx *c, ExecThread *a, const ExecThread *b,
                                   const char *label, const char *what) {
  const ExecInst *x = &c->prog->insts[a->barrier];
  ExecFinding f = {.kind = EXEC_FIND_WARP_DIVERGENCE,
                   .a = exec_thread_who(a, x, ACC_READ),
                   .b = exec_thread_who(b, &c->prog->insts[b->barrier], ACC_READ),
                   .b_label = label};
  snprintf(f.what, sizeof f.what, "%s", what);
  exec_report_add(c->findings, &f);
  exec_thread_stop(c, a, x, EXEC_STOP_DEFECT, "warp divergence");
}

/* __syncwarp: the members' clocks joined (the largest entry of each lane,
 * a lane's own entry its current interval), then a fresh interval each:
 * their accesses so far are ordered before the ones to come
 * (exec_shadow.h). */
static void sync_lanes(ExecCtx *c, Meeting *m) {
  uint32_t joined[EXEC_WARP_SIZE] = {0};
  for (uint32_t k = 0; k < m->lanes; k++) {
    if (!(m->members >> k & 1))
      continue;
    const uint32_t *own = m->seen + (size_t)k * EXEC_WARP_SIZE;
    for (int j = 0; j < EXEC_WARP_SIZE; j++)
      joined[j] = own[j] > joined[j] ? own[j] : joined[j];
    if (m->w[k].epoch > joined[k])
      joined[k] = m->w[k].epoch;
  }
  uint32_t fresh = 0;
  for (uint32_t k = 0; k < m->lanes; k++) {
    if (!(m->members >> k & 1))
      continue;
    memcpy(m->seen + (size_t)k * EXEC_WARP_SIZE, joined, sizeof joined);
    if (!fresh)
      fresh = exec_thread_new_epoch(c, &m->w[k], m->x);
    m->w[k].epoch = fresh;
  }
}

/* A shuffle's result for lane k; an undefined one (a source that does not
 * take part) is reported and is the lane's own value. */
static uint64_t shuffle(ExecCtx *c, Meeting *m, uint32_t k) {
  ExecThread *t = &m->w[k];
  uint32_t arg = (uint32_t)arg_of(t, m->x, 2), width = (uint32_t)arg_of(t, m->x, 3), j;
  if (!width || width > EXEC_WARP_SIZE || (width & (width - 1))) {
    report_ub(c, t, m->x, true, "shuffle width %u is not a power of two of at most %u",
              width, EXEC_WARP_SIZE);
    return 0;
  }
  if (!exec_warps_shfl_source((ExecWarpOp)m->x->aux2, k, arg, width, &j))
    return arg_of(t, m->x, 1);
  if (!(m->members >> j & 1)) {
    report_ub(c, t, m->x, false, "shuffle from lane %u, which does not take part", j);
    return arg_of(t, m->x, 1);
  }
  return arg_of(&m->w[j], m->x, 1);
}

/* A reduction's operand: unsigned, or signed for the signed min and max
 * (kept in a wider integer so that one comparison serves both). */
static int64_t reduce_value(const ExecThread *t, const ExecInst *x) {
  uint64_t v = arg_of(t, x, 1) & exec_mask(32);
  bool is_signed = x->aux2 == EXEC_WARP_REDUCE_SMIN || x->aux2 == EXEC_WARP_REDUCE_SMAX;
  return is_signed ? exec_sext(v, 32) : (int64_t)v;
}

/* What every member gets from the votes, __activemask and the reductions:
 * one value for the warp. */
static uint64_t common_value(Meeting *m) {
  const ExecInst *x = m->x;
  ExecWarpOp op = (ExecWarpOp)x->aux2;
  if (op == EXEC_WARP_ACTIVEMASK)
    return m->members;
  uint32_t ballot = 0;
  int64_t acc = 0;
  bool started = false;
  for (uint32_t k = 0; k < m->lanes; k++) {
    if (!(m->members >> k & 1))
      continue;
    if (op < EXEC_WARP_REDUCE_ADD) {
      ballot |= (arg_of(&m->w[k], x, 1) & exec_mask(32) ? 1u : 0u) << k;
      continue;
    }
    int64_t v = reduce_value(&m->w[k], x);
    switch (op) {
    case EXEC_WARP_REDUCE_ADD: acc = (int64_t)((uint64_t)acc + (uint64_t)v); break;
    case EXEC_WARP_REDUCE_AND: acc = started ? acc & v : v; break;
    case EXEC_WARP_REDUCE_OR: acc |= v; break;
    case EXEC_WARP_REDUCE_XOR: acc ^= v; break;
    case EXEC_WARP_REDUCE_UMIN:
    case EXEC_WARP_REDUCE_SMIN: acc = !started || v < acc ? v : acc; break;
    default: acc = !started || v > acc ? v : acc; break;
    }
    started = true;
  }
  switch (op) {
  case EXEC_WARP_ALL: return ballot == m->members;
  case EXEC_WARP_ANY: return ballot != 0;
  case EXEC_WARP_UNI: return ballot == m->members || ballot == 0;
  case EXEC_WARP_BALLOT: return ballot;
  default: return (uint64_t)acc;
  }
}

/* __match_any_sync: the members whose value is lane k's;
 * __match_all_sync: the mask when every member's is, else 0. */
static uint64_t match(Meeting *m, uint32_t k) {
  uint64_t mine = arg_of(&m->w[k], m->x, 1);
  uint32_t same = 0;
  for (uint32_t j = 0; j < m->lanes; j++)
    if (m->members >> j & 1 && arg_of(&m->w[j], m->x, 1) == mine)
      same |= 1u << j;
  if (m->x->aux2 == EXEC_WARP_MATCH_ANY)
    return same;
  return same == m->members ? mask_of(&m->w[k], m->x) : 0;
}

/* The members get their results and run on. */
static void finish(ExecCtx *c, Meeting *m) {
  ExecWarpOp op = (ExecWarpOp)m->x->aux2;
  uint64_t res[EXEC_WARP_SIZE] = {0}, common = 0;
  if (op == EXEC_WARP_SYNC)
    sync_lanes(c, m);
  else if (op < EXEC_WARP_SHFL_IDX || op >= EXEC_WARP_REDUCE_ADD)
    common = common_value(m);
  for (uint32_t k = 0; k < m->lanes && c->stop == EXEC_STOP_NONE; k++)
    if (m->members >> k & 1)
      res[k] = op >= EXEC_WARP_SHFL_IDX && op <= EXEC_WARP_SHFL_XOR     ? shuffle(c, m, k)
               : op == EXEC_WARP_MATCH_ANY || op == EXEC_WARP_MATCH_ALL ? match(m, k)
                                                                        : common;
  for (uint32_t k = 0; k < m->lanes; k++) {
    if (!(m->members >> k & 1))
      continue;
    if (m->x->lanes)
      m->w[k].regs[m->x->slot] = res[k] & exec_mask(m->x->s.bits);
    m->w[k].state = EXEC_RUNNING;
  }
}

/* The lanes of lane l's mask that have not exited, as bits, if all of them
 * wait at l's operation; else 0. */
static uint32_t gathered(const ExecThread *w, uint32_t lanes, uint32_t l, uint32_t mask) {
  uint32_t members = 0;
  for (uint32_t k = 0; k < lanes; k++) {
    if (!(mask >> k & 1) || w[k].state == EXEC_EXITED)
      continue;
    if (w[k].state != EXEC_WARP || w[k].barrier != w[l].barrier)
      return 0;
    members |= 1u << k;
  }
  return members;
}

/* Lane l's meeting, when every lane of its mask is there: false when it
 * cannot meet yet or the run stops. */
static bool meet_lane(ExecCtx *c, Meeting *m, uint32_t l) {
  ExecThread *a = &m->w[l];
  m->x = &c->prog->insts[a->barrier];
  uint32_t mask = mask_of(a, m->x);
  if (!(mask >> l & 1)) {
    report_ub(c, a, m->x, true,
              "the mask 0x%08x of a warp operation does not name the calling lane %u",
              mask, l);
    return false;
  }
  m->members = gathered(m->w, m->lanes, l, mask);
  if (!m->members)
    return false;
  for (uint32_t k = 0; k < m->lanes; k++) {
    uint32_t other = m->members >> k & 1 ? mask_of(&m->w[k], m->x) : mask;
    if (other != mask) {
      char what[64];
      snprintf(what, sizeof what, "the masks differ: 0x%08x and 0x%08x", mask, other);
      report_warp_divergence(c, a, &m->w[k], "The same warp operation reached", what);
      return false;
    }
  }
  finish(c, m);
  return true;
}

int exec_warps_meet(ExecCtx *c, ExecThread *t, uint32_t n, uint32_t *seen,
                    uint32_t warp) {
  uint32_t base = warp * EXEC_WARP_SIZE;
  Meeting m = {.w = t + base,
               .lanes = n - base < EXEC_WARP_SIZE ? n - base : EXEC_WARP_SIZE,
               .seen = seen ? seen + (size_t)base * EXEC_WARP_SIZE : NULL};
  int met = 0;
  for (uint32_t l = 0; l < m.lanes && c->stop == EXEC_STOP_NONE; l++)
    if (m.w[l].state == EXEC_WARP &&
        c->prog->insts[m.w[l].barrier].aux2 != EXEC_WARP_ACTIVEMASK)
      met += meet_lane(c, &m, l);
  /* __activemask last: the lanes that could still come have come. */
  for (uint32_t l = 0; l < m.lanes && !met && c->stop == EXEC_STOP_NONE; l++) {
    if (m.w[l].state != EXEC_WARP)
      continue;
    m.x = &c->prog->insts[m.w[l].barrier];
    if (m.x->aux2 != EXEC_WARP_ACTIVEMASK)
      continue;
    m.members = 0;
    for (uint32_t k = 0; k < m.lanes; k++)
      if (m.w[k].state == EXEC_WARP && m.w[k].barrier == m.w[l].barrier)
        m.members |= 1u << k;
    finish(c, &m);
    met++;
  }
  return met;
}

bool exec_warps_stuck(ExecCtx *c, ExecThread *t, uint32_t n) {
  for (uint32_t i = 0; i < n; i++) {
    if (t[i].state != EXEC_WARP)
      continue;
    const ExecInst *x = &c->prog->insts[t[i].barrier];
    uint32_t base = i - i % EXEC_WARP_SIZE, mask = mask_of(&t[i], x);
    for (uint32_t k = 0; k < EXEC_WARP_SIZE && base + k < n; k++) {
      const ExecThread *u = &t[base + k];
      if (!(mask >> k & 1) || u->state == EXEC_EXITED ||
          (u->state == EXEC_WARP && u->barrier == t[i].barrier))
        continue;
      report_warp_divergence(c, &t[i], u,
                             u->state == EXEC_BARRIER ? "Barrier reached"
                                                      : "Another warp operation reached",
                             "");
      return true;
    }
  }
  return false;
}
