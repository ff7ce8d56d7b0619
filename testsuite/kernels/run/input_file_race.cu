//xfail:NOT_ALL_VERIFIED
//--blockDim=8 --gridDim=1 --run --run-input=${KERNEL_DIR}/input_file_race.txt
//running with A: a buffer of 64 bytes \(from --run-input\), idx: a buffer of \d+ bytes \(from --run-input\), n = 4, scale = 2\.5
//error: write-write race on A\[3\] in an execution:
//Write by thread 1 in block 0, .*input_file_race\.cu:10:\d+:
//Write by thread 2 in block 0, .*input_file_race\.cu:10:\d+:

/* The index array of the input file sends threads 1 and 2 to A[3]. */
__global__ void scatter(float *A, const int *idx, int n, float scale) {
  if (threadIdx.x < n) A[idx[threadIdx.x]] = scale * threadIdx.x;
}
