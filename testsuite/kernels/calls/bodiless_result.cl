//pass
//--local_size=64 --num_groups=4
//bodiless_result\.cl:12:\d+: note: 'scale' has no body: assumed to return an arbitrary value and to access no memory
//A\[i\] = scale\(i\) \+ scale\(i \+ 1\);

/* a function declared without a body returns some value; each work item
   writes only its own element, whatever the value */
int scale(int x);

__kernel void bodiless_result(__global int *A) {
  int i = get_global_id(0);
  A[i] = scale(i) + scale(i + 1);
}
