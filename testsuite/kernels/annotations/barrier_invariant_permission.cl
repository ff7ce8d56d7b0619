//xfail:NOT_ALL_VERIFIED
//--local_size=32 --num_groups=2
//barrier_invariant_permission\.cl:14:\d+: error: insufficient permission: this barrier invariant reads an element of A that neither thread accessed since the last barrier

/* A[0] is written by thread 0 only, after the last barrier; for two other
 * threads the invariant reads a value that neither of them knows (thread
 * 0 changed it), which the access check refuses. */
#define tid get_local_id(0)

__kernel void barrier_invariant_permission(__global int *out) {
  __local int A[32];
  A[tid] = tid;
  if (tid == 0) A[0] = 5;
  __barrier_invariant_binary_1(__implies(tid != 0 & __other_int(tid) != 0, A[0] == 0), tid, __other_int(tid));
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = A[tid];
}
