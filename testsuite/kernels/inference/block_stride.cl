//pass
//--local_size=32 --num_groups=8

/* each work item walks its group's chunk with a stride of the group size */
__kernel void block_stride(__global int *A) {
  for (unsigned i = get_local_id(0); i < 256; i += get_local_size(0))
    A[get_group_id(0) * 256 + i] = i;
}
