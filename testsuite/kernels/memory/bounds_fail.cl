//xfail:NOT_ALL_VERIFIED
//--local_size=8 --num_groups=4 --check-array-bounds
//bounds_fail\.cl:8:\d+: error: possible array out-of-bounds access on array L

/* 32 work items index a 16-element local array by global id */
__kernel void bounds_fail(__global int *out) {
  __local int L[16];
  L[get_global_id(0) % 32] = 1;
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = L[get_local_id(0)];
}
