/*
 * Tandem's <cooperative_groups.h>: thread groups as CUDA documents them,
 * written over the primitives Tandem models.  A thread block's sync() is
 * __syncthreads(); a tile of N <= 32 threads is a part of one warp, its
 * sync() a __syncwarp over the tile's lanes and its shuffles CUDA's
 * shuffles of width N.  A grid's sync() is a grid-wide barrier, which
 * orders the accesses of every block.
 */
#ifndef TANDEM_COOPERATIVE_GROUPS_H
#define TANDEM_COOPERATIVE_GROUPS_H

#include <cuda.h>

/* A grid-wide barrier. */
__TANDEM_EXT __attribute__((convergent)) void __tandem_grid_sync(void);

#define __TANDEM_CG __device__ __attribute__((always_inline, nodebug))

namespace cooperative_groups {

struct thread_block {
  __TANDEM_CG void sync() const { __syncthreads(); }
  __TANDEM_CG unsigned size() const { return blockDim.x * blockDim.y * blockDim.z; }
  __TANDEM_CG unsigned num_threads() const { return size(); }
  __TANDEM_CG unsigned thread_rank() const {
    return (threadIdx.z * blockDim.y + threadIdx.y) * blockDim.x + threadIdx.x;
  }
  __TANDEM_CG dim3 group_index() const { return dim3(blockIdx.x, blockIdx.y, blockIdx.z); }
  __TANDEM_CG dim3 thread_index() const {
    return dim3(threadIdx.x, threadIdx.y, threadIdx.z);
  }
  __TANDEM_CG dim3 group_dim() const { return dim3(blockDim.x, blockDim.y, blockDim.z); }
  __TANDEM_CG dim3 dim_threads() const { return group_dim(); }
};

struct grid_group {
  __TANDEM_CG void sync() const { __tandem_grid_sync(); }
  __TANDEM_CG bool is_valid() const { return true; }
  __TANDEM_CG unsigned long long size() const {
    return (unsigned long long)(gridDim.x * gridDim.y * gridDim.z) *
           (blockDim.x * blockDim.y * blockDim.z);
  }
  __TANDEM_CG unsigned long long num_threads() const { return size(); }
  __TANDEM_CG unsigned long long thread_rank() const {
    unsigned long long b = (blockIdx.z * gridDim.y + blockIdx.y) * gridDim.x + blockIdx.x;
    return b * (blockDim.x * blockDim.y * blockDim.z) + this_block_rank();
  }
  __TANDEM_CG unsigned long long block_rank() const {
    return (blockIdx.z * gridDim.y + blockIdx.y) * gridDim.x + blockIdx.x;
  }
  __TANDEM_CG unsigned this_block_rank() const {
    return (threadIdx.z * blockDim.y + threadIdx.y) * blockDim.x + threadIdx.x;
  }
};

/* A tile of N threads (N a power of two, at most 32) of a thread block:
 * consecutive thread ranks, within one warp. */
template <unsigned N> struct thread_block_tile {
  static_assert(N > 0 && N <= 32 && (N & (N - 1)) == 0,
                "Tandem's tiles have a power-of-two size of at most 32");
  __TANDEM_CG unsigned block_rank() const { return thread_block().thread_rank(); }
  __TANDEM_CG unsigned thread_rank() const { return block_rank() & (N - 1); }
  __TANDEM_CG unsigned meta_group_rank() const { return block_rank() / N; }
  __TANDEM_CG unsigned meta_group_size() const {
    return (thread_block().size() + N - 1) / N;
  }
  static constexpr __TANDEM_CG unsigned size() { return N; }
  static constexpr __TANDEM_CG unsigned num_threads() { return N; }
  /* The tile's lanes of the warp. */
  __TANDEM_CG unsigned mask() const {
    return N == 32 ? 0xffffffffu
                   : ((1u << (N % 32)) - 1) << (block_rank() & 31 & ~(N - 1));
  }
  __TANDEM_CG void sync() const { __syncwarp(mask()); }
  template <class T> __TANDEM_CG T shfl(T v, int lane) const {
    return __shfl_sync(mask(), v, lane, N);
  }
  template <class T> __TANDEM_CG T shfl_down(T v, unsigned d) const {
    return __shfl_down_sync(mask(), v, d, N);
  }
  template <class T> __TANDEM_CG T shfl_up(T v, unsigned d) const {
    return __shfl_up_sync(mask(), v, d, N);
  }
  template <class T> __TANDEM_CG T shfl_xor(T v, int m) const {
    return __shfl_xor_sync(mask(), v, m, N);
  }
  __TANDEM_CG int any(int p) const { return __any_sync(mask(), p); }
  __TANDEM_CG int all(int p) const { return __all_sync(mask(), p); }
  __TANDEM_CG unsigned ballot(int p) const {
    return __ballot_sync(mask(), p) >> (block_rank() & 31 & ~(N - 1));
  }
};

/* A group whose kind is known at run time: a thread block, or a tile of
 * `tile` threads (a power of two of at most 32, as CUDA requires of
 * tiled_partition(parent, n)). */
struct thread_group {
  unsigned tile; /* 0: a whole thread block */
  __TANDEM_CG thread_group(const thread_block &) : tile(0) {}
  template <unsigned N>
  __TANDEM_CG thread_group(const thread_block_tile<N> &) : tile(N) {}
  __TANDEM_CG explicit thread_group(unsigned n) : tile(n) {}
  __TANDEM_CG unsigned block_rank() const { return thread_block().thread_rank(); }
  __TANDEM_CG unsigned size() const { return tile ? tile : thread_block().size(); }
  __TANDEM_CG unsigned num_threads() const { return size(); }
  __TANDEM_CG unsigned thread_rank() const {
    return tile ? block_rank() & (tile - 1) : block_rank();
  }
  __TANDEM_CG unsigned meta_group_rank() const { return tile ? block_rank() / tile : 0; }
  /* A tile of 32 or more lanes syncs the whole warp: a larger tile would
   * order more threads, so its accesses are only checked more strictly. */
  __TANDEM_CG unsigned mask() const {
    return tile >= 32 ? 0xffffffffu
                      : ((1u << tile) - 1) << (block_rank() & 31 & ~(tile - 1));
  }
  __TANDEM_CG void sync() const {
    if (tile)
      __syncwarp(mask());
    else
      __syncthreads();
  }
};

__TANDEM_D thread_block this_thread_block() { return thread_block(); }
__TANDEM_D thread_group tiled_partition(const thread_group &, unsigned n) {
  return thread_group(n);
}
__TANDEM_D void sync(const thread_group &g) { g.sync(); }
__TANDEM_D grid_group this_grid() { return grid_group(); }
template <unsigned N>
__TANDEM_D thread_block_tile<N> tiled_partition(const thread_block &) {
  return thread_block_tile<N>();
}
template <unsigned N, unsigned M>
__TANDEM_D thread_block_tile<N> tiled_partition(const thread_block_tile<M> &) {
  static_assert(N <= M, "a tile's partition is smaller than the tile");
  return thread_block_tile<N>();
}
__TANDEM_D void synchronize(const thread_block &g) { g.sync(); }
__TANDEM_D void synchronize(const thread_group &g) { g.sync(); }
__TANDEM_D void synchronize(const grid_group &g) { g.sync(); }
template <unsigned N> __TANDEM_D void synchronize(const thread_block_tile<N> &g) {
  g.sync();
}
template <class G> __TANDEM_D unsigned long long group_size(const G &g) { return g.size(); }
template <class G> __TANDEM_D unsigned long long thread_rank(const G &g) {
  return g.thread_rank();
}

} // namespace cooperative_groups

#undef __TANDEM_CG
#endif /* TANDEM_COOPERATIVE_GROUPS_H */
