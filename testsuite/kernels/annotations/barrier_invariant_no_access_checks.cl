//pass
//--local_size=32 --num_groups=2 --no-barrier-access-checks
//note: barrier invariants were not checked to read only elements their threads accessed \(--no-barrier-access-checks\)
//\.c[lu]: barrier_invariant_no_access_checks: Verified$

/* The second invariant reads A[0], which no thread accessed since the
 * first barrier: the access checks refuse it; without them its value is
 * the one the first invariant gave, and the verdict carries a note. */
#define tid get_local_id(0)

__kernel void barrier_invariant_no_access_checks(__global int *out) {
  __local int A[32];
  A[tid] = 0;
  __barrier_invariant_1(A[tid] == 0, 0);
  barrier(CLK_LOCAL_MEM_FENCE);
  __barrier_invariant_1(A[0] == 0, tid);
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = A[tid];
}
