//pass
//--blockDim=64 --gridDim=1
//\.cu: shift: note: assuming that pointer parameters out and in do not overlap
//\.cu: shift: Verified$

/* Without --may-alias the verdict rests on distinct parameters, and says so. */
__global__ void shift(int *out, const int *in) {
  out[threadIdx.x] = in[threadIdx.x + 1];
}
