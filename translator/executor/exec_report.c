#include "exec_report.h"

#include <llvm-c/DebugInfo.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void exec_report_add(ExecFindings *f, const ExecFinding *x) {
  for (int i = 0; i < f->len; i++) {
    const ExecFinding *y = &f->items[i];
    if (y->kind == x->kind && y->a.site == x->a.site && y->b.site == x->b.site &&
        y->a.kind == x->a.kind && y->b.kind == x->b.kind) {
      f->dropped++;
      return;
    }
  }
  if (f->len == EXEC_MAX_FINDINGS) {
    f->dropped++;
    return;
  }
  if (f->len == f->cap) {
    f->cap = f->cap ? 2 * f->cap : 8;
    f->items = mem_realloc(f->items, sizeof(ExecFinding) * (size_t)f->cap);
  }
  f->items[f->len++] = *x;
}

void exec_report_free(ExecFindings *f) {
  free(f->items);
  *f = (ExecFindings){0};
}

Loc exec_report_loc(LLVMValueRef inst, const ExecReportStyle *st, char *buf, int len) {
  Loc l = {.file = st->file};
  if (!inst || !LLVMIsAInstruction(inst) || !LLVMInstructionGetDebugLoc(inst))
    return l;
  unsigned flen = 0, dlen = 0;
  const char *f = LLVMGetDebugLocFilename(inst, &flen);
  const char *d = LLVMGetDebugLocDirectory(inst, &dlen);
  /* clang records a file relative to the directory it ran in. */
  if (f && flen) {
    if (f[0] == '/' || !d || !dlen || (strlen(st->cwd) == dlen && !strncmp(d, st->cwd, dlen)))
      snprintf(buf, (size_t)len, "%.*s", (int)flen, f);
    else
      snprintf(buf, (size_t)len, "%.*s/%.*s", (int)dlen, d, (int)flen, f);
    l.file = buf;
  }
  l.line = (int)LLVMGetDebugLocLine(inst);
  l.col = (int)LLVMGetDebugLocColumn(inst);
  return l;
}

static void triple(StrBuf *out, const uint32_t v[3], int dims) {
  if (dims == 1)
    sb_printf(out, "%u", v[0]);
  else
    sb_printf(out, "(%u, %u, %u)", v[0], v[1], v[2]);
}

/* "thread 3 in block 1", or "work item 67 with local id 3 in work group 1"
 * as the proof's reports name them. */
static void thread_name(StrBuf *out, const ExecWho *w, const ExecReportStyle *st,
                        const uint32_t group_size[3]) {
  if (st->is_cuda) {
    sb_puts(out, "thread ");
    triple(out, w->lid, st->dims);
    sb_puts(out, " in block ");
    triple(out, w->gid, st->dims);
    return;
  }
  uint32_t global[3];
  for (int d = 0; d < 3; d++)
    global[d] = w->gid[d] * group_size[d] + w->lid[d];
  sb_puts(out, "work item ");
  triple(out, global, st->dims);
  sb_puts(out, " with local id ");
  triple(out, w->lid, st->dims);
  sb_puts(out, " in work group ");
  triple(out, w->gid, st->dims);
}

static const char *const access_words[2][3] = {{"read", "write", "atomic"},
                                               {"Read", "Write", "Atomic"}};

/* "Write by thread 3 in block 1, k.cu:7:10:" and the line. */
static void access_line(StrBuf *out, const ExecWho *w, const char *what,
                        const ExecReportStyle *st, const uint32_t gs[3], SourceCache *src) {
  char buf[1024];
  Loc l = exec_report_loc(w->site, st, buf, sizeof buf);
  sb_printf(out, "%s by ", what);
  thread_name(out, w, st, gs);
  if (l.line)
    sb_printf(out, ", %s:%d:%d:\n", l.file, l.line, l.col);
  else
    sb_printf(out, ", %s:\n", l.file);
  report_quote_line(out, l.file, l.line, src);
}

static void print_one(const ExecFinding *x, const ExecReportStyle *st, const uint32_t gs[3],
                      StrBuf *out, SourceCache *src) {
  char buf[1024];
  Loc l = exec_report_loc(x->a.site, st, buf, sizeof buf);
  sb_puts(out, "\n");
  switch (x->kind) {
  case EXEC_FIND_RACE:
    sb_printf(out, "%s: error: %s-%s race on %s in an execution:\n\n", st->file,
              access_words[0][x->a.kind], access_words[0][x->b.kind], x->what);
    access_line(out, &x->a, access_words[1][x->a.kind], st, gs, src);
    sb_puts(out, "\n");
    access_line(out, &x->b, access_words[1][x->b.kind], st, gs, src);
    if (x->a.kind == ACC_ATOMIC && x->b.kind == ACC_ATOMIC) {
      sb_puts(out, "\n");
      report_group_scope_note(out, st->is_cuda);
    }
    return;
  case EXEC_FIND_DIVERGENCE:
    sb_printf(out, "%s: error: barrier divergence in an execution:\n\n", st->file);
    access_line(out, &x->a, "Barrier reached", st, gs, src);
    sb_puts(out, "\n");
    if (x->b.site) {
      access_line(out, &x->b, "Another barrier reached", st, gs, src);
    } else {
      sb_puts(out, "The end of the kernel reached by ");
      thread_name(out, &x->b, st, gs);
      sb_puts(out, "\n");
    }
    return;
  case EXEC_FIND_WARP_DIVERGENCE:
    sb_printf(out, "%s: error: warp divergence in an execution%s%s%s:\n\n", st->file,
              x->what[0] ? " (" : "", x->what, x->what[0] ? ")" : "");
    access_line(out, &x->a, "Warp operation reached", st, gs, src);
    sb_puts(out, "\n");
    access_line(out, &x->b, x->b_label, st, gs, src);
    return;
  case EXEC_FIND_ASSERT:
  case EXEC_FIND_FAULT:
  case EXEC_FIND_UB: {
    StrBuf msg = {0};
    sb_puts(&msg, x->kind == EXEC_FIND_ASSERT ? "this assertion does not hold" : x->what);
    sb_puts(&msg, " for ");
    thread_name(&msg, &x->a, st, gs);
    sb_puts(&msg, " in an execution");
    report_located(out, &l, "error", msg.s, src);
    sb_free(&msg);
    return;
  }
  }
}

static void describe_who(Defect *d, const ExecWho *w, const char *access,
                         const ExecReportStyle *st, SourceCache *src) {
  char buf[1024];
  Loc l = exec_report_loc(w->site, st, buf, sizeof buf);
  if (w->site) {
    SourceAccess *a = &d->access[d->naccesses++];
    a->file = mem_strdup(l.file ? l.file : "");
    a->line = l.line;
    a->col = l.col;
    a->access = access;
    size_t len;
    const char *text = report_source_line(l.file, l.line, src, &len);
    a->text = len ? mem_strndup(text, len) : NULL;
  }
  ThreadId *t = &d->threads[d->nthreads++];
  for (int i = 0; i < 3; i++) {
    t->local_id[i] = w->lid[i];
    t->group_id[i] = w->gid[i];
  }
}

static DefectKind fault_kind(const ExecFinding *x) {
  if (x->kind == EXEC_FIND_UB)
    return DEFECT_UNDEFINED_BEHAVIOUR;
  switch (x->fault) {
  case EXEC_FAULT_CONST:
    return DEFECT_CONSTANT_WRITE;
  case EXEC_FAULT_BOUNDS:
    return DEFECT_ARRAY_BOUNDS;
  default:
    return DEFECT_NULL_POINTER;
  }
}

void exec_report_describe(const ExecFindings *f, const ExecReportStyle *st, KernelOutcome *o,
                          SourceCache *src) {
  for (int i = 0; i < f->len; i++) {
    const ExecFinding *x = &f->items[i];
    StrBuf msg = {0};
    DefectKind kind;
    switch (x->kind) {
    case EXEC_FIND_RACE:
      kind = outcome_race_kind((int)x->a.kind, (int)x->b.kind);
      sb_printf(&msg, "%s-%s race in an execution", access_words[0][x->a.kind],
                access_words[0][x->b.kind]);
      break;
    case EXEC_FIND_DIVERGENCE:
      kind = DEFECT_BARRIER_DIVERGENCE;
      sb_puts(&msg, "barrier divergence in an execution");
      break;
    case EXEC_FIND_WARP_DIVERGENCE: /* no kind of its own in the outcome's taxonomy */
      kind = DEFECT_BARRIER_DIVERGENCE;
      sb_puts(&msg, "warp divergence in an execution");
      break;
    case EXEC_FIND_ASSERT:
      kind = DEFECT_ASSERTION;
      sb_puts(&msg, "this assertion does not hold in an execution");
      break;
    default:
      kind = fault_kind(x);
      sb_printf(&msg, "%s in an execution", x->what);
    }
    Defect *d = outcome_add_defect(o, kind, msg.s);
    sb_free(&msg);
    d->dims = st->dims;
    d->confirmation = x->kind == EXEC_FIND_RACE ? CONFIRM_EXECUTION : CONFIRM_NONE_NEEDED;
    if (x->object)
      d->array = mem_strdup(x->object);
    if (x->kind == EXEC_FIND_RACE)
      d->element = mem_strdup(x->what);
    bool pair = x->kind == EXEC_FIND_RACE || x->kind == EXEC_FIND_DIVERGENCE ||
                x->kind == EXEC_FIND_WARP_DIVERGENCE;
    describe_who(d, &x->a, x->kind == EXEC_FIND_RACE ? access_words[0][x->a.kind] : NULL, st,
                 src);
    if (pair)
      describe_who(d, &x->b, x->kind == EXEC_FIND_RACE ? access_words[0][x->b.kind] : NULL,
                   st, src);
  }
}

void exec_report_print(const ExecFindings *f, const ExecReportStyle *st, StrBuf *out,
                       SourceCache *src) {
  for (int i = 0; i < f->len; i++)
    print_one(&f->items[i], st, st->group_size, out, src);
  if (f->dropped)
    sb_printf(out, "\n(%d more occurrence%s of these defects not shown)\n", f->dropped,
              f->dropped == 1 ? "" : "s");
}
