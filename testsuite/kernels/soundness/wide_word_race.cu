//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//error: possible write-write race on words\[
//words\[t\] = t;
//\(\(char \*\)words\)\[8 \* \(t \^ 1\) \+ 4\] = 1;
//^Confirmed by execution: .* race on words\S* \(\S*wide_word_race\.cu:14 write, \S*wide_word_race\.cu:13 write\)

/* A size_t is 8 bytes: the neighbour's byte 4 is inside its word (a 4-byte
   size_t would leave it outside and hide the race). */
__global__ void wide_word(size_t *out) {
  __shared__ size_t words[64];
  unsigned t = threadIdx.x;
  words[t] = t;
  ((char *)words)[8 * (t ^ 1) + 4] = 1;
  __syncthreads();
  out[t] = words[t];
}
