//xfail:NOT_ALL_VERIFIED
//--local_size=32 --num_groups=4 --no-inline
//uncalled_strided_race\.cl:10: note: no kernel calls 'clear': with --no-inline it is checked on its own
//error: possible write-write race on out\[
//uncalled_strided_race\.cl:13:\d+:
//\.c[lu]: clear: 1 error$
//^Write by .*, \S*uncalled_strided_race\.cl:13:12:\n.*\n\nWrite by .*, \S*uncalled_strided_race\.cl:13:12:$

/* Called by no kernel: each thread may pass its own pointer. */
void clear(__global int *out, int n) {
  int i = get_local_id(0);
  while (i < n) {
    out[i] = i;
    i += get_local_size(0);
  }
}

__kernel void launch(__global int *A) {
  A[get_global_id(0)] = 1;
}
