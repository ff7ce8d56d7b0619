//pass
//--blockDim=64 --gridDim=4
//\.cu: widths: Verified$

/* The device is 64-bit, as every CUDA device is: pointers, size_t and long
   are 8 bytes, so layouts computed with sizeof are the hardware's. */
struct Item {
  int *p;
  int v;
};

__global__ void widths(Item *items, size_t *sizes) {
  __assert(sizeof(void *) == 8);
  __assert(sizeof(size_t) == 8 && sizeof(long) == 8);
  __assert(sizeof(Item) == 16);
  size_t g = blockIdx.x * (size_t)blockDim.x + threadIdx.x;
  items[g].v = (int)g;
  sizes[g] = sizeof(Item);
}
