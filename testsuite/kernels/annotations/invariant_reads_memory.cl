//pass
//--local_size=64 --num_groups=4
//\.cl: k: Verified$

/* A loop invariant may read memory: its loads are read at the loop head,
 * not accesses of the kernel, and the array's values are kept for it. The
 * assertion after the loop needs the invariant. */
__kernel void k(__global int *out) {
  __local int A[64];
  unsigned l = get_local_id(0);
  A[l] = 7;
  for (int i = 0; __invariant(A[l] == 7), i < 100; i++)
    A[l] = A[l] * 1;
  __assert(A[l] == 7);
  out[get_global_id(0)] = A[l];
}
