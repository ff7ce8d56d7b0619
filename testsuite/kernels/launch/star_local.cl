//pass
//--local_size=* --num_groups=*

/* only local id 0 of each group writes, at A[group id]: race-free for any NDRange */
__kernel void star_local(__global int *A) {
  if (get_local_id(0) == 0) {
    A[get_group_id(0)] = (int)get_group_id(0);
  }
}
