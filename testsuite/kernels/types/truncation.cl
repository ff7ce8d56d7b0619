//pass
//--local_size=16 --num_groups=1

/* casts truncate: (uchar)300 == 44 and (char)200 == -56 */
__kernel void truncation(__global int *A, int n) {
  __requires(n == 300);
  uchar c = (uchar)n;
  __assert(c == 44);
  char s = (char)(n - 100);
  __assert(s == -56);
  A[get_local_id(0)] = c + s;
}
