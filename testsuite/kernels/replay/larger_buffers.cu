//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1 --verbose
//error: possible write-write race on out\[\d+\]:$
//^.*larger_buffers\.cu: larger_buffers: replay: an execution: 1 defect in \d+ instructions
//^.*larger_buffers\.cu: larger_buffers: replay: an execution \(buffers of 33554432 bytes\): 1 defect in \d+ instructions
//^Confirmed by execution: .* race on out\S* \(\S*larger_buffers\.cu:16 write, \S*larger_buffers\.cu:16 write\)\.$

/* The replay's buffers are its own choice: an execution that reads past
 * one (thread 0 reads at 64 KiB, the end of the default buffer) stops
 * there, before the race. It runs once more with larger buffers, and that one
 * confirms the race: threads 2k and 2k + 1 write one element. */
#include <cuda.h>

__global__ void larger_buffers(const int *in, int *out) {
  unsigned t = threadIdx.x;
  out[t / 2] = in[(t + 16) * 1024];
}
