//xfail:TRANSLATION_ERROR
//--local_size=64 --num_groups=1
//bodiless_pointer_local\.cl:11:\d+: error: unsupported construct: call to bodiless function 'update' with a pointer argument

/* even a pointer to the work item's own variable: the function could
   write it */
void update(int *p);

__kernel void bodiless_pointer_local(__global int *A) {
  int x = 0;
  update(&x);
  A[get_global_id(0)] = x;
}
