//xfail:COMMAND_LINE_ERROR
//--local_size=64 --global_size=100
//(?i)divide

/* the global size must be a multiple of the local size */
__kernel void trivial(__global int *A) {
  A[get_global_id(0)] = 0;
}
