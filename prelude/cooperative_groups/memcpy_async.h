/*
 * Tandem's <cooperative_groups/memcpy_async.h>: a thread block's
 * cg::memcpy_async is a copy in flight until the block's cg::wait, as
 * OpenCL's async_work_group_copy is until wait_group_events: any access to
 * its destination, or write of its source, by a thread of the block before
 * the wait races with it.  Copies by other groups, and waits for all but
 * the latest copies (wait_prior<N> with N > 0), are refused.
 */
#ifndef TANDEM_COOPERATIVE_GROUPS_MEMCPY_ASYNC_H
#define TANDEM_COOPERATIVE_GROUPS_MEMCPY_ASYNC_H

#include <cooperative_groups.h>

#define __TANDEM_CG __device__ __attribute__((always_inline, nodebug))

__TANDEM_EXT void __tandem_memcpy_async(void *dst, const void *src, size_t count,
                                        size_t element_bytes);
__TANDEM_EXT __attribute__((convergent)) void __tandem_wait_async(void);
__TANDEM_EXT void __tandem_memcpy_async_group(void);
__TANDEM_EXT void __tandem_wait_prior(void);

namespace cooperative_groups {

/* A count of bytes that is not a whole number of elements copies part of
 * the last one: the model copies all of it, never less than the device. */
template <class T>
__TANDEM_CG void memcpy_async(const thread_block &, T *dst, const T *src, size_t bytes) {
  __tandem_memcpy_async(dst, src, (bytes + sizeof(T) - 1) / sizeof(T), sizeof(T));
}
template <class G, class T>
__TANDEM_CG void memcpy_async(const G &, T *, const T *, size_t) {
  __tandem_memcpy_async_group();
}
__TANDEM_CG void wait(const thread_block &g) {
  __tandem_wait_async();
  g.sync();
}
template <class G> __TANDEM_CG void wait(const G &) { __tandem_memcpy_async_group(); }
template <unsigned N, class G> __TANDEM_CG void wait_prior(const G &g) {
  if constexpr (N == 0)
    wait(g);
  else
    __tandem_wait_prior();
}

} // namespace cooperative_groups

#undef __TANDEM_CG
#endif /* TANDEM_COOPERATIVE_GROUPS_MEMCPY_ASYNC_H */
