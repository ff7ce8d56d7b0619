//xfail:NOT_ALL_VERIFIED
//--local_size=32 --num_groups=1 --loop-unwind=2
//race_second_iteration\.cl: error: possible write-write race on A\[0\]:$
//race_second_iteration\.cl:12:\d+:$
//race_second_iteration\.cl: race_second_iteration: 1 error$
//^Confirmed by execution: .* race on A\S* \(\S*race_second_iteration\.cl:12 write, \S*race_second_iteration\.cl:12 write\)

/* the race needs a second iteration, which --loop-unwind=2 reaches */
__kernel void race_second_iteration(__global int *A) {
  for (int i = 0; i < 8; i++) {
    if (i == 1)
      A[0] = (int)get_local_id(0);
  }
}
