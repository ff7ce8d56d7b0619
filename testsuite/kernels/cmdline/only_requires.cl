//pass
//--local_size=64 --num_groups=4 --only-requires

/* --only-requires keeps __requires (n == 1 keeps the work items apart) and
 * ignores the other annotations, such as the false invariant */
__kernel void only_requires(__global int *A, int n) {
  __requires(n == 1);
  for (int i = 0; __invariant(i > 10), i < 4; i++) {
    A[get_global_id(0) * n] = i;
  }
  __assert(n == 2);
}
