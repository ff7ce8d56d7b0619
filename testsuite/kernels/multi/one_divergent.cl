//xfail:NOT_ALL_VERIFIED
//--local_size=32 --num_groups=1
//\.c[lu]: fine: Verified$
//\.c[lu]: divergent: \d+ errors?$
//one_divergent\.cl:15:\d+: error: barrier may be reached by non-uniform control flow

/* one verified kernel and one with a divergent barrier */
__kernel void fine(__global int *A) {
  A[get_local_id(0)] = 1;
  barrier(CLK_GLOBAL_MEM_FENCE);
}

__kernel void divergent(__global int *A) {
  if (get_local_id(0) == 0) {
    barrier(CLK_GLOBAL_MEM_FENCE);
  }
}
