//xfail:GPUVERIFYVCGEN_ERROR
//--local_size=8 --num_groups=1 --equality-abstraction
//error: --equality-abstraction cannot be used with atomics \(array 'c' is updated atomically\)

__kernel void equality_refused(__global int *c) {
  atomic_inc(c);
}
