//pass
//--local_size=128 --num_groups=2

/* Atomics never race with atomics, whatever the operation and width. */
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
#pragma OPENCL EXTENSION cl_khr_int64_extended_atomics : enable

__kernel void every_operation(__global int *g, __local unsigned *l,
                              __global long *w, __global float *f) {
  atomic_add(g, 3);
  atomic_sub(g, 1);
  atomic_xchg(g, 7);
  atomic_min(g, 2);
  atomic_max(g, 9);
  atomic_and(g, 6);
  atomic_or(g, 1);
  atomic_xor(g, 5);
  atomic_cmpxchg(g, 4, 8);
  atom_inc(l);
  atom_dec(l);
  atom_add(w, 10);
  atomic_xchg(f, 1.5f);
}
