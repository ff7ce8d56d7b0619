//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//error: possible (read-write|write-read) race on A\[
//Read by thread \d+ in block 0, .*rw_neighbour\.cu:12:\d+:
//Write by thread \d+ in block 0, .*rw_neighbour\.cu:12:\d+:
//^Confirmed by execution: .* race on A\S* \(\S*rw_neighbour\.cu:12 read, \S*rw_neighbour\.cu:12 write\)

/* thread t reads A[t+1], which thread t+1 writes, with no barrier */
#include <cuda.h>

__global__ void rw_neighbour(int *A) {
  A[threadIdx.x] = A[threadIdx.x + 1];
}
