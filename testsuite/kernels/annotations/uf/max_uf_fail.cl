//xfail:NOT_ALL_VERIFIED
//--local_size=16 --num_groups=1
//max_uf_fail\.cl:10:\d+: error: this assertion might not hold

/* without the axioms nothing is known of the function */
unsigned __uninterpreted_function_MAX(unsigned x, unsigned y);

__kernel void max_uf_fail(__global unsigned *A, unsigned n) {
  unsigned m = __uninterpreted_function_MAX(n, 4u);
  __assert(m >= 4u);
  A[get_local_id(0)] = m;
}
