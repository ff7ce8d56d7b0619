/* Itanium C++ name demangling, for the shapes Tandem needs: a callee's
 * plain name (which built-in it is) and a kernel's name as in the source,
 * with a template instance's arguments (scale<float, 64>). */
#include "translate_int.h"

/* Demangles the common Itanium shapes: _Z3foo..., _ZN2ns3fooE...,
 * _ZZ3fooPiE1s (a static local s of foo). Anything else stays as is. */
const char *tr_demangle(Arena *a, const char *name) {
  if (strncmp(name, "_Z", 2))
    return name;
  const char *s = name + 2;
  if (*s == 'Z') { /* local entity: skip the enclosing function */
    const char *e = strrchr(s, 'E');
    if (!e)
      return name;
    s = e + 1;
  } else if (*s == 'N') {
    s++;
    const char *last = NULL;
    size_t lastlen = 0;
    while (isdigit((unsigned char)*s)) {
      size_t n = strtoul(s, (char **)&s, 10);
      last = s;
      lastlen = n;
      if (strlen(s) < n)
        return name;
      s += n;
    }
    return last ? arena_strndup(a, last, lastlen) : name;
  }
  if (!isdigit((unsigned char)*s))
    return name;
  size_t n = strtoul(s, (char **)&s, 10);
  if (strlen(s) < n)
    return name;
  return arena_strndup(a, s, n);
}

/* A cursor over a mangled name, and the demangled text so far. */
typedef struct {
  const char *s;
  StrBuf out;
} Demangler;

static bool dm_type(Demangler *d);

/* <length><identifier> */
static bool dm_source_name(Demangler *d) {
  if (!isdigit((unsigned char)*d->s))
    return false;
  char *end;
  size_t n = strtoul(d->s, &end, 10);
  if (strlen(end) < n)
    return false;
  sb_printf(&d->out, "%.*s", (int)n, end);
  d->s = end + n;
  return true;
}

static const struct {
  const char *code;
  const char *name;
  const char *literal_suffix; /* how a literal of the type is written */
} builtin_types[] = {
    {"v", "void", NULL},         {"b", "bool", NULL},
    {"c", "char", NULL},         {"a", "signed char", NULL},
    {"h", "unsigned char", NULL}, {"s", "short", NULL},
    {"t", "unsigned short", NULL}, {"i", "int", ""},
    {"j", "unsigned int", "u"},  {"l", "long", "l"},
    {"m", "unsigned long", "ul"}, {"x", "long long", "ll"},
    {"y", "unsigned long long", "ull"}, {"f", "float", NULL},
    {"d", "double", NULL},       {"Dh", "half", NULL},
};

static int builtin_type(const char *s) {
  for (size_t i = 0; i < sizeof builtin_types / sizeof *builtin_types; i++)
    if (!strncmp(s, builtin_types[i].code, strlen(builtin_types[i].code)))
      return (int)i;
  return -1;
}

/* I <argument>+ E: a type, or L <type> <number> E, a literal. */
static bool dm_template_args(Demangler *d) {
  if (*d->s != 'I')
    return true;
  d->s++;
  sb_putc(&d->out, '<');
  for (bool first = true; *d->s != 'E'; first = false) {
    if (!first)
      sb_puts(&d->out, ", ");
    if (*d->s != 'L') {
      if (!dm_type(d))
        return false;
      continue;
    }
    int b = builtin_type(++d->s);
    if (b < 0)
      return false;
    d->s += strlen(builtin_types[b].code);
    bool negative = *d->s == 'n';
    d->s += negative;
    const char *digits = d->s;
    while (isdigit((unsigned char)*d->s))
      d->s++;
    if (d->s == digits || *d->s++ != 'E')
      return false;
    int len = (int)(d->s - 1 - digits);
    if (!strcmp(builtin_types[b].code, "b"))
      sb_puts(&d->out, *digits == '0' ? "false" : "true");
    else if (builtin_types[b].literal_suffix)
      sb_printf(&d->out, "%s%.*s%s", negative ? "-" : "", len, digits,
                builtin_types[b].literal_suffix);
    else
      sb_printf(&d->out, "(%s)%s%.*s", builtin_types[b].name, negative ? "-" : "", len,
                digits);
  }
  d->s++;
  sb_putc(&d->out, '>');
  return true;
}

/* A name, plain (5scale) or nested (N2ns5scaleE), with template
 * arguments; std:: is St. */
static bool dm_name(Demangler *d) {
  if (!strncmp(d->s, "St", 2)) {
    sb_puts(&d->out, "std::");
    d->s += 2;
  }
  if (*d->s != 'N')
    return dm_source_name(d) && dm_template_args(d);
  d->s++;
  for (bool first = true; *d->s != 'E'; first = false) {
    if (!first)
      sb_puts(&d->out, "::");
    if (!dm_source_name(d) || !dm_template_args(d))
      return false;
  }
  d->s++;
  return true;
}

/* The types a template argument takes: built-in, named, pointer (P),
 * const (K). Substitutions (S_) and the rest are left out: the caller
 * then names the kernel without its arguments. */
static bool dm_type(Demangler *d) {
  if (*d->s == 'P' || *d->s == 'K') {
    bool pointer = *d->s++ == 'P';
    if (!pointer)
      sb_puts(&d->out, "const ");
    if (!dm_type(d))
      return false;
    if (pointer)
      sb_putc(&d->out, '*');
    return true;
  }
  int b = builtin_type(d->s);
  if (b >= 0) {
    sb_puts(&d->out, builtin_types[b].name);
    d->s += strlen(builtin_types[b].code);
    return true;
  }
  return dm_name(d);
}

const char *tr_demangle_kernel(Arena *a, const char *name) {
  if (strncmp(name, "_Z", 2) || name[2] == 'Z')
    return tr_demangle(a, name);
  Demangler d = {name + 2, {0}};
  const char *result =
      dm_name(&d) ? arena_strdup(a, d.out.s) : tr_demangle(a, name);
  sb_free(&d.out);
  return result;
}
