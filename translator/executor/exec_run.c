/* The run of exec.h: memory and arguments set up, the launch run
 * (exec_sched.h), the report. */
#include "exec.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "exec_calls.h"
#include "exec_prog.h"
#include "exec_sched.h"
#include "exec_values.h"

/* Pseudo-random contents: each 4-byte word of a buffer is a small
 * non-negative integer, so that values used as indices mostly stay in
 * bounds and floats stay finite; scalars lie in [1, SCALAR_RANGE]. */
enum { WORD_RANGE = 1024, SCALAR_RANGE = 64 };

typedef struct {
  uint64_t s;
} Rng;

static uint64_t rng_next(Rng *r) { /* xorshift64* */
  r->s ^= r->s >> 12;
  r->s ^= r->s << 25;
  r->s ^= r->s >> 27;
  return r->s * 0x2545F4914F6CDD1DULL;
}

uint64_t exec_default_buffer(uint64_t threads) {
  uint64_t b = threads * EXEC_BUFFER_PER_THREAD;
  return b < EXEC_MIN_BUFFER ? EXEC_MIN_BUFFER : b;
}

typedef struct {
  const ExecConfig *cfg;
  LLVMModuleRef m;
  LLVMValueRef fn;
  const char *kernel;
  ExecMem mem;
  PtrMap globals;
  ExecProg prog;
  ExecFindings findings;
  ExecCtx ctx;
  uint64_t *init;        /* a thread's registers at its start: the
                            parameters' lanes, zeros elsewhere */
  StrBuf *out;
  SourceCache *src;
  KernelOutcome *outcome; /* where the defects are kept, or NULL */
  ExecReportStyle style;
} Run;

static void located(Run *r, LLVMValueRef at, const char *kind, const char *msg) {
  char buf[1024];
  Loc l = exec_report_loc(at, &r->style, buf, sizeof buf);
  report_located(r->out, &l, kind, msg, r->src);
}

/* A buffer for a pointer parameter: pseudo-random unless in local
 * memory; its pointer, or false when it does not fit. */
static bool add_buffer(Run *r, Rng *rng, const char *name, ExecSpace space, uint64_t size,
                       uint64_t *ptr) {
  int id = exec_mem_add(&r->mem, name, space, size);
  if (id < 0) {
    sb_printf(r->out, "%s: %s: error: the buffers do not fit the run's memory budget or "
                      "the pointer encoding (use a smaller --run-buffer)\n",
              r->cfg->file, r->kernel);
    return false;
  }
  r->mem.objs[id].is_buffer = true;
  uint8_t *d = r->mem.objs[id].data;
  for (uint64_t k = 0; space != EXEC_SPACE_SHARED && k + 4 <= size; k += 4) {
    uint32_t w = (uint32_t)(rng_next(rng) % WORD_RANGE);
    memcpy(d + k, &w, 4);
  }
  *ptr = exec_ptr_make(&r->mem, id, 0);
  return true;
}

/* The type a parameter passes by value (byval), or NULL. */
static LLVMTypeRef byval_type(LLVMValueRef fn, int i) {
  LLVMAttributeRef a = LLVMGetEnumAttributeAtIndex(
      fn, (unsigned)i + 1, LLVMGetEnumAttributeKindForName("byval", 5));
  return a ? LLVMGetTypeAttributeValue(a) : NULL;
}


/* One leaf of a struct argument, read from rng (whether or not its value
 * is used, so that the stream does not depend on --kernel-args): a
 * pointer gets a buffer of its own, named on line; a float the value
 * converted. False when the buffer cannot be made. */
static bool leaf_value(Run *r, Rng *rng, const char *name, const ExecLeaf *leaf,
                       uint64_t buffer, StrBuf *line, uint64_t *v) {
  *v = 1 + rng_next(rng) % SCALAR_RANGE;
  if (leaf->s.kind == EXEC_PTR) {
    const char *field =
        arena_printf(&r->prog.arena, "%s.ptr%llu", name, (unsigned long long)leaf->offset);
    if (!add_buffer(r, rng, field, EXEC_SPACE_GLOBAL, buffer, v))
      return false;
    sb_printf(line, " (%s: a buffer of %llu bytes)", field, (unsigned long long)buffer);
  } else if (leaf->s.kind != EXEC_INT) {
    *v = exec_from_double(leaf->s, (double)*v);
  }
  return true;
}
/* A struct passed by value: each thread's copy starts from one image, its
 * scalars pseudo-random or the bytes of its --kernel-args value (given:
 * NULL for none), each pointer in it to a buffer of its own. */
static bool add_byval(Run *r, Rng *rng, const char *name, LLVMTypeRef ty, uint64_t buffer,
                      const ArgValue *given, StrBuf *line, uint64_t *ptr) {
  ExecLeaf *leaves;
  int n = exec_prog_layout(&r->prog, ty, &leaves);
  uint64_t size = LLVMABISizeOfType(r->prog.td, ty);
  int id = n < 0 ? -1 : exec_mem_add(&r->mem, name, EXEC_SPACE_PRIVATE, size);
  if (id < 0 || !exec_mem_charge(&r->mem, size)) {
    sb_printf(r->out, "%s: %s: error: parameter '%s' passed by value is of a type the "
                      "executor does not model\n", r->cfg->file, r->kernel, name);
    return false;
  }
  uint8_t *image = mem_calloc(size ? size : 1, 1);
  r->mem.objs[id].data = image;
  bool from_bits = given && size <= sizeof given->bits;
  sb_printf(line, "%s: a struct of %llu bytes%s", name, (unsigned long long)size,
            from_bits ? " (from --kernel-args)" : "");
  for (uint64_t k = 0; from_bits && k < size; k++)
    image[k] = (uint8_t)(given->bits >> (8 * k));
  for (int k = 0; k < n; k++) {
    uint64_t v;
    if (!leaf_value(r, rng, name, &leaves[k], buffer, line, &v))
      return false;
    if (!from_bits || leaves[k].s.kind == EXEC_PTR)
      exec_store_lanes(image, &leaves[k], 1, &v);
  }
  *ptr = exec_ptr_make(&r->mem, id, 0);
  return true;
}

/* A struct passed in registers: its lanes pseudo-random, or the bytes of
 * its --kernel-args value (given: NULL for none), each pointer to a
 * buffer of its own. */
static bool add_aggregate(Run *r, Rng *rng, const char *name, LLVMTypeRef ty, uint64_t buffer,
                          const ArgValue *given, StrBuf *line, uint64_t *lanes) {
  ExecLeaf *leaves;
  int n = exec_prog_layout(&r->prog, ty, &leaves);
  uint8_t bytes[sizeof given->bits] = {0};
  bool from_bits = given && LLVMStoreSizeOfType(r->prog.td, ty) <= sizeof bytes;
  for (size_t k = 0; from_bits && k < sizeof bytes; k++)
    bytes[k] = (uint8_t)(given->bits >> (8 * k));
  sb_printf(line, "%s: a struct%s", name, from_bits ? " (from --kernel-args)" : "");
  for (int k = 0; k < n; k++) {
    uint64_t v;
    if (!leaf_value(r, rng, name, &leaves[k], buffer, line, &v))
      return false;
    if (from_bits && leaves[k].s.kind != EXEC_PTR)
      exec_load_lanes(bytes, &leaves[k], 1, &lanes[k]);
    else
      lanes[k] = v & exec_mask(leaves[k].s.bits);
  }
  return true;
}

/* A buffer's size: --run-input's, else the default; never less than the
 * words it gives. */
static uint64_t buffer_size(const ExecInputEntry *in, uint64_t buffer) {
  if (!in)
    return buffer;
  uint64_t size = in->has_number && !in->is_float && in->num > 0 ? (uint64_t)in->num : buffer;
  uint64_t words = sizeof(uint32_t) * (uint64_t)in->nwords;
  return size < words ? words : size;
}

/* The first words of the buffer at ptr, from --run-input. */
static void fill_buffer(Run *r, const ExecInputEntry *in, uint64_t ptr) {
  if (!in || !in->nwords)
    return;
  ExecObject *o = &r->mem.objs[exec_ptr_obj(&r->mem, ptr)];
  memcpy(o->data, in->words, sizeof(uint32_t) * (size_t)in->nwords);
}

/* A scalar from --run-input, as --kernel-args gives one: its bits in the
 * parameter's type. */
static ArgValue input_value(const ExecInputEntry *in, const ExecScalar *s) {
  ArgValue a = {0};
  if (s->kind == EXEC_INT)
    a.bits = in->is_float ? (uint64_t)(int64_t)in->fnum : (uint64_t)in->num;
  else
    a.bits = exec_from_double(*s, in->is_float ? in->fnum : (double)in->num);
  return a;
}

/* The parameters: a buffer per pointer, a value per scalar (given by
 * --kernel-args or --run-input, else pseudo-random), listed on one line. */
static bool set_up_args(Run *r, Rng *rng, uint64_t buffer) {
  const ExecConfig *cfg = r->cfg;
  int n = (int)LLVMCountParams(r->fn);
  if (cfg->args && cfg->nargs != n) {
    sb_printf(r->out, "%s: %s: error: --kernel-args gives %d value%s; the kernel has %d "
                      "parameter%s\n", cfg->file, r->kernel, cfg->nargs,
              cfg->nargs == 1 ? "" : "s", n, n == 1 ? "" : "s");
    return false;
  }
  r->init = mem_calloc((size_t)r->prog.nregs + 1, sizeof(uint64_t));
  /* Scalars have a stream of their own: the values a seed gives them do
   * not depend on the buffers' sizes. */
  Rng scalars = {rng->s ^ 0xD1B54A32D192ED03ULL};
  StrBuf line = {0};
  bool ok = true;
  for (int i = 0; i < n && ok; i++) {
    LLVMValueRef p = LLVMGetParam(r->fn, (unsigned)i);
    size_t len = 0;
    const char *name = LLVMGetValueName2(p, &len);
    name = len ? arena_strdup(&r->prog.arena, name) : arena_printf(&r->prog.arena, "arg%d", i);
    LLVMTypeRef ty = LLVMTypeOf(p), byval = byval_type(r->fn, i);
    ExecScalar s;
    exec_prog_scalar(&r->prog, ty, &s);
    sb_puts(&line, i ? ", " : "");
    const ArgValue *given = cfg->args && !cfg->args[i].any ? &cfg->args[i] : NULL;
    ExecInputEntry *in = exec_input_find(cfg->input, name);
    if (in)
      in->used = true;
    if (in && (byval || exec_prog_lanes(&r->prog, ty) > 1)) {
      sb_printf(r->out, "%s: %s: error: --run-input gives '%s', a parameter passed by value "
                        "(give it with --kernel-args)\n", cfg->file, r->kernel, name);
      ok = false;
      continue;
    }
    if (byval) {
      ok = add_byval(r, rng, name, byval, buffer, given, &line, &r->init[r->prog.arg_slot[i]]);
      continue;
    }
    if (exec_prog_lanes(&r->prog, ty) > 1) {
      ok = add_aggregate(r, rng, name, ty, buffer, given, &line,
                         &r->init[r->prog.arg_slot[i]]);
      continue;
    }
    if (s.kind == EXEC_PTR) {
      unsigned as = LLVMGetPointerAddressSpace(ty);
      bool local = !cfg->is_cuda && as == 3, constant = !cfg->is_cuda && as == 2;
      uint64_t size = buffer_size(in, buffer);
      uint64_t *ptr = &r->init[r->prog.arg_slot[i]];
      ok = add_buffer(r, rng, name, local      ? EXEC_SPACE_SHARED
                                    : constant ? EXEC_SPACE_CONSTANT
                                               : EXEC_SPACE_GLOBAL,
                      size, ptr);
      if (ok)
        fill_buffer(r, in, *ptr);
      sb_printf(&line, "%s: %s buffer of %llu bytes%s", name, local ? "a local" : "a",
                (unsigned long long)size, in ? " (from --run-input)" : "");
      continue;
    }
    if (in && (in->words || !in->has_number)) {
      sb_printf(r->out, "%s: %s: error: --run-input gives words to '%s', a scalar\n",
                cfg->file, r->kernel, name);
      ok = false;
      continue;
    }
    ArgValue from_input;
    if (in) {
      from_input = input_value(in, &s);
      given = &from_input;
    }
    uint64_t v = given ? given->bits : 1 + rng_next(&scalars) % SCALAR_RANGE;
    if (s.kind == EXEC_INT) {
      uint64_t *lane = &r->init[r->prog.arg_slot[i]];
      *lane = v & exec_mask(s.bits);
      sb_printf(&line, "%s = %lld", name, (long long)exec_sext(*lane, s.bits));
    } else {
      /* A given value is the float's bits (as the proof takes them). */
      uint64_t *lane = &r->init[r->prog.arg_slot[i]];
      *lane = given ? v & exec_mask(s.bits) : exec_from_double(s, (double)v);
      sb_printf(&line, "%s = %g", name, exec_to_double(s, *lane));
    }
    if (!given)
      sb_printf(&line, " (pseudo-random, --seed=%llu)", (unsigned long long)cfg->seed);
  }
  for (int i = 0; ok && cfg->input && i < cfg->input->len; i++)
    if (!cfg->input->entries[i].used) {
      sb_printf(r->out, "%s: %s: error: --run-input gives '%s', which is no parameter of "
                        "the kernel\n", cfg->file, r->kernel, cfg->input->entries[i].name);
      ok = false;
    }
  if (ok)
    sb_printf(r->out, "%s: %s: running with %s\n", cfg->file, r->kernel,
              n ? line.s : "no parameters");
  sb_free(&line);
  return ok;
}

static ExecResult run_grid(Run *r) {
  const ExecConfig *cfg = r->cfg;
  ExecSchedResult ran = exec_sched_run(&r->ctx, r->init);
  if (ran == EXEC_SCHED_GRID_PREFIX) {
    sb_printf(r->out,
              "%s: %s: error: a grid barrier needs every group, and only the first %u "
              "were to run\n",
              cfg->file, r->kernel, cfg->first_groups);
    return (ExecResult){.outcome = EXEC_BAD_LAUNCH};
  }
  if (ran != EXEC_SCHED_RAN) {
    sb_printf(r->out,
              "%s: %s: error: %s do not fit the run's memory budget (%llu bytes)\n",
              cfg->file, r->kernel,
              ran == EXEC_SCHED_NO_ROOM ? "the block's threads"
                                        : "the grid's threads, all resident for its grid "
                                          "barrier,",
              (unsigned long long)r->mem.budget);
    return (ExecResult){.outcome = EXEC_LIMIT};
  }
  exec_report_print(&r->findings, &r->style, r->out, r->src);
  if (r->outcome)
    exec_report_describe(&r->findings, &r->style, r->outcome, r->src);
  ExecResult res = {r->findings.len ? EXEC_DEFECTS : EXEC_CLEAN, r->findings.len,
                    r->ctx.steps,
                    r->ctx.stop == EXEC_STOP_REQUIRES || r->ctx.stop == EXEC_STOP_ASSUME};
  switch (r->ctx.stop) {
  case EXEC_STOP_UNSUPPORTED:
    located(r, r->ctx.stop_at, "error", r->ctx.stop_msg);
    res.outcome = EXEC_UNSUPPORTED;
    break;
  case EXEC_STOP_LIMIT:
    located(r, r->ctx.stop_at, "error", r->ctx.stop_msg);
    res.outcome = EXEC_LIMIT;
    break;
  case EXEC_STOP_REQUIRES:
    located(r, r->ctx.stop_at, "note", r->ctx.stop_msg);
    break;
  case EXEC_STOP_ASSUME:
    located(r, r->ctx.stop_at, "note", "an __assume does not hold here: the execution left "
                                       "the space it allows, and stopped");
    break;
  case EXEC_STOP_DEFECT:
    sb_printf(r->out, "%s: %s: note: the execution stopped at that defect\n", cfg->file,
              r->kernel);
    break;
  case EXEC_STOP_NONE:
    break;
  }
  return res;
}

ExecResult exec_run_kernel(LLVMModuleRef m, LLVMValueRef fn, const char *kernel,
                           const ExecConfig *cfg, StrBuf *out, SourceCache *src,
                           KernelOutcome *o) {
  Run r = {.cfg = cfg, .m = m, .fn = fn, .kernel = kernel, .out = out, .src = src,
           .outcome = o};
  r.style = (ExecReportStyle){.file = cfg->file, .cwd = cfg->cwd, .is_cuda = cfg->is_cuda,
                              .dims = cfg->dims};
  memcpy(r.style.group_size, cfg->group_size, sizeof r.style.group_size);
  LLVMTargetDataRef td = LLVMCreateTargetData(LLVMGetDataLayoutStr(m));
  exec_mem_init(&r.mem, (int)LLVMPointerSize(td) * 8, cfg->memory_budget);
  LLVMDisposeTargetData(td);
  /* A default buffer is lowered to what the pointers address. */
  uint64_t buffer = cfg->buffer_bytes;
  if (!cfg->buffer_given && buffer > exec_mem_max_object(&r.mem))
    buffer = exec_mem_max_object(&r.mem) & ~(uint64_t)15;
  ExecEnv env = {.mem = &r.mem, .globals = &r.globals, .is_cuda = cfg->is_cuda,
                 .extern_bytes = buffer};
  char err[512];
  LLVMValueRef at;
  ExecResult res = {.outcome = EXEC_BAD_LAUNCH};
  bool built = exec_prog_build(&r.prog, m, fn, &env, &at, err, sizeof err);
  if (!built) {
    located(&r, at, "error", err);
    res.outcome = EXEC_UNSUPPORTED;
    goto done;
  }
  if (buffer > exec_mem_max_object(&r.mem)) {
    sb_printf(out, "%s: %s: error: --run-buffer: at most %llu bytes with %d-bit pointers\n",
              cfg->file, kernel, (unsigned long long)exec_mem_max_object(&r.mem),
              r.prog.ptr_bits);
    goto done;
  }
  Rng rng = {cfg->seed * 0x9E3779B97F4A7C15ULL + 1};
  if (!set_up_args(&r, &rng, buffer))
    goto done;
  /* --only-intra-group: accesses of different blocks never race. */
  for (int k = 1; k < r.mem.nobjs && !cfg->inter_group; k++)
    r.mem.objs[k].shadow.cross_block = false;
  r.ctx = (ExecCtx){.prog = &r.prog, .mem = &r.mem, .dims = cfg->dims, .is_cuda = cfg->is_cuda,
                    .benign = cfg->benign_tolerance, .check_races = cfg->check_races,
                    .max_steps = cfg->max_steps, .lockstep = cfg->warp_sync,
                    .findings = &r.findings, .annotations = cfg->annotations};
  memcpy(r.ctx.group_size, cfg->group_size, sizeof r.ctx.group_size);
  memcpy(r.ctx.num_groups, cfg->num_groups, sizeof r.ctx.num_groups);
  memcpy(r.ctx.offset, cfg->offset, sizeof r.ctx.offset);
  r.ctx.first_groups = cfg->first_groups;
  res = run_grid(&r);
done:
  free(r.init);
  exec_report_free(&r.findings);
  exec_prog_free(&r.prog);
  ptrmap_free(&r.globals);
  exec_mem_free(&r.mem);
  return res;
}
