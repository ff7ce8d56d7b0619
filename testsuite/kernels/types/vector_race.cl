//xfail:NOT_ALL_VERIFIED
//--local_size=32 --num_groups=1
//error: possible write-write race on V\[
//^Confirmed by execution: .* race on V\S* \(\S*vector_race\.cl:9 write, \S*vector_race\.cl:9 write\)

/* items 2k and 2k+1 write different int2 values to V[k] */
__kernel void vector_race(__global int2 *V) {
  size_t l = get_local_id(0);
  V[l / 2] = (int2)((int)l, 0);
}
