//xfail:NOT_ALL_VERIFIED
//--local_size=16 --num_groups=2
//barrier_invariant_wrong\.cl:11:\d+: error: this barrier invariant might not hold for work item \d+ with local id 3 in work group \d+

/* Thread 3 writes 0, not 3: the invariant is checked at the barrier. */
#define tid get_local_id(0)

__kernel void barrier_invariant_wrong(__global int *out) {
  __local int A[16];
  A[tid] = tid == 3 ? 0 : tid;
  __barrier_invariant_1(A[tid] == tid, tid);
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = A[tid];
}
