//pass
//--local_size=64 --num_groups=1
//\.cl: window_from_negative: Verified$

/* counter-lower-signed: each work item clears the four elements around
 * its slot, offsets -2 to 1. The offset starts below zero, so it is above
 * its start only as a signed number; without that bound the offsets
 * logged so far, and the current one, are not confined to the window. */
__kernel void window_from_negative(__local int *s) {
  int mid = 4 * get_local_id(0) + 2;
  /* nounroll: the loops stay loops, for the inference this tests */
  #pragma nounroll
  for (int d = -2; d < 2; d++)
    s[mid + d] = 0;
}
