//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//error: possible write-write race on A\[
//^Confirmed by execution

/* Thread t writes two floats from A[t]: its neighbour's first float is
 * its second. */
__global__ void own_element_wide_race(float *A) {
  *(float2 *)(A + threadIdx.x) = make_float2(1.0f, 2.0f);
}
