//xfail:NOT_ALL_VERIFIED
//--local_size=16 --num_groups=4
//error: possible write-write race on M\[\d+\]
//^Write by work item \d+ with local id \d+ in work group \d+
//^Write by work item \d+ with local id \d+ in work group \d+

/* As benign_constant_rows, but each group writes its own id: the groups
 * write different values to one element, a race. */
__kernel void benign_group_value_rows_race(__global int *M, int rows) {
  for (int r = 0; r < rows; r++)
    M[r * 16 + get_local_id(0)] = get_group_id(0);
}
