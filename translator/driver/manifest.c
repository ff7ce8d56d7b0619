/* manifest: the files and directories a cache key rests on (see
 * manifest.h). A manifest is a text file named DIRECT.manifest:
 *
 *   tandem-manifest 1
 *   key KEY
 *   file SHA256 PATH       one per file clang read
 *   dir SEC NSEC PATH      one per watched directory: its mtime
 *   end
 *
 * Anything else is not a manifest, and the file is preprocessed. */
#include "manifest.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "sha256.h"
#include "util.h"

#define MANIFEST_FORMAT "tandem-manifest 1"
#define KEY_HEX 64

/* A change this close to clang's start may have come after it read the
 * file, with a time that cannot tell: such a manifest is not stored. */
#define SETTLED_SECONDS 1

static char *manifest_name(const char *direct) {
  return mem_printf("%s.manifest", direct);
}

/* The SHA-256 of path's contents; false when it cannot be read. */
static bool file_digest(const char *path, char out[65]) {
  size_t len = 0;
  char *text = read_file(path, &len);
  if (!text)
    return false;
  Sha256 s;
  sha256_init(&s);
  sha256_update(&s, text, len);
  sha256_hex(&s, out);
  free(text);
  return true;
}

/* ---- lookup ---- */

/* Whether one line of a manifest (without its newline) still holds. */
static bool line_holds(const char *line) {
  if (!strncmp(line, "file ", 5) && strlen(line) > 5 + KEY_HEX + 1 && line[5 + KEY_HEX] == ' ') {
    char digest[65];
    return file_digest(line + 5 + KEY_HEX + 1, digest) &&
           !strncmp(digest, line + 5, KEY_HEX);
  }
  long long sec;
  long nsec;
  int used = 0;
  struct stat st;
  if (sscanf(line, "dir %lld %ld %n", &sec, &nsec, &used) == 2 && used > 0)
    return stat(line + used, &st) == 0 && (long long)st.st_mtim.tv_sec == sec &&
           st.st_mtim.tv_nsec == nsec;
  return false;
}

bool manifest_lookup(const char *dir, const char *direct, char key[65]) {
  char *name = manifest_name(direct);
  char *path = mem_printf("%s/%s", dir, name);
  char *text = read_file(path, NULL);
  free(path);
  free(name);
  if (!text)
    return false;
  static const char head[] = MANIFEST_FORMAT "\nkey ";
  bool ok = !strncmp(text, head, sizeof head - 1) &&
            strlen(text) > sizeof head - 1 + KEY_HEX && text[sizeof head - 1 + KEY_HEX] == '\n';
  if (ok) {
    memcpy(key, text + sizeof head - 1, KEY_HEX);
    key[KEY_HEX] = '\0';
  }
  bool ended = false;
  for (char *line = text + sizeof head + KEY_HEX; ok && !ended && *line;) {
    char *end = strchr(line, '\n');
    if (!end)
      ok = false;
    else {
      *end = '\0';
      ended = !strcmp(line, "end") && !end[1];
      ok = ended || line_holds(line);
      line = end + 1;
    }
  }
  free(text);
  return ok && ended;
}

/* ---- store ---- */

typedef struct {
  char *path;   /* as clang named it */
  bool system;  /* a system header (line marker flag 3) */
} Dep;

/* A line marker of clang's output, `# LINE "NAME" FLAGS` (NAME escaped as
 * a C string), as a Dep; false for any other line. */
static bool line_marker(const char *line, size_t len, Dep *d) {
  const char *end = line + len, *p = line + 2;
  if (len < 5 || line[0] != '#' || line[1] != ' ' || *p < '0' || *p > '9')
    return false;
  while (p < end && *p >= '0' && *p <= '9')
    p++;
  if (end - p < 3 || p[0] != ' ' || p[1] != '"')
    return false;
  StrBuf name = {0};
  for (p += 2; p < end && *p != '"'; p++)
    sb_putc(&name, *p == '\\' && p + 1 < end ? *++p : *p);
  if (p == end || !name.s) {
    sb_free(&name);
    return false;
  }
  d->path = name.s;
  d->system = false;
  for (p++; p + 1 < end; p++)
    if (p[0] == ' ' && p[1] == '3' && (p + 2 == end || p[2] == ' '))
      d->system = true;
  return true;
}

static int find(const Vec *v, const char *s) {
  for (int i = 0; i < v->len; i++)
    if (!strcmp(v->items[i], s))
      return i;
  return -1;
}

/* Adds a copy of s to v unless it is there. */
static void add_unique(Vec *v, const char *s) {
  if (find(v, s) < 0)
    vec_push(v, mem_strdup(s));
}

/* The files clang read for text, in the order first read (the paths are
 * owned by the Deps). Built-in buffers (`<built-in>`) are not files. */
static void deps_of(const char *text, Vec *deps) {
  Vec seen = {0};
  for (const char *line = text; *line;) {
    const char *nl = strchr(line, '\n');
    size_t len = nl ? (size_t)(nl - line) : strlen(line);
    Dep d;
    if (line_marker(line, len, &d)) {
      if (d.path[0] != '<' && find(&seen, d.path) < 0) {
        vec_push(&seen, d.path);
        Dep *copy = mem_calloc(1, sizeof *copy);
        *copy = d;
        vec_push(deps, copy);
      } else {
        free(d.path);
      }
    }
    line += len + (nl != NULL);
  }
  vec_free(&seen);
}

/* path without its last component: "." or "/" at the top. */
static char *parent(const char *path) {
  const char *slash = strrchr(path, '/');
  if (!slash)
    return mem_strdup(".");
  return slash == path ? mem_strdup("/") : mem_strndup(path, (size_t)(slash - path));
}

/* Watches the deepest existing directory on the way to path (a header
 * not there now): creating path changes that directory's time. */
static void watch_for(const char *path, Vec *watch) {
  char *q = parent(path);
  struct stat st;
  while (!(stat(q, &st) == 0 && S_ISDIR(st.st_mode)) && strcmp(q, "/") && strcmp(q, ".")) {
    char *up = parent(q);
    free(q);
    q = up;
  }
  add_unique(watch, q);
  free(q);
}

/* The directories where a new header would change what the #includes of
 * deps find: for each file found at S/REL, with S a directory searched
 * (clang's list, or that of a file outside the system headers, where its
 * "..." includes start), REL looked up in every other directory
 * searched. A superset: a header created in one only costs a miss. */
static void watched_dirs(const Vec *deps, const Vec *search, Vec *watch) {
  Vec dirs = {0};
  for (int i = 0; i < search->len; i++)
    add_unique(&dirs, search->items[i]);
  for (int i = 0; i < deps->len; i++) {
    const Dep *d = deps->items[i];
    if (!d->system) {
      char *dir = parent(d->path);
      add_unique(&dirs, dir);
      free(dir);
    }
  }
  for (int t = 0; t < dirs.len; t++) {
    char *inside = mem_printf("%s/.", (char *)dirs.items[t]);
    watch_for(inside, watch);
    free(inside);
  }
  for (int i = 0; i < deps->len; i++) {
    const Dep *d = deps->items[i];
    for (int s = 0; s < dirs.len; s++) {
      const char *sd = dirs.items[s];
      size_t n = strlen(sd);
      if (strncmp(d->path, sd, n) || d->path[n] != '/')
        continue;
      for (int t = 0; t < dirs.len; t++) {
        if (t == s)
          continue;
        char *candidate = mem_printf("%s/%s", (char *)dirs.items[t], d->path + n + 1);
        watch_for(candidate, watch);
        free(candidate);
      }
    }
  }
  for (int i = 0; i < dirs.len; i++)
    free(dirs.items[i]);
  vec_free(&dirs);
}

static bool settled(const struct stat *st, struct timespec started) {
  time_t sec = st->st_mtim.tv_sec + SETTLED_SECONDS;
  return sec < started.tv_sec || (sec == started.tv_sec && st->st_mtim.tv_nsec < started.tv_nsec);
}

/* The manifest's text into b; false when a file or directory cannot be
 * used (unreadable, a newline in its name, or changed too recently). */
static bool manifest_text(const char *key, const Preprocessed *pp, const Vec *deps,
                          const Vec *watch, StrBuf *b) {
  sb_printf(b, MANIFEST_FORMAT "\nkey %s\n", key);
  struct stat st;
  for (int i = 0; i < deps->len; i++) {
    const Dep *d = deps->items[i];
    char digest[65];
    if (strchr(d->path, '\n') || stat(d->path, &st) != 0 || !settled(&st, pp->started) ||
        !file_digest(d->path, digest))
      return false;
    sb_printf(b, "file %s %s\n", digest, d->path);
  }
  for (int i = 0; i < watch->len; i++) {
    const char *w = watch->items[i];
    if (strchr(w, '\n') || stat(w, &st) != 0 || !settled(&st, pp->started))
      return false;
    sb_printf(b, "dir %lld %ld %s\n", (long long)st.st_mtim.tv_sec, (long)st.st_mtim.tv_nsec,
              w);
  }
  sb_puts(b, "end\n");
  return true;
}

void manifest_store(const char *dir, const char *direct, const char *key,
                    const Preprocessed *pp) {
  Vec deps = {0}, watch = {0};
  deps_of(pp->text, &deps);
  watched_dirs(&deps, &pp->search, &watch);
  StrBuf b = {0};
  if (deps.len && manifest_text(key, pp, &deps, &watch, &b)) {
    char *name = manifest_name(direct);
    write_file_atomic(dir, name, b.s, b.len);
    free(name);
  }
  sb_free(&b);
  for (int i = 0; i < deps.len; i++) {
    Dep *d = deps.items[i];
    free(d->path);
    free(d);
  }
  vec_free(&deps);
  for (int i = 0; i < watch.len; i++)
    free(watch.items[i]);
  vec_free(&watch);
}
