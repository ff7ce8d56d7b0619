//pass
//--local_size=* --global_size=1024
//\.cl: global_given: Verified$
//\A(?![\s\S]*fewer than 2\^32 threads)

/* The global size is given, the local size is not: every launch verified
 * has 1024 threads, in groups of any size that divides it; the grid is
 * bounded, and no assumption on its size is printed. */
__kernel void global_given(__global int *A) {
  __assert(get_global_size(0) == 1024);
  __assert(get_local_size(0) <= 1024);
  __assert(1024 % get_local_size(0) == 0);
  A[get_global_id(0)] = get_local_id(0);
}
