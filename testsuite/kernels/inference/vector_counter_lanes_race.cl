//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=16
//error: possible write-write race on A\[\d+\]:$
//^Confirmed by execution: 

/* The second lane steps by one element, not by the grid: work item g's
 * second write is work item g + 1's first. */
__kernel void vector_counter_lanes_race(__global int *A, int n) {
  __requires(n > 1 && n < 1024);
  int g = get_global_id(0), size = get_global_size(0);
  int2 at = (int2)(g, g + n * size);
  for (int k = 0; k < n; k++) {
    A[at.x] = k;
    A[at.y] = -k;
    at += (int2)(size, 1);
  }
}
