//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//nested_stride_fail\.cl:9:\d+: error: this assertion might not hold

/* The inner counter starts at 3: it is 3 modulo 16, not 0. */
__kernel void nested_stride_fail(__global int *out) {
  for (unsigned i = 0; i < 100; i++) {
    for (unsigned j = 3; j < (1 << 16); j += 16) {
      __assert(j % 16 == 0);
    }
  }
  out[get_global_id(0)] = 0;
}
