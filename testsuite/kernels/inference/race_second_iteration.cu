//xfail:NOT_ALL_VERIFIED
//--blockDim=32 --gridDim=1
//error: possible write-write race on A
//^Confirmed by execution: .* race on A\S* \(\S*race_second_iteration\.cu:14 write, \S*race_second_iteration\.cu:14 write\)

/* iteration j of thread t writes A[t + j]: thread t+1's first write meets
   thread t's second */
#include <cuda.h>

__global__ void race_second_iteration(int *A) {
  /* nounroll: the loops stay loops, for the inference this tests */
  #pragma nounroll
  for (int j = 0; j < 2; j++)
    A[threadIdx.x + j] = j;
}
