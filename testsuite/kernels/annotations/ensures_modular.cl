//xfail:NOT_ALL_VERIFIED
//--local_size=16 --num_groups=1 --no-inline
//ensures_modular\.cl:11:3: error: postcondition might not hold on all return paths$
//note: device function 'halve' has a postcondition: with --no-inline it is checked on its own
//\.cl: k: Verified$

/* The kernel only calls halve(6), for which the postcondition holds; with
 * --no-inline the contract is checked for every argument it allows: 1/2 is 0. */
int halve(int a) {
  __requires(a > 0);
  __ensures(__return_val_int() > 0);
  return a / 2;
}

__kernel void k(__global int *A) {
  A[get_local_id(0)] = halve(6);
}
