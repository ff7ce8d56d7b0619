/* sarif: the SARIF 2.1.0 log of a run. Every defect kind is a rule of the
 * driver, whether or not it occurs, so that a ruleIndex means the same in
 * every log of one Tandem version. */
#include "sarif.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "json_out.h"

/* The OASIS schema's own address. */
#define SARIF_SCHEMA                                                                  \
  "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

/* A file path as a relative URI reference: reserved and non-ASCII bytes
 * percent-encoded, '/' kept. */
static void uri(StrBuf *out, const char *path) {
  StrBuf b = {0};
  sb_puts(&b, "");
  for (const unsigned char *p = (const unsigned char *)path; *p; p++)
    if (isalnum(*p) || strchr("-._~/", *p))
      sb_putc(&b, (char)*p);
    else
      sb_printf(&b, "%%%02X", *p);
  json_string(out, b.s);
  sb_free(&b);
}

/* A location; kernel, when given, names the function as its logical
 * location (SARIF puts logical locations in a location, not a result). */
static void location(StrBuf *out, const SourceAccess *a, int id, const char *msg,
                     const char *kernel) {
  sb_putc(out, '{');
  if (id >= 0)
    sb_printf(out, "\"id\": %d, ", id);
  if (msg) {
    sb_puts(out, "\"message\": {\"text\": ");
    json_string(out, msg);
    sb_puts(out, "}, ");
  }
  sb_puts(out, "\"physicalLocation\": {\"artifactLocation\": {\"uri\": ");
  uri(out, a->file);
  sb_putc(out, '}');
  if (a->line > 0) {
    sb_printf(out, ", \"region\": {\"startLine\": %d", a->line);
    if (a->col > 0)
      sb_printf(out, ", \"startColumn\": %d", a->col);
    if (a->text) {
      sb_puts(out, ", \"snippet\": {\"text\": ");
      json_string(out, a->text);
      sb_putc(out, '}');
    }
    sb_putc(out, '}');
  }
  sb_putc(out, '}');
  if (kernel) {
    sb_puts(out, ", \"logicalLocations\": [{\"name\": ");
    json_string(out, kernel);
    sb_puts(out, ", \"kind\": \"function\"}]");
  }
  sb_putc(out, '}');
}

/* "thread 3 in block 0", with ids of the launch's dimensions. */
static void thread_words(StrBuf *out, const Defect *d, int i, bool is_cuda) {
  const ThreadId *t = &d->threads[i];
  const uint64_t *ids[2] = {t->local_id, t->group_id};
  static const char *const words[2][2] = {{"work item with local id ", " in work group "},
                                          {"thread ", " in block "}};
  for (int w = 0; w < 2; w++) {
    sb_puts(out, words[is_cuda][w]);
    if (d->dims == 1)
      sb_printf(out, "%llu", (unsigned long long)ids[w][0]);
    else
      sb_printf(out, "(%llu, %llu, %llu)", (unsigned long long)ids[w][0],
                (unsigned long long)ids[w][1], (unsigned long long)ids[w][2]);
  }
}

/* The message: the defect, the kernel, the threads, the witness. */
static char *message(const KernelOutcome *o, const Defect *d) {
  StrBuf m = {0};
  sb_printf(&m, "%s", d->message);
  if (d->element)
    sb_printf(&m, " on %s", d->element);
  sb_printf(&m, " in kernel %s", o->kernel);
  for (int i = 0; i < d->nthreads; i++) {
    sb_puts(&m, i ? " and " : ": ");
    if (d->naccesses == 2)
      sb_printf(&m, "%s by ", d->access[i].access);
    thread_words(&m, d, i, o->is_cuda);
  }
  if (d->witness)
    sb_printf(&m, ". Witness: %s", d->witness);
  sb_putc(&m, '.');
  return m.s;
}

void sarif_results(StrBuf *out, const KernelOutcome *o, bool *first) {
  for (int i = 0; i < o->defects.len; i++) {
    const Defect *d = o->defects.items[i];
    if (!*first)
      sb_puts(out, ",\n      ");
    *first = false;
    bool proven = d->kind != DEFECT_INVARIANT_ENTRY && d->kind != DEFECT_INVARIANT_MAINTAINED &&
                  d->kind != DEFECT_UNKNOWN_PROPERTY;
    sb_puts(out, "{\"ruleId\": ");
    json_string(out, outcome_rule(d->kind)->id);
    sb_printf(out, ", \"ruleIndex\": %d, \"level\": \"%s\", \"message\": {\"text\": ",
              (int)d->kind, proven ? "error" : "warning");
    char *text = message(o, d);
    json_string(out, text);
    free(text);
    SourceAccess whole = {.file = o->file};
    sb_puts(out, "}, \"locations\": [");
    location(out, d->naccesses ? &d->access[0] : &whole, -1, NULL, o->kernel);
    sb_puts(out, "]");
    if (d->naccesses == 2) {
      StrBuf what = {0};
      sb_printf(&what, "the other access: %s", d->access[1].access);
      sb_puts(out, ", \"relatedLocations\": [");
      location(out, &d->access[1], 1, what.s, NULL);
      sb_puts(out, "]");
      sb_free(&what);
    }
    /* As the JSON's fields of the same names (docs/json.md). */
    if (d->confirmation != CONFIRM_NONE_NEEDED) {
      sb_printf(out, ", \"properties\": {\"confirmed\": %s",
                d->confirmation == CONFIRM_NOT ? "false" : "true");
      if (outcome_confirmed_by(d->confirmation)) {
        sb_puts(out, ", \"confirmed_by\": ");
        json_string(out, outcome_confirmed_by(d->confirmation));
      }
      sb_putc(out, '}');
    }
    sb_putc(out, '}');
  }
}

void sarif_write_log(FILE *f, int exit_code, const char *const *fragments, int nfragments) {
  StrBuf out = {0};
  sb_puts(&out, "{\"$schema\": \"" SARIF_SCHEMA "\", \"version\": \"2.1.0\", \"runs\": [{\n");
  sb_puts(&out, "  \"tool\": {\"driver\": {\"name\": \"" TANDEM_NAME "\", \"version\": \""
                TANDEM_VERSION_NUMBER "\", \"rules\": [");
  for (int k = 0; k < DEFECT_NKINDS; k++) {
    const DefectRule *r = outcome_rule((DefectKind)k);
    sb_puts(&out, k ? ",\n    {\"id\": " : "\n    {\"id\": ");
    json_string(&out, r->id);
    sb_puts(&out, ", \"shortDescription\": {\"text\": ");
    json_string(&out, r->description);
    sb_puts(&out, "}}");
  }
  sb_printf(&out, "]}},\n  \"invocations\": [{\"executionSuccessful\": %s, \"exitCode\": %d}],\n"
                  "  \"results\": [",
            exit_code == 0 || exit_code == 6 ? "true" : "false", exit_code);
  bool any = false;
  for (int i = 0; i < nfragments; i++)
    if (fragments[i] && *fragments[i]) {
      sb_printf(&out, "%s\n      %s", any ? "," : "", fragments[i]);
      any = true;
    }
  sb_puts(&out, "]}]}\n");
  fputs(out.s, f);
  sb_free(&out);
}
