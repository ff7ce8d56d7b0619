//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=1
//error: possible write-write race on A\[
//early_return_race\.cl:13:\d+:
//^Confirmed by execution: .* race on A\S* \(\S*early_return_race\.cl:13 write, \S*early_return_race\.cl:13 write\)

/* items 32..63 survive the early return and write A[l % 16]: items l and l+16 collide */
__kernel void early_return_race(__global int *A) {
  size_t l = get_local_id(0);
  if (l < 32) {
    return;
  }
  A[l % 16] = (int)l;
}
