//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=1
//error: possible write-write race on buf\[
//^Confirmed by execution: .* race on buf\S* \(\S*float_local_race\.cl:10 write, \S*float_local_race\.cl:10 write\)

/* items 2k and 2k+1 write floats from different input elements to buf[k] */
__kernel void float_local_race(__global const float *in, __global float *out) {
  __local float buf[32];
  size_t l = get_local_id(0);
  buf[l / 2] = in[l];
  barrier(CLK_LOCAL_MEM_FENCE);
  out[l] = buf[l / 2];
}
