//xfail:TRANSLATION_ERROR
//--local_size=64 --num_groups=1
//mystery_call\.cl:10:\d+: error: unsupported
//unsupported.*mystery

/* OpenCL: a call to a function that is declared but never defined */
int mystery(int x);

__kernel void mystery_call(__global int *A) {
  A[get_global_id(0)] = mystery((int)get_global_id(0));
}
