//pass
//--local_size=64 --num_groups=16

/* Two counters carried in one int2: each lane is a counter of its own
 * (the vector is split into its lanes before translation), so each lane's
 * stride and start are found and the two halves of A never meet. */
__kernel void vector_counter_lanes(__global int *A, int n) {
  __requires(n > 0 && n < 1024);
  int g = get_global_id(0), size = get_global_size(0);
  int2 at = (int2)(g, g + n * size);
  for (int k = 0; k < n; k++) {
    A[at.x] = k;
    A[at.y] = -k;
    at += (int2)(size, size);
  }
}
