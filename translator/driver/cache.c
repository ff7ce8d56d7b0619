/* cache: content-addressed verdicts (see cache.h). An entry is a text
 * file named after its key:
 *
 *   tandem-cache 1
 *   code N
 *   report LEN\n<LEN bytes>
 *   json LEN\n<LEN bytes>
 *   sarif LEN\n<LEN bytes>
 *   end
 *
 * Anything else is a corrupt entry and is ignored. */
#include "cache.h"

#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "frontend.h"
#include "sha256.h"
#include "util.h"

#define CACHE_FORMAT "tandem-cache 1"

/* The cache directory, --no-cache or not. */
static char *cache_root(const Options *opt) {
  if (opt->cache_dir)
    return mem_strdup(opt->cache_dir);
  const char *xdg = getenv("XDG_CACHE_HOME");
  if (xdg && xdg[0] == '/') /* the XDG rule: a relative value is invalid */
    return mem_printf("%s/tandem", xdg);
  const char *home = getenv("HOME");
  if (home && *home)
    return mem_printf("%s/.cache/tandem", home);
  return NULL;
}

char *cache_dir(const Options *opt) {
  return opt->no_cache ? NULL : cache_root(opt);
}

char *cache_pch_dir(const Options *opt) {
  char *root = cache_root(opt);
  char *dir = root ? mem_printf("%s/pch", root) : NULL;
  free(root);
  return dir;
}

bool cache_unusable(const Options *opt) {
  return opt->time || opt->time_as_csv || opt->verbose || opt->keep_temps || opt->stop_at_bpl;
}

/* Adds a named, length-delimited part, so that parts cannot run together. */
static void add(Sha256 *s, const char *name, const char *data, size_t len) {
  char head[64];
  int n = snprintf(head, sizeof head, "\n%s %zu\n", name, len);
  sha256_update(s, head, (size_t)n);
  if (len)
    sha256_update(s, data, len);
}

static void add_file(Sha256 *s, const char *name, const char *path) {
  size_t len = 0;
  char *text = read_file(path, &len);
  add(s, name, text ? text : "", text ? len : 0);
  free(text);
}

static int by_name(const void *a, const void *b) {
  return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Every file under dir (the prelude and its subdirectories), in name
 * order, each named by its path below the top. */
static void add_tree(Sha256 *s, const char *dir, const char *rel) {
  Vec names = {0};
  DIR *d = opendir(dir);
  struct dirent *e;
  while (d && (e = readdir(d)))
    if (e->d_name[0] != '.')
      vec_push(&names, mem_strdup(e->d_name));
  if (d)
    closedir(d);
  qsort(names.items, (size_t)names.len, sizeof(void *), by_name);
  for (int i = 0; i < names.len; i++) {
    char *path = mem_printf("%s/%s", dir, (char *)names.items[i]);
    char *name = mem_printf("%s%s", rel, (char *)names.items[i]);
    struct stat st;
    if (stat(path, &st) == 0 && S_ISDIR(st.st_mode)) {
      char *below = mem_printf("%s/", name);
      add_tree(s, path, below);
      free(below);
    } else {
      add(s, "prelude", name, strlen(name));
      add_file(s, "header", path);
    }
    free(name);
    free(path);
    free(names.items[i]);
  }
  vec_free(&names);
}

/* A tool the verdict depends on, as found on PATH: its resolved path,
 * size and time, which an upgrade of its package changes. Reading the
 * binaries (a Z3 of 23 MB) would cost more than the cached run saves. */
static void add_tool(Sha256 *s, const char *tool) {
  const char *path_env = getenv("PATH");
  char *paths = mem_strdup(path_env ? path_env : "");
  char *found = NULL;
  for (char *dir = strtok(paths, ":"); dir && !found; dir = strtok(NULL, ":")) {
    char *candidate = mem_printf("%s/%s", *dir ? dir : ".", tool);
    if (access(candidate, X_OK) == 0)
      found = realpath(candidate, NULL);
    free(candidate);
  }
  free(paths);
  struct stat st;
  char text[4200];
  int n = found && stat(found, &st) == 0
              ? snprintf(text, sizeof text, "%s %lld %lld", found, (long long)st.st_size,
                         (long long)st.st_mtime)
              : snprintf(text, sizeof text, "missing");
  add(s, tool, text, (size_t)n < sizeof text ? (size_t)n : sizeof text - 1);
  free(found);
}

void cache_run_key(char out[65]) {
  Sha256 s;
  sha256_init(&s);
  add(&s, "format", CACHE_FORMAT, strlen(CACHE_FORMAT));
  add(&s, "version", TANDEM_VERSION_NUMBER, strlen(TANDEM_VERSION_NUMBER));
  /* The binary itself: a rebuilt translator may decide differently under
   * the same version number. */
  add_file(&s, "binary", "/proc/self/exe");
  add_tree(&s, frontend_prelude_dir(), "");
  /* boogie is Debian's wrapper of Boogie.exe, which names its z3. */
  static const char *const tools[] = {"clang-16", "boogie", "z3"};
  for (size_t i = 0; i < sizeof tools / sizeof *tools; i++)
    add_tool(&s, tools[i]);
  const char *rules = getenv("TANDEM_DISABLE_RULES");
  add(&s, "disable-rules", rules ? rules : "", rules ? strlen(rules) : 0);
  sha256_hex(&s, out);
}

/* The parts of a file's keys besides its source: the run's part, every
 * option of the file's command line but those that only say where
 * results go (an option spelt differently makes a needless miss, never a
 * wrong hit), the file's name and a --boogie-file's contents. */
static void add_file_parts(Sha256 *s, const char *run_key, const Options *opt) {
  add(s, "run", run_key, strlen(run_key));
  for (int i = 0; i < opt->noption_args;) {
    int skip = options_output_only(opt->option_args, i, opt->noption_args);
    if (skip) {
      i += skip;
      continue;
    }
    add(s, "option", opt->option_args[i], strlen(opt->option_args[i]));
    i++;
  }
  add(s, "file", opt->file, strlen(opt->file));
  if (opt->boogie_file)
    add_file(s, "boogie-file", opt->boogie_file);
}

void cache_file_key(const char *run_key, const Options *opt, const char *source, char out[65]) {
  Sha256 s;
  sha256_init(&s);
  add_file_parts(&s, run_key, opt);
  add(&s, "source", source, strlen(source));
  sha256_hex(&s, out);
}

bool cache_direct_key(const char *run_key, const Options *opt, char out[65]) {
  size_t len = 0;
  char *text = read_file(opt->file, &len);
  char *cwd = getcwd(NULL, 0);
  bool ok = text && cwd;
  if (ok) {
    Sha256 s;
    sha256_init(&s);
    add_file_parts(&s, run_key, opt);
    /* Relative -I directories and #include paths name other files
     * elsewhere. */
    add(&s, "cwd", cwd, strlen(cwd));
    add(&s, "contents", text, len);
    sha256_hex(&s, out);
  }
  free(text);
  free(cwd);
  return ok;
}

/* ---- entries ---- */

/* Reads "NAME LEN\n" and LEN bytes at *p; false when malformed. */
static bool read_part(const char **p, const char *end, const char *name, char **out) {
  size_t n = strlen(name);
  if ((size_t)(end - *p) < n + 2 || strncmp(*p, name, n) || (*p)[n] != ' ')
    return false;
  char *stop;
  errno = 0;
  unsigned long long len = strtoull(*p + n + 1, &stop, 10);
  if (errno || stop == *p + n + 1 || *stop != '\n' || len > (size_t)(end - stop - 1))
    return false;
  *out = mem_strndup(stop + 1, (size_t)len);
  *p = stop + 1 + len;
  return true;
}

bool cache_load(const char *dir, const char *key, CacheEntry *e) {
  *e = (CacheEntry){0};
  char *path = mem_printf("%s/%s", dir, key);
  size_t len = 0;
  char *text = read_file(path, &len);
  free(path);
  if (!text)
    return false;
  const char *p = text, *end = text + len;
  int code = -1, used = 0;
  bool ok = sscanf(p, CACHE_FORMAT "\ncode %d\n%n", &code, &used) == 1 && used > 0 &&
            (code == 0 || code == 6);
  p += ok ? used : 0;
  ok = ok && read_part(&p, end, "report", &e->report) && read_part(&p, end, "json", &e->json) &&
       read_part(&p, end, "sarif", &e->sarif) && (size_t)(end - p) == 4 &&
       !strncmp(p, "end\n", 4);
  free(text);
  if (!ok) {
    cache_entry_free(e);
    return false;
  }
  e->code = code;
  return true;
}

void cache_store(const char *dir, const char *key, const CacheEntry *e) {
  StrBuf b = {0};
  sb_printf(&b, CACHE_FORMAT "\ncode %d\n", e->code);
  sb_printf(&b, "report %zu\n%s", strlen(e->report), e->report);
  sb_printf(&b, "json %zu\n%s", strlen(e->json), e->json);
  sb_printf(&b, "sarif %zu\n%s", strlen(e->sarif), e->sarif);
  sb_puts(&b, "end\n");
  write_file_atomic(dir, key, b.s, b.len);
  sb_free(&b);
}

void cache_entry_free(CacheEntry *e) {
  free(e->report);
  free(e->json);
  free(e->sarif);
  *e = (CacheEntry){0};
}
