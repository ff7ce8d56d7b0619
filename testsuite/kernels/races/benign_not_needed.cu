//pass
//--blockDim=64 --gridDim=1
//\A(?![\s\S]*equal values)
//\.cu: fill: Verified$

/* Each thread writes its own elements, in a loop too: no two threads meet
 * at one element, so the verdict does not rest on benign writes and says
 * nothing of them. */
__global__ void fill(int *A, int n) {
  A[threadIdx.x] = 1;
  for (int i = 0; i < n; i++)
    A[64 + threadIdx.x + 64 * i] = 1;
}
