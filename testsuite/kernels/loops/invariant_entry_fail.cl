//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=1 --no-infer
//invariant_entry_fail\.cl:7:\d+: error: loop invariant might not hold on entry

/* i >= 8 fails on entry for work items with local id below 8 */
__kernel void invariant_entry_fail(__global int *A) {
  for (uint i = get_local_id(0); __invariant(i >= 8), i < 64; i++) {
  }
  A[get_local_id(0)] = 0;
}
