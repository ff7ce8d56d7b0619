//xfail:COMMAND_LINE_ERROR
//--local_size=[1,2,3,4] --num_groups=1
//--local_size

/* launch sizes have at most three dimensions */
__kernel void trivial(__global int *A) {
  A[get_global_id(0)] = 0;
}
