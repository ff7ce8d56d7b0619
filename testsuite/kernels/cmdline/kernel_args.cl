//pass
//--local_size=64 --num_groups=4 --kernel-args=kernel_args,*,0x40,1

/* --kernel-args gives the by-value parameters in order, pointers skipped:
 * unused is any value (*), stride is 0x40, the group size, so every work
 * item writes its own element, and flag is 1 */
__kernel void kernel_args(__global int *A, int unused, unsigned stride, char flag) {
  __assert(flag == 1);
  A[get_group_id(0) * stride + get_local_id(0)] = unused;
}
