/* process: running the helper programs (clang, boogie) without a shell, with
 * a time limit and captured output; and the private temporary directory. */
#ifndef TANDEM_PROCESS_H
#define TANDEM_PROCESS_H

#include <stdbool.h>

typedef enum {
  PROC_OK,         /* ran and exited; see status */
  PROC_NOT_FOUND,  /* the program could not be started */
  PROC_TIMEOUT,    /* killed after the time limit */
  PROC_SIGNALLED,  /* died from a signal */
} ProcOutcome;

typedef struct {
  ProcOutcome outcome;
  int status;      /* exit status when outcome == PROC_OK */
  char *out;       /* stdout and stderr, interleaved; malloc'd, NUL-terminated */
  double seconds;  /* wall time */
} ProcResult;

/* Runs argv[0] (searched in PATH) with argv, stdin from /dev/null, in the
 * directory cwd (NULL: this process's). Kills the whole process group after
 * timeout seconds (0 = no limit). */
ProcResult process_run(char *const argv[], int timeout, const char *cwd);

/* The most contestants process_race runs. */
#define PROCESS_RACE_MAX 2

/* A child started ahead of its input, which it reads from a named pipe:
 * the program's own start then overlaps the work that makes its input. */
typedef struct ProcEarly ProcEarly;

/* Creates the named pipe pipe_path and starts argv in cwd, as process_run
 * would; argv names the pipe as its input. NULL if either fails, or if an
 * early child is already running (there is one at a time). */
ProcEarly *process_early_start(char *const argv[], const char *cwd, const char *pipe_path);
/* Whether e was started with exactly argv. */
bool process_early_matches(const ProcEarly *e, char *const argv[]);
/* Kills e's child, removes its pipe and frees it (NULL: nothing). */
void process_early_stop(ProcEarly *e);

/* How the contestants start. */
typedef struct {
  double stagger; /* seconds after the one before, while none has ended */
  /* NULL: start when due. Else a due contestant also waits (asking again
   * every PROCESS_RECHECK seconds) until this says a core is free: a
   * second run on a busy machine only slows the first. */
  bool (*core_free)(void);
  /* Non-NULL: the first contestant is this child, with the options of
   * argvs[0], and is fed the file early_input through its pipe; argvs[0]
   * runs instead if it ended before opening the pipe, and the race is a
   * timeout if the time limit came first. The race takes it over in every
   * case. */
  ProcEarly *early;
  const char *early_input;
} RaceRules;

/* Seconds between two questions to RaceRules.core_free. */
#define PROCESS_RECHECK 1.0

/* Runs contestants that compute the same answer, as process_run does: the
 * first at once, the next ones as the rules say. The first to end wins (its
 * index in *winner) and the others are killed. After the time limit, the
 * result is the first contestant's, with the output it wrote. */
ProcResult process_race(char *const *const argvs[], int n, RaceRules rules, int timeout,
                        const char *cwd, int *winner);
/* Whether the machine has a core to spare: its load average over the last
 * minute is at least half a core below the number of cores online. */
bool process_core_free(void);
void proc_result_free(ProcResult *r);

/* Makes the programs run from now on (clang, Boogie, Z3) back their large
 * allocations with huge pages, through the environment they inherit. */
void process_use_huge_pages(void);

/* Creates a fresh private (0700) directory under $TMPDIR or /tmp and returns
 * its malloc'd absolute path, or NULL. */
char *tempdir_create(void);
/* Removes the directory and everything in it. */
void tempdir_remove(const char *path);

/* Wall-clock seconds since an arbitrary point. */
double now_seconds(void);

#endif
