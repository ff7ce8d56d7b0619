//xfail:NOT_ALL_VERIFIED
//--blockDim=[16,16] --gridDim=[2,2]
//error: possible (read-write|write-read) race on tile\[\d+\]\[\d+\]
//^Confirmed by execution: .* race on tile\S* \(\S*tile_2d_race\.cu:17 read, \S*tile_2d_race\.cu:14 write\)

/* tiled transpose without the barrier: race on the 2D tile */
#include <cuda.h>

__global__ void transpose(const float *in, float *out) {
  __shared__ float tile[16][17];
  unsigned width = gridDim.x * 16;
  unsigned x = blockIdx.x * 16 + threadIdx.x;
  unsigned y = blockIdx.y * 16 + threadIdx.y;
  tile[threadIdx.y][threadIdx.x] = in[y * width + x];
  unsigned ox = blockIdx.y * 16 + threadIdx.x;
  unsigned oy = blockIdx.x * 16 + threadIdx.y;
  out[oy * width + ox] = tile[threadIdx.x][threadIdx.y];
}
