//xfail:NOT_ALL_VERIFIED
//--local_size=32 --num_groups=1
//uniform_int_fail\.cl:7:\d+: error: this assertion might not hold

/* the local id is not uniform */
__kernel void uniform_int_fail(__global int *A) {
  __assert(__uniform_int(get_local_id(0)));
  A[get_local_id(0)] = 0;
}
