//pass
//--local_size=16 --num_groups=2 --no-infer

/* two user invariants (bound and parity) give i == 16 after a stride-2 loop */
__kernel void for_invariant_step(__global int *A) {
  int i;
  for (i = 0; __invariant(i <= 16), __invariant(i % 2 == 0), i < 16; i += 2) {
  }
  __assert(i == 16);
  A[get_global_id(0)] = i;
}
