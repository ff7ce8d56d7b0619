//xfail:NOT_ALL_VERIFIED
//--local_size=32 --num_groups=2
//barrier_invariant_access_checked\.cl:15:\d+: error: insufficient permission

/* barrier_invariant_no_access_checks.cl with the access checks: the second
 * invariant reads A[0], which no thread of the pair accessed since the
 * first barrier. */
#define tid get_local_id(0)

__kernel void barrier_invariant_access_checked(__global int *out) {
  __local int A[32];
  A[tid] = 0;
  __barrier_invariant_1(A[tid] == 0, 0);
  barrier(CLK_LOCAL_MEM_FENCE);
  __barrier_invariant_1(A[0] == 0, tid);
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = A[tid];
}
