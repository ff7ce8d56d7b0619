//xfail:NOT_ALL_VERIFIED
//--blockDim=[32,8] --gridDim=[16,16]
//error: possible write-write race on out\[\d+\]:$
//^Confirmed by execution: 

#define TILE 32
#define ROWS 8

/* The inner loop runs one row too far: a thread's last row is the first
 * row of the tile below, which another block writes. */
__global__ void tile_rows_in_rounds_race(float *out, const float *in, int width, int rounds) {
  __requires(width == 512);
  __requires(rounds == 1);
  int x = blockIdx.x * TILE + threadIdx.x;
  int y = blockIdx.y * TILE + threadIdx.y;
  int index = x + width * y;
  for (int r = 0; r < rounds; r++)
    for (int i = 0; i <= TILE; i += ROWS)
      out[index + i * width] = in[index + i * width] + blockIdx.y;
}
