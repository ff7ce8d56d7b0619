//xfail:NOT_ALL_VERIFIED
//--local_size=8 --num_groups=1
//int_builtins_fail\.cl:8:\d+: error: this assertion might not hold
//__assert\(add_sat\(x, 1\) > x\);

/* add_sat saturates: at INT_MAX adding one changes nothing */
__kernel void int_builtins_fail(__global int *A, int x) {
  __assert(add_sat(x, 1) > x);
  A[get_global_id(0)] = x;
}
