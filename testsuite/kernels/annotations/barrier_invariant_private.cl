//xfail:TRANSLATION_ERROR
//--local_size=32 --num_groups=1
//barrier_invariant_private\.cl:13:\d+: error: unsupported construct: barrier invariant that uses a value private to the thread

/* x is the thread's own copy of a value read before: it cannot be
 * instantiated for another thread. */
#define tid get_local_id(0)

__kernel void barrier_invariant_private(__global int *in, __global int *out) {
  __local int A[32];
  int x = in[get_global_id(0)];
  A[tid] = x;
  __barrier_invariant_1(A[tid] == x, tid);
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = A[tid] + x;
}
