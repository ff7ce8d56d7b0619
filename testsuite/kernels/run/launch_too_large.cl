//xfail:COMMAND_LINE_ERROR
//--local_size=1024 --num_groups=2048 --run
//tandem: error: --run: the launch has 2097152 threads; an execution runs at most 1048576$

/* more threads than an execution runs */
__kernel void launch_too_large(__global int *A) {
  A[get_global_id(0)] = 0;
}
