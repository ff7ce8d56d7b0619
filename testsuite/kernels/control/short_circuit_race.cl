//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=1
//error: possible write-write race on A\[0\]
//^Confirmed by execution: .* race on A\S* \(\S*short_circuit_race\.cl:10 write, \S*short_circuit_race\.cl:10 write\)

/* || lets items 0 and 33..63 write different values to A[0] */
__kernel void short_circuit_race(__global int *A) {
  size_t l = get_local_id(0);
  if (l == 0 || l > 32) {
    A[0] = (int)l;
  }
}
