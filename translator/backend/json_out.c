/* json_out: the JSON result format. Hand-written: the writer needs only
 * string escaping, and the format is small enough to read here at once. */
#include "json_out.h"

#include <string.h>

void json_string(StrBuf *out, const char *s) {
  if (!s) {
    sb_puts(out, "null");
    return;
  }
  sb_putc(out, '"');
  for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
    switch (*p) {
    case '"':
      sb_puts(out, "\\\"");
      break;
    case '\\':
      sb_puts(out, "\\\\");
      break;
    case '\n':
      sb_puts(out, "\\n");
      break;
    case '\t':
      sb_puts(out, "\\t");
      break;
    case '\r':
      sb_puts(out, "\\r");
      break;
    default:
      if (*p < 0x20)
        sb_printf(out, "\\u%04x", *p);
      else
        sb_putc(out, (char)*p); /* UTF-8 passes through */
    }
  }
  sb_putc(out, '"');
}

/* [64, "*"]: one entry per dimension given. */
static void size_array(StrBuf *out, const LaunchSize *l) {
  sb_putc(out, '[');
  for (int d = 0; d < l->ndims; d++) {
    if (d)
      sb_puts(out, ", ");
    if (l->d[d].any)
      sb_puts(out, "\"*\"");
    else
      sb_printf(out, "%u", l->d[d].value);
  }
  sb_putc(out, ']');
}

static void launch(StrBuf *out, const KernelOutcome *o) {
  const Launch *l = &o->launch;
  if (o->is_cuda) {
    sb_puts(out, "{\"blockDim\": ");
    size_array(out, &l->group_size);
    sb_puts(out, ", \"gridDim\": ");
    size_array(out, &l->num_groups);
  } else {
    sb_puts(out, "{\"local_size\": ");
    size_array(out, &l->group_size);
    sb_puts(out, ", \"num_groups\": ");
    size_array(out, &l->num_groups);
    if (o->global_size.ndims) {
      sb_puts(out, ", \"global_size\": ");
      size_array(out, &o->global_size);
    }
  }
  if (l->global_offset.ndims) {
    sb_puts(out, ", \"global_offset\": ");
    size_array(out, &l->global_offset);
  }
  sb_putc(out, '}');
}

static void id_array(StrBuf *out, const uint64_t v[3], int dims) {
  sb_putc(out, '[');
  for (int d = 0; d < dims; d++)
    sb_printf(out, "%s%llu", d ? ", " : "", (unsigned long long)v[d]);
  sb_putc(out, ']');
}

static void defect(StrBuf *out, const Defect *d) {
  sb_puts(out, "{\"kind\": ");
  json_string(out, outcome_rule(d->kind)->id);
  sb_puts(out, ", \"message\": ");
  json_string(out, d->message);
  sb_puts(out, ", \"array\": ");
  json_string(out, d->array);
  sb_puts(out, ", \"element\": ");
  json_string(out, d->element);
  sb_puts(out, ", \"accesses\": [");
  for (int i = 0; i < d->naccesses; i++) {
    const SourceAccess *a = &d->access[i];
    sb_puts(out, i ? ", {\"file\": " : "{\"file\": ");
    json_string(out, a->file);
    sb_printf(out, ", \"line\": %d, \"column\": %d, \"access\": ", a->line, a->col);
    json_string(out, a->access);
    sb_puts(out, ", \"source\": ");
    json_string(out, a->text);
    sb_putc(out, '}');
  }
  sb_puts(out, "], \"threads\": [");
  for (int i = 0; i < d->nthreads; i++) {
    sb_puts(out, i ? ", {\"local_id\": " : "{\"local_id\": ");
    id_array(out, d->threads[i].local_id, d->dims);
    sb_puts(out, ", \"group_id\": ");
    id_array(out, d->threads[i].group_id, d->dims);
    sb_putc(out, '}');
  }
  sb_puts(out, "], \"witness\": ");
  json_string(out, d->witness);
  /* "confirmed" as schema 1 first had it; "confirmed_by" added beside it. */
  if (d->confirmation != CONFIRM_NONE_NEEDED)
    sb_printf(out, ", \"confirmed\": %s", d->confirmation == CONFIRM_NOT ? "false" : "true");
  if (outcome_confirmed_by(d->confirmation)) {
    sb_puts(out, ", \"confirmed_by\": ");
    json_string(out, outcome_confirmed_by(d->confirmation));
  }
  sb_putc(out, '}');
}

void json_kernel(StrBuf *out, const KernelOutcome *o) {
  sb_puts(out, "{\"file\": ");
  json_string(out, o->file);
  sb_puts(out, ", \"kernel\": ");
  json_string(out, o->kernel);
  sb_puts(out, ", \"launch\": ");
  launch(out, o);
  sb_puts(out, ", \"verdict\": ");
  json_string(out, outcome_verdict_name(o->verdict));
  sb_puts(out, ", \"message\": ");
  json_string(out, o->message);
  sb_printf(out, ", \"seconds\": %.3f, \"defects\": [", o->seconds);
  for (int i = 0; i < o->defects.len; i++) {
    if (i)
      sb_puts(out, ", ");
    defect(out, o->defects.items[i]);
  }
  sb_puts(out, "], \"assumptions\": [");
  for (int i = 0; i < o->assumptions.len; i++) {
    const Assumption *a = o->assumptions.items[i];
    sb_puts(out, i ? ", {\"text\": " : "{\"text\": ");
    json_string(out, a->text);
    sb_puts(out, ", \"file\": ");
    json_string(out, a->line ? a->file : NULL);
    sb_printf(out, ", \"line\": %d, \"column\": %d}", a->line, a->col);
  }
  sb_puts(out, "]}");
}

void json_write_run(FILE *f, const char *const *options, int noptions, int exit_code,
                    const char *const *fragments, int nfragments) {
  StrBuf out = {0};
  sb_printf(&out, "{\"schema_version\": %d, \"tool\": {\"name\": ", JSON_SCHEMA_VERSION);
  json_string(&out, TANDEM_NAME);
  sb_puts(&out, ", \"version\": ");
  json_string(&out, TANDEM_VERSION_NUMBER);
  sb_puts(&out, "}, \"options\": [");
  for (int i = 0; i < noptions; i++) {
    if (i)
      sb_puts(&out, ", ");
    json_string(&out, options[i]);
  }
  sb_printf(&out, "], \"exit_code\": %d, \"kernels\": [", exit_code);
  bool any = false;
  for (int i = 0; i < nfragments; i++)
    if (fragments[i] && *fragments[i]) {
      sb_printf(&out, "%s\n  %s", any ? "," : "", fragments[i]);
      any = true;
    }
  sb_puts(&out, "]}\n");
  fputs(out.s, f);
  sb_free(&out);
}
