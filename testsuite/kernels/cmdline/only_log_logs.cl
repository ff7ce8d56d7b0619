//xfail:NOT_ALL_VERIFIED
//--local_size=16 --num_groups=2 --only-log
//only_log_logs\.cl:9:\d+: error: this assertion might not hold

/* Under --only-log the logs still answer __write(). */
__kernel void only_log_logs(__local int *A) {
  A[get_local_id(0)] = 1;
  A[get_local_id(0)] = 1;
  __assert(!__write(A));
}
