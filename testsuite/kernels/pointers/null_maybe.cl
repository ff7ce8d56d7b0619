//xfail:NOT_ALL_VERIFIED
//--local_size=16 --num_groups=2
//null_maybe.cl:10:23: error: possible null pointer access

/* A pointer that is null unless the argument says otherwise. */
kernel void null_maybe(global float *data, int use) {
  global float *p = 0;
  if (use)
    p = data;
  p[get_global_id(0)] = 2.0f;
}
