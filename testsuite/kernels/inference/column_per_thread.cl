//pass
//--local_size=16 --num_groups=1

/* work item t owns the column t of a 16-wide matrix */
__kernel void column_per_thread(__global float *M, int rows) {
  for (int r = 0; r < rows; r++)
    M[r * 16 + get_local_id(0)] = 0.0f;
}
