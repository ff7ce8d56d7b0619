//xfail:NOT_ALL_VERIFIED
//--blockDim=16 --gridDim=4
//error: possible write-write race on out\[
//^Write by .*, \S*texture_value_race\.cu:11:31:\n.*\n\nWrite by .*, \S*texture_value_race\.cu:11:31:$

/* A fetched value is unknown, so an index made from it may collide. */
texture<int, 1, cudaReadModeElementType> indices;

__global__ void texture_value_race(int *out) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  out[tex1Dfetch(indices, x)] = x;
}
