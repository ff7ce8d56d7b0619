//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=1
//error: possible write-write race on A\[
//nested_if_race\.cl:13:\d+:
//nested_if_race\.cl:16:\d+:
//^Confirmed by execution: .* race on A\S* \(\S*nested_if_race\.cl:16 write, \S*nested_if_race\.cl:13 write\)

/* items 8..15 write A[0..7] in a nested branch while items 0..7 write them in the else */
__kernel void nested_if_race(__global int *A) {
  size_t l = get_local_id(0);
  if (l >= 8) {
    if (l < 16) {
      A[l - 8] = (int)l;
    }
  } else {
    A[l] = 100;
  }
}
