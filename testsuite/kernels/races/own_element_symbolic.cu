//pass
//--blockDim=* --gridDim=*
//\.cu: own_element_symbolic: Verified$

/* The global id over every launch size: each thread's element is its
 * own. */
__global__ void own_element_symbolic(float *A) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  A[i] = 2.0f * A[i];
}
