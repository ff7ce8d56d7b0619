//pass
//--blockDim=16 --gridDim=4

/* A fetch from a texture is read-only: no race, any value. */
texture<float, 2, cudaReadModeElementType> image;

__global__ void texture_fetch(float *out, int width) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  out[x] = tex2D(image, x, 0) + tex1Dfetch(image, x);
}
