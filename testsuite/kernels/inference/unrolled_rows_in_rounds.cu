//pass
//--blockDim=[32,8] --gridDim=[16,16]

#define TILE 32
#define ROWS 8

/* tile_rows_in_rounds.cu with its inner loop unrolled (a constant trip
 * count of 4): each round writes four rows at fixed offsets, and the
 * logged write is at one of them (candidate access-fixed-any). */
__global__ void unrolled_rows_in_rounds(float *out, const float *in, int width, int rounds) {
  __requires(width == 512);
  int x = blockIdx.x * TILE + threadIdx.x;
  int y = blockIdx.y * TILE + threadIdx.y;
  int index = x + width * y;
  for (int r = 0; r < rounds; r++)
    for (int i = 0; i < TILE; i += ROWS)
      out[index + i * width] = in[index + i * width] + r;
}
