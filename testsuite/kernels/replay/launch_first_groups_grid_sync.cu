//xfail:NOT_ALL_VERIFIED
//--blockDim=1024 --gridDim=128 --verbose
//error: possible read-write race on A\[\d+\]:$
//^.*launch_first_groups_grid_sync\.cu: launch_first_groups_grid_sync: replay: an execution of the first 64 groups: 0 defects in 0 instructions, \S+ s, which could not start$
//^Write by .*, \S*launch_first_groups_grid_sync\.cu:20:8:\n.*\n\nRead by .*, \S*launch_first_groups_grid_sync\.cu:19:10:$

/* A kernel with a grid barrier needs every group of its launch: a launch
 * too large to run whole is not replayed by its first groups (they would
 * wait at the grid barrier for the others). */
#include <cooperative_groups.h>

namespace cg = cooperative_groups;

__global__ void launch_first_groups_grid_sync(int *A, int *B) {
  cg::grid_group grid = cg::this_grid();
  unsigned i = grid.thread_rank();
  A[i] = 1;
  grid.sync();
  B[i] = A[i + 1];
  A[i] = 2;
}
