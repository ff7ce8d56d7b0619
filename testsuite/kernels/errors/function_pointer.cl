//xfail:CLANG_ERROR
//--local_size=64 --num_groups=1
//error: .*pointers to functions are not allowed

/* OpenCL C does not allow function pointers */
int twice(int x) {
  return 2 * x;
}

__kernel void function_pointer(__global int *A) {
  int (*f)(int) = twice;
  A[get_global_id(0)] = f(1);
}
