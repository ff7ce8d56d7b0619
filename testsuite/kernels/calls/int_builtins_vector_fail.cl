//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=1
//int_builtins_vector_fail\.cl:10:\d+: error: this assertion might not hold
//__assert\(m.w == 1\);

/* min of the last lanes is 0, not 1 */
__kernel void int_builtins_vector_fail(__global int4 *A) {
  volatile int4 a = (int4)(1, 2, 3, 0);
  int4 m = min(a, (int4)(2, 3, 4, 1));
  __assert(m.w == 1);
  A[get_global_id(0)] = m;
}
