#include "exec_thread.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "exec_calls.h"
#include "exec_values.h"

void exec_thread_stop(ExecCtx *c, ExecThread *t, const ExecInst *x, ExecStop why,
                      const char *fmt, ...) {
  if (c->stop != EXEC_STOP_NONE)
    return;
  c->stop = why;
  c->stop_at = x ? x->v : NULL;
  c->stop_who = exec_thread_who(t, x, ACC_READ);
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(c->stop_msg, sizeof c->stop_msg, fmt, ap);
  va_end(ap);
}

const uint64_t *exec_thread_operand(const ExecThread *t, const ExecOp *op) {
  return op->slot >= 0 ? &t->regs[op->slot] : op->k;
}

ExecWho exec_thread_who(const ExecThread *t, const ExecInst *x, AccessKind kind) {
  ExecWho w = {.site = x ? x->v : NULL, .kind = kind};
  memcpy(w.lid, t->lid, sizeof w.lid);
  memcpy(w.gid, t->gid, sizeof w.gid);
  return w;
}

/* ---- memory ---- */

static const char *const fault_words[] = {"", "null pointer", "pointer into no object",
                                          "out-of-bounds", "constant memory"};

static void report_fault(ExecCtx *c, ExecThread *t, const ExecInst *x, ExecFault fault, int obj,
                         uint64_t off, uint64_t n, AccessKind kind) {
  ExecFinding f = {.kind = EXEC_FIND_FAULT, .a = exec_thread_who(t, x, kind),
                   .object = obj ? c->mem->objs[obj].name : NULL, .fault = fault};
  const char *verb = kind == ACC_READ ? "read" : kind == ACC_WRITE ? "write" : "atomic update";
  if (fault == EXEC_FAULT_BOUNDS) {
    const ExecObject *o = &c->mem->objs[obj];
    /* An offset moved out of the encoding's range is kept as its largest. */
    char where[64] = "an offset before its start or far past its end";
    if (off != exec_mem_max_object(c->mem))
      snprintf(where, sizeof where, "byte offset %llu", (unsigned long long)off);
    snprintf(f.what, sizeof f.what,
             "out-of-bounds %s of %llu byte%s at %s of '%s' (%llu bytes%s)", verb,
             (unsigned long long)n, n == 1 ? "" : "s", where, o->name,
             (unsigned long long)o->size, o->is_buffer ? ", --run-buffer" : "");
  } else if (fault == EXEC_FAULT_CONST) {
    snprintf(f.what, sizeof f.what, "write to constant memory '%s'", c->mem->objs[obj].name);
  } else {
    snprintf(f.what, sizeof f.what, "%s through a %s", verb, fault_words[fault]);
  }
  exec_report_add(c->findings, &f);
  exec_thread_stop(c, t, x, EXEC_STOP_DEFECT, "%s", f.what);
}

/* The thread that made a recorded access, from its stamp. */
static ExecWho who_of_stamp(const ExecCtx *c, const ExecStamp *s, AccessKind kind) {
  ExecWho w = {.site = c->prog->insts[s->site].v, .kind = kind};
  uint32_t per_block = c->group_size[0] * c->group_size[1] * c->group_size[2];
  uint32_t local = (s->thread - 1) % per_block, block = s->block;
  w.lid[0] = local % c->group_size[0];
  w.lid[1] = local / c->group_size[0] % c->group_size[1];
  w.lid[2] = local / (c->group_size[0] * c->group_size[1]);
  w.gid[0] = block % c->num_groups[0];
  w.gid[1] = block / c->num_groups[0] % c->num_groups[1];
  w.gid[2] = block / (c->num_groups[0] * c->num_groups[1]);
  return w;
}

static void check_races(ExecCtx *c, ExecThread *t, const ExecInst *x, ExecObject *o, int obj,
                        uint64_t off, uint64_t n, AccessKind kind, const uint8_t *vals) {
  ExecStamp by = {t->linear + 1, t->block, t->epoch, (uint32_t)(x - c->prog->insts)};
  const ExecOrder *ord = o->space == EXEC_SPACE_SHARED ? &c->order_shared : &c->order_global;
  ExecConflict k;
  uint64_t pages = 0;
  bool race =
      exec_shadow_access(&o->shadow, off, n, kind, &by, ord, o->data + off, vals, c->benign, &k,
                         &pages);
  if (pages && !exec_mem_charge(c->mem, pages * exec_shadow_page_bytes()))
    exec_thread_stop(c, t, x, EXEC_STOP_LIMIT, "the run exceeded its memory budget (%llu bytes)",
                     (unsigned long long)c->mem->budget);
  if (!race)
    return;
  ExecFinding f = {.kind = EXEC_FIND_RACE, .a = who_of_stamp(c, &k.other, k.other_kind),
                   .b = exec_thread_who(t, x, kind)};
  /* The element is named at the access's own width, from its first byte. */
  uint64_t width = n, first = k.byte - (k.byte - off) % (n ? n : 1);
  exec_mem_element(c->mem, obj, first, width, f.what, (int)sizeof f.what);
  f.object = o->name;
  exec_report_add(c->findings, &f);
}

uint8_t *exec_thread_access(ExecCtx *c, ExecThread *t, const ExecInst *x, uint64_t ptr, uint64_t n,
                            AccessKind kind, const uint8_t *vals) {
  int obj;
  uint64_t off;
  ExecFault fault = exec_mem_check(c->mem, ptr, n, kind != ACC_READ, &obj, &off);
  if (fault != EXEC_FAULT_NONE) {
    report_fault(c, t, x, fault, obj, off, n, kind);
    return NULL;
  }
  ExecObject *o = &c->mem->objs[obj];
  if (o->space == EXEC_SPACE_PRIVATE) {
    if (!t->priv[obj] && o->data) { /* a struct passed by value: a copy per thread */
      if (!exec_mem_charge(c->mem, o->size)) {
        exec_thread_stop(c, t, x, EXEC_STOP_LIMIT, "the run exceeded its memory budget (%llu "
                         "bytes)", (unsigned long long)c->mem->budget);
        return NULL;
      }
      t->priv[obj] = mem_calloc(o->size ? o->size : 1, 1);
      memcpy(t->priv[obj], o->data, o->size);
    }
    if (!t->priv[obj]) { /* another thread's local variable: not modelled */
      exec_thread_stop(c, t, x, EXEC_STOP_UNSUPPORTED,
                       "unsupported construct: access to another thread's local variable");
      return NULL;
    }
    return t->priv[obj] + off;
  }
  if (o->space != EXEC_SPACE_CONSTANT && c->check_races)
    check_races(c, t, x, o, obj, off, n, kind, vals);
  return c->stop == EXEC_STOP_NONE ? o->data + off : NULL;
}

/* load: the value's lanes from memory. */
static void do_load(ExecCtx *c, ExecThread *t, const ExecInst *x) {
  uint64_t ptr = exec_thread_operand(t, &x->ops[0])[0];
  uint8_t *data = exec_thread_access(c, t, x, ptr, x->size, ACC_READ, NULL);
  if (data)
    exec_load_lanes(data, x->leaves, x->nleaves, &t->regs[x->slot]);
}

/* store: operand 0 to memory at operand 1. */
static void do_store(ExecCtx *c, ExecThread *t, const ExecInst *x) {
  uint8_t bytes[256], *buf = x->size <= sizeof bytes ? bytes : mem_calloc(x->size, 1);
  memset(buf, 0, x->size);
  exec_store_lanes(buf, x->leaves, x->nleaves, exec_thread_operand(t, &x->ops[0]));
  uint64_t ptr = exec_thread_operand(t, &x->ops[1])[0];
  uint8_t *data = exec_thread_access(c, t, x, ptr, x->size, ACC_WRITE, buf);
  if (data)
    memcpy(data, buf, x->size);
  if (buf != bytes)
    free(buf);
}

/* atomicrmw OP ptr, val: the old value; the update is one atomic access. */
static void do_atomicrmw(ExecCtx *c, ExecThread *t, const ExecInst *x) {
  uint64_t ptr = exec_thread_operand(t, &x->ops[0])[0];
  uint64_t v = exec_thread_operand(t, &x->ops[1])[0], old, nw;
  uint8_t *data = exec_thread_access(c, t, x, ptr, x->size, ACC_ATOMIC, NULL);
  if (!data)
    return;
  exec_load_lanes(data, x->leaves, 1, &old);
  ExecScalar s = x->leaves[0].s;
  int64_t so = exec_sext(old, s.bits), sv = exec_sext(v, s.bits);
  double fo = s.kind == EXEC_INT ? 0 : exec_to_double(s, old);
  double fv = s.kind == EXEC_INT ? 0 : exec_to_double(s, v);
  switch ((LLVMAtomicRMWBinOp)x->aux) {
  case LLVMAtomicRMWBinOpXchg: nw = v; break;
  case LLVMAtomicRMWBinOpAdd: nw = old + v; break;
  case LLVMAtomicRMWBinOpSub: nw = old - v; break;
  case LLVMAtomicRMWBinOpAnd: nw = old & v; break;
  case LLVMAtomicRMWBinOpNand: nw = ~(old & v); break;
  case LLVMAtomicRMWBinOpOr: nw = old | v; break;
  case LLVMAtomicRMWBinOpXor: nw = old ^ v; break;
  case LLVMAtomicRMWBinOpMax: nw = so > sv ? old : v; break;
  case LLVMAtomicRMWBinOpMin: nw = so < sv ? old : v; break;
  case LLVMAtomicRMWBinOpUMax: nw = old > v ? old : v; break;
  case LLVMAtomicRMWBinOpUMin: nw = old < v ? old : v; break;
  case LLVMAtomicRMWBinOpFAdd: nw = exec_from_double(s, fo + fv); break;
  case LLVMAtomicRMWBinOpFSub: nw = exec_from_double(s, fo - fv); break;
  case LLVMAtomicRMWBinOpFMax: nw = exec_from_double(s, fo > fv ? fo : fv); break;
  case LLVMAtomicRMWBinOpFMin: nw = exec_from_double(s, fo < fv ? fo : fv); break;
  default:
    exec_thread_stop(c, t, x, EXEC_STOP_UNSUPPORTED,
                     "unsupported construct: atomicrmw operation %d", x->aux);
    return;
  }
  nw &= exec_mask(s.bits);
  exec_store_lanes(data, x->leaves, 1, &nw);
  t->regs[x->slot] = old;
}

/* cmpxchg ptr, cmp, new: { old, whether it was cmp }. */
static void do_cmpxchg(ExecCtx *c, ExecThread *t, const ExecInst *x) {
  uint64_t ptr = exec_thread_operand(t, &x->ops[0])[0];
  uint64_t cmp = exec_thread_operand(t, &x->ops[1])[0];
  uint64_t nw = exec_thread_operand(t, &x->ops[2])[0], old;
  uint8_t *data = exec_thread_access(c, t, x, ptr, x->size, ACC_ATOMIC, NULL);
  if (!data)
    return;
  exec_load_lanes(data, x->leaves, 1, &old);
  if (old == cmp)
    exec_store_lanes(data, x->leaves, 1, &nw);
  t->regs[x->slot] = old;
  t->regs[x->slot + 1] = old == cmp;
}

/* alloca: this thread's copy of the variable (zeroed when the thread starts). */
static void do_alloca(ExecCtx *c, ExecThread *t, const ExecInst *x) {
  if (!t->priv[x->aux]) {
    if (!exec_mem_charge(c->mem, x->size)) {
      exec_thread_stop(c, t, x, EXEC_STOP_LIMIT,
                       "the run exceeded its memory budget (%llu bytes)",
                       (unsigned long long)c->mem->budget);
      return;
    }
    t->priv[x->aux] = mem_calloc(x->size ? x->size : 1, 1);
  }
  t->regs[x->slot] = exec_ptr_make(c->mem, x->aux, 0);
}

/* getelementptr base, i0, i1, ...: base moved by the indices' offsets. */
static void do_gep(ExecCtx *c, ExecThread *t, const ExecInst *x) {
  uint64_t base = exec_thread_operand(t, &x->ops[0])[0];
  int64_t off = 0;
  for (int i = 1; i < x->nops; i++) {
    const ExecGepStep *st = i == 1 ? NULL : &x->gep[i - 2];
    if (st && !st->stride) {
      off += (int64_t)st->field_offset;
      continue;
    }
    /* The index's own width decides its sign. */
    int bits = st ? st->bits : x->gep_first_bits;
    int64_t idx = exec_sext(exec_thread_operand(t, &x->ops[i])[0], bits);
    /* Wrapping, as LLVM's arithmetic on addresses (garbage indices may
     * overflow). */
    off = (int64_t)((uint64_t)off + (uint64_t)idx * (uint64_t)(st ? st->stride : x->gep_first));
  }
  t->regs[x->slot] = exec_ptr_add(c->mem, base, off);
}

/* ---- arithmetic, lane by lane ---- */

/* add .. xor, fadd .. frem: lane by lane; an integer division by zero is
 * a defect that ends the run. */
static void do_binop(ExecCtx *c, ExecThread *t, const ExecInst *x) {
  const uint64_t *a = exec_thread_operand(t, &x->ops[0]), *b = exec_thread_operand(t, &x->ops[1]);
  for (int l = 0; l < x->lanes; l++)
    if (!exec_binop(x->op, x->s, a[l], b[l], &t->regs[x->slot + l])) {
      ExecFinding f = {.kind = EXEC_FIND_UB, .a = exec_thread_who(t, x, ACC_READ)};
      snprintf(f.what, sizeof f.what, "integer division by zero");
      exec_report_add(c->findings, &f);
      exec_thread_stop(c, t, x, EXEC_STOP_DEFECT, "integer division by zero");
      return;
    }
}

/* trunc .. addrspacecast, and a bitcast between equal lanes. */
static void do_cast(ExecThread *t, const ExecInst *x) {
  const uint64_t *a = exec_thread_operand(t, &x->ops[0]);
  for (int l = 0; l < x->lanes; l++)
    t->regs[x->slot + l] = exec_cast(x->op, x->os, x->s, a[l]);
}

/* bitcast between types of different lanes (<2 x i32> to i64): through
 * the bytes of the value. */
static void do_bitcast(ExecCtx *c, ExecThread *t, const ExecInst *x) {
  if (x->lanes == x->olanes && x->os.bits == x->s.bits) {
    do_cast(t, x);
    return;
  }
  ExecProg *p = (ExecProg *)c->prog;
  ExecLeaf *from, *to;
  int nf = exec_prog_layout(p, LLVMTypeOf(LLVMGetOperand(x->v, 0)), &from);
  int nt = exec_prog_layout(p, LLVMTypeOf(x->v), &to);
  uint8_t bytes[EXEC_MAX_LANES];
  if (nf < 0 || nt < 0 || LLVMStoreSizeOfType(p->td, LLVMTypeOf(x->v)) > sizeof bytes) {
    exec_thread_stop(c, t, x, EXEC_STOP_UNSUPPORTED, "unsupported construct: this bitcast");
    return;
  }
  memset(bytes, 0, sizeof bytes);
  exec_store_lanes(bytes, from, nf, exec_thread_operand(t, &x->ops[0]));
  exec_load_lanes(bytes, to, nt, &t->regs[x->slot]);
}

/* icmp PRED a, b and fcmp PRED a, b: an i1 per lane. */
static void do_cmp(ExecThread *t, const ExecInst *x) {
  const uint64_t *a = exec_thread_operand(t, &x->ops[0]), *b = exec_thread_operand(t, &x->ops[1]);
  for (int l = 0; l < x->lanes; l++)
    t->regs[x->slot + l] = x->op == LLVMICmp
                               ? exec_icmp((LLVMIntPredicate)x->aux, x->os.bits, a[l], b[l])
                               : exec_fcmp((LLVMRealPredicate)x->aux, x->os, a[l], b[l]);
}

/* select c, a, b: per lane when c is a vector. */
static void do_select(ExecThread *t, const ExecInst *x) {
  const uint64_t *cnd = exec_thread_operand(t, &x->ops[0]);
  const uint64_t *a = exec_thread_operand(t, &x->ops[1]), *b = exec_thread_operand(t, &x->ops[2]);
  uint64_t tmp[EXEC_MAX_LANES];
  for (int l = 0; l < x->lanes && l < EXEC_MAX_LANES; l++)
    tmp[l] = (x->olanes > 1 ? cnd[l] : cnd[0]) & 1 ? a[l] : b[l];
  memcpy(&t->regs[x->slot], tmp, sizeof(uint64_t) * (size_t)x->lanes);
}

/* extractelement, insertelement, shufflevector, extractvalue,
 * insertvalue: lanes moved between registers. */
static void do_vector(ExecCtx *c, ExecThread *t, const ExecInst *x) {
  const uint64_t *v = exec_thread_operand(t, &x->ops[0]);
  uint64_t tmp[EXEC_MAX_LANES];
  switch (x->op) {
  case LLVMExtractElement: {
    uint64_t i = exec_thread_operand(t, &x->ops[1])[0];
    t->regs[x->slot] = i < (uint64_t)x->olanes ? v[i] : 0;
    return;
  }
  case LLVMInsertElement: {
    uint64_t i = exec_thread_operand(t, &x->ops[2])[0];
    memcpy(tmp, v, sizeof(uint64_t) * (size_t)x->lanes);
    if (i < (uint64_t)x->lanes)
      tmp[i] = exec_thread_operand(t, &x->ops[1])[0];
    break;
  }
  case LLVMShuffleVector: {
    const uint64_t *w = exec_thread_operand(t, &x->ops[1]);
    for (int l = 0; l < x->lanes; l++) {
      int m = LLVMGetMaskValue(x->v, (unsigned)l);
      tmp[l] = m < 0 ? 0 : m < x->olanes ? v[m] : w[m - x->olanes];
    }
    break;
  }
  case LLVMExtractValue:
    memcpy(tmp, v + x->extract, sizeof(uint64_t) * (size_t)x->lanes);
    break;
  default: { /* insertvalue */
    int n = exec_prog_lanes(c->prog, LLVMTypeOf(LLVMGetOperand(x->v, 1)));
    memcpy(tmp, v, sizeof(uint64_t) * (size_t)x->lanes);
    memcpy(tmp + x->extract, exec_thread_operand(t, &x->ops[1]), sizeof(uint64_t) * (size_t)n);
  }
  }
  memcpy(&t->regs[x->slot], tmp, sizeof(uint64_t) * (size_t)x->lanes);
}

/* ---- control flow ---- */

/* Enters block `to` from the current one: its phis read their incoming
 * values all at once, as LLVM defines. */
static void jump(ExecThread *t, const ExecProg *p, int to) {
  const ExecBlock *b = &p->blocks[to];
  uint64_t tmp[EXEC_MAX_LANES];
  int used = 0;
  for (int i = 0; i < b->nphis; i++) {
    const ExecInst *phi = &p->insts[b->first + i];
    for (int k = 0; k < phi->ntargets; k++)
      if (phi->targets[k] == t->bb) {
        const uint64_t *v = exec_thread_operand(t, &phi->ops[k]);
        for (int l = 0; l < phi->lanes && used + l < EXEC_MAX_LANES; l++)
          tmp[used + l] = v[l];
        break;
      }
    used += phi->lanes;
  }
  used = 0;
  for (int i = 0; i < b->nphis; i++) {
    const ExecInst *phi = &p->insts[b->first + i];
    for (int l = 0; l < phi->lanes && used + l < EXEC_MAX_LANES; l++)
      t->regs[phi->slot + l] = tmp[used + l];
    used += phi->lanes;
  }
  t->prev_bb = t->bb;
  t->bb = to;
  t->pc = b->first + b->nphis;
}

/* br [cond,] a[, b] and switch v, default [, value, dest]... */
static void do_branch(ExecThread *t, const ExecInst *x, const ExecProg *p) {
  if (x->op == LLVMBr) {
    int to = x->nops && !(exec_thread_operand(t, &x->ops[0])[0] & 1) ? x->targets[1]
                                                                    : x->targets[0];
    jump(t, p, to);
    return;
  }
  uint64_t v = exec_thread_operand(t, &x->ops[0])[0] & exec_mask(x->os.bits);
  for (int k = 1; k < x->nops; k++)
    if ((exec_thread_operand(t, &x->ops[k])[0] & exec_mask(x->os.bits)) == v) {
      jump(t, p, x->targets[k]);
      return;
    }
  jump(t, p, x->targets[0]);
}

/* One instruction; false when the thread stops running (barrier, return,
 * stop). */
static bool step(ExecCtx *c, ExecThread *t) {
  const ExecProg *p = c->prog;
  const ExecInst *x = &p->insts[t->pc];
  if (x->skip) {
    t->pc++;
    return true;
  }
  switch (x->op) {
  case LLVMRet:
    t->state = EXEC_EXITED;
    return false;
  case LLVMBr:
  case LLVMSwitch:
    do_branch(t, x, p);
    return true;
  case LLVMUnreachable: {
    ExecFinding f = {.kind = EXEC_FIND_UB, .a = exec_thread_who(t, x, ACC_READ)};
    snprintf(f.what, sizeof f.what, "unreachable code reached (undefined behaviour)");
    exec_report_add(c->findings, &f);
    exec_thread_stop(c, t, x, EXEC_STOP_DEFECT, "%s", f.what);
    return false;
  }
  case LLVMCall:
    if (x->aux == EXEC_CALL_BARRIER) {
      t->pred = x->nops && exec_thread_operand(t, &x->ops[0])[0] != 0;
      /* OpenCL's barrier(flags) and work_group_barrier(flags) */
      t->fence = c->is_cuda || !x->nops
                     ? EXEC_FENCE_LOCAL | EXEC_FENCE_GLOBAL
                     : (int)(exec_thread_operand(t, &x->ops[0])[0] & 3);
      t->state = EXEC_BARRIER;
      t->barrier = t->pc++;
      return false;
    }
    if (x->aux == EXEC_CALL_WARP) { /* the lanes meet (exec_warps.h) */
      t->state = EXEC_WARP;
      t->barrier = t->pc++;
      return false;
    }
    exec_calls_run(c, t, x);
    break;
  case LLVMLoad: do_load(c, t, x); break;
  case LLVMStore: do_store(c, t, x); break;
  case LLVMAtomicRMW: do_atomicrmw(c, t, x); break;
  case LLVMAtomicCmpXchg: do_cmpxchg(c, t, x); break;
  case LLVMAlloca: do_alloca(c, t, x); break;
  case LLVMGetElementPtr: do_gep(c, t, x); break;
  case LLVMICmp:
  case LLVMFCmp: do_cmp(t, x); break;
  case LLVMSelect: do_select(t, x); break;
  case LLVMBitCast: do_bitcast(c, t, x); break;
  case LLVMFNeg:
    for (int l = 0; l < x->lanes; l++)
      t->regs[x->slot + l] =
          exec_thread_operand(t, &x->ops[0])[l] ^ ((uint64_t)1 << (x->s.bits - 1));
    break;
  case LLVMExtractElement:
  case LLVMInsertElement:
  case LLVMShuffleVector:
  case LLVMExtractValue:
  case LLVMInsertValue: do_vector(c, t, x); break;
  case LLVMFence: break;
  case LLVMPHI: break; /* set on entry to the block */
  default:
    if ((x->op >= LLVMTrunc && x->op <= LLVMBitCast) || x->op == LLVMAddrSpaceCast)
      do_cast(t, x);
    else if (x->op == LLVMFreeze)
      memcpy(&t->regs[x->slot], exec_thread_operand(t, &x->ops[0]),
             sizeof(uint64_t) * (size_t)x->lanes);
    else
      do_binop(c, t, x);
  }
  t->pc++;
  return c->stop == EXEC_STOP_NONE;
}

bool exec_thread_step(ExecCtx *c, ExecThread *t) {
  c->steps++;
  if (++t->steps > c->max_steps) {
    exec_thread_stop(c, t, &c->prog->insts[t->pc], EXEC_STOP_LIMIT,
                     "the thread ran more than %llu instructions (the step budget: "
                     "--run-steps)", (unsigned long long)c->max_steps);
    return false;
  }
  return step(c, t);
}

void exec_thread_run(ExecCtx *c, ExecThread *t) {
  while (t->state == EXEC_RUNNING && c->stop == EXEC_STOP_NONE && exec_thread_step(c, t))
    ;
}

uint32_t exec_thread_new_epoch(ExecCtx *c, ExecThread *t, const ExecInst *x) {
  if (c->clock == UINT32_MAX) {
    exec_thread_stop(c, t, x, EXEC_STOP_LIMIT,
                     "the run used up its %llu interval numbers (barriers, warp "
                     "synchronisations and lockstep steps)",
                     (unsigned long long)UINT32_MAX);
    return c->clock;
  }
  return ++c->clock;
}
