//pass
//--local_size=64 --num_groups=4

/* all work items read a program-scope __constant table and a __constant argument */
__constant int table[4] = {1, 2, 4, 8};

__kernel void constant_read(__global int *A, __constant int *weights) {
  size_t i = get_global_id(0);
  A[i] = table[i % 4] * weights[0];
}
