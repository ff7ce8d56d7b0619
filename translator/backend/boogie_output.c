/* boogie_output: reading Boogie's answers: the summary line, the failed
 * assertions, Houdini's assignment and the counterexample models. Pure
 * functions of the text, so that they are tested without Boogie. */
#include "backend_int.h"

#include <stdlib.h>
#include <string.h>

#include "bpl.h"

Model *backend_parse_model(char **cursor) {
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
        vec_push(&m->names, mem_strndup(line, (size_t)(arrow - line)));
        vec_push(&m->values, mem_strndup(val, (size_t)(nl - val)));
      }
    }
    line = nl < end ? nl : NULL;
  }
  *cursor = end + (*end ? 1 : 0);
  return m;
}

void backend_model_free(Model *m) {
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

void backend_parse_failures(BackendResult *r, const int *check_of_line,
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

/* "Assignment computed by Houdini:", then a line "_b3 = True" or
 * "_b3 = False" per candidate. */
void backend_parse_candidates(const char *out, bool *survived, int n) {
  memset(survived, 0, sizeof *survived * (size_t)n);
  const char *s = strstr(out, "Assignment computed by Houdini:");
  if (!s)
    return;
  for (const char *line = strchr(s, '\n'); line; line = strchr(line, '\n')) {
    line++;
    size_t len = strcspn(line, "\n");
    if (len && line[len - 1] == '\r')
      len--;
    if (!len)
      break;
    const char *eq = memmem(line, len, " = ", 3);
    const char *value = eq ? eq + 3 : NULL;
    if (value && line + len - value == 4 && !memcmp(value, "True", 4)) {
      int id = bpl_candidate_id(line, (size_t)(eq - line));
      if (id >= 0 && id < n)
        survived[id] = true;
    }
  }
}

double backend_slowest_query(const char *out) {
  static const char key[] = "Time taken = ";
  double slowest = 0;
  for (const char *s = out; (s = strstr(s, key)); s += sizeof key - 1) {
    double t = strtod(s + sizeof key - 1, NULL);
    slowest = t > slowest ? t : slowest;
  }
  return slowest;
}

/* The part number <i> of "<proc>$<i>" (0 for a name without one), and
 * the line's end in *end. */
static int part_of_name(const char *name, const char **end) {
  size_t len = strcspn(name, " \r\n");
  *end = name + len;
  const char *dollar = NULL;
  for (const char *c = name; c < *end; c++)
    if (*c == '$')
      dollar = c;
  if (!dollar || dollar + 1 == *end)
    return 0;
  int id = 0;
  for (const char *c = dollar + 1; c < *end; c++) {
    if (*c < '0' || *c > '9' || id > 100000)
      return 0;
    id = id * 10 + (*c - '0');
  }
  return id;
}

void backend_parse_parts(const char *out, PartStatus *st, int n) {
  for (int i = 0; i < n; i++)
    st[i] = PART_NOT_REACHED;
  static const char verifying[] = "Verifying ";
  for (const char *p = out; (p = strstr(p, verifying)); p++) {
    if (p != out && p[-1] != '\n')
      continue;
    const char *end;
    int part = part_of_name(p + sizeof verifying - 1, &end);
    if (part >= n)
      continue;
    st[part] = PART_TIMEOUT;
    /* "  [0.06 s, 1 proof obligation]  verified" on the next line. */
    const char *next = *end ? strchr(end, '\n') : NULL;
    if (!next)
      continue;
    next++;
    size_t len = strcspn(next, "\r\n");
    const char *close = memchr(next, ']', len);
    if (!close || next[0] != ' ')
      continue;
    const char *word = close + 1;
    while (*word == ' ')
      word++;
    if (!strncmp(word, "verified", 8))
      st[part] = PART_VERIFIED;
    else if (!strncmp(word, "error", 5))
      st[part] = PART_FAILED;
  }
}

BackendStatus backend_split_status(BackendStatus summary, const PartStatus *st, int n) {
  for (int i = 0; i < n && summary == BACKEND_VERIFIED; i++)
    if (st[i] != PART_VERIFIED)
      return BACKEND_NO_VERDICT;
  return summary;
}

/* Boogie's summary: "finished with N verified, M errors" and, when some
 * proof did not complete, ", K inconclusive", ", K time outs" or ", K out
 * of memory" after it. Only a summary that ends at "0 errors" with some
 * procedure verified is a proof: every program given to Boogie has one,
 * and Boogie counts neither a verified nor an error when the prover says
 * a query fails without saying which assertion (measured with Z3's
 * non-incremental solver: "0 verified, 0 errors" for a racy kernel). */
BackendStatus backend_summary_status(const char *out) {
  static const char summary[] = "Boogie program verifier finished with ";
  const char *line = strstr(out, summary);
  if (!line)
    return BACKEND_INTERNAL;
  size_t len = strcspn(line, "\r\n");
  if (memmem(line, len, "time out", 8))
    return BACKEND_TIMEOUT;
  static const char done[] = ", 0 errors";
  size_t n = sizeof done - 1;
  if (len < n || memcmp(line + len - n, done, n))
    return BACKEND_FAILED;
  return strtol(line + sizeof summary - 1, NULL, 10) > 0 ? BACKEND_VERIFIED
                                                         : BACKEND_NO_VERDICT;
}

