//pass
//--blockDim=64 --gridDim=1
//note: pointer order and pointers converted to integers are modelled with 32-bit offsets: assuming no array of 2 GiB or more
//\.cu: walk: Verified$

/* Walking a pointer to an end pointer rests on offsets that fit the
   model's 32 bits, and the verdict says so. */
__global__ void walk(int *A) {
  int *row = A + threadIdx.x * 4;
  for (int *p = row; __invariant(p >= row), p < row + 4; p++)
    *p = 0;
}
