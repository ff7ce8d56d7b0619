#include "exec_calls.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "exec_values.h"
#include "exec_warps.h"
#include "frontend.h"
#include "translate.h"

static bool starts(const char *s, const char *prefix) {
  return !strncmp(s, prefix, strlen(prefix));
}

static bool among(const char *s, const char *const *list) {
  for (; *list; list++)
    if (!strcmp(s, *list))
      return true;
  return false;
}

/* ---- what a call is ---- */

/* Calls with no effect on an execution. */
static bool ignored(const char *raw, const char *plain) {
  static const char *const prefixes[] = {"llvm.dbg.", "llvm.lifetime.", "llvm.var.annotation",
                                         "llvm.experimental.noalias.scope.decl", "llvm.assume",
                                         "llvm.nvvm.membar", "__threadfence", "llvm.donothing",
                                         "__tandem_barrier_invariant_", NULL};
  /* Tandem's specifications: facts about every execution, or hints to
   * the proof; one execution checks only asserts and assumes. */
  static const char *const specs[] = {
      "__tandem_ensures",
      "__tandem_global_ensures", ENSURES_AT_RETURN, GLOBAL_ENSURES_AT_RETURN, "__tandem_invariant", "__tandem_global_invariant",
      "__tandem_candidate_invariant", "__tandem_candidate_global_invariant",
      "__tandem_function_wide_invariant", "__tandem_function_wide_candidate_invariant",
      "__tandem_reads_from", "__tandem_writes_to", "__tandem_requires_fresh_array",
      "__tandem_read_permission", "mem_fence", "read_mem_fence", "write_mem_fence",
      /* each work item's share of a copy is made at the copy (do_async_copy) */
      "wait_group_events", NULL};
  for (const char *const *p = prefixes; *p; p++)
    if (starts(raw, *p))
      return true;
  return among(plain, specs);
}

static const char *const sreg_names[] = {"tid", "ntid", "ctaid", "nctaid"};
static const char *const cl_id_names[] = {"get_local_id",   "get_local_size",  "get_group_id",
                                          "get_num_groups", "get_global_id",   "get_global_size",
                                          "get_global_offset", NULL};
enum { SREG_WARPSIZE = 100, SREG_LANEID = 101 };

static bool classify_sreg(const char *reg, int *detail) {
  if (!strcmp(reg, "warpsize") || !strcmp(reg, "laneid")) {
    *detail = reg[0] == 'w' ? SREG_WARPSIZE : SREG_LANEID;
    return true;
  }
  for (int i = 0; i < 4; i++) {
    size_t n = strlen(sreg_names[i]);
    if (!strncmp(reg, sreg_names[i], n) && reg[n] == '.' && reg[n + 1] >= 'x' &&
        reg[n + 1] <= 'z' && !reg[n + 2]) {
      *detail = i * 3 + (reg[n + 1] - 'x');
      return true;
    }
  }
  return false;
}

/* Atomic operations: the detail is the TrAtomicKind times AT_KINDS plus
 * the flags below. */
enum {
  AT_CUDA = 1,     /* CUDA's atomicOP (through __tandem_atomic_) */
  AT_UNSIGNED = 2, /* compares as unsigned (min, max) */
  AT_GROUP = 4,    /* of group scope: atomic only with its block's threads */
  AT_KINDS = 8,
};

static bool classify_atomic(LLVMValueRef call, const char *raw, const char *plain,
                            int *detail) {
  TrAtomicCall ac;
  if (!tr_atomic_call(call, plain, &ac))
    return false;
  /* CUDA's suffix _u32/_u64; OpenCL's mangled value parameter j or m,
   * last but for the _explicit forms' order and scope (an atomic_uint is
   * U7_Atomicj). */
  char last = raw[strlen(raw) - 1];
  bool is_unsigned = ac.cuda ? strstr(plain, "_u32") || strstr(plain, "_u64")
                             : last == 'j' || last == 'm' || strstr(raw, "_Atomicj") ||
                                   strstr(raw, "_Atomicm");
  *detail = (int)ac.kind * AT_KINDS + (is_unsigned ? AT_UNSIGNED : 0) +
            (ac.cuda ? AT_CUDA : 0) + (ac.group_scope ? AT_GROUP : 0);
  return true;
}

/* Math functions, by their plain name without a type suffix. */
typedef enum {
  M_SQRT, M_RSQRT, M_EXP, M_EXP2, M_EXP10, M_LOG, M_LOG2, M_LOG10, M_SIN, M_COS, M_TAN,
  M_ASIN, M_ACOS, M_ATAN, M_SINH, M_COSH, M_TANH, M_FABS, M_FLOOR, M_CEIL, M_ROUND, M_TRUNC,
  M_RINT, M_CBRT, M_ERF, M_ERFC, M_RECIP, /* unary up to here */
  M_POW, M_ATAN2, M_FMIN, M_FMAX, M_FMOD, M_HYPOT, M_COPYSIGN, M_DIVIDE, M_POWI,
  /* binary up to here */
  M_FMA,
  M_IMIN, M_IMAX, M_ICLAMP, M_IABS, M_FCLAMP, M_CTPOP, M_CTLZ, M_CTTZ, M_BSWAP,
  M_ADDSAT, M_SUBSAT, M_MUL24, M_MAD24, M_MULHI,
} MathFn;

static const struct {
  const char *name;
  MathFn fn;
} math_names[] = {
    {"sqrt", M_SQRT},   {"rsqrt", M_RSQRT},   {"exp", M_EXP},       {"exp2", M_EXP2},
    {"exp10", M_EXP10}, {"log", M_LOG},       {"log2", M_LOG2},     {"log10", M_LOG10},
    {"sin", M_SIN},     {"cos", M_COS},       {"tan", M_TAN},       {"asin", M_ASIN},
    {"acos", M_ACOS},   {"atan", M_ATAN},     {"sinh", M_SINH},     {"cosh", M_COSH},
    {"tanh", M_TANH},   {"fabs", M_FABS},     {"floor", M_FLOOR},   {"ceil", M_CEIL},
    {"round", M_ROUND}, {"trunc", M_TRUNC},   {"rint", M_RINT},     {"nearbyint", M_RINT},
    {"roundeven", M_RINT}, {"cbrt", M_CBRT},  {"erf", M_ERF},       {"erfc", M_ERFC},
    {"recip", M_RECIP}, {"pow", M_POW},       {"powr", M_POW},      {"atan2", M_ATAN2},
    {"fmin", M_FMIN},   {"fmax", M_FMAX},     {"minnum", M_FMIN},   {"maxnum", M_FMAX},
    {"minimum", M_FMIN}, {"maximum", M_FMAX}, {"fmod", M_FMOD},     {"hypot", M_HYPOT},
    {"copysign", M_COPYSIGN}, {"divide", M_DIVIDE}, {"fdivide", M_DIVIDE}, {"powi", M_POWI},
    {"pown", M_POWI},   {"fma", M_FMA},       {"fmuladd", M_FMA},   {"mad", M_FMA},
    {"min", M_IMIN},    {"max", M_IMAX},      {"clamp", M_ICLAMP},  {"abs", M_IABS},
    {"smin", M_IMIN},   {"smax", M_IMAX},     {"umin", M_IMIN},     {"umax", M_IMAX},
    {"ctpop", M_CTPOP}, {"popcount", M_CTPOP}, {"ctlz", M_CTLZ},    {"clz", M_CTLZ},
    {"cttz", M_CTTZ},   {"bswap", M_BSWAP},   {"add_sat", M_ADDSAT}, {"sub_sat", M_SUBSAT},
    {"mul24", M_MUL24}, {"umul24", M_MUL24},  {"mad24", M_MAD24},   {"mul_hi", M_MULHI},
    {"mulhi", M_MULHI}, {"umulhi", M_MULHI},
};

/* The math function a name is: llvm.NAME.TYPE, NAME, NAMEf, __NAMEf,
 * native_NAME, half_NAME. */
static bool classify_math(const char *raw, const char *plain, int *detail) {
  char base[64];
  const char *s = plain;
  if (starts(raw, "llvm.")) {
    if (starts(raw, "llvm.nvvm."))
      return false;
    s = raw + 5;
    snprintf(base, sizeof base, "%.*s", (int)strcspn(s, "."), s);
  } else {
    if (starts(s, "native_"))
      s += 7;
    else if (starts(s, "half_"))
      s += 5;
    while (*s == '_')
      s++;
    snprintf(base, sizeof base, "%s", s);
  }
  for (int pass = 0; pass < 2; pass++) {
    for (size_t i = 0; i < sizeof math_names / sizeof math_names[0]; i++)
      if (!strcmp(base, math_names[i].name)) {
        static const char *const unsigned_names[] = {"umin", "umax", "umul24", "umulhi",
                                                     NULL};
        bool is_unsigned = among(base, unsigned_names);
        /* OpenCL's overloads: the mangled last parameter (j: unsigned int). */
        char last = raw[strlen(raw) - 1];
        if (starts(raw, "_Z") && (last == 'j' || last == 'm' || last == 't' || last == 'h'))
          is_unsigned = true;
        *detail = (int)math_names[i].fn * 2 + is_unsigned;
        return true;
      }
    size_t n = strlen(base); /* sqrtf: the float variant */
    if (pass || n < 2 || base[n - 1] != 'f')
      return false;
    base[n - 1] = '\0';
  }
  return false;
}

/* The annotations one execution gives a value. */
enum { V_IMPLIES, V_ITE, V_ENABLED };

static bool classify_value(const char *plain, int *detail) {
  if (!strcmp(plain, "__tandem_implies"))
    *detail = V_IMPLIES;
  else if (!strcmp(plain, "__tandem_ite_i32") || !strcmp(plain, "__tandem_ite_i64"))
    *detail = V_ITE;
  else if (!strcmp(plain, "__tandem_enabled") || !strcmp(plain, "__tandem_dominator_enabled"))
    *detail = V_ENABLED;
  else
    return false;
  return true;
}

/* OpenCL's copies and vector loads and stores. */
static bool classify_vector(const char *raw, const char *plain, int *kind, int *detail) {
  bool strided = !strcmp(plain, "async_work_group_strided_copy");
  if (strided || !strcmp(plain, "async_work_group_copy")) {
    int bytes = tr_mangled_pointee_bytes(raw);
    *kind = EXEC_CALL_ASYNC_COPY;
    *detail = bytes * 2 + strided;
    return bytes > 0;
  }
  static const char *const sizes[] = {"2", "3", "4", "8", "16", NULL};
  if ((starts(plain, "vload") && among(plain + 5, sizes)) ||
      (starts(plain, "vstore") && among(plain + 6, sizes))) {
    *kind = plain[1] == 'l' ? EXEC_CALL_VLOAD : EXEC_CALL_VSTORE;
    return true;
  }
  return false;
}

bool exec_calls_classify(LLVMValueRef call, const char *raw, const char *plain, int *kind,
                         int *detail) {
  *detail = 0;
  /* Device printf, where it touches no memory but its own: output, which
   * no thread reads. Its count is a value this run would have to invent,
   * so only a printf whose count is unused is run. */
  if (ignored(raw, plain) ||
      (!strcmp(raw, "vprintf") && !LLVMGetFirstUse(call) && !tr_printf_unmodelled(call)))
    *kind = EXEC_CALL_IGNORE;
  else if (!strcmp(raw, "llvm.nvvm.barrier0") || !strcmp(raw, "llvm.nvvm.barrier.sync") ||
           !strcmp(raw, "llvm.nvvm.bar.sync") || !strcmp(plain, "barrier") ||
           !strcmp(plain, "work_group_barrier") || !strcmp(plain, "__syncthreads"))
    *kind = EXEC_CALL_BARRIER;
  else if (starts(raw, "llvm.nvvm.barrier0.")) {
    static const char *const counting[] = {"popc", "and", "or"};
    for (int i = 0; i < 3; i++)
      if (!strcmp(raw + 19, counting[i])) {
        *kind = EXEC_CALL_BARRIER;
        *detail = EXEC_BARRIER_POPC + i;
        return true;
      }
    return false;
  } else if (!strcmp(plain, "__tandem_grid_sync")) {
    *kind = EXEC_CALL_BARRIER;
    *detail = EXEC_BARRIER_GRID;
  } else if (exec_warps_classify(plain, detail))
    *kind = EXEC_CALL_WARP;
  else if (!strcmp(plain, "__tandem_assert") || !strcmp(plain, "__tandem_global_assert"))
    *kind = EXEC_CALL_ASSERT;
  else if (!strcmp(plain, "__tandem_assume"))
    *kind = EXEC_CALL_ASSUME;
  else if (!strcmp(raw, BAD_FUNCTION_POINTER))
    *kind = EXEC_CALL_BAD_FUNCTION;
  else if (!strcmp(plain, "__tandem_requires") || !strcmp(plain, "__tandem_global_requires"))
    *kind = EXEC_CALL_REQUIRES;
  else if (classify_value(plain, detail))
    *kind = EXEC_CALL_VALUE;
  else if (starts(raw, "llvm.nvvm.read.ptx.sreg."))
    return classify_sreg(raw + 24, detail) && (*kind = EXEC_CALL_SREG);
  else if (!strcmp(plain, "get_work_dim"))
    *kind = EXEC_CALL_WORK_DIM;
  else if (classify_atomic(call, raw, plain, detail))
    *kind = EXEC_CALL_ATOMIC;
  else if (starts(raw, "llvm.memcpy.") || starts(raw, "llvm.memmove."))
    *kind = EXEC_CALL_MEMCPY;
  else if (starts(raw, "llvm.memset."))
    *kind = EXEC_CALL_MEMSET;
  else if (starts(plain, "__tandem_"))
    return false; /* an annotation that means nothing in one execution */
  else if (classify_vector(raw, plain, kind, detail))
    return true;
  else {
    for (int i = 0; cl_id_names[i]; i++)
      if (!strcmp(plain, cl_id_names[i])) {
        *kind = EXEC_CALL_CL_ID;
        *detail = i;
        return true;
      }
    if (!classify_math(raw, plain, detail))
      return false;
    *kind = EXEC_CALL_MATH;
  }
  return true;
}

bool exec_calls_group_atomic(const ExecInst *x) {
  return x->op == LLVMCall && x->aux == EXEC_CALL_ATOMIC && (x->aux2 & AT_GROUP);
}

/* ---- running a call ---- */

/* which: 0 local id, 1 group size, 2 group id, 3 number of groups (the
 * order of sreg_names), 4 global id, 5 global size, 6 global offset. */
static uint32_t launch_value(const ExecCtx *c, const ExecThread *t, int which, int d) {
  switch (which) {
  case 0: return t->lid[d];
  case 1: return c->group_size[d];
  case 2: return t->gid[d];
  case 3: return c->num_groups[d];
  case 4: return t->gid[d] * c->group_size[d] + t->lid[d] + c->offset[d];
  case 5: return c->group_size[d] * c->num_groups[d];
  default: return c->offset[d];
  }
}

/* get_local_id(d) and the like: a dimension past 2 gives the default. */
static uint64_t cl_id(const ExecCtx *c, const ExecThread *t, int which, uint64_t d) {
  if (d > 2)
    return which == 1 || which == 3 || which == 5 ? 1 : 0;
  return launch_value(c, t, which, (int)d);
}

/* A plain write of v's lanes (an atomic's width) at ptr. */
static void write_plain(ExecCtx *c, ExecThread *t, const ExecInst *x, uint64_t ptr,
                        uint64_t v) {
  uint8_t buf[sizeof(uint64_t)] = {0};
  exec_store_lanes(buf, x->leaves, 1, &v);
  uint8_t *data = exec_thread_access(c, t, x, ptr, x->size, ACC_WRITE, buf);
  if (data)
    memcpy(data, buf, x->size);
}

/* atomic_compare_exchange_*(obj, expected, desired, ...): reads
 * *expected, updates obj atomically, and on failure writes the old value
 * to *expected; whether it exchanged. */
static void do_compare_exchange(ExecCtx *c, ExecThread *t, const ExecInst *x) {
  uint64_t ptr = exec_thread_operand(t, &x->ops[0])[0];
  uint64_t at = exec_thread_operand(t, &x->ops[1])[0], expected, old;
  uint8_t *e = exec_thread_access(c, t, x, at, x->size, ACC_READ, NULL);
  if (!e)
    return;
  exec_load_lanes(e, x->leaves, 1, &expected);
  uint8_t *data = exec_thread_access(c, t, x, ptr, x->size, ACC_ATOMIC, NULL);
  if (!data)
    return;
  exec_load_lanes(data, x->leaves, 1, &old);
  bool same = old == expected;
  if (same)
    exec_store_lanes(data, x->leaves, 1, exec_thread_operand(t, &x->ops[2]));
  else
    write_plain(c, t, x, at, old);
  t->regs[x->slot] = same;
}

/* atomicOP(p, v[, w]), atomic_OP(p[, v[, w]]), atomic_fetch_OP,
 * atomic_load, atomic_store, atomic_exchange: the old value; one atomic
 * access. atomic_init: a plain write. */
static void do_atomic(ExecCtx *c, ExecThread *t, const ExecInst *x) {
  TrAtomicKind op = (TrAtomicKind)(x->aux2 / AT_KINDS);
  bool is_unsigned = x->aux2 & AT_UNSIGNED, cuda = x->aux2 & AT_CUDA;
  uint64_t ptr = exec_thread_operand(t, &x->ops[0])[0];
  uint64_t v = x->nops > 1 ? exec_thread_operand(t, &x->ops[1])[0] : 0, old, nw;
  if (op == TR_ATOMIC_INIT) {
    write_plain(c, t, x, ptr, v);
    return;
  }
  if (tr_atomic_compare_exchange(op)) {
    do_compare_exchange(c, t, x);
    return;
  }
  uint8_t *data = exec_thread_access(c, t, x, ptr, x->size, ACC_ATOMIC, NULL);
  if (!data)
    return;
  exec_load_lanes(data, x->leaves, 1, &old);
  ExecScalar s = x->leaves[0].s;
  bool fl = s.kind != EXEC_INT;
  double fo = fl ? exec_to_double(s, old) : 0, fv = fl ? exec_to_double(s, v) : 0;
  int64_t so = exec_sext(old, s.bits), sv = exec_sext(v, s.bits);
  bool less = fl ? fo < fv : is_unsigned ? old < v : so < sv;
  switch (op) {
  case TR_ATOMIC_ADD: nw = fl ? exec_from_double(s, fo + fv) : old + v; break;
  case TR_ATOMIC_SUB: nw = fl ? exec_from_double(s, fo - fv) : old - v; break;
  case TR_ATOMIC_XCHG:
  case TR_ATOMIC_EXCH:
  case TR_ATOMIC_EXCHANGE:
  case TR_ATOMIC_STORE: nw = v; break;
  case TR_ATOMIC_LOAD: nw = old; break;
  case TR_ATOMIC_INC: nw = cuda ? (old >= v ? 0 : old + 1) : old + 1; break;
  case TR_ATOMIC_DEC: nw = cuda ? (old == 0 || old > v ? v : old - 1) : old - 1; break;
  case TR_ATOMIC_CMPXCHG:
  case TR_ATOMIC_CAS: nw = old == v ? exec_thread_operand(t, &x->ops[2])[0] : old; break;
  case TR_ATOMIC_MIN: nw = less ? old : v; break;
  case TR_ATOMIC_MAX: nw = less ? v : old; break;
  case TR_ATOMIC_AND: nw = old & v; break;
  case TR_ATOMIC_OR: nw = old | v; break;
  default: nw = old ^ v; break;
  }
  nw &= exec_mask(s.bits);
  exec_store_lanes(data, x->leaves, 1, &nw);
  if (x->lanes)
    t->regs[x->slot] = old;
}

/* llvm.memcpy(dst, src, n, volatile) and llvm.memmove: read, then write. */
static void do_memcpy(ExecCtx *c, ExecThread *t, const ExecInst *x, bool set) {
  uint64_t dst = exec_thread_operand(t, &x->ops[0])[0];
  uint64_t n = exec_thread_operand(t, &x->ops[2])[0];
  uint8_t *buf = mem_calloc(n ? n : 1, 1);
  if (set) {
    memset(buf, (int)(exec_thread_operand(t, &x->ops[1])[0] & 0xff), n);
  } else {
    uint8_t *src = n ? exec_thread_access(c, t, x, exec_thread_operand(t, &x->ops[1])[0], n,
                                          ACC_READ, NULL)
                     : buf;
    if (src)
      memcpy(buf, src, n);
  }
  uint8_t *to = n && c->stop == EXEC_STOP_NONE
                    ? exec_thread_access(c, t, x, dst, n, ACC_WRITE, buf)
                    : NULL;
  if (to)
    memmove(to, buf, n);
  free(buf);
}

/* async_work_group_copy(dst, src, n, event) and the strided copy (..., n,
 * stride, event): work item l copies elements l, l + G, ... of the group's
 * copy (G work items), so each element is copied once, by one work item;
 * the event is a pointer no one may use. */
static void do_async_copy(ExecCtx *c, ExecThread *t, const ExecInst *x) {
  uint64_t bytes = (uint64_t)x->aux2 / 2, dst = exec_thread_operand(t, &x->ops[0])[0];
  uint64_t src = exec_thread_operand(t, &x->ops[1])[0];
  uint64_t n = exec_thread_operand(t, &x->ops[2])[0] & exec_mask(32);
  uint64_t stride = x->aux2 & 1 ? exec_thread_operand(t, &x->ops[3])[0] & exec_mask(32) : 1;
  /* A strided copy gathers into local memory or scatters out of it. */
  bool gather = LLVMGetPointerAddressSpace(LLVMTypeOf(LLVMGetOperand(x->v, 0))) == 3;
  uint32_t size = c->group_size[0] * c->group_size[1] * c->group_size[2];
  uint32_t l = t->lid[0] + c->group_size[0] * (t->lid[1] + c->group_size[1] * t->lid[2]);
  uint8_t buf[128];
  for (uint64_t e = l; e < n && bytes <= sizeof buf && c->stop == EXEC_STOP_NONE; e += size) {
    int64_t from = (int64_t)((gather ? e * stride : e) * bytes);
    int64_t to = (int64_t)((gather ? e : e * stride) * bytes);
    uint8_t *s = exec_thread_access(c, t, x, exec_ptr_add(c->mem, src, from), bytes, ACC_READ,
                                    NULL);
    if (!s)
      break;
    memcpy(buf, s, bytes);
    uint8_t *d = exec_thread_access(c, t, x, exec_ptr_add(c->mem, dst, to), bytes, ACC_WRITE,
                                    buf);
    if (d)
      memcpy(d, buf, bytes);
  }
  t->regs[x->slot] = exec_ptr_make(c->mem, 0, 1);
}

/* vloadN(offset, p): N elements at p + offset * N; vstoreN(data, offset, p). */
static void do_vload(ExecCtx *c, ExecThread *t, const ExecInst *x, bool store) {
  int n = x->nleaves;
  uint64_t offset = exec_thread_operand(t, &x->ops[store ? 1 : 0])[0] & exec_mask(32);
  uint64_t p = exec_thread_operand(t, &x->ops[store ? 2 : 1])[0];
  uint64_t bytes = (uint64_t)n * (uint64_t)x->leaves[0].bytes;
  uint64_t at = exec_ptr_add(c->mem, p, (int64_t)(offset * bytes));
  uint8_t buf[128] = {0};
  if (bytes > sizeof buf)
    return;
  if (store) {
    exec_store_lanes(buf, x->leaves, n, exec_thread_operand(t, &x->ops[0]));
    uint8_t *d = exec_thread_access(c, t, x, at, bytes, ACC_WRITE, buf);
    if (d)
      memcpy(d, buf, bytes);
    return;
  }
  uint8_t *s = exec_thread_access(c, t, x, at, bytes, ACC_READ, NULL);
  if (s)
    exec_load_lanes(s, x->leaves, n, &t->regs[x->slot]);
}

static double unary(MathFn f, double a) {
  switch (f) {
  case M_SQRT: return sqrt(a);
  case M_RSQRT: return 1.0 / sqrt(a);
  case M_EXP: return exp(a);
  case M_EXP2: return exp2(a);
  case M_EXP10: return pow(10.0, a);
  case M_LOG: return log(a);
  case M_LOG2: return log2(a);
  case M_LOG10: return log10(a);
  case M_SIN: return sin(a);
  case M_COS: return cos(a);
  case M_TAN: return tan(a);
  case M_ASIN: return asin(a);
  case M_ACOS: return acos(a);
  case M_ATAN: return atan(a);
  case M_SINH: return sinh(a);
  case M_COSH: return cosh(a);
  case M_TANH: return tanh(a);
  case M_FABS: return fabs(a);
  case M_FLOOR: return floor(a);
  case M_CEIL: return ceil(a);
  case M_ROUND: return round(a);
  case M_TRUNC: return trunc(a);
  case M_RINT: return rint(a);
  case M_CBRT: return cbrt(a);
  case M_ERF: return erf(a);
  case M_ERFC: return erfc(a);
  default: return 1.0 / a;
  }
}

static double binary(MathFn f, double a, double b) {
  switch (f) {
  case M_POW: return pow(a, b);
  case M_ATAN2: return atan2(a, b);
  case M_FMIN: return fmin(a, b);
  case M_FMAX: return fmax(a, b);
  case M_FMOD: return fmod(a, b);
  case M_HYPOT: return hypot(a, b);
  case M_COPYSIGN: return copysign(a, b);
  default: return a / b;
  }
}

/* An integer function of lanes of `bits` bits. */
static uint64_t int_math(MathFn f, bool is_unsigned, int bits, const uint64_t *a,
                         const uint64_t *b, const uint64_t *k) {
  uint64_t m = exec_mask(bits), x = *a & m;
#define LESS(p, q) (is_unsigned ? ((p) & m) < ((q) & m) : exec_sext(p, bits) < exec_sext(q, bits))
  switch (f) {
  case M_IMIN: return LESS(*b, x) ? *b & m : x;
  case M_IMAX: return LESS(x, *b) ? *b & m : x;
  case M_ICLAMP: { /* clamp(x, lo, hi) = min(max(x, lo), hi) */
    uint64_t y = LESS(x, *b) ? *b & m : x;
    return LESS(*k, y) ? *k & m : y;
  }
  case M_IABS: return exec_sext(x, bits) < 0 ? (0 - x) & m : x;
  case M_CTPOP: return (uint64_t)__builtin_popcountll(x);
  case M_CTLZ: return x ? (uint64_t)(__builtin_clzll(x) - (64 - bits)) : (uint64_t)bits;
  case M_CTTZ: return x ? (uint64_t)__builtin_ctzll(x) : (uint64_t)bits;
  case M_ADDSAT:
  case M_SUBSAT: {
    uint64_t y = *b & m;
    if (is_unsigned)
      return f == M_ADDSAT ? (x + y > m || x + y < x ? m : x + y) : (x < y ? 0 : x - y);
    int64_t lo = -(int64_t)(m >> 1) - 1, hi = (int64_t)(m >> 1);
    __int128 r = (__int128)exec_sext(x, bits) +
                 (f == M_ADDSAT ? 1 : -1) * (__int128)exec_sext(y, bits);
    return (uint64_t)(r < lo ? lo : r > hi ? hi : (int64_t)r) & m;
  }
  case M_MUL24:
  case M_MAD24: { /* the low 24 bits of each operand, multiplied */
    uint64_t p = is_unsigned ? (x & 0xffffff) * (*b & 0xffffff)
                             : (uint64_t)(exec_sext(x, 24) * exec_sext(*b, 24));
    return (p + (f == M_MAD24 ? *k : 0)) & m;
  }
  case M_MULHI: {
    __int128 r = is_unsigned ? (__int128)((unsigned __int128)x * (*b & m))
                             : (__int128)exec_sext(x, bits) * exec_sext(*b, bits);
    return (uint64_t)(r >> bits) & m;
  }
  default: {
    uint64_t r = 0;
    for (int i = 0; i < bits / 8; i++)
      r |= ((x >> (8 * i)) & 0xff) << (8 * (bits / 8 - 1 - i));
    return r;
  }
  }
#undef LESS
}

/* f(a[, b[, c]]) of the math table, lane by lane: computed in double and
 * rounded to the lane's precision (sqrt of a float in float). */
static void do_math(ExecThread *t, const ExecInst *x) {
  MathFn f = (MathFn)(x->aux2 / 2);
  bool is_unsigned = x->aux2 & 1;
  const uint64_t *a = exec_thread_operand(t, &x->ops[0]);
  const uint64_t *b0 = x->nops > 1 ? exec_thread_operand(t, &x->ops[1]) : a;
  const uint64_t *k0 = x->nops > 2 ? exec_thread_operand(t, &x->ops[2]) : b0;
  ExecScalar s = x->s;
  /* A scalar operand of a vector function (OpenCL's min(float4, float))
   * applies to every lane. */
  bool vb = x->nops > 1 && LLVMGetTypeKind(LLVMTypeOf(LLVMGetOperand(x->v, 1))) ==
                               LLVMVectorTypeKind;
  bool vk = x->nops > 2 && LLVMGetTypeKind(LLVMTypeOf(LLVMGetOperand(x->v, 2))) ==
                               LLVMVectorTypeKind;
  for (int l = 0; l < x->lanes; l++) {
    const uint64_t *b = b0 + (vb ? l : 0), *k = k0 + (vk ? l : 0);
    uint64_t r;
    if (s.kind == EXEC_INT) {
      r = int_math(f == M_FABS ? M_IABS : f, is_unsigned, s.bits, a + l, b, k);
    } else if (f == M_ICLAMP || f == M_FCLAMP) {
      double v = exec_to_double(s, a[l]);
      v = fmin(fmax(v, exec_to_double(s, b[0])), exec_to_double(s, k[0]));
      r = exec_from_double(s, v);
    } else if (f == M_IMIN || f == M_IMAX) {
      r = exec_from_double(s, binary(f == M_IMIN ? M_FMIN : M_FMAX, exec_to_double(s, a[l]),
                                     exec_to_double(s, b[0])));
    } else if (f == M_POWI) {
      r = exec_from_double(s, pow(exec_to_double(s, a[l]), (double)exec_sext(b[0], 32)));
    } else if (f == M_FMA) {
      double v = fma(exec_to_double(s, a[l]), exec_to_double(s, b[0]), exec_to_double(s, k[0]));
      r = exec_from_double(s, v);
    } else if (s.kind == EXEC_F32 && f == M_SQRT) {
      r = exec_from_float(sqrtf(exec_to_float(a[l])));
    } else if (f <= M_RECIP) {
      r = exec_from_double(s, unary(f, exec_to_double(s, a[l])));
    } else {
      r = exec_from_double(s, binary(f, exec_to_double(s, a[l]), exec_to_double(s, b[0])));
    }
    t->regs[x->slot + l] = r;
  }
}

void exec_calls_run(ExecCtx *c, ExecThread *t, const ExecInst *x) {
  switch ((ExecCallKind)x->aux) {
  case EXEC_CALL_IGNORE:
  case EXEC_CALL_BARRIER: /* barriers and warp operations stop the thread */
  case EXEC_CALL_WARP:
    return;
  case EXEC_CALL_ASSERT:
    if (c->annotations == ANNOTATIONS_ALL && !(exec_thread_operand(t, &x->ops[0])[0] & 1)) {
      ExecFinding f = {.kind = EXEC_FIND_ASSERT, .a = exec_thread_who(t, x, ACC_READ)};
      exec_report_add(c->findings, &f);
    }
    return;
  case EXEC_CALL_BAD_FUNCTION: {
    ExecFinding f = {.kind = EXEC_FIND_FAULT, .a = exec_thread_who(t, x, ACC_READ),
                     .fault = EXEC_FAULT_WILD};
    snprintf(f.what, sizeof f.what, "call through a pointer to no function of its type");
    exec_report_add(c->findings, &f);
    exec_thread_stop(c, t, x, EXEC_STOP_DEFECT, "%s", f.what);
    return;
  }
  case EXEC_CALL_ASSUME:
    if (c->annotations == ANNOTATIONS_ALL && !(exec_thread_operand(t, &x->ops[0])[0] & 1))
      exec_thread_stop(c, t, x, EXEC_STOP_ASSUME,
                       "the execution left the space an __assume allows");
    return;
  case EXEC_CALL_REQUIRES:
    if (c->annotations != ANNOTATIONS_NONE && !(exec_thread_operand(t, &x->ops[0])[0] & 1))
      exec_thread_stop(c, t, x, EXEC_STOP_REQUIRES,
                       "this precondition does not hold for the arguments of this execution "
                       "(give them with --kernel-args): the execution stopped here");
    return;
  case EXEC_CALL_VALUE: {
    const uint64_t *a = exec_thread_operand(t, &x->ops[0]);
    if (x->aux2 == V_ENABLED)
      t->regs[x->slot] = 1;
    else if (x->aux2 == V_IMPLIES)
      t->regs[x->slot] = !(a[0] & 1) || (exec_thread_operand(t, &x->ops[1])[0] & 1);
    else
      t->regs[x->slot] = exec_thread_operand(t, &x->ops[a[0] & 1 ? 1 : 2])[0];
    return;
  }
  case EXEC_CALL_SREG: {
    uint64_t v = x->aux2 == SREG_WARPSIZE ? EXEC_WARP_SIZE
                 : x->aux2 == SREG_LANEID ? t->local % EXEC_WARP_SIZE
                                          : launch_value(c, t, x->aux2 / 3, x->aux2 % 3);
    t->regs[x->slot] = v & exec_mask(x->s.bits);
    return;
  }
  case EXEC_CALL_CL_ID:
    t->regs[x->slot] =
        cl_id(c, t, x->aux2, x->nops ? exec_thread_operand(t, &x->ops[0])[0] : 0) &
        exec_mask(x->s.bits);
    return;
  case EXEC_CALL_WORK_DIM:
    t->regs[x->slot] = (uint64_t)c->dims;
    return;
  case EXEC_CALL_ATOMIC:
    do_atomic(c, t, x);
    return;
  case EXEC_CALL_MEMCPY:
  case EXEC_CALL_MEMSET:
    do_memcpy(c, t, x, x->aux == EXEC_CALL_MEMSET);
    return;
  case EXEC_CALL_MATH:
    do_math(t, x);
    return;
  case EXEC_CALL_ASYNC_COPY:
    do_async_copy(c, t, x);
    return;
  case EXEC_CALL_VLOAD:
  case EXEC_CALL_VSTORE:
    do_vload(c, t, x, x->aux == EXEC_CALL_VSTORE);
    return;
  }
}
