//xfail:BUGLE_ERROR
//--local_size=8 --num_groups=1 --kernel-args=kernel_args_too_many,1,2,3
//error: --kernel-args gives 3 values for kernel 'kernel_args_too_many', which has 1 parameter passed by value

/* more values than parameters passed by value is an error */
__kernel void kernel_args_too_many(__global int *A, int n) {
  A[get_local_id(0)] = n;
}
