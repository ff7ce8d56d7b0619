//pass
//--local_size=64 --num_groups=4

/* absolute value with a select; each work item reads and writes its own element */
__kernel void select_value(__global int *A, __global int *B) {
  size_t i = get_global_id(0);
  int v = A[i];
  B[i] = v > 0 ? v : -v;
}
