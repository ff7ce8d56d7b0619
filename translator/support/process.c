/* process: running clang and Boogie as child processes, and the private
 * temporary directory their files live in. */
#include "process.h"

#include <errno.h>
#include <fcntl.h>
#include <ftw.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "util.h"

double now_seconds(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

static void close_fd(int *fd) {
  if (*fd >= 0)
    close(*fd);
  *fd = -1;
}

/* ---- the children's memory ---- */

/* The glibc tunable that backs malloc's large blocks with transparent huge
 * pages (glibc 2.35 on; older C libraries ignore it). */
#define HUGE_PAGES_TUNABLE "glibc.malloc.hugetlb"

void process_use_huge_pages(void) {
  /* Z3 touches two 8 MB tables before its first answer, and its search
   * chases pointers through gigabytes: with 4 KiB pages both are page
   * faults and TLB misses. Measured here: a trivial Boogie run 0.35 s ->
   * 0.30 s, one PolyBench Houdini query 33 s -> 24 s. The user's own
   * tunables are kept, and their choice of this one wins. */
  const char *old = getenv("GLIBC_TUNABLES");
  if (old && strstr(old, HUGE_PAGES_TUNABLE))
    return;
  char *value = old && *old ? mem_printf("%s:%s=1", old, HUGE_PAGES_TUNABLE)
                            : mem_strdup(HUGE_PAGES_TUNABLE "=1");
  setenv("GLIBC_TUNABLES", value, 1);
  free(value);
}

/* ---- stopping children when tandem is stopped ---- */

/* The process groups of the children now running, for the signal handler:
 * a child runs in a group of its own (so that a timeout kills it with all
 * it started), which an interrupt of tandem's group would not reach. */
static volatile sig_atomic_t running_groups[PROCESS_RACE_MAX + 1];

/* The slot in running_groups of the child started ahead of its input. */
#define EARLY_SLOT PROCESS_RACE_MAX

static void stop_children(int sig) {
  for (int i = 0; i <= EARLY_SLOT; i++)
    if (running_groups[i] > 0)
      kill(-running_groups[i], SIGKILL);
  signal(sig, SIG_DFL);
  raise(sig);
}

static void stop_children_on_signals(void) {
  static const int sigs[] = {SIGINT, SIGTERM, SIGHUP};
  for (size_t i = 0; i < sizeof sigs / sizeof sigs[0]; i++) {
    struct sigaction sa, old;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = stop_children;
    sigaction(sigs[i], NULL, &old);
    if (old.sa_handler != SIG_IGN) /* keep an ignored hangup ignored (nohup) */
      sigaction(sigs[i], &sa, NULL);
  }
}

/* ---- the child side (between fork and exec: async-signal-safe calls only) ---- */

/* Sets up the child and execs argv in cwd (NULL: the parent's). On failure,
 * writes errno to report_fd (close-on-exec, so the parent reads EOF when exec
 * succeeds). */
static _Noreturn void child_exec(char *const argv[], const char *cwd, int out_fd,
                                 int report_fd) {
  /* Its own process group, so a timeout can kill it and everything it
   * started at once. */
  setpgid(0, 0);
  /* And it dies with tandem, however tandem ends. */
  prctl(PR_SET_PDEATHSIG, SIGKILL);
  /* Signals the parent ignores or blocks stay so across exec; restore the
   * defaults a program expects. */
  struct sigaction dfl;
  memset(&dfl, 0, sizeof dfl);
  dfl.sa_handler = SIG_DFL;
  sigaction(SIGPIPE, &dfl, NULL);
  sigset_t none;
  sigemptyset(&none);
  sigprocmask(SIG_SETMASK, &none, NULL);

  int null_fd = open("/dev/null", O_RDONLY);
  if ((cwd && chdir(cwd) < 0) || null_fd < 0 || dup2(null_fd, STDIN_FILENO) < 0 ||
      dup2(out_fd, STDOUT_FILENO) < 0 || dup2(out_fd, STDERR_FILENO) < 0) {
    int e = errno;
    (void)!write(report_fd, &e, sizeof e);
    _exit(127);
  }
  execvp(argv[0], argv);
  int e = errno;
  (void)!write(report_fd, &e, sizeof e);
  _exit(127);
}

/* ---- the parent side ---- */

static ProcResult not_started(const char *program, int err, double start) {
  ProcResult r = {.outcome = PROC_NOT_FOUND, .status = -1};
  StrBuf b = {0};
  sb_printf(&b, "cannot run '%s': %s\n", program, strerror(err));
  r.out = b.s;
  r.seconds = now_seconds() - start;
  return r;
}

/* Milliseconds left until deadline for poll(), or -1 for no deadline. */
static int poll_timeout_ms(double deadline) {
  if (deadline <= 0)
    return -1;
  double left = deadline - now_seconds();
  if (left <= 0)
    return 0;
  return (int)(left * 1000) + 1;
}

/* Waits for pid to exit. A child may close its output and keep running, so
 * the deadline still holds here. Returns false if it passed first. */
static bool wait_until(pid_t pid, double deadline, int *status) {
  for (;;) {
    pid_t w = waitpid(pid, status, deadline > 0 ? WNOHANG : 0);
    if (w == pid)
      return true;
    if (w < 0 && errno != EINTR) {
      *status = 0;
      return true; /* not our child any more: nothing left to wait for */
    }
    if (w == 0) {
      if (now_seconds() >= deadline)
        return false;
      struct timespec tick = {0, 10 * 1000 * 1000};
      nanosleep(&tick, NULL);
    }
  }
}

static void kill_group(pid_t pid) {
  kill(-pid, SIGKILL);
  int status;
  while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
  }
}

/* Reads the exec report: 0 if the program started, else its errno. */
static int read_exec_report(int fd) {
  int e = 0;
  ssize_t n;
  do {
    n = read(fd, &e, sizeof e);
  } while (n < 0 && errno == EINTR);
  return n == (ssize_t)sizeof e ? e : 0;
}

/* A child being run: its process group (its pid) and its output so far. */
typedef struct {
  pid_t pid;
  int fd;   /* the read end of its output */
  int slot; /* its entry in running_groups */
  StrBuf text;
} Child;

/* Starts argv in cwd as running_groups[slot]. Returns 0, or the errno of
 * the failed pipe, fork or exec. */
static int child_start(char *const argv[], const char *cwd, int slot, Child *c) {
  int out[2] = {-1, -1}, report[2] = {-1, -1};
  if (pipe2(out, O_CLOEXEC) < 0)
    return errno;
  if (pipe2(report, O_CLOEXEC) < 0) {
    int e = errno;
    close_fd(&out[0]);
    close_fd(&out[1]);
    return e;
  }
  stop_children_on_signals();
  pid_t pid = fork();
  if (pid == 0)
    child_exec(argv, cwd, out[1], report[1]);
  int fork_errno = errno;
  close_fd(&out[1]);
  close_fd(&report[1]);
  if (pid < 0) {
    close_fd(&out[0]);
    close_fd(&report[0]);
    return fork_errno;
  }
  /* Also from this side, so the group exists before any kill(-pid). It
   * fails harmlessly if the child has already exec'd. */
  setpgid(pid, pid);
  running_groups[slot] = pid;
  int exec_errno = read_exec_report(report[0]);
  close_fd(&report[0]);
  if (exec_errno) {
    close_fd(&out[0]);
    int status;
    while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
    }
    running_groups[slot] = 0;
    return exec_errno;
  }
  *c = (Child){.pid = pid, .fd = out[0], .slot = slot};
  sb_puts(&c->text, ""); /* out is never NULL */
  return 0;
}

/* Reads what child c has written. Returns false at end of file. */
static bool child_read(Child *c) {
  char chunk[8192];
  ssize_t got;
  do {
    got = read(c->fd, chunk, sizeof chunk);
  } while (got < 0 && errno == EINTR);
  if (got < 0 && errno == EAGAIN)
    return true;
  if (got <= 0)
    return false;
  for (ssize_t i = 0; i < got; i++)
    sb_putc(&c->text, chunk[i]);
  return true;
}

static void child_stop(Child *c) {
  close_fd(&c->fd);
  kill_group(c->pid);
  running_groups[c->slot] = 0;
  sb_free(&c->text);
}

/* Reads the children's outputs until one of them ends: returns its index,
 * or -1 when the deadline or the time `due` (0: none for either) comes
 * first. */
static int poll_children(Child *kids, int n, double deadline, double due) {
  struct pollfd p[PROCESS_RACE_MAX];
  for (int i = 0; i < n; i++)
    p[i] = (struct pollfd){.fd = kids[i].fd, .events = POLLIN};
  for (;;) {
    double until = deadline > 0 && (due <= 0 || deadline < due) ? deadline : due;
    int ms = poll_timeout_ms(until);
    int got = poll(p, (nfds_t)n, ms);
    if (got < 0 && errno == EINTR)
      continue;
    if (got < 0)
      return 0; /* cannot happen with valid fds; taken as the first's end */
    if (got == 0 && (ms == 0 || now_seconds() >= until))
      return -1;
    for (int i = 0; i < n && got > 0; i++)
      if (p[i].revents && !child_read(&kids[i]))
        return i;
  }
}

/* ---- a child started ahead of its input ---- */

struct ProcEarly {
  Child c;
  Vec argv; /* char*, malloc'd copies */
  char *pipe_path;
};

ProcEarly *process_early_start(char *const argv[], const char *cwd, const char *pipe_path) {
  if (running_groups[EARLY_SLOT] || mkfifo(pipe_path, 0600) < 0)
    return NULL;
  ProcEarly *e = mem_calloc(1, sizeof *e);
  if (child_start(argv, cwd, EARLY_SLOT, &e->c)) {
    unlink(pipe_path);
    free(e);
    return NULL;
  }
  for (char *const *a = argv; *a; a++)
    vec_push(&e->argv, mem_strdup(*a));
  e->pipe_path = mem_strdup(pipe_path);
  return e;
}

bool process_early_matches(const ProcEarly *e, char *const argv[]) {
  int i = 0;
  for (; argv[i]; i++)
    if (i >= e->argv.len || strcmp(argv[i], e->argv.items[i]))
      return false;
  return i == e->argv.len;
}

/* Frees e and removes its pipe; its child too unless adopted (it then
 * runs on as a contestant of process_race). */
static void early_free(ProcEarly *e, bool adopted) {
  if (!adopted)
    child_stop(&e->c);
  unlink(e->pipe_path);
  free(e->pipe_path);
  for (int i = 0; i < e->argv.len; i++)
    free(e->argv.items[i]);
  vec_free(&e->argv);
  free(e);
}

void process_early_stop(ProcEarly *e) {
  if (e)
    early_free(e, false);
}

/* Milliseconds between two tries to open the pipe of an early child that
 * has not opened it yet. */
#define EARLY_OPEN_RETRY_MS 5

/* Opens e's pipe for writing once its child has opened it for reading:
 * -1 if the child ended, or the deadline passed, first. The child's output
 * is read meanwhile. */
static int early_open(ProcEarly *e, double deadline) {
  for (;;) {
    int fd = open(e->pipe_path, O_WRONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd >= 0 || errno != ENXIO)
      return fd;
    if (deadline > 0 && now_seconds() >= deadline)
      return -1;
    struct pollfd p = {.fd = e->c.fd, .events = POLLIN};
    if (poll(&p, 1, EARLY_OPEN_RETRY_MS) > 0 && !child_read(&e->c))
      return -1;
  }
}

/* Writes the file at path into e's pipe, reading the child's output
 * meanwhile so that neither waits on the other. Returns false if the child
 * never opened its pipe (it is then no contestant); once it has, what it
 * does with its input, even if cut short, is its outcome. */
static bool early_feed(ProcEarly *e, const char *path, double deadline) {
  int in = open(path, O_RDONLY | O_CLOEXEC);
  int out = in < 0 ? -1 : early_open(e, deadline);
  if (out < 0) {
    close_fd(&in);
    return false;
  }
  /* A child that dies while reading must not take tandem with it. */
  sigset_t pipe_signal, old;
  sigemptyset(&pipe_signal);
  sigaddset(&pipe_signal, SIGPIPE);
  sigprocmask(SIG_BLOCK, &pipe_signal, &old);
  char buf[1 << 16];
  ssize_t have = 0, done = 0;
  for (;;) {
    if (done == have) {
      do {
        have = read(in, buf, sizeof buf);
      } while (have < 0 && errno == EINTR);
      done = 0;
      if (have <= 0)
        break;
    }
    struct pollfd p[2] = {{.fd = out, .events = POLLOUT}, {.fd = e->c.fd, .events = POLLIN}};
    int got = poll(p, 2, poll_timeout_ms(deadline));
    if (got < 0 && errno == EINTR)
      continue;
    if (got <= 0 || (p[1].revents && !child_read(&e->c)) ||
        (p[0].revents & (POLLERR | POLLHUP)))
      break;
    if (p[0].revents & POLLOUT) {
      ssize_t w = write(out, buf + done, (size_t)(have - done));
      if (w < 0 && errno != EAGAIN && errno != EINTR)
        break;
      done += w > 0 ? w : 0;
    }
  }
  /* A SIGPIPE raised meanwhile is taken now, not on unblocking. */
  struct timespec no_wait = {0, 0};
  while (sigtimedwait(&pipe_signal, NULL, &no_wait) > 0) {
  }
  sigprocmask(SIG_SETMASK, &old, NULL);
  close_fd(&out);
  close_fd(&in);
  return true;
}

/* The load average, over the last minute, that leaves a core to spare
 * is below the number of cores by this much. */
#define SPARE_CORE_MARGIN 0.5

bool process_core_free(void) {
  double load[1];
  long cores = sysconf(_SC_NPROCESSORS_ONLN);
  return getloadavg(load, 1) == 1 && cores > 0 &&
         load[0] <= (double)cores - SPARE_CORE_MARGIN;
}

ProcResult process_race(char *const *const argvs[], int n, RaceRules rules, int timeout,
                        const char *cwd, int *winner) {
  double start = now_seconds();
  double deadline = timeout > 0 ? start + timeout : 0;
  if (n > PROCESS_RACE_MAX)
    n = PROCESS_RACE_MAX;
  Child kids[PROCESS_RACE_MAX];
  int err = 0;
  bool fed = rules.early && early_feed(rules.early, rules.early_input, deadline);
  /* The time an early child took to never open its pipe counts too. */
  bool late = !fed && deadline > 0 && now_seconds() >= deadline;
  if (fed)
    kids[0] = rules.early->c;
  else if (!late)
    err = child_start(argvs[0], cwd, 0, &kids[0]);
  if (rules.early)
    early_free(rules.early, fed);
  if (late)
    return (ProcResult){.outcome = PROC_TIMEOUT, .status = -1, .out = mem_strdup(""),
                        .seconds = now_seconds() - start};
  if (err)
    return not_started(argvs[0][0], err, start);
  int running = 1, first = -1;
  double due = n > 1 ? start + rules.stagger : 0;
  for (;;) {
    first = poll_children(kids, running, deadline, due);
    if (first >= 0 || (deadline > 0 && now_seconds() >= deadline))
      break;
    if (due <= 0 || now_seconds() < due)
      continue;
    if (rules.core_free && !rules.core_free()) {
      due = now_seconds() + PROCESS_RECHECK;
      continue;
    }
    /* A contestant that cannot start leaves the race to the others. */
    if (child_start(argvs[running], cwd, running, &kids[running]))
      n = running;
    else
      running++;
    due = running < n ? now_seconds() + rules.stagger : 0;
  }
  /* Past the deadline, the first contestant's output tells how far it got. */
  bool in_time = first >= 0;
  int kept = in_time ? first : 0;
  for (int i = 0; i < running; i++)
    if (i != kept)
      child_stop(&kids[i]);
  Child *w = &kids[kept];
  close_fd(&w->fd);
  int status = 0;
  in_time = in_time && wait_until(w->pid, deadline, &status);
  ProcResult r = {.outcome = PROC_OK, .status = -1};
  if (!in_time) {
    kill_group(w->pid);
    r.outcome = PROC_TIMEOUT;
  } else if (WIFSIGNALED(status)) {
    r.outcome = PROC_SIGNALLED;
    r.status = WTERMSIG(status); /* the signal number */
  } else {
    r.status = WEXITSTATUS(status);
  }
  running_groups[w->slot] = 0; /* reaped */
  r.out = w->text.s;
  r.seconds = now_seconds() - start;
  if (winner)
    *winner = kept;
  return r;
}

ProcResult process_run(char *const argv[], int timeout, const char *cwd) {
  char *const *const argvs[] = {argv};
  return process_race(argvs, 1, (RaceRules){0}, timeout, cwd, NULL);
}

void proc_result_free(ProcResult *r) {
  free(r->out);
  r->out = NULL;
}

/* ---- the temporary directory ---- */

char *tempdir_create(void) {
  const char *base = getenv("TMPDIR");
  if (!base || !*base)
    base = "/tmp";
  size_t n = strlen(base);
  while (n > 1 && base[n - 1] == '/')
    n--;
  StrBuf path = {0};
  /* Absolute, so that a child run in it (process_run's cwd) still finds it. */
  if (base[0] != '/') {
    char *cwd = getcwd(NULL, 0);
    if (!cwd)
      return NULL;
    sb_printf(&path, "%s/", cwd);
    free(cwd);
  }
  sb_printf(&path, "%.*s/tandem-XXXXXX", (int)n, base);
  /* mkdtemp creates the directory with mode 0700: private to the user. */
  if (!mkdtemp(path.s)) {
    sb_free(&path);
    return NULL;
  }
  return path.s;
}

/* nftw callback: removes one entry, children before their directory. */
static int remove_entry(const char *path, const struct stat *st, int type, struct FTW *ftw) {
  if (type == FTW_DP || type == FTW_DNR || type == FTW_D)
    rmdir(path);
  else
    unlink(path);
  return 0; /* keep going: remove as much as possible */
}

void tempdir_remove(const char *path) {
  if (!path || !*path)
    return;
  /* FTW_PHYS: a symbolic link is removed, never followed out of the
   * directory. FTW_MOUNT: never descend into another file system. */
  nftw(path, remove_entry, 16, FTW_DEPTH | FTW_PHYS | FTW_MOUNT);
}
