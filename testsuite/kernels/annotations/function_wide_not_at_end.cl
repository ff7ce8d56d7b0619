//xfail:GPUVERIFYVCGEN_ERROR
//--local_size=64 --num_groups=4
//:7:5: error: function-wide invariant must be written at the end of the kernel

__kernel void function_wide_not_at_end(__global int *A, int n) {
  if (n > 0) {
    __function_wide_invariant(n > 0);
    A[get_global_id(0)] = n;
  }
}
