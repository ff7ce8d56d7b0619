//xfail:NOT_ALL_VERIFIED
//--local_size=10 --num_groups=1
//private_array_initializer_fail\.cl:8:\d+: error: this assertion might not hold

__kernel void private_array_initializer_fail(__global int *A) {
  int x[10] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9};
  A[get_global_id(0)] = x[get_global_id(0)];
  __assert(x[get_global_id(0)] < 9);
}
