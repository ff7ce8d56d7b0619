//pass
//--local_size=[8,8] --num_groups=[2,3]

/* 2D NDRange: get_global_id(1) and get_global_size(0) give a unique row-major index */
__kernel void add_2d(__global const int *A, __global int *B) {
  size_t x = get_global_id(0);
  size_t y = get_global_id(1);
  size_t w = get_global_size(0);
  B[y * w + x] = A[y * w + x] + 1;
}
