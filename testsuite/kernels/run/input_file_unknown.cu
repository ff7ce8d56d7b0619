//xfail:TRANSLATION_ERROR
//--blockDim=8 --gridDim=1 --run --run-input=${KERNEL_DIR}/input_file_unknown.txt
//error: --run-input gives 'B', which is no parameter of the kernel$

/* A name the kernel has no parameter of is an error, not ignored. */
__global__ void k(int *A) { A[threadIdx.x] = 0; }
