/*
 * Tandem's <cooperative_groups/reduce.h>: cg::reduce over a tile, as a
 * butterfly of shuffles (every thread of the tile gets the result), and
 * the function objects CUDA documents for it.
 */
#ifndef TANDEM_COOPERATIVE_GROUPS_REDUCE_H
#define TANDEM_COOPERATIVE_GROUPS_REDUCE_H

#include <cooperative_groups.h>

#define __TANDEM_CG __device__ __attribute__((always_inline, nodebug))

namespace cooperative_groups {

template <class T> struct plus {
  __TANDEM_CG T operator()(T a, T b) const { return a + b; }
};
template <class T> struct less {
  __TANDEM_CG T operator()(T a, T b) const { return b < a ? b : a; }
};
template <class T> struct greater {
  __TANDEM_CG T operator()(T a, T b) const { return a < b ? b : a; }
};
template <class T> struct bit_and {
  __TANDEM_CG T operator()(T a, T b) const { return a & b; }
};
template <class T> struct bit_or {
  __TANDEM_CG T operator()(T a, T b) const { return a | b; }
};
template <class T> struct bit_xor {
  __TANDEM_CG T operator()(T a, T b) const { return a ^ b; }
};

template <unsigned N, class T, class Op>
__TANDEM_CG T reduce(const thread_block_tile<N> &g, T v, Op op) {
  for (unsigned d = N / 2; d > 0; d /= 2)
    v = op(v, g.shfl_xor(v, (int)d));
  return v;
}

} // namespace cooperative_groups

#undef __TANDEM_CG
#endif /* TANDEM_COOPERATIVE_GROUPS_REDUCE_H */
