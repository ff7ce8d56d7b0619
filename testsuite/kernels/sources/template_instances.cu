//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4 --kernel=tile_copy
//template_instances\.cu: tile_copy<float, 64u, true>: Verified$
//template_instances\.cu: error: possible write-write race on out\[\d+\]
//template_instances\.cu: tile_copy<int, 32u, false>: 1 error$
//Tandem finished with 1 verified, 1 error
//^Write by .*, \S*template_instances\.cu:15:10:\n.*\n\nWrite by .*, \S*template_instances\.cu:15:10:$

/* Each instance of a template kernel is reported under its own name, its
 * arguments as C++ writes them; --kernel=tile_copy names every instance.
 * The instance with a tile of 32 for blocks of 64 threads races. */
template <typename T, unsigned Tile, bool Scaled>
__global__ void tile_copy(const T *in, T *out) {
  unsigned i = blockIdx.x * Tile + threadIdx.x % Tile;
  out[i] = Scaled ? in[i] * 2 : in[i];
}

__global__ void other(int *a) { a[threadIdx.x] = 0; }

int main() {
  float *f = nullptr;
  int *n = nullptr;
  tile_copy<float, 64, true><<<4, 64>>>(f, f);
  tile_copy<int, 32, false><<<4, 64>>>(n, n);
  other<<<1, 64>>>(n);
  return 0;
}
