//pass
//--local_size=32 --num_groups=4
//\.c[lu]: produce: Verified$
//\.c[lu]: consume: Verified$

/* two race-free OpenCL kernels in one file */
__kernel void produce(__global int *A) {
  A[get_global_id(0)] = (int)get_local_id(0);
}

__kernel void consume(__global const int *A, __global int *B) {
  B[get_global_id(0)] = A[get_global_id(0)] * 2;
}
