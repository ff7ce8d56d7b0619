//xfail:NOT_ALL_VERIFIED
//--local_size=32 --num_groups=1 --loop-unwind=3
//error: possible write-write race on A\[
//^Confirmed by execution: .* race on A\S* \(\S*loop_unwind_race\.cl:9 write, \S*loop_unwind_race\.cl:9 write\)

/* --loop-unwind=3 finds the race inside a two-iteration loop */
__kernel void loop_unwind_race(__global int *A) {
  for (int i = 0; i < 2; i++) {
    A[i] = (int)get_local_id(0);
  }
}
