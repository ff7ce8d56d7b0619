//pass
//--local_size=32 --num_groups=8

/* the block-stride walk run backwards: each work item starts at its own
 * element of the group's chunk and steps down by the group size */
__kernel void block_stride_down(__global int *A) {
  for (int i = 255 - (int)get_local_id(0); i >= 0; i -= (int)get_local_size(0))
    A[get_group_id(0) * 256 + i] = i;
}
