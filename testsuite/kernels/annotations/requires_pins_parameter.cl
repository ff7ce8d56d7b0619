//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=2
//error: possible write-write race on A\[0\]

/* A parameter a precondition pins is that value everywhere: stride 0 makes
 * every work item write A[0]. */
__kernel void requires_pins_parameter(__global int *A, int stride) {
  __requires(stride == 0);
  A[get_global_id(0) * stride] = get_global_id(0);
}
