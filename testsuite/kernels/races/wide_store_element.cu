//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//error: possible write-write race on a\[\d*[13579]\]:$
//^Confirmed by execution: .* race on a\S* \(\S*wide_store_element\.cu:11 write, \S*wide_store_element\.cu:10 write\)

/* 8-byte stores into an unsigned array race with a 4-byte store of an odd
 * element: the report names that element of a. */
__global__ void wide_store(unsigned *a) {
  unsigned long long *w = (unsigned long long *)a;
  w[threadIdx.x] = 0;
  a[2 * threadIdx.x + 3] = 1;
}
