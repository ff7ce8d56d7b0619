//xfail:BUGLE_ERROR
//--local_size=8 --num_groups=1 --kernel-args=kernel_args_pointer,0,3
//error: --kernel-args: parameter 'A' of kernel 'kernel_args_pointer' is a pointer; give \* for it

/* with one value per parameter, a pointer's value must be '*' */
__kernel void kernel_args_pointer(__global int *A, int n) {
  A[get_local_id(0)] = n;
}
