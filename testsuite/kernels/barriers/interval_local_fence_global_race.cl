//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=1
//error: possible (read-write|write-read) race on A\[

/* A barrier with a local fence does not order global memory, even within
 * the one group. */
__kernel void interval_local_fence_global_race(__global int *A, __global int *B) {
  size_t t = get_local_id(0);
  A[t] = 1;
  barrier(CLK_LOCAL_MEM_FENCE);
  B[t] = A[(t + 1) % 64];
}
