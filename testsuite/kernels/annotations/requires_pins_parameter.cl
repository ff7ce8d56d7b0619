//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=2
//error: possible write-write race on A\[0\]
//^Confirmed by execution: .* race on A\S* \(\S*requires_pins_parameter\.cl:10 write, \S*requires_pins_parameter\.cl:10 write\)

/* A parameter a precondition pins is that value everywhere: stride 0 makes
 * every work item write A[0]. */
__kernel void requires_pins_parameter(__global int *A, int stride) {
  __requires(stride == 0);
  A[get_global_id(0) * stride] = get_global_id(0);
}
