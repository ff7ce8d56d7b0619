/* tandem: proves CUDA and OpenCL kernels free of data races and barrier
 * divergence. See docs/usage.md. */
#include <stdio.h>

#include "batch.h"
#include "options.h"
#include "pipeline.h"
#include "process.h"

int main(int argc, char **argv) {
  Options opt;
  bool exit_now = false;
  char err[512];
  setvbuf(stdout, NULL, _IOLBF, 0);
  if (!options_parse(argc, argv, &opt, &exit_now, err, sizeof err)) {
    printf("tandem: error: %s\n", err);
    return EXIT_COMMAND_LINE;
  }
  if (exit_now)
    return EXIT_VERIFIED;
  if (!opt.silent)
    options_note_unhonoured(&opt, NULL, stderr);
  process_use_huge_pages();
  int code = batch_run(&opt);
  options_free(&opt);
  return code;
}
