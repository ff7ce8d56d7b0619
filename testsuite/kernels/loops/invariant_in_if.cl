//xfail:TRANSLATION_ERROR
//--local_size=32 --num_groups=4
//invariant_in_if\.cl:8:\d+: error: user-specified invariant does not appear at loop head

/* __invariant inside an if body, not at a loop head */
__kernel void invariant_in_if(__global int *A) {
  if (get_local_id(0) == 0) {
    __invariant(get_group_id(0) < 4);
    A[get_group_id(0)] = 1;
  }
}
