//xfail:NOT_ALL_VERIFIED
//--local_size=* --global_size=1024
//error: possible write-write race on A\[
//Witness: get_local_size\(0\) = (1, get_num_groups\(0\) = 1024|2, get_num_groups\(0\) = 512|4, get_num_groups\(0\) = 256|8, get_num_groups\(0\) = 128|16, get_num_groups\(0\) = 64|32, get_num_groups\(0\) = 32|64, get_num_groups\(0\) = 16|128, get_num_groups\(0\) = 8|256, get_num_groups\(0\) = 4|512, get_num_groups\(0\) = 2)$

/* Groups of fewer than 1024 threads share A's elements: the witness has
 * a local size that divides the global size. */
__kernel void global_given_race(__global int *A) {
  A[get_local_id(0)] = get_group_id(0);
}
