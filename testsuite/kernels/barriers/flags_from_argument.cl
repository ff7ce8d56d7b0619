//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=1
//error: possible write-read race on p\[
//^Confirmed by execution: .* race on p\S* \(\S*flags_from_argument\.cl:8 write, \S*flags_from_argument\.cl:10 read\)

/* Flags passed by the host may leave local memory unfenced. */
__kernel void flags_from_argument(__local int *p, __global int *out, unsigned flags) {
  p[get_local_id(0)] = get_local_id(0);
  barrier(flags);
  out[get_local_id(0)] = p[63 - get_local_id(0)];
}
