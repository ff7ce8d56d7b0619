/* policy: the command line turned into the plain configuration of each
 * stage, and the command-line policies applied to a translated kernel. The
 * stages never read Options: this is the one place that does. */
#ifndef TANDEM_POLICY_H
#define TANDEM_POLICY_H

#include "config.h"
#include "exec.h"
#include "kernel.h"
#include "options.h"

/* Translation of kernel `kernel` (its source name). */
TranslateConfig policy_translate(const Options *opt, const char *kernel, bool is_cuda);
FrontendConfig policy_frontend(const Options *opt, bool is_cuda);
InstrumentConfig policy_instrument(const Options *opt);
BackendConfig policy_backend(const Options *opt);
ReportConfig policy_report(const Options *opt);
/* --run: the execution of kernel `kernel` (its source name); cfg.cwd is
 * left for the caller. */
ExecConfig policy_execute(const Options *opt, const char *kernel, bool is_cuda);
/* --run-input's file, parsed into *in (nothing when not given); false
 * with a message in err when it cannot be read or parsed. */
bool policy_run_input(const Options *opt, ExecInput *in, char *err, int errlen);

/* --check-arrays and --only-log: marks the arrays of k whose races are not
 * checked. A name that is no array of k is an error rather than a check of
 * nothing: returns false with a message in err. */
bool policy_restrict_checks(const Options *opt, Kernel *k, char *err, int errlen);

#endif
