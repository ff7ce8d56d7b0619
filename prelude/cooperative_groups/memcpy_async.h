/*
 * Tandem's <cooperative_groups/memcpy_async.h>: cg::memcpy_async copies
 * at once, each thread of the group its share of the bytes, and cg::wait
 * is the group's barrier.  An access to the destination by another thread
 * between the two is thus a race, as it is on the device.
 */
#ifndef TANDEM_COOPERATIVE_GROUPS_MEMCPY_ASYNC_H
#define TANDEM_COOPERATIVE_GROUPS_MEMCPY_ASYNC_H

#include <cooperative_groups.h>

#define __TANDEM_CG __device__ __attribute__((always_inline, nodebug))

namespace cooperative_groups {

template <class G, class T>
__TANDEM_CG void memcpy_async(const G &g, T *dst, const T *src, size_t bytes) {
  size_t n = bytes / sizeof(T);
  for (size_t i = g.thread_rank(); i < n; i += g.size())
    dst[i] = src[i];
}
template <class G> __TANDEM_CG void wait(const G &g) { g.sync(); }
template <unsigned N, class G> __TANDEM_CG void wait_prior(const G &g) { g.sync(); }

} // namespace cooperative_groups

#undef __TANDEM_CG
#endif /* TANDEM_COOPERATIVE_GROUPS_MEMCPY_ASYNC_H */
