//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=8
//error: possible write-write race on A\[1023\]:$
//^Write by work item 0 with local id 0 in work group 0, \S*two_sweeps_race\.cl:15:\d+:$

/* As two_sweeps.cl, but the second sweep writes one element lower: its
 * first thread writes A[1023], which the first sweep's thread 511 wrote
 * too, with no barrier between. */
__kernel void two_sweeps_race(__global uint *A, uint n) {
  __requires(n == 1024);
  uint N = get_global_size(0);
  for (uint i = get_global_id(0); i < n; i += N)
    A[i] = 0;
  for (uint i = n + get_global_id(0); i < 2 * n; i += N)
    A[i - 1] = 1;
}
