//pass
//--local_size=32 --num_groups=8

/* The pointer comes from either branch of an if, and is advanced in a
   loop; every work item still owns its own slots. */
kernel void phi_two_arrays(global int *a, global int *b, int n, int flag) {
  global int *p;
  if (flag > 3)
    p = a;
  else
    p = b;
  p[get_global_id(0)] = 1;
  global int *q = a;
  for (int i = 0; i < n; i++) {
    q[get_global_id(0)] = i;
    q = b;
  }
}
