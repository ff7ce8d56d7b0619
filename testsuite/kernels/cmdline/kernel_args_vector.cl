//xfail:NOT_ALL_VERIFIED
//--local_size=8 --num_groups=1 --kernel-args=kernel_args_vector,0x0000000500000002
//kernel_args_vector.cl:9:3: error: this assertion might not hold
//1 error

/* a vector takes the value with lane 0 in the low bits: v is (2, 5) */
__kernel void kernel_args_vector(int2 v, __global int *A) {
  __assert(v.x == 2 && v.y == 5);
  __assert(v.x == 5);
  A[get_local_id(0)] = v.y;
}
