//pass
//--local_size=8 --num_groups=2
//\.c[lu]: barrier_invariant_scan: Verified$

/* An inclusive scan of ones: thread t ends with t + 1, so the final writes
 * go to distinct elements. Only the barrier invariants, stating after each
 * step the value every thread holds, say what A[t - d] holds. */
#define N 8
#define tid get_local_id(0)
#define MIN(a, b) __ite((a) < (b), (a), (b))

#define STEP(d)                                                         \
  {                                                                     \
    int me = A[tid];                                                    \
    int t = tid >= d ? A[tid - d] : 0;                                  \
    barrier(CLK_LOCAL_MEM_FENCE);                                       \
    A[tid] = me + t;                                                    \
    __barrier_invariant_2(A[tid] == MIN(tid + 1, 2 * d), tid, tid - 2 * d); \
    barrier(CLK_LOCAL_MEM_FENCE);                                       \
  }

__kernel void barrier_invariant_scan(__global int *out) {
  __local int A[N];
  A[tid] = 1;
  __barrier_invariant_2(A[tid] == 1, tid, tid - 1);
  barrier(CLK_LOCAL_MEM_FENCE);
  STEP(1)
  STEP(2)
  STEP(4)
  out[get_group_id(0) * N + A[tid] - 1] = tid;
}
