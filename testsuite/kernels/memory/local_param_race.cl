//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=1
//error: possible write-write race on scratch\[
//^Confirmed by execution: .* race on scratch\S* \(\S*local_param_race\.cl:9 write, \S*local_param_race\.cl:9 write\)

/* a __local pointer argument written at l / 2: items 2k and 2k+1 collide */
__kernel void local_param_race(__global int *A, __local int *scratch) {
  size_t l = get_local_id(0);
  scratch[l / 2] = (int)l;
  barrier(CLK_LOCAL_MEM_FENCE);
  A[l] = scratch[l / 2];
}
