//pass
//--blockDim=[32,8] --gridDim=[16,16]

#define TILE 32
#define ROWS 8

/* Each block copies a 32x32 tile, eight rows at a time, in `rounds`
 * rounds: the rows a thread wrote in an earlier round are bounded by the
 * inner loop's counter and guard, which do not change between rounds
 * (`nounroll` keeps the inner loop; unrolled_rows_in_rounds.cu is the same
 * kernel with it unrolled). */
__global__ void tile_rows_in_rounds(float *out, const float *in, int width, int rounds) {
  __requires(width == 512);
  int x = blockIdx.x * TILE + threadIdx.x;
  int y = blockIdx.y * TILE + threadIdx.y;
  int index = x + width * y;
  for (int r = 0; r < rounds; r++)
#pragma nounroll
    for (int i = 0; i < TILE; i += ROWS)
      out[index + i * width] = in[index + i * width] + r;
}
