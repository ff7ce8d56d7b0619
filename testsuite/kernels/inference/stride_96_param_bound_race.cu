//xfail:NOT_ALL_VERIFIED
//--blockDim=96 --gridDim=1
//error: possible (write-write|read-write|write-read) race on A\b
//stride_96_param_bound_race\.cu:15:\d+:

/* With a bound that is a parameter, the counter wraps past 2^32 when n is
 * close to it, and 2^32 is no multiple of 96: thread 0's last offset below
 * 2^32, 2^32 - 64, plus 96 wraps to 32, thread 32's own: a real race,
 * reported. The congruence candidate, which Houdini would refute slowly,
 * is not proposed (test_counter_bounds_stride_not_pow2 checks that). */
#include <cuda.h>

__global__ void stride_96(float *A, unsigned n) {
  for (unsigned i = threadIdx.x; i < n; i += blockDim.x)
    A[i] = A[i] + 1.0f;
}
