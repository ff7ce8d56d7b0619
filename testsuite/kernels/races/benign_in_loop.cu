//pass
//--blockDim=64 --gridDim=1
//note: assuming that two threads' accesses with equal values to one element of done
//\.cu: search: Verified$

/* Threads that find the key raise one flag, from inside a loop: the
 * verdict rests on those equal writes, and says so. */
__global__ void search(const int *keys, int n, int key, int *done) {
  for (int i = threadIdx.x; i < n; i += 64)
    if (keys[i] == key)
      *done = 1;
}
