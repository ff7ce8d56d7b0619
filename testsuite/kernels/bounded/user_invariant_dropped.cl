//pass
//--local_size=32 --num_groups=1 --loop-unwind=5
//^.*user_invariant_dropped\.cl: user_invariant_dropped: no defect found within 5 loop iterations \(bounded check, --loop-unwind=5: not a proof\)$

/* the kernel's own loop invariants are dropped in a bounded check: this
   one, false from the fourth iteration on, is neither checked nor
   assumed (without --loop-unwind it is reported as not maintained) */
__kernel void user_invariant_dropped(__global int *A) {
  for (int i = 0; __invariant(i < 3), i < 10; i++)
    A[get_local_id(0) * 10 + i] = i;
}
