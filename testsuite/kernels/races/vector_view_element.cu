//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//error: possible read-write race on a\[\d+\]:$
//^Write by .*, \S*vector_view_element\.cu:10:26:\n.*\n\nRead by .*, \S*vector_view_element\.cu:9:14:$

/* A float array also read as float4: the racing element is named as the
 * parameter's own floats, not in float4 units with a byte range. */
__global__ void vector_view(float *a) {
  float4 v = reinterpret_cast<float4 *>(a)[threadIdx.x];
  a[4 * threadIdx.x + 5] = v.x;
}
