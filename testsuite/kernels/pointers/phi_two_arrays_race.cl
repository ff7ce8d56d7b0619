//xfail:NOT_ALL_VERIFIED
//--local_size=32 --num_groups=1
//error: possible (read-write|write-read) race on x\[
//^Confirmed by execution: .* race on x\S* \(\S*phi_two_arrays_race\.cl:16 write, \S*phi_two_arrays_race\.cl:18 read\)
//^Confirmed by execution: .* race on y\S* \(\S*phi_two_arrays_race\.cl:16 write, \S*phi_two_arrays_race\.cl:18 write\)

/* Work item 0 writes through a pointer that may be x; the others read x
   through a different pointer, with no barrier in between. */
kernel void phi_two_arrays_race(global int *x, global int *y, int k) {
  global int *w;
  if (k == 0)
    w = x;
  else
    w = y;
  if (get_local_id(0) == 0)
    w[5] = 42;
  else
    y[get_local_id(0)] = x[5];
}
