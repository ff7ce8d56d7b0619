//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=2
//error: possible (read-write|write-read) race on buf\[
//^Confirmed by execution: .* race on buf\S* \(\S*global_fence_on_local\.cl:10 write, \S*global_fence_on_local\.cl:12 read\)

/* barrier(CLK_GLOBAL_MEM_FENCE) does not order accesses to __local memory */
__kernel void global_fence_on_local(__global int *A) {
  __local int buf[64];
  size_t l = get_local_id(0);
  buf[l] = A[get_global_id(0)];
  barrier(CLK_GLOBAL_MEM_FENCE);
  A[get_global_id(0)] = buf[63 - l];
}
