//pass
//--local_size=8 --num_groups=1
//\.c[lu]: barrier_invariant_permutation: Verified$

/* barrier_invariant_missing.cl with the invariant that removes its false
 * alarm: each thread reads the element of thread (tid + 3) % 8. */
#define tid get_local_id(0)

__kernel void barrier_invariant_permutation(__global int *B) {
  __local int A[8];
  A[tid] = 7 - tid;
  __barrier_invariant_1(A[tid] == 7 - tid, (tid + 3) % 8);
  barrier(CLK_LOCAL_MEM_FENCE);
  B[A[(tid + 3) % 8]] = tid;
}
