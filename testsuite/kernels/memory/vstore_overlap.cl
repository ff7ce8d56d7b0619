//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//error: possible write-write race on A\[
//vstore_overlap\.cl:12:\d+:
//vstore_overlap\.cl:13:\d+:
//^Confirmed by execution: .* race on A\S* \(\S*vstore_overlap\.cl:12 write, \S*vstore_overlap\.cl:13 write\)

/* vstore4 covers A[4i .. 4i+3], vstore2 at A + 2 covers A[2i+2, 2i+3]:
 * work items i and 2i write A[4i+2]. */
__kernel void overlap(__global float *A) {
  size_t i = get_global_id(0);
  vstore4((float4)(1.0f, 2.0f, 3.0f, (float)i), i, A);
  vstore2((float2)(0.0f, (float)i), i, A + 2);
}
