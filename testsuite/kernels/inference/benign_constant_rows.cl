//pass
//--local_size=16 --num_groups=4
//benign_constant_rows\.cl: benign_constant_rows: Verified$

/* Every group zeroes the same rows: the work items of different groups
 * with one local id write one element, always 0 (a benign race). Thread
 * 1's logged value is that literal at the loop head (rule benign-value,
 * for a value that does not depend on the thread). */
__kernel void benign_constant_rows(__global float *M, int rows) {
  for (int r = 0; r < rows; r++)
    M[r * 16 + get_local_id(0)] = 0.0f;
}
