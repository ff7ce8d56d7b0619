//pass
//--local_size=16 --num_groups=1 --boogie-file=${KERNEL_DIR}/max_axioms.bpl

/* a function declared pure and left unspecified is uninterpreted in Boogie
   under its own name; axioms about it come from --boogie-file */
unsigned __uninterpreted_function_MAX(unsigned x, unsigned y);

__kernel void max_uf(__global unsigned *A, unsigned n) {
  unsigned m = __uninterpreted_function_MAX(n, 4u);
  __assert(m >= 4u);
  A[get_local_id(0)] = m;
}
