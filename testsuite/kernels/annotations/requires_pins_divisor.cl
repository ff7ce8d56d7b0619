//pass
//--local_size=64 --num_groups=2

/* Divisions by a parameter pinned to a power of two: tid / n * n + tid % n
 * is tid, each work item its own element. */
__kernel void requires_pins_divisor(__global int *A, unsigned n) {
  __requires(n == 16);
  unsigned tid = get_global_id(0);
  A[tid / n * n + tid % n] = 1;
}
