//xfail:COMMAND_LINE_ERROR
//--local_size=16 --num_groups=2 --k-induction-depth=-1
//--k-induction-depth.*expected a non-negative integer

__kernel void k_induction_depth_bad(__global int *A) {
  A[get_global_id(0)] = 0;
}
