//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//axiom_too_weak\.cl: error: possible write-write race on out\[0\]:$
//^Confirmed by execution: .* race on out\S* \(\S*axiom_too_weak\.cl:11 write, \S*axiom_too_weak\.cl:11 write\)
/* The axiom bounds the group size but leaves many work items per group:
 * they all write out[0]. An axiom only narrows the launch. */

__axiom(get_local_size(0) >= 2);

__kernel void first(__global int *out) {
  out[0] = get_local_id(0);
}
