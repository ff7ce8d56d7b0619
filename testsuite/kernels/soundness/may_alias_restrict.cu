//pass
//--blockDim=64 --gridDim=1 --may-alias
//\.cu: shift: Verified$

/* restrict is the user's word that the parameters do not overlap, also
 * under --may-alias; no note is printed for them. */
__global__ void shift(int *__restrict__ out, const int *__restrict__ in) {
  out[threadIdx.x] = in[threadIdx.x + 1];
}
