//xfail:NOT_ALL_VERIFIED
//--local_size=32 --num_groups=1 --loop-unwind=4
//race_after_loop\.cl: error: possible write-write race on A\[0\]:$
//race_after_loop\.cl:13:\d+:$
//^Write by .*, \S*race_after_loop\.cl:13:8:\n.*\n\nWrite by .*, \S*race_after_loop\.cl:12:32:$

/* code after a loop of 3 iterations is reached with 4 passes through its
   head (the last one leaves it); race_after_loop_missed.cl has a bound
   of 3 */
__kernel void race_after_loop(__global int *A) {
  for (int i = 0; i < 3; i++)
    A[get_local_id(0) * 4 + i] = 0;
  A[0] = (int)get_local_id(0);
}
