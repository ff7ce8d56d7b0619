//xfail:NOT_ALL_VERIFIED
//--local_size=32 --num_groups=4
//error: barrier may be reached by non-uniform control flow
//:19:7:

/* The same shape, but each work-item branches on its own element, which
 * differs between work-items: the inner barrier is divergent. */
__kernel void branch_on_own_shared_element(__local int *s, __global int *out) {
  /* nounroll: the loops stay loops, for the inference this tests */
  #pragma nounroll
  for (int i = 0; i < 10; i++) {
    s[get_local_id(0)] = i * get_local_id(0);
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (s[get_local_id(0)] > 5) {
    #pragma nounroll
    for (int j = 0; j < 4; j++) {
      out[get_global_id(0)] = j;
      barrier(CLK_LOCAL_MEM_FENCE);
    }
  }
}
