//xfail:NOT_ALL_VERIFIED
//--local_size=32 --num_groups=1
//error: possible write-write race on S\[
//^Confirmed by execution: .* race on S\S* \(\S*short_race\.cl:8 write, \S*short_race\.cl:8 write\)

/* work items l and l+8 write different values to the same short */
__kernel void short_race(__global short *S) {
  S[get_local_id(0) % 8] = (short)get_local_id(0);
}
