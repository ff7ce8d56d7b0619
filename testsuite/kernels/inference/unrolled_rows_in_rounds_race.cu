//xfail:NOT_ALL_VERIFIED
//--blockDim=[32,8] --gridDim=[16,16]
//error: possible write-write race on out\[\d+\]:$
//^Confirmed by execution: thread \(\d+, \d+, 0\) in block \(\d+, \d+, 0\) and thread \(\d+, \d+, 0\) in block \(\d+, \d+, 0\) race on out\[\d+\] \(\S*unrolled_rows_in_rounds_race\.cu:19 write, \S*unrolled_rows_in_rounds_race\.cu:19 write\)

#define TILE 32
#define ROWS 7

/* As unrolled_rows_in_rounds.cu, but the rows step by 7 where the block
 * has 8: the thread in row 7 and the one in row 0 (at its second step)
 * write the same element. */
__global__ void unrolled_rows_in_rounds_race(float *out, const float *in, int width, int rounds) {
  __requires(width == 512);
  int x = blockIdx.x * TILE + threadIdx.x;
  int y = blockIdx.y * TILE + threadIdx.y;
  int index = x + width * y;
  for (int r = 0; r < rounds; r++)
    for (int i = 0; i < TILE; i += ROWS)
      out[index + i * width] = in[index + i * width] + r;
}
