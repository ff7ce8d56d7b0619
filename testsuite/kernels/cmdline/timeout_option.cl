//pass
//--local_size=64 --num_groups=2 --timeout=300

/* --timeout=S is accepted and a quick kernel verifies within it */
__kernel void trivial(__global int *A) {
  A[get_global_id(0)] = 0;
}
