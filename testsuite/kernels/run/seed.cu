//pass
//--blockDim=4 --gridDim=1 --run --seed=7
//seed\.cu: seed: running with A: a buffer of 65536 bytes, n = 58 \(pseudo-random, --seed=7\), x = 60 \(pseudo-random, --seed=7\)$

/* the scalars the seed chooses (a run is deterministic for a seed) */
#include <cuda.h>

__global__ void seed(int *A, int n, float x) {
  A[threadIdx.x] = n + (int)x;
}
