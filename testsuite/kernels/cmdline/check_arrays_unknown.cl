//xfail:BUGLE_ERROR
//--local_size=64 --num_groups=2 --check-arrays=A,AB
//error: --check-arrays: Array name 'AB' specified for restricted checking is not found in kernel 'check_arrays_unknown'

/* a name that is no array of the kernel is an error */
__kernel void check_arrays_unknown(__global int *A) {
  A[get_global_id(0)] = 0;
}
