//pass
//--local_size=10 --num_groups=1

/* clang copies the initializer from a constant object: the copy's values
 * matter to the assertion, so the constant object is read exactly. */
__kernel void private_array_initializer(__global int *A) {
  int x[10] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9};
  __assert(x[3] == 3);
  __assert(x[get_global_id(0)] < 10);
  A[get_global_id(0)] = x[get_global_id(0)];
}
