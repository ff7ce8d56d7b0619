//pass
//--blockDim=64 --gridDim=2
//\.cu: benign_same_value: note: assuming that two threads' accesses with equal values to one element of A \(both writing it, or one reading what the other writes\) are benign, not races \(--no-benign-tolerance reports them\)$
//\.cu: benign_same_value: Verified$

/* all threads write the same constant to A[0]: a benign race, tolerated by
 * default, and the verdict says that it rests on that */
#include <cuda.h>

__global__ void benign_same_value(int *A) {
  A[0] = 1;
}
