//xfail:GPUVERIFYVCGEN_ERROR
//--local_size=64 --num_groups=1 --warp-sync=32
//unsupported construct: barrier invariant that .*written by warps in lockstep

/* Lanes in lockstep see each other's writes at once, so the values of an
 * array they write are not kept, and no barrier invariant can speak of
 * them: refused rather than assumed of stale values. */
__kernel void lockstep_barrier_invariant(__local int *A) {
  A[get_local_id(0)] = get_local_id(0);
  __barrier_invariant_1(A[get_local_id(0)] == get_local_id(0), get_local_id(0));
  barrier(CLK_LOCAL_MEM_FENCE);
}
