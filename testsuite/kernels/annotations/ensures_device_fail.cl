//xfail:NOT_ALL_VERIFIED
//--local_size=16 --num_groups=1
//ensures_device_fail\.cl:8:3: error: postcondition might not hold on all return paths$

/* The postcondition fails on the second return path only: it is checked
 * where the function returns, not where it is written. */
int clamp_positive(int x) {
  __ensures(__return_val_int() > 0);
  if (x > 0)
    return x;
  return 0;
}

__kernel void k(__global int *A) {
  A[get_local_id(0)] = clamp_positive(A[get_local_id(0)]);
}
