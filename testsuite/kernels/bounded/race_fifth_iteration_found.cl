//xfail:NOT_ALL_VERIFIED
//--local_size=32 --num_groups=1 --loop-unwind=6
//race_fifth_iteration_found\.cl: error: possible write-write race on A\[0\]:$
//race_fifth_iteration_found\.cl:12:\d+:$
//race_fifth_iteration_found\.cl: race_fifth_iteration_found: 1 error$
//^Confirmed by execution: .* race on A\S* \(\S*race_fifth_iteration_found\.cl:12 write, \S*race_fifth_iteration_found\.cl:12 write\)

/* the race of race_fifth_iteration_missed.cl, within a bound of 6 */
__kernel void race_fifth_iteration_found(__global int *A) {
  for (int i = 0; i < 8; i++) {
    if (i == 4)
      A[0] = (int)get_local_id(0);
  }
}
