//pass
//--local_size=64 --num_groups=4

/* each work item copies its own element, indexed by get_global_id(0) */
__kernel void tid_copy(__global const int *A, __global int *B) {
  size_t i = get_global_id(0);
  B[i] = A[i];
}
