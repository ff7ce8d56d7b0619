/* The --run-input file of exec_input.h. */
#include "exec_input.h"

#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util.h"

static const char *skip_blanks(const char *p) {
  while (*p == ' ' || *p == '\t' || *p == '\r')
    p++;
  return p;
}

/* A number at *p: an integer (decimal or 0x...), or a float when a '.'
 * or an exponent follows its digits (a C-style 'f' suffix allowed);
 * advances *p. */
static bool number(const char **p, bool *is_float, int64_t *i, double *f) {
  char *end;
  const char *s = *p;
  errno = 0;
  *i = strtoll(s, &end, 0);
  *is_float = *end == '.' || *end == 'e' || *end == 'E';
  if (*is_float) {
    *f = strtod(s, &end);
    end += *end == 'f';
  }
  if (end == s || errno)
    return false;
  *p = end;
  return true;
}

static uint32_t word_of(bool is_float, int64_t i, double f) {
  if (!is_float)
    return (uint32_t)i;
  float x = (float)f;
  uint32_t w;
  memcpy(&w, &x, sizeof w);
  return w;
}

/* One line's entry after its name: [NUMBER] ['[' WORDS ']']. */
static bool parse_value(const char *p, ExecInputEntry *e) {
  p = skip_blanks(p);
  if (*p != '[') {
    if (!number(&p, &e->is_float, &e->num, &e->fnum))
      return false;
    e->has_number = true;
    p = skip_blanks(p);
  }
  if (*p == '[') {
    int cap = 0;
    for (p = skip_blanks(p + 1); *p != ']';) {
      bool fl;
      int64_t i;
      double f;
      if (!number(&p, &fl, &i, &f))
        return false;
      if (e->nwords == cap) {
        cap = cap ? 2 * cap : 16;
        e->words = mem_realloc(e->words, sizeof(uint32_t) * (size_t)cap);
      }
      e->words[e->nwords++] = word_of(fl, i, f);
      p = skip_blanks(p);
      if (*p == ',')
        p = skip_blanks(p + 1);
      else if (*p != ']')
        return false;
    }
    p = skip_blanks(p + 1);
  }
  return (e->has_number || e->words) && (!*p || *p == '#');
}

bool exec_input_parse(const char *text, ExecInput *in, char *err, int errlen) {
  *in = (ExecInput){0};
  int lineno = 0;
  for (const char *line = text; line && *line;) {
    const char *nl = strchr(line, '\n');
    char *l = nl ? mem_strndup(line, (size_t)(nl - line)) : mem_strdup(line);
    line = nl ? nl + 1 : NULL;
    lineno++;
    const char *p = skip_blanks(l);
    if (!*p || *p == '#') {
      free(l);
      continue;
    }
    const char *name = p;
    while (isalnum((unsigned char)*p) || *p == '_' || *p == '.')
      p++;
    size_t nlen = (size_t)(p - name);
    p = skip_blanks(p);
    ExecInputEntry e = {0};
    bool ok = nlen > 0 && *p == '=' && parse_value(p + 1, &e);
    if (ok) {
      e.name = mem_strndup(name, nlen);
      ok = !exec_input_find(in, e.name);
      if (!ok)
        snprintf(err, (size_t)errlen, "line %d: '%s' is given twice", lineno, e.name);
    } else {
      snprintf(err, (size_t)errlen,
               "line %d: expected 'NAME = NUMBER', 'NAME = [WORDS]' or 'NAME = BYTES [WORDS]'",
               lineno);
    }
    free(l);
    if (!ok) {
      free(e.name);
      free(e.words);
      exec_input_free(in);
      return false;
    }
    in->entries = mem_realloc(in->entries, sizeof(ExecInputEntry) * (size_t)(in->len + 1));
    in->entries[in->len++] = e;
  }
  return true;
}

ExecInputEntry *exec_input_find(const ExecInput *in, const char *name) {
  for (int i = 0; in && i < in->len; i++)
    if (!strcmp(in->entries[i].name, name))
      return &in->entries[i];
  return NULL;
}

void exec_input_free(ExecInput *in) {
  for (int i = 0; i < in->len; i++) {
    free(in->entries[i].name);
    free(in->entries[i].words);
  }
  free(in->entries);
  *in = (ExecInput){0};
}
