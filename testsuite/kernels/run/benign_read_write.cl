//pass
//--local_size=32 --num_groups=2 --run
//benign_read_write\.cl: benign_read_write: no defect found in this execution$

/* every work item reads the flag and writes back what it read, or writes
 * the value the others write and then reads it: the accesses agree on the
 * value, so no order changes what anyone sees */
__kernel void benign_read_write(__global int *flag, __local int *seen) {
  int v = flag[0];
  flag[0] = v;
  seen[0] = 7;
  int w = seen[0];
  flag[get_global_id(0) + 1] = w;
}
