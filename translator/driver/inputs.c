/* inputs: which files a run verifies, and with which extra options. The
 * order is stable (sorted) so that reports, JSON and SARIF compare equal
 * between runs. */
#include "inputs.h"

#include <dirent.h>
#include <libgen.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

static bool is_kernel_name(const char *name) {
  size_t n = strlen(name);
  return n > 3 && (!strcmp(name + n - 3, ".cu") || !strcmp(name + n - 3, ".cl"));
}

static int by_path(const void *a, const void *b) {
  return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Collects dir's kernel files into found. Symbolic links to directories
 * are not followed, so a link cycle cannot make the search endless. */
static bool search(const char *dir, Vec *found) {
  DIR *d = opendir(dir);
  if (!d)
    return false;
  struct dirent *e;
  while ((e = readdir(d))) {
    if (e->d_name[0] == '.')
      continue; /* ., .., and hidden files (editor and VCS droppings) */
    char *path = mem_printf("%s/%s", dir, e->d_name);
    struct stat st;
    if (lstat(path, &st) == 0 && S_ISDIR(st.st_mode)) {
      search(path, found);
      free(path);
    } else if (is_kernel_name(e->d_name) && stat(path, &st) == 0 && S_ISREG(st.st_mode)) {
      vec_push(found, path);
    } else {
      free(path);
    }
  }
  closedir(d);
  return true;
}

bool inputs_expand(const char *const *paths, int npaths, Vec *files, char *err, int errlen) {
  for (int i = 0; i < npaths; i++) {
    struct stat st;
    if (!(stat(paths[i], &st) == 0 && S_ISDIR(st.st_mode))) {
      vec_push(files, mem_strdup(paths[i]));
      continue;
    }
    size_t n = strlen(paths[i]);
    while (n > 1 && paths[i][n - 1] == '/')
      n--;
    char *dir = mem_strndup(paths[i], n);
    Vec found = {0};
    bool ok = search(dir, &found);
    free(dir);
    if (!ok || !found.len) {
      snprintf(err, (size_t)errlen, ok ? "no .cu or .cl files in '%s'" : "cannot read '%s'",
               paths[i]);
      vec_free(&found);
      return false;
    }
    qsort(found.items, (size_t)found.len, sizeof(void *), by_path);
    for (int j = 0; j < found.len; j++)
      vec_push(files, found.items[j]);
    vec_free(&found);
  }
  return true;
}

void inputs_free_words(char **words, int nwords) {
  for (int i = 0; i < nwords; i++)
    free(words[i]);
  free(words);
}

char **inputs_split_words(const char *text, int *nwords) {
  Vec words = {0};
  const char *p = text;
  for (;;) {
    while (*p == ' ' || *p == '\t' || *p == '\r' || *p == '\n')
      p++;
    if (!*p)
      break;
    StrBuf w = {0};
    sb_puts(&w, "");
    char quote = 0;
    for (; *p && (quote || !strchr(" \t\r\n", *p)); p++) {
      if (quote == '\'' && *p == '\'') {
        quote = 0;
      } else if (quote == '"' && *p == '"') {
        quote = 0;
      } else if (!quote && (*p == '\'' || *p == '"')) {
        quote = *p;
      } else if (*p == '\\' && quote != '\'' && p[1] &&
                 (!quote || strchr("\\\"$`", p[1]))) {
        sb_putc(&w, *++p);
      } else {
        sb_putc(&w, *p);
      }
    }
    vec_push(&words, w.s);
    if (quote) {
      *nwords = words.len;
      inputs_free_words((char **)words.items, words.len);
      return NULL;
    }
  }
  *nwords = words.len;
  vec_push(&words, NULL); /* never an empty allocation */
  return (char **)words.items;
}

/* Replaces every ${KERNEL_DIR} of word with dir. */
static char *with_kernel_dir(const char *word, const char *dir) {
  static const char var[] = "${KERNEL_DIR}";
  StrBuf b = {0};
  sb_puts(&b, "");
  for (const char *p = word; *p;) {
    const char *hit = strstr(p, var);
    if (!hit) {
      sb_puts(&b, p);
      break;
    }
    sb_printf(&b, "%.*s%s", (int)(hit - p), p, dir);
    p = hit + sizeof var - 1;
  }
  return b.s;
}

char **inputs_header_options(const char *path, int *nwords, char *err, int errlen) {
  *nwords = -1;
  char *text = read_file(path, NULL);
  if (!text)
    return NULL;
  char *second = strchr(text, '\n');
  if (second)
    *second++ = '\0';
  char *first = text;
  while (*first == ' ' || *first == '\t')
    first++;
  /* run-tests.py's test: the first line, stripped, starts with //pass or
   * //xfail (in any case). */
  if (strncasecmp(first, "//pass", 6) && strncasecmp(first, "//xfail", 7)) {
    free(text);
    return NULL;
  }
  char **words = NULL;
  *nwords = 0;
  if (second && !strncmp(second, "//", 2)) {
    second[strcspn(second, "\n")] = '\0';
    words = inputs_split_words(second + 2, nwords);
    if (!words) {
      snprintf(err, (size_t)errlen, "%s: options line of the test header: unmatched quote",
               path);
      *nwords = -1;
      free(text);
      return NULL;
    }
    char *copy = mem_strdup(path);
    const char *dir = dirname(copy);
    for (int i = 0; i < *nwords; i++) {
      char *w = with_kernel_dir(words[i], dir);
      free(words[i]);
      words[i] = w;
    }
    free(copy);
  } else {
    words = mem_calloc(1, sizeof(char *));
  }
  free(text);
  return words;
}
