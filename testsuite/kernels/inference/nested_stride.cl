//pass
//--local_size=64 --num_groups=4 --infer-info
//enabled-entered: [1-9]\d* of
//: Verified$

/* The inner counter's stride holds for threads that entered the inner
 * loop; that a thread running it has entered it must be inferred too, as
 * the outer loop's havoc forgets it. */
__kernel void nested_stride(__global int *out) {
  for (unsigned i = 0; i < 100; i++) {
    for (unsigned j = 0; j < (1 << 16); j += 16) {
      __assert(j % 16 == 0);
    }
  }
  out[get_global_id(0)] = 0;
}
