//pass
//--blockDim=64 --gridDim=16
//grid_stride_repeated\.cu: grid_stride_repeated: Verified$

/* A grid-stride loop whose guard is on another counter, inside a loop of
 * repetitions, around a loop that updates one element: at each head,
 * thread 1's logged element is on its grid stride (the walk of an
 * enclosing loop, outer_walk; and of an inner one without a bound). */
__global__ void grid_stride_repeated(float *out, const float *in, unsigned n, int reps) {
  for (int r = 0; r < reps; r++)
    for (unsigned i = 0, idx = blockIdx.x * blockDim.x + threadIdx.x; i < n;
         i++, idx += blockDim.x * gridDim.x)
      for (int k = 0; k < 4; k++)
        out[idx] += in[idx] * k;
}
