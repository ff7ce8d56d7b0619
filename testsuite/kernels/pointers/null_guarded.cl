//pass
//--local_size=16 --num_groups=2

/* The same pointer, but every access is guarded by a test against null. */
kernel void null_guarded(global float *data, int use) {
  global float *p = 0;
  if (use)
    p = data;
  if (p != 0)
    p[get_global_id(0)] = 2.0f;
}
