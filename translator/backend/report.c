#include "report.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void source_cache_free(SourceCache *c) {
  for (int i = 0; i < c->paths.len; i++) {
    free(c->paths.items[i]);
    free(c->texts.items[i]);
  }
  vec_free(&c->paths);
  vec_free(&c->texts);
}

const char *report_source_line(const char *path, int n, SourceCache *c, size_t *len) {
  *len = 0;
  if (!path || !*path || n <= 0)
    return "";
  const char *text = NULL;
  for (int i = 0; i < c->paths.len; i++)
    if (!strcmp(c->paths.items[i], path))
      text = c->texts.items[i];
  if (!text) {
    char *t = read_file(path, NULL);
    vec_push(&c->paths, mem_strdup(path));
    vec_push(&c->texts, t ? t : mem_strdup(""));
    text = c->texts.items[c->texts.len - 1];
  }
  for (int line = 1; *text && line < n; text++)
    line += *text == '\n';
  while (*text == ' ' || *text == '\t')
    text++;
  *len = strcspn(text, "\r\n");
  return text;
}

void report_quote_line(StrBuf *out, const char *path, int n, SourceCache *c) {
  size_t len;
  const char *text = report_source_line(path, n, c, &len);
  if (len)
    sb_printf(out, "    %.*s\n", (int)len, text);
}

static void loc_prefix(StrBuf *out, const Loc *l) {
  if (l->line && l->col)
    sb_printf(out, "%s:%d:%d: ", l->file, l->line, l->col);
  else if (l->line)
    sb_printf(out, "%s:%d: ", l->file, l->line);
  else if (l->file && *l->file)
    sb_printf(out, "%s: ", l->file);
}

/* l's source line, then the calls that inlined it, innermost first. */
static void quote_loc(StrBuf *out, const Loc *l, SourceCache *src) {
  report_quote_line(out, l->file, l->line, src);
  for (const Loc *c = l->caller; c; c = c->caller)
    sb_printf(out, "    in call from %s:%d:%d\n", c->file, c->line, c->col);
}

void report_located(StrBuf *out, const Loc *l, const char *kind,
                    const char *msg, SourceCache *src) {
  loc_prefix(out, l);
  sb_printf(out, "%s: %s\n", kind, msg);
  quote_loc(out, l, src);
}

static uint64_t mval(const Failure *f, const Var *v) {
  uint64_t x = 0;
  if (v)
    model_get_u64(f->model, v->name, &x);
  return x;
}

static void triple(StrBuf *out, const uint64_t v[3], int dims) {
  if (dims == 1)
    sb_printf(out, "%llu", (unsigned long long)v[0]);
  else
    sb_printf(out, "(%llu, %llu, %llu)", (unsigned long long)v[0],
              (unsigned long long)v[1], (unsigned long long)v[2]);
}

void report_thread_id(StrBuf *out, const ThreadId *t, const uint64_t group_size[3],
                      int dims, bool is_cuda) {
  if (is_cuda) {
    sb_puts(out, "thread ");
    triple(out, t->local_id, dims);
    sb_puts(out, " in block ");
    triple(out, t->group_id, dims);
    return;
  }
  uint64_t global[3];
  for (int d = 0; d < 3; d++)
    global[d] = t->group_id[d] * group_size[d] + t->local_id[d];
  sb_puts(out, "work item ");
  triple(out, global, dims);
  sb_puts(out, " with local id ");
  triple(out, t->local_id, dims);
  sb_puts(out, " in work group ");
  triple(out, t->group_id, dims);
}

/* Thread 1 or 2 of the counterexample, named as report_thread_id does. */
static void thread_name(StrBuf *out, const Kernel *k, const Instrumented *in,
                        const Failure *f, const ReportConfig *rc, int thread) {
  ThreadId id;
  uint64_t size[3];
  int t = thread - 1;
  for (int d = 0; d < 3; d++) {
    id.local_id[d] = mval(f, in->w.local_id[t][d]);
    id.group_id[d] = mval(f, in->w.group_id[t][d]);
    size[d] = 1;
    if (d < rc->launch.group_size.ndims && !rc->launch.group_size.d[d].any)
      size[d] = rc->launch.group_size.d[d].value;
    else
      model_get_u64(f->model, k->b.group_size[d]->name, &size[d]);
  }
  report_thread_id(out, &id, size, launch_dims(&rc->launch), k->is_cuda);
}

/* The IEEE value of a half, float or double's bits, as C prints it;
 * false for another width. */
static bool float_text(StrBuf *out, uint64_t bits, int width) {
  if (width == 64) {
    double d;
    memcpy(&d, &bits, sizeof d);
    sb_printf(out, "%.17g", d);
    return true;
  }
  uint32_t b32 = (uint32_t)bits;
  if (width == 16) { /* widened to a float, which holds every half exactly */
    uint32_t sign = (uint32_t)(bits >> 15 & 1) << 31, exp = bits >> 10 & 0x1f,
             mant = bits & 0x3ff;
    if (exp == 0) { /* zero or subnormal: mant * 2^-24 */
      float f = (float)mant / 16777216.0f;
      memcpy(&b32, &f, sizeof b32);
      b32 |= sign;
    } else {
      b32 = sign | (exp == 0x1f ? 0xffu : exp - 15 + 127) << 23 | mant << 13;
    }
  } else if (width != 32) {
    return false;
  }
  float f;
  memcpy(&f, &b32, sizeof f);
  sb_printf(out, "%.9g", (double)f);
  return true;
}

bool report_value(StrBuf *out, uint64_t bits, int width, bool is_float) {
  if (is_float && float_text(out, bits, width))
    return true;
  long long sx = width < 64 && (bits >> (width - 1)) & 1
                     ? (long long)(bits - (UINT64_C(1) << width))
                     : (long long)bits;
  sb_printf(out, "%lld", sx);
  return false;
}

/* The scalar arguments and the launch sizes given as '*' in the
 * counterexample. */
static void witness(StrBuf *out, const Kernel *k, const Failure *f,
                    const ReportConfig *rc) {
  bool any = false;
  const LaunchSize *sizes[2] = {&rc->launch.group_size, &rc->launch.num_groups};
  static const char *const cuda_names[2] = {"blockDim", "gridDim"};
  static const char *const cl_names[2] = {"get_local_size", "get_num_groups"};
  for (int s = 0; s < 2; s++)
    for (int d = 0; d < sizes[s]->ndims; d++) {
      uint64_t v;
      const Var *var = s == 0 ? k->b.group_size[d] : k->b.num_groups[d];
      if (!sizes[s]->d[d].any || !model_get_u64(f->model, var->name, &v))
        continue;
      if (k->is_cuda)
        sb_printf(out, "%s%s.%c = %llu", any ? ", " : "Witness: ", cuda_names[s],
                  'x' + d, (unsigned long long)v);
      else
        sb_printf(out, "%s%s(%d) = %llu", any ? ", " : "Witness: ", cl_names[s], d,
                  (unsigned long long)v);
      any = true;
    }
  for (int i = 0; i < k->params.len; i++) {
    const Var *v = k->params.items[i];
    const char *val = model_get(f->model, v->name);
    if (!val || v->type->kind != TY_BV)
      continue;
    uint64_t x = strtoull(val, NULL, 10);
    const ParamInfo *info = k->param_info.items[i];
    sb_printf(out, "%s%s = ", any ? ", " : "Witness: ", info->name);
    /* Floating-point operations are uninterpreted functions: the value
     * need not meet the kernel's conditions on it, and the report says so. */
    if (report_value(out, x, v->type->width, info->is_float))
      sb_puts(out, " (float arithmetic is abstracted)");
    any = true;
  }
  if (any)
    sb_puts(out, "\n");
}

/* A[i][j] from a byte offset, plus the bytes when the accesses cover
 * part of an element. */
static void element_name(StrBuf *out, const Array *arr, uint64_t byte,
                         int width) {
  sb_puts(out, arr->name);
  uint64_t rest = byte;
  for (int i = 0; i < arr->nsteps; i++) {
    uint64_t step = (uint64_t)arr->step_bytes[i];
    if (!step) /* a zero-sized dimension: nothing below it to index */
      break;
    sb_printf(out, "[%llu]", (unsigned long long)(rest / step));
    rest %= step;
  }
  int leaf = arr->step_bytes[arr->nsteps - 1];
  if (leaf && (width < leaf || rest)) {
    uint64_t last = rest + (uint64_t)width - 1;
    if (width == 1)
      sb_printf(out, " (byte %llu)", (unsigned long long)rest);
    else
      sb_printf(out, " (bytes %llu..%llu)", (unsigned long long)rest,
                (unsigned long long)last);
  }
}

void report_group_scope_note(StrBuf *out, bool is_cuda) {
  if (is_cuda)
    sb_puts(out, "An atomic of block scope is atomic only with the threads of its block: "
                 "with another block's access to the element it is a plain "
                 "read-modify-write.\n");
  else
    sb_puts(out, "An atomic of work-group scope is atomic only with the work items of its "
                 "work group: with another work group's access to the element it is a "
                 "plain read-modify-write.\n");
}

/* outcome_access_name's words, as a sentence begins. */
static const char *const access_headings[3] = {"Read", "Write", "Atomic"};

/* The accesses thread 1's log may come from: the site the model names when
 * it is an access of the logged kind to the array, or else every such
 * access (each is race-checked, which is how they are found). A log that a
 * loop's abstraction left as it was names any number, even another
 * array's access. */
static int logged_sites(const Kernel *k, const Instrumented *in, const Failure *f,
                        const Check *c, int *sites, int max) {
  uint64_t named = mval(f, in->w.site[c->first][c->array->id]);
  int n = 0;
  for (int i = 0; i < in->checks.len; i++) {
    const Check *o = in->checks.items[i];
    if (o->kind != CHECK_RACE || o->array != c->array || o->second != c->first ||
        o->site < 0 || o->site >= k->sites.len)
      continue;
    if ((uint64_t)o->site == named) {
      sites[0] = o->site;
      return 1;
    }
    bool seen = false;
    for (int j = 0; j < n; j++)
      seen |= sites[j] == o->site;
    if (!seen && n < max)
      sites[n++] = o->site;
  }
  return n;
}

int report_logged_sites(const Kernel *k, const Instrumented *in, const Failure *f,
                        int *sites) {
  return logged_sites(k, in, f, in->checks.items[f->check], sites,
                      REPORT_MAX_LOGGED_SITES);
}

/* A race. With `witnessed` false, the threads, element and witness of the
 * proof's counterexample, which may be the loop abstraction's, are left
 * out: `why` then says why no execution confirms the race, or is NULL when
 * the caller confirms it by an execution it describes next, whose element
 * (or NULL) the heading names. */
static void report_race(StrBuf *out, const Kernel *k, const Instrumented *in,
                        const Failure *f, const Check *c, const ReportConfig *rc,
                        SourceCache *src, bool witnessed, const char *why,
                        const char *element) {
  const Array *arr = c->array;
  uint64_t watched = mval(f, in->w.watched[arr->id]);
  sb_printf(out, "%s: error: possible %s-%s race on ", c->loc.file,
            outcome_access_name(c->first), outcome_access_name(c->second));
  if (witnessed)
    element_name(out, arr, watched * (uint64_t)arr->elem_bytes, arr->elem_bytes);
  else if (element)
    sb_puts(out, element);
  else
    sb_printf(out, "%s%s", arr->name, why ? " (not confirmed)" : "");
  sb_puts(out, ":\n\n");
  const Loc *l2 = &c->loc;
  sb_puts(out, access_headings[c->second]);
  if (witnessed) {
    sb_puts(out, " by ");
    thread_name(out, k, in, f, rc, 2);
  }
  sb_printf(out, ", %s:%d:%d:\n", l2->file, l2->line, l2->col);
  quote_loc(out, l2, src);
  sb_puts(out, "\n");
  int sites[REPORT_MAX_LOGGED_SITES];
  int n = logged_sites(k, in, f, c, sites, REPORT_MAX_LOGGED_SITES);
  if (n) {
    sb_puts(out, access_headings[c->first]);
    if (witnessed) {
      sb_puts(out, " by ");
      thread_name(out, k, in, f, rc, 1);
    }
    sb_puts(out, n > 1 ? ", at one of:\n" : ", ");
  }
  for (int i = 0; i < n; i++) {
    const Loc *l1 = k->sites.items[sites[i]];
    sb_printf(out, "%s:%d:%d:\n", l1->file, l1->line, l1->col);
    quote_loc(out, l1, src);
  }
  if (n)
    sb_puts(out, "\n");
  if (c->first == ACC_ATOMIC && c->second == ACC_ATOMIC) {
    report_group_scope_note(out, k->is_cuda);
    sb_puts(out, "\n");
  }
  if (witnessed)
    witness(out, k, f, rc);
  else if (why)
    sb_printf(out, "Not confirmed: the proof could not rule this race out (the loop "
                   "invariants found may be too weak), and %s.\n", why);
}

static void report_thread_failure(StrBuf *out, const Kernel *k,
                                  const Instrumented *in, const Failure *f,
                                  const Check *c, const ReportConfig *rc,
                                  const char *what, SourceCache *src) {
  loc_prefix(out, &c->loc);
  sb_printf(out, "error: %s for ", what);
  thread_name(out, k, in, f, rc, c->thread);
  sb_puts(out, "\n");
  quote_loc(out, &c->loc, src);
  witness(out, k, f, rc);
}

void report_failure(StrBuf *out, const Kernel *k, const Instrumented *in,
                    const Failure *f, const ReportConfig *rc, SourceCache *src) {
  sb_puts(out, "\n");
  if (f->check < 0) {
    sb_printf(out, "%s: error: a property of kernel '%s' might not hold\n",
              rc->file, k->name);
    return;
  }
  const Check *c = in->checks.items[f->check];
  switch (c->kind) {
  case CHECK_RACE:
    report_race(out, k, in, f, c, rc, src, true, NULL, NULL);
    return;
  case CHECK_DIVERGENCE:
    report_located(out, &c->loc, "error",
                   "barrier may be reached by non-uniform control flow", src);
    return;
  case CHECK_ASSERT:
    report_thread_failure(out, k, in, f, c, rc, "this assertion might not hold", src);
    return;
  case CHECK_INVARIANT:
    report_thread_failure(out, k, in, f, c, rc,
                          f->kind == FAIL_INVARIANT_ENTRY
                              ? "loop invariant might not hold on entry"
                              : "loop invariant might not be maintained by the loop",
                          src);
    return;
  case CHECK_ENSURES:
    report_located(out, &c->loc, "error",
                   "postcondition might not hold on all return paths", src);
    return;
  case CHECK_NULL:
    report_thread_failure(out, k, in, f, c, rc, "possible null pointer access", src);
    return;
  case CHECK_BOUNDS: {
    char what[300];
    snprintf(what, sizeof what, "possible array out-of-bounds access on array %s",
             c->array->name);
    report_thread_failure(out, k, in, f, c, rc, what, src);
    return;
  }
  case CHECK_UNREACHABLE:
    report_located(out, &c->loc, "error",
                   "undefined behaviour may be reached here (for example an "
                   "out-of-bounds access)", src);
    return;
  case CHECK_BARRIER_INVARIANT:
    report_thread_failure(out, k, in, f, c, rc, "this barrier invariant might not hold",
                          src);
    return;
  case CHECK_BARRIER_ACCESS: {
    char what[300];
    snprintf(what, sizeof what,
             "insufficient permission: this barrier invariant reads an element of "
             "%s that neither thread accessed since the last barrier", c->array->name);
    report_thread_failure(out, k, in, f, c, rc, what, src);
    return;
  }
  case CHECK_GROUP_UNIFORM:
    report_located(out, &c->loc, "error",
                   "async_work_group_copy or wait_group_events may be reached by "
                   "non-uniform control flow, or with arguments that differ within "
                   "a work group", src);
    return;
  case CHECK_CONSTANT_WRITE:
    report_located(out, &c->loc, "error",
                   "possible attempt to modify constant memory", src);
    return;
  case CHECK_BENIGN: /* an assumption, taken out of the failures (pipeline.c) */
    return;
  case CHECK_REQUIRES_CALL:
    if (c->call.line) {
      report_located(out, &c->call, "error", "a precondition for this call might not hold",
                     src);
    } else {
      loc_prefix(out, &c->loc);
      sb_puts(out, "error: a precondition for this call might not hold\n");
    }
    report_located(out, &c->loc, "note",
                   "this is the precondition that might not hold", src);
    return;
  }
}

/* ---- the same, as a typed record (outcome.h) ---- */

static void describe_thread(Defect *d, const Kernel *k, const Instrumented *in,
                            const Failure *f, const ReportConfig *rc, int thread) {
  ThreadId *t = &d->threads[d->nthreads++];
  for (int i = 0; i < 3; i++) {
    t->local_id[i] = mval(f, in->w.local_id[thread - 1][i]);
    t->group_id[i] = mval(f, in->w.group_id[thread - 1][i]);
  }
  d->dims = launch_dims(&rc->launch);
}

static void describe_access(Defect *d, const Loc *l, const char *access, SourceCache *src) {
  SourceAccess *a = &d->access[d->naccesses++];
  a->file = mem_strdup(l->file ? l->file : "");
  a->line = l->line;
  a->col = l->col;
  a->access = access;
  size_t len;
  const char *text = report_source_line(l->file, l->line, src, &len);
  a->text = len ? mem_strndup(text, len) : NULL;
}

/* The headline and kind of a check that failed, as report_failure words it. */
static DefectKind describe_kind(const Check *c, const Failure *f, StrBuf *msg) {
  switch (c->kind) {
  case CHECK_RACE:
    sb_printf(msg, "possible %s-%s race", outcome_access_name(c->first),
              outcome_access_name(c->second));
    return outcome_race_kind(c->first, c->second);
  case CHECK_DIVERGENCE:
    sb_puts(msg, "barrier may be reached by non-uniform control flow");
    return DEFECT_BARRIER_DIVERGENCE;
  case CHECK_ASSERT:
    sb_puts(msg, "this assertion might not hold");
    return DEFECT_ASSERTION;
  case CHECK_INVARIANT:
    if (f->kind == FAIL_INVARIANT_ENTRY) {
      sb_puts(msg, "loop invariant might not hold on entry");
      return DEFECT_INVARIANT_ENTRY;
    }
    sb_puts(msg, "loop invariant might not be maintained by the loop");
    return DEFECT_INVARIANT_MAINTAINED;
  case CHECK_ENSURES:
    sb_puts(msg, "postcondition might not hold on all return paths");
    return DEFECT_POSTCONDITION;
  case CHECK_NULL:
    sb_puts(msg, "possible null pointer access");
    return DEFECT_NULL_POINTER;
  case CHECK_BOUNDS:
    sb_printf(msg, "possible array out-of-bounds access on array %s", c->array->name);
    return DEFECT_ARRAY_BOUNDS;
  case CHECK_UNREACHABLE:
    sb_puts(msg, "undefined behaviour may be reached here");
    return DEFECT_UNDEFINED_BEHAVIOUR;
  case CHECK_BARRIER_INVARIANT:
    sb_puts(msg, "this barrier invariant might not hold");
    return DEFECT_BARRIER_INVARIANT;
  case CHECK_BARRIER_ACCESS:
    sb_printf(msg, "insufficient permission: this barrier invariant reads an element of "
                   "%s that neither thread accessed since the last barrier", c->array->name);
    return DEFECT_BARRIER_INVARIANT_ACCESS;
  case CHECK_GROUP_UNIFORM:
    sb_puts(msg, "async_work_group_copy or wait_group_events may be reached by "
                 "non-uniform control flow, or with arguments that differ within a "
                 "work group");
    return DEFECT_GROUP_UNIFORMITY;
  case CHECK_CONSTANT_WRITE:
    sb_puts(msg, "possible attempt to modify constant memory");
    return DEFECT_CONSTANT_WRITE;
  case CHECK_REQUIRES_CALL:
    sb_puts(msg, "a precondition for this call might not hold");
    return DEFECT_PRECONDITION;
  case CHECK_BENIGN:
    break;
  }
  return DEFECT_UNKNOWN_PROPERTY;
}

void report_describe(KernelOutcome *o, const Kernel *k, const Instrumented *in,
                     const Failure *f, const ReportConfig *rc, SourceCache *src) {
  if (f->check < 0) {
    StrBuf msg = {0};
    sb_printf(&msg, "a property of kernel '%s' might not hold", k->name);
    outcome_add_defect(o, DEFECT_UNKNOWN_PROPERTY, msg.s);
    sb_free(&msg);
    return;
  }
  const Check *c = in->checks.items[f->check];
  StrBuf msg = {0};
  DefectKind kind = describe_kind(c, f, &msg);
  Defect *d = outcome_add_defect(o, kind, msg.s);
  sb_free(&msg);
  StrBuf w = {0};
  witness(&w, k, f, rc);
  if (w.len) {
    /* "Witness: a = 1, b = 2\n" -> "a = 1, b = 2" */
    size_t skip = strlen("Witness: ");
    d->witness = mem_strndup(w.s + skip, w.len - skip - 1);
  }
  sb_free(&w);
  if (c->kind == CHECK_RACE) {
    const Array *arr = c->array;
    uint64_t watched = mval(f, in->w.watched[arr->id]);
    int sites[REPORT_MAX_LOGGED_SITES];
    int n = logged_sites(k, in, f, c, sites, REPORT_MAX_LOGGED_SITES);
    StrBuf el = {0};
    element_name(&el, arr, watched * (uint64_t)arr->elem_bytes, arr->elem_bytes);
    d->array = mem_strdup(arr->name);
    d->element = el.s;
    /* The report names the second access first (where the check failed);
     * the record keeps the order of the race's name, and of several
     * possible first accesses the first. */
    if (n) {
      describe_access(d, k->sites.items[sites[0]], outcome_access_name(c->first), src);
      describe_thread(d, k, in, f, rc, 1);
    }
    describe_access(d, &c->loc, outcome_access_name(c->second), src);
    describe_thread(d, k, in, f, rc, 2);
    return;
  }
  if (c->kind == CHECK_BOUNDS || c->kind == CHECK_BARRIER_ACCESS)
    d->array = mem_strdup(c->array->name);
  describe_access(d, &c->loc, NULL, src);
  bool per_thread = c->kind == CHECK_ASSERT || c->kind == CHECK_INVARIANT ||
                    c->kind == CHECK_NULL || c->kind == CHECK_BOUNDS ||
                    c->kind == CHECK_BARRIER_INVARIANT || c->kind == CHECK_BARRIER_ACCESS;
  if (per_thread)
    describe_thread(d, k, in, f, rc, c->thread);
}

void report_race_accesses(StrBuf *out, KernelOutcome *o, const Kernel *k,
                          const Instrumented *in, const Failure *f,
                          const ReportConfig *rc, const char *why, const char *element,
                          SourceCache *src) {
  const Check *c = in->checks.items[f->check];
  sb_putc(out, '\n');
  report_race(out, k, in, f, c, rc, src, false, why, element);
  StrBuf msg = {0};
  sb_printf(&msg, "possible %s-%s race%s", outcome_access_name(c->first),
            outcome_access_name(c->second), why ? " (not confirmed)" : "");
  Defect *d = outcome_add_defect(o, outcome_race_kind(c->first, c->second), msg.s);
  sb_free(&msg);
  d->array = mem_strdup(c->array->name);
  d->confirmation = CONFIRM_NOT;
  int sites[REPORT_MAX_LOGGED_SITES];
  if (logged_sites(k, in, f, c, sites, REPORT_MAX_LOGGED_SITES))
    describe_access(d, k->sites.items[sites[0]], outcome_access_name(c->first), src);
  describe_access(d, &c->loc, outcome_access_name(c->second), src);
}
