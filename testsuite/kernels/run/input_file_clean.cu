//pass
//--blockDim=8 --gridDim=1 --run --run-input=${KERNEL_DIR}/input_file_clean.txt
//running with A: a buffer of 32 bytes \(from --run-input\), idx: a buffer of 32 bytes \(from --run-input\), n = 8
//no defect found in this execution

/* A permutation: every thread its own element, and 8 elements suffice. */
__global__ void scatter(int *A, const int *idx, int n) {
  if (threadIdx.x < n) A[idx[threadIdx.x]] = threadIdx.x;
}
