//xfail:TRANSLATION_ERROR
//--local_size=64 --num_groups=1
//bodiless_pointer_return\.cl:9:\d+: error: unsupported construct: call to bodiless function 'where' returning a pointer

/* a pointer from a bodiless function points anywhere */
__global int *where(void);

__kernel void bodiless_pointer_return(__global int *A) {
  __global int *p = where();
  p[get_global_id(0)] = A[get_global_id(0)];
}
