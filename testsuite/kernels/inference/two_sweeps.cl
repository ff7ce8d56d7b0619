//pass
//--local_size=64 --num_groups=8

/* Two grid-stride sweeps of one array, the second over the half after the
 * first's, with no barrier between: as the second loop is entered, thread
 * 1's log holds a write of the first, so no offset of the second's range
 * bounds it; the stride does (1024 is a multiple of the 512 threads). */
__kernel void two_sweeps(__global uint *A, uint n) {
  __requires(n == 1024);
  uint N = get_global_size(0);
  for (uint i = get_global_id(0); i < n; i += N)
    A[i] = 0;
  for (uint i = n + get_global_id(0); i < 2 * n; i += N)
    A[i] = 1;
}
