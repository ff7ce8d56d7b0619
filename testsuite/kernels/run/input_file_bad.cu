//xfail:COMMAND_LINE_ERROR
//--blockDim=8 --gridDim=1 --run --run-input=${KERNEL_DIR}/input_file_bad.txt
//tandem: error: --run-input: .*input_file_bad\.txt: line 2: expected 'NAME = NUMBER', 'NAME = \[WORDS\]' or 'NAME = BYTES \[WORDS\]'$

/* An unclosed list of words is reported with its line. */
__global__ void k(int *A) { A[threadIdx.x] = 0; }
