//pass
//--local_size=64 --num_groups=8

/* read and write of the same element by the same work item is not a race */
__kernel void read_modify_write(__global int *A) {
  size_t i = get_global_id(0);
  A[i] = A[i] * 2 + 1;
}
