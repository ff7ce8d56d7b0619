/* exec_report: the defects one execution found (races, barrier and warp
 * divergence, failed assertions, bad accesses) and their text: each with
 * its threads, the element and the source lines, in the style of the
 * proof's reports (backend/report.c), but stating what happened in this
 * execution rather than what might. */
#ifndef TANDEM_EXEC_REPORT_H
#define TANDEM_EXEC_REPORT_H

#include <llvm-c/Core.h>

#include "exec_mem.h"
#include "kernel.h"
#include "outcome.h"
#include "report.h"
#include "util.h"

/* One thread at one instruction. */
typedef struct {
  uint32_t lid[3], gid[3];
  LLVMValueRef site;     /* NULL: the end of the kernel */
  AccessKind kind;
} ExecWho;

typedef enum {
  EXEC_FIND_RACE,        /* a, b: the earlier and the later access */
  EXEC_FIND_DIVERGENCE,  /* a reached a barrier, b another one or the end */
  EXEC_FIND_WARP_DIVERGENCE, /* a waits at a warp operation for b, which is
                                elsewhere or has another mask (what) */
  EXEC_FIND_ASSERT,      /* a: the failing assertion */
  EXEC_FIND_FAULT,       /* a: the access; what: how it failed */
  EXEC_FIND_UB,          /* a: the instruction; what: which behaviour */
} ExecFindKind;

typedef struct {
  ExecFindKind kind;
  ExecWho a, b;
  char what[256];        /* the element (races), the fault, or how the
                            masks of a warp divergence differ */
  const char *b_label;   /* warp divergence: where b is ("Barrier reached") */
  const char *object;    /* races and faults: the object's name, or NULL */
  ExecFault fault;       /* EXEC_FIND_FAULT: which */
} ExecFinding;

/* The most findings one kernel's run reports. */
#define EXEC_MAX_FINDINGS 64

typedef struct {
  ExecFinding *items;
  int len, cap;
  int dropped;           /* found past EXEC_MAX_FINDINGS or repeated */
} ExecFindings;

/* Adds a finding unless one of the same kind at the same pair of
 * instructions is there already (a loop's races are one defect). */
void exec_report_add(ExecFindings *f, const ExecFinding *x);
void exec_report_free(ExecFindings *f);

/* How a report names places and threads. */
typedef struct {
  const char *file;      /* the kernel file as given */
  const char *cwd;       /* where clang ran: debug paths are relative to it */
  bool is_cuda;
  int dims;              /* launch dimensions given */
  uint32_t group_size[3];/* threads per block, for OpenCL's global ids */
} ExecReportStyle;

/* Appends the text of every finding to out. */
void exec_report_print(const ExecFindings *f, const ExecReportStyle *st, StrBuf *out,
                       SourceCache *src);

/* The findings as typed defects of o (--json, --sarif). */
void exec_report_describe(const ExecFindings *f, const ExecReportStyle *st, KernelOutcome *o,
                          SourceCache *src);

/* "file:line:col" of an instruction's debug location, into buf. */
Loc exec_report_loc(LLVMValueRef inst, const ExecReportStyle *st, char *buf, int len);

#endif
