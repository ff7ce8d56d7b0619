//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=1
//error: possible (read-write|write-read) race on A\[
//^Confirmed by execution: .* race on A\S* \(\S*local_fence_on_global\.cl:9 write, \S*local_fence_on_global\.cl:11 read\)

/* barrier(CLK_LOCAL_MEM_FENCE) does not order accesses to __global memory */
__kernel void local_fence_on_global(__global int *A, __global int *B) {
  size_t i = get_local_id(0);
  A[i] = (int)i;
  barrier(CLK_LOCAL_MEM_FENCE);
  B[i] = A[(i + 1) % get_local_size(0)];
}
