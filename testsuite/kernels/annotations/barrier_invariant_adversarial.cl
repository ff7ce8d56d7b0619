//xfail:GPUVERIFYVCGEN_ERROR
//--local_size=64 --num_groups=1 --adversarial-abstraction
//barrier_invariant_adversarial\.cl:10:\d+: error: unsupported construct: barrier invariant that reads an array whose values are not kept

/* Under the adversarial abstraction reads give any value: no barrier
 * invariant can speak of them, and one is refused rather than assumed
 * (this used to crash). */
__kernel void barrier_invariant_adversarial(__local int *A) {
  A[get_local_id(0)] = get_local_id(0);
  __barrier_invariant_1(A[get_local_id(0)] == get_local_id(0), get_local_id(0));
  barrier(CLK_LOCAL_MEM_FENCE);
}
