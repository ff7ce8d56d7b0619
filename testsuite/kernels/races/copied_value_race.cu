//xfail:NOT_ALL_VERIFIED
//--blockDim=32 --gridDim=1
//error: possible write-write race on B\[3\]
//^Write by .*, \S*copied_value_race\.cu:11:8:\n.*\n\nWrite by .*, \S*copied_value_race\.cu:11:8:$

/* every thread copies A[3] into B[3]: values that are only copied are not
   assumed equal between threads (automatic abstraction), so this is a race */
#include <cuda.h>

__global__ void copied_value_race(const int *A, int *B) {
  B[3] = A[3];
}
