//xfail:NOT_ALL_VERIFIED
//--local_size=8 --num_groups=1
//possible write-write race on B
//^Write by .*, \S*barrier_invariant_missing\.cl:15:23:\n.*\n\nWrite by .*, \S*barrier_invariant_missing\.cl:15:23:$

/* Without a barrier invariant nothing is known of the values A holds
 * after the barrier, so B's indices may collide: a false alarm that
 * barrier_invariant_permutation.cl removes. */
#define tid get_local_id(0)

__kernel void barrier_invariant_missing(__global int *B) {
  __local int A[8];
  A[tid] = 7 - tid;
  barrier(CLK_LOCAL_MEM_FENCE);
  B[A[(tid + 3) % 8]] = tid;
}
