#include "backend.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "process.h"

static Model *parse_model(char **cursor) {
  char *s = strstr(*cursor, "*** MODEL");
  if (!s)
    return NULL;
  char *end = strstr(s, "*** END_MODEL");
  if (!end)
    end = s + strlen(s);
  Model *m = mem_calloc(1, sizeof *m);
  char *line = strchr(s, '\n');
  while (line && line < end) {
    line++;
    char *nl = strchr(line, '\n');
    if (!nl || nl > end)
      nl = end;
    /* Top-level "name -> value" lines only; maps span several lines. */
    char *arrow = strstr(line, " -> ");
    if (arrow && arrow < nl && line[0] != ' ' && line[0] != '*') {
      char *val = arrow + 4;
      if (val < nl && *val != '{') {
        vec_push(&m->names, strndup(line, (size_t)(arrow - line)));
        vec_push(&m->values, strndup(val, (size_t)(nl - val)));
      }
    }
    line = nl < end ? nl : NULL;
  }
  *cursor = end + (*end ? 1 : 0);
  return m;
}

static void model_free(Model *m) {
  if (!m)
    return;
  for (int i = 0; i < m->names.len; i++) {
    free(m->names.items[i]);
    free(m->values.items[i]);
  }
  vec_free(&m->names);
  vec_free(&m->values);
  free(m);
}

const char *model_get(const Model *m, const char *name) {
  if (!m)
    return NULL;
  for (int i = 0; i < m->names.len; i++)
    if (!strcmp(m->names.items[i], name))
      return m->values.items[i];
  return NULL;
}

bool model_get_u64(const Model *m, const char *name, uint64_t *out) {
  const char *v = model_get(m, name);
  if (!v)
    return false;
  char *end;
  unsigned long long x = strtoull(v, &end, 10);
  if (end == v)
    return false;
  *out = x;
  return true;
}

static void parse_failures(BackendResult *r, const int *check_of_line,
                           int nlines) {
  for (char *p = r->output; (p = strstr(p, ": Error BP")); p++) {
    /* "file.bpl(L,C): Error BP5001: ..." */
    char *open = p;
    while (open > r->output && *open != '(' && open[-1] != '\n')
      open--;
    int line = *open == '(' ? atoi(open + 1) : 0;
    int code = atoi(p + 10);
    Failure *f = mem_calloc(1, sizeof *f);
    f->check = line > 0 && line < nlines ? check_of_line[line] : -1;
    f->kind = code == 5004   ? FAIL_INVARIANT_ENTRY
              : code == 5005 ? FAIL_INVARIANT_MAINTAINED
                             : FAIL_ASSERT;
    vec_push(&r->failures, f);
  }
}

static void parse_candidates(BackendResult *r) {
  char *s = strstr(r->output, "Assignment computed by Houdini:");
  if (!s)
    return;
  for (char *line = strchr(s, '\n'); line && line[1];) {
    line++;
    char *nl = strchr(line, '\n');
    size_t len = nl ? (size_t)(nl - line) : strlen(line);
    char *eq = strstr(line, " = ");
    if (!eq || (nl && eq > nl))
      break;
    if (!strncmp(eq + 3, "True", 4))
      vec_push(&r->true_candidates, strndup(line, (size_t)(eq - line)));
    line = nl;
    (void)len;
  }
}

/* Boogie's summary: "finished with N verified, M errors" and, when some
 * proof did not complete, ", K inconclusive", ", K time outs" or ", K out
 * of memory" after it. Only a summary that ends at "0 errors" is a proof. */
static BackendStatus summary_status(const char *out) {
  const char *line = strstr(out, "Boogie program verifier finished with");
  if (!line)
    return BACKEND_INTERNAL;
  size_t len = strcspn(line, "\r\n");
  if (memmem(line, len, "time out", 8))
    return BACKEND_TIMEOUT;
  static const char done[] = ", 0 errors";
  size_t n = sizeof done - 1;
  if (len >= n && !memcmp(line + len - n, done, n))
    return BACKEND_VERIFIED;
  return BACKEND_FAILED;
}

/* Runs Boogie with the common options plus extra ones, and classifies the
 * outcome. */
static void run_boogie(const char *bpl_path, const BackendConfig *bc,
                       const char *const *extra, BackendResult *r) {
  memset(r, 0, sizeof *r);
  char tl[32];
  snprintf(tl, sizeof tl, "/timeLimit:%d", bc->timeout);
  Vec argv = {0};
  /* Z3 tuned for bit-vectors: measured on the corpus, Houdini's queries
   * over counters and offsets go several times faster and some finish only
   * this way. Adding smt.relevancy=0 made this Z3 refute true candidates,
   * and it is left out. Maps as SMT arrays give equality of maps its
   * meaning (extensionality), which uniform-memory invariants need. */
  static const char *const common[] = {"boogie", "/nologo",
                                       "/proverOpt:OPTIMIZE_FOR_BV=true",
                                       "/useArrayTheory", NULL};
  for (const char *const *a = common; *a; a++)
    vec_push(&argv, (char *)*a);
  if (bc->timeout > 0)
    vec_push(&argv, tl);
  for (const char *const *a = extra; *a; a++)
    vec_push(&argv, (char *)*a);
  vec_push(&argv, (char *)bpl_path);
  if (bc->boogie_file)
    vec_push(&argv, (char *)bc->boogie_file);
  vec_push(&argv, NULL);
  /* Boogie's own limit applies per proof; the process limit is a backstop. */
  ProcResult pr = process_run((char *const *)argv.items,
                              bc->timeout > 0 ? bc->timeout + 10 : 0);
  vec_free(&argv);
  r->output = pr.out;
  r->seconds = pr.seconds;
  pr.out = NULL;
  if (pr.outcome == PROC_NOT_FOUND)
    r->status = BACKEND_MISSING;
  else if (pr.outcome == PROC_TIMEOUT)
    r->status = BACKEND_TIMEOUT;
  else
    r->status = summary_status(r->output);
  proc_result_free(&pr);
}

void backend_infer(const char *bpl_path, const BackendConfig *bc, BackendResult *r) {
  static const char *const extra[] = {"/contractInfer", "/printAssignment", NULL};
  run_boogie(bpl_path, bc, extra, r);
  parse_candidates(r);
}

void backend_verify(const char *bpl_path, const int *check_of_line, int nlines,
                    const BackendConfig *bc, const char *tmpdir, BackendResult *r) {
  char *mv = mem_printf("/mv:%s/model.txt", tmpdir);
  const char *const extra[] = {"/errorLimit:16", mv, NULL};
  run_boogie(bpl_path, bc, extra, r);
  if (r->status == BACKEND_FAILED)
    parse_failures(r, check_of_line, nlines);
  if (r->status == BACKEND_FAILED && !r->failures.len)
    r->status = BACKEND_INTERNAL;
  /* Counterexamples come in the order Boogie reports the errors. */
  char *models = read_file(mv + 4, NULL);
  if (models) {
    char *cursor = models;
    for (int i = 0; i < r->failures.len; i++) {
      Failure *f = r->failures.items[i];
      f->model = parse_model(&cursor);
      if (!f->model)
        break;
    }
    free(models);
  }
  free(mv);
}

void backend_result_free(BackendResult *r) {
  for (int i = 0; i < r->failures.len; i++) {
    Failure *f = r->failures.items[i];
    model_free(f->model);
    free(f);
  }
  vec_free(&r->failures);
  for (int i = 0; i < r->true_candidates.len; i++)
    free(r->true_candidates.items[i]);
  vec_free(&r->true_candidates);
  free(r->output);
  r->output = NULL;
}
