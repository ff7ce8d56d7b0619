//pass
//--local_size=16 --num_groups=4 --only-intra-group

/* group_ww.cl with --only-intra-group passes */
__kernel void group_ww(__global int *A) {
  A[get_local_id(0)] = (int)get_group_id(0);
}
