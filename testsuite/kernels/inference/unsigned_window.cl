//pass
//--local_size=64 --num_groups=4
//\.cl: unsigned_window: Verified$

/* counter-lower: each work item clears its own 16 elements of a window
 * that straddles 2^31. There the signed lower bound lo <= i fails, so only
 * the unsigned one keeps the other work item's current element inside its
 * own window. */
__kernel void unsigned_window(__global int *a) {
  unsigned lo = 0x7ffffc00u + 16 * get_global_id(0);
  for (unsigned i = lo; i < lo + 16; i++)
    a[i] = 0;
}
