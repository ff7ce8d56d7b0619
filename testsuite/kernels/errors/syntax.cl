//xfail:CLANG_ERROR
//--local_size=64 --num_groups=1
//error: expected ';'

/* a missing semicolon */
__kernel void syntax(__global int *A) {
  A[get_global_id(0)] = 1
}
