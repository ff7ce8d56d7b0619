//xfail:NOT_ALL_VERIFIED
//--blockDim=32 --gridDim=1
//error: possible read-write race on s\[0\]
//possible read-write race on s\[0\]:\n\nWrite by [^\n]*:17:12:\n[^\n]*\n\nRead by thread \d+ in block 0, [^\n]*loop_earlier_iteration.cu:18:12:\n    acc \+= s\[0\];
//error: possible write-read race on s\[0\]
//possible write-read race on s\[0\]:\n\nRead by [^\n]*:18:12:\n[^\n]*\n\nWrite by thread 0 in block 0, [^\n]*loop_earlier_iteration.cu:17:12:\n    s\[0\] = i;
//^Confirmed by execution: .* race on s\S* \(\S*loop_earlier_iteration\.cu:17 write, \S*loop_earlier_iteration\.cu:18 read\)

/* Thread 1's access comes from an iteration that the loop's abstraction
 * left behind: the report names it, and names the access to s that it is
 * (the model's number for it may name any access, even out[]'s). */
__global__ void loop_earlier_iteration(int *out, int n) {
  __shared__ int s[1];
  int acc = 0;
  for (int i = 0; i < n; ++i) {
    if (threadIdx.x == 0)
      s[0] = i;
    acc += s[0];
  }
  out[threadIdx.x] = acc;
}
