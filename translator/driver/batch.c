/* batch: the run over all files. Each file is verified in a worker process
 * of its own (also when there is one): a crash or an interrupt of one file
 * leaves the parent able to report, clean up and exit with a defined code.
 * A worker writes its report and its JSON and SARIF fragments into the
 * run's temporary directory; the parent prints and joins them in input
 * order, so the output does not depend on -j. */
#include "batch.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "cache.h"
#include "frontend.h"
#include "inputs.h"
#include "json_out.h"
#include "manifest.h"
#include "pipeline.h"
#include "policy.h"
#include "process.h"
#include "sarif.h"

/* ---- interrupts ----
 * The signal handler's state, necessarily static: whether the run was
 * interrupted, and the workers to stop (a table the parent owns, changed
 * only with the signals blocked). */
static volatile sig_atomic_t interrupted;
static pid_t *live_workers;
static int nlive_workers;

static void on_interrupt(int sig) {
  (void)sig;
  interrupted = 1;
  for (int i = 0; i < nlive_workers; i++)
    if (live_workers[i] > 0)
      kill(live_workers[i], SIGTERM); /* the worker stops clang and Boogie */
}

static const int stop_signals[] = {SIGINT, SIGTERM, SIGHUP};
#define NSTOP (int)(sizeof stop_signals / sizeof stop_signals[0])

static void catch_interrupts(sigset_t *set) {
  sigemptyset(set);
  for (int i = 0; i < NSTOP; i++) {
    struct sigaction sa, old;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_interrupt; /* no SA_RESTART: waitpid returns EINTR */
    sigaction(stop_signals[i], NULL, &old);
    if (old.sa_handler != SIG_IGN) /* keep an ignored hangup ignored (nohup) */
      sigaction(stop_signals[i], &sa, NULL);
    sigaddset(set, stop_signals[i]);
  }
}

/* ---- one file, in a worker ---- */

static bool is_cuda_file(const char *path) {
  size_t n = strlen(path);
  return n >= 3 && !strcmp(path + n - 3, ".cu");
}

typedef struct {
  const Options *opt;
  Vec files;          /* char*: the kernel files, in order */
  char *dir;          /* the run's private temporary directory */
  bool capture;       /* reports go to files, printed by the parent */
  bool print;         /* standard output is the reports' (no result file
                         is written to it) */
  bool progress;      /* a progress line on standard error, a terminal */
  double started;     /* when the run began, for the progress line */
  char *cache;        /* the cache directory, or NULL */
  char run_key[65];   /* the file-independent part of cache keys */
} Batch;

static char *part_path(const Batch *b, int i, const char *ext) {
  return mem_printf("%s/%d.%s", b->dir, i + 1, ext);
}

/* The JSON objects and SARIF results of outcomes, freed. */
static void fragments(Vec *outcomes, StrBuf *json, StrBuf *sarif) {
  bool first = true;
  for (int k = 0; k < outcomes->len; k++) {
    if (k)
      sb_puts(json, ",\n  ");
    json_kernel(json, outcomes->items[k]);
    sarif_results(sarif, outcomes->items[k], &first);
    outcome_free(outcomes->items[k]);
  }
  vec_free(outcomes);
}

static void write_fragments(const Batch *b, int i, const StrBuf *json, const StrBuf *sarif) {
  char *jp = part_path(b, i, "json"), *sp = part_path(b, i, "sarif");
  write_file(jp, json->s ? json->s : "", json->len);
  write_file(sp, sarif->s ? sarif->s : "", sarif->len);
  free(jp);
  free(sp);
}

/* Verifies file i with its options opt, its files in dir. */
static int verify_parsed(const Options *opt, const char *dir, StrBuf *json, StrBuf *sarif) {
  Vec outcomes = {0};
  if (opt->launch_warning[0])
    printf("tandem: warning: %s: no device runs this launch; it is %s as given\n",
           opt->launch_warning, opt->run ? "executed" : "verified");
  int code = pipeline_run(opt, dir, &outcomes);
  fragments(&outcomes, json, sarif);
  return code;
}

/* verify_parsed through the cache: a stored verdict is printed as it was;
 * a new verdict (not an error or a timeout) is stored. The key comes from
 * the file's manifest when nothing it lists changed, else from the
 * preprocessed source, which then gets a manifest. */
static int verify_cached(const Batch *b, int i, const Options *opt, const char *dir,
                         StrBuf *json, StrBuf *sarif) {
  if (!b->cache || cache_unusable(opt))
    return verify_parsed(opt, dir, json, sarif);
  char direct[65], key[65];
  bool has_direct = cache_direct_key(b->run_key, opt, direct);
  bool listed = has_direct && manifest_lookup(b->cache, direct, key);
  Preprocessed pp = {0};
  if (!listed) {
    FrontendConfig fc = policy_frontend(opt, is_cuda_file(opt->file));
    if (!frontend_preprocess(&fc, dir, &pp)) {
      frontend_preprocessed_free(&pp);
      return verify_parsed(opt, dir, json, sarif);
    }
    cache_file_key(b->run_key, opt, pp.text, key);
  }
  CacheEntry e;
  int code;
  if (cache_load(b->cache, key, &e)) {
    fputs(e.report, stdout);
    sb_puts(json, e.json);
    sb_puts(sarif, e.sarif);
    code = e.code;
    cache_entry_free(&e);
  } else {
    code = verify_parsed(opt, dir, json, sarif);
    if (code != EXIT_VERIFIED && code != EXIT_NOT_VERIFIED) {
      frontend_preprocessed_free(&pp);
      return code;
    }
    fflush(stdout);
    char *out = part_path(b, i, "out"); /* the report so far: capture is on */
    e = (CacheEntry){.code = code, .report = read_file(out, NULL),
                     .json = json->s ? json->s : "", .sarif = sarif->s ? sarif->s : ""};
    if (e.report)
      cache_store(b->cache, key, &e);
    free(e.report);
    free(out);
  }
  if (has_direct && !listed)
    manifest_store(b->cache, direct, key, &pp);
  frontend_preprocessed_free(&pp);
  return code;
}

/* Verifies file i; returns its exit code. */
static int verify_file(const Batch *b, int i) {
  const char *file = b->files.items[i];
  bool several = b->files.len > 1;
  char err[512] = "";
  int nextra = 0;
  char **extra = NULL;
  StrBuf json = {0}, sarif = {0};
  int code;
  Options opt;
  if (b->opt->use_file_options) {
    extra = inputs_header_options(file, &nextra, err, sizeof err);
    if (nextra < 0)
      nextra = 0;
  }
  if (err[0] || !options_parse_file(b->opt, file, extra, nextra, &opt, err, sizeof err)) {
    printf("tandem: error: %s%s%s\n", several ? file : "", several ? ": " : "", err);
    KernelOutcome *o = outcome_new(file, NULL);
    o->verdict = VERDICT_ERROR;
    o->message = mem_strdup(err);
    o->is_cuda = is_cuda_file(file);
    Vec outcomes = {0};
    vec_push(&outcomes, o);
    fragments(&outcomes, &json, &sarif);
    code = EXIT_COMMAND_LINE;
  } else {
    if (nextra > 0 && !opt.silent)
      options_note_unhonoured(&opt, b->opt, stderr);
    char *dir = several ? mem_printf("%s/%d", b->dir, i + 1) : mem_strdup(b->dir);
    if (several && mkdir(dir, 0700) != 0) {
      printf("tandem: error: cannot create a temporary directory\n");
      code = EXIT_BACKEND;
    } else {
      code = verify_cached(b, i, &opt, dir, &json, &sarif);
    }
    free(dir);
    options_free(&opt);
  }
  inputs_free_words(extra, nextra);
  write_fragments(b, i, &json, &sarif);
  sb_free(&json);
  sb_free(&sarif);
  return code;
}

/* The worker's side of fork: the defaults for the signals the parent
 * catches, its report into a file, and death with the parent. */
static _Noreturn void worker(const Batch *b, int i, const sigset_t *blocked, pid_t parent) {
  for (int s = 0; s < NSTOP; s++) {
    struct sigaction sa, old;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = SIG_DFL;
    sigaction(stop_signals[s], NULL, &old);
    if (old.sa_handler != SIG_IGN)
      sigaction(stop_signals[s], &sa, NULL);
  }
  prctl(PR_SET_PDEATHSIG, SIGKILL);
  sigprocmask(SIG_UNBLOCK, blocked, NULL);
  if (getppid() != parent) /* the parent died before prctl took effect */
    _exit(EXIT_INTERRUPTED);
  if (b->capture) {
    char *path = part_path(b, i, "out");
    int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0600);
    free(path);
    if (fd < 0 || dup2(fd, STDOUT_FILENO) < 0)
      _exit(EXIT_BACKEND);
    close(fd);
  }
  int code = verify_file(b, i);
  fflush(stdout);
  _exit(code);
}

/* ---- the parent ---- */

/* The progress line, drawn over the last one; done < 0 erases it (before
 * a report is printed, and at the end). */
static void progress(const Batch *b, int done, int running) {
  if (!b->progress)
    return;
  if (done < 0)
    fputs("\r\033[K", stderr);
  else
    fprintf(stderr, "\r\033[Ktandem: %d of %d files done, %d running, %.0f s", done,
            b->files.len, running, now_seconds() - b->started);
  fflush(stderr);
}

/* Prints file i's report (when captured), as one block; with --silent or
 * --quiet, as in GPUVerify, only the reports of files that did not
 * verify. */
static void print_report(const Batch *b, int i, int code) {
  if (!b->capture || !b->print ||
      ((b->opt->silent || b->opt->quiet) && code == EXIT_VERIFIED))
    return;
  progress(b, -1, 0);
  char *path = part_path(b, i, "out");
  size_t len = 0;
  char *text = read_file(path, &len);
  free(path);
  if (text)
    fwrite(text, 1, len, stdout);
  free(text);
  fflush(stdout);
}

/* The exit code of a worker's wait status; a worker that died otherwise
 * than by our interrupt gets a report and an outcome of its own. */
static int worker_code(const Batch *b, int i, int status) {
  if (WIFEXITED(status))
    return WEXITSTATUS(status);
  if (interrupted)
    return EXIT_INTERRUPTED;
  int sig = WIFSIGNALED(status) ? WTERMSIG(status) : 0;
  StrBuf msg = {0};
  sb_printf(&msg, "the verification of %s stopped on signal %d (%s)",
            (const char *)b->files.items[i], sig, strsignal(sig));
  printf("tandem: error: %s\n", msg.s);
  KernelOutcome *o = outcome_new(b->files.items[i], NULL);
  o->verdict = VERDICT_ERROR;
  o->message = msg.s;
  StrBuf json = {0};
  json_kernel(&json, o);
  char *jp = part_path(b, i, "json");
  write_file(jp, json.s, json.len);
  free(jp);
  sb_free(&json);
  outcome_free(o);
  return EXIT_BACKEND;
}

/* Runs the workers, at most jobs at once; fills codes. Returns false when
 * interrupted. */
static bool run_workers(const Batch *b, int jobs, int *codes) {
  int n = b->files.len, next = 0, running = 0, done = 0, printed = 0;
  pid_t *pids = mem_calloc((size_t)jobs, sizeof(pid_t));
  int *slot_file = mem_calloc((size_t)jobs, sizeof(int));
  bool *finished = mem_calloc((size_t)n, sizeof(bool));
  sigset_t set;
  catch_interrupts(&set);
  sigprocmask(SIG_BLOCK, &set, NULL);
  live_workers = pids;
  nlive_workers = jobs;
  sigprocmask(SIG_UNBLOCK, &set, NULL);
  while (done < n) {
    while (!interrupted && running < jobs && next < n) {
      int slot = 0;
      while (pids[slot] > 0)
        slot++;
      fflush(stdout); /* nothing buffered may be printed twice */
      sigprocmask(SIG_BLOCK, &set, NULL);
      pid_t self = getpid();
      pid_t pid = fork();
      if (pid == 0)
        worker(b, next, &set, self);
      if (pid > 0) {
        pids[slot] = pid;
        slot_file[slot] = next;
      }
      sigprocmask(SIG_UNBLOCK, &set, NULL);
      if (pid < 0) {
        printf("tandem: error: cannot start a worker process: %s\n", strerror(errno));
        codes[next] = EXIT_BACKEND;
        finished[next] = true;
        done++;
      } else {
        running++;
      }
      next++;
      progress(b, done, running);
    }
    if (interrupted && running == 0)
      break;
    int status;
    pid_t pid = waitpid(-1, &status, 0);
    if (pid < 0) {
      if (errno == EINTR)
        continue;
      break; /* no children left: cannot happen while running > 0 */
    }
    for (int slot = 0; slot < jobs; slot++)
      if (pids[slot] == pid) {
        sigprocmask(SIG_BLOCK, &set, NULL);
        pids[slot] = 0;
        sigprocmask(SIG_UNBLOCK, &set, NULL);
        int i = slot_file[slot];
        codes[i] = worker_code(b, i, status);
        finished[i] = true;
        running--;
        done++;
      }
    while (!interrupted && printed < n && finished[printed]) {
      print_report(b, printed, codes[printed]);
      printed++;
    }
    progress(b, done, running);
  }
  progress(b, -1, 0);
  sigprocmask(SIG_BLOCK, &set, NULL);
  live_workers = NULL;
  nlive_workers = 0;
  sigprocmask(SIG_UNBLOCK, &set, NULL);
  free(pids);
  free(slot_file);
  free(finished);
  return !interrupted;
}

/* Joins the workers' fragments with ext into the file (or stdout) named. */
static bool write_joined(const Batch *b, const char *name, const char *ext, int code) {
  int n = b->files.len;
  char **parts = mem_calloc((size_t)n, sizeof(char *));
  for (int i = 0; i < n; i++) {
    char *path = part_path(b, i, ext);
    parts[i] = read_file(path, NULL);
    free(path);
  }
  bool to_stdout = !strcmp(name, "-");
  FILE *f = to_stdout ? stdout : fopen(name, "w");
  bool ok = f != NULL;
  if (f) {
    if (!strcmp(ext, "json"))
      json_write_run(f, b->opt->option_args, b->opt->noption_args, code,
                     (const char *const *)parts, n);
    else
      sarif_write_log(f, code, (const char *const *)parts, n);
    ok = to_stdout ? fflush(f) == 0 : fclose(f) == 0;
  }
  if (!ok)
    printf("tandem: error: cannot write '%s'\n", name);
  for (int i = 0; i < n; i++)
    free(parts[i]);
  free(parts);
  return ok;
}

/* An output file that cannot be written is found before the proofs. */
static bool writable(const char *name) {
  if (!name || !strcmp(name, "-"))
    return true;
  FILE *f = fopen(name, "a");
  if (!f) {
    printf("tandem: error: cannot write '%s'\n", name);
    return false;
  }
  fclose(f);
  return true;
}

static int jobs_of(const Options *opt, int nfiles) {
  long cores = sysconf(_SC_NPROCESSORS_ONLN);
  int jobs = opt->jobs ? opt->jobs : cores > 0 ? (int)cores : 1;
  return jobs < nfiles ? jobs : nfiles;
}

int batch_run(const Options *opt) {
  Batch b = {.opt = opt};
  char err[512] = "";
  if (!inputs_expand(opt->paths, opt->npaths, &b.files, err, sizeof err)) {
    printf("tandem: error: %s\n", err);
    for (int i = 0; i < b.files.len; i++)
      free(b.files.items[i]);
    vec_free(&b.files);
    return EXIT_COMMAND_LINE;
  }
  int n = b.files.len, code = EXIT_VERIFIED;
  bool json_stdout = opt->json && !strcmp(opt->json, "-");
  bool sarif_stdout = opt->sarif && !strcmp(opt->sarif, "-");
  /* Standard output is the report's unless a result file takes it. */
  b.print = !json_stdout && !sarif_stdout;
  b.cache = cache_unusable(opt) ? NULL : cache_dir(opt);
  if (b.cache)
    cache_run_key(b.run_key);
  /* A worker reads back its report to store it in the cache. */
  b.capture = n > 1 || !b.print || opt->silent || opt->quiet || b.cache;
  /* Only for several files, and only where a person watches. */
  b.progress = n > 1 && !opt->quiet && !opt->silent && isatty(STDERR_FILENO);
  b.started = now_seconds();
  if (json_stdout && sarif_stdout) {
    printf("tandem: error: --json=- and --sarif=- cannot both use standard output\n");
    code = EXIT_COMMAND_LINE;
  } else if (!writable(opt->json) || !writable(opt->sarif)) {
    code = EXIT_COMMAND_LINE;
  } else if (!(b.dir = tempdir_create())) {
    printf("tandem: error: cannot create a temporary directory\n");
    code = EXIT_BACKEND;
  }
  if (code != EXIT_VERIFIED)
    goto done;
  int *codes = mem_calloc((size_t)n, sizeof(int));
  if (!run_workers(&b, jobs_of(opt, n), codes)) {
    tempdir_remove(b.dir);
    fprintf(stderr, "tandem: interrupted\n");
    free(codes);
    code = EXIT_INTERRUPTED;
    goto done;
  }
  int failed = 0;
  for (int i = 0; i < n; i++) {
    code = pipeline_worse(code, codes[i]);
    failed += codes[i] != EXIT_VERIFIED;
  }
  free(codes);
  if (n > 1 && b.print && !opt->silent && opt->loop_unwind > 0)
    printf("Tandem finished %d files: %d without a defect within %d loop iteration%s "
           "(not a proof), %d not\n", n, n - failed, opt->loop_unwind,
           opt->loop_unwind == 1 ? "" : "s", failed);
  else if (n > 1 && b.print && !opt->silent)
    printf("Tandem finished %d files: %d verified, %d not\n", n, n - failed, failed);
  if (!interrupted && ((opt->json && !write_joined(&b, opt->json, "json", code)) ||
                       (opt->sarif && !write_joined(&b, opt->sarif, "sarif", code))))
    code = pipeline_worse(code, EXIT_BACKEND);
  /* The handlers stay until the end: an interrupt after the workers still
   * ends the run as one. */
  if (interrupted) {
    tempdir_remove(b.dir);
    fprintf(stderr, "tandem: interrupted\n");
    code = EXIT_INTERRUPTED;
  } else if (opt->keep_temps || opt->stop_at_bpl) {
    if (b.print && !opt->silent)
      printf("Temporary files kept in %s\n", b.dir);
  } else {
    tempdir_remove(b.dir);
  }
done:
  free(b.dir);
  free(b.cache);
  for (int i = 0; i < b.files.len; i++)
    free(b.files.items[i]);
  vec_free(&b.files);
  return code;
}
