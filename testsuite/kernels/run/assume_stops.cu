//pass
//--blockDim=8 --gridDim=1 --run
//assume_stops\.cu:12:3: note: an __assume does not hold here: the execution left the space it allows, and stopped$
//assume_stops\.cu: assume_stops: no defect found in this execution$

/* buffer words are below 1024: the assumption does not hold and the run
 * stops before the race */
#include <cuda.h>

__global__ void assume_stops(int *A) {
  int x = A[threadIdx.x];
  __assume(x > 5000);
  A[0] = threadIdx.x;
}
