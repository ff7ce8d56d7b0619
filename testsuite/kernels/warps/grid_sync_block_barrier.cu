//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=2
//error: possible (write-read|read-write) race on a\[
//grid_sync_block_barrier\.cu:12:\d+:
//grid_sync_block_barrier\.cu:14:\d+:
//^Confirmed by execution: .* race on a\S* \(\S*grid_sync_block_barrier\.cu:12 write, \S*grid_sync_block_barrier\.cu:14 read\)

/* A block barrier in its place orders one block only. */
#include <cooperative_groups.h>

__global__ void two_phase(int *a) {
  a[blockIdx.x * 64 + threadIdx.x] = 1;
  cooperative_groups::this_thread_block().sync();
  a[(blockIdx.x * 64 + threadIdx.x + 64) % 128] += 1;
}
