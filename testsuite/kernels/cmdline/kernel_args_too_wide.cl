//xfail:BUGLE_ERROR
//--local_size=8 --num_groups=1 --kernel-args=kernel_args_too_wide,0x100
//error: --kernel-args: value 0x100 does not fit parameter 'c' of kernel 'kernel_args_too_wide' \(8 bits\)

/* a value wider than its parameter is an error, not truncated */
__kernel void kernel_args_too_wide(__global int *A, char c) {
  A[get_local_id(0)] = c;
}
