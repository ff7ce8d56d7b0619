//pass
//--local_size=32 --num_groups=1 --loop-unwind=2
//^.*race_fifth_iteration_missed\.cl: race_fifth_iteration_missed: no defect found within 2 loop iterations \(bounded check, --loop-unwind=2: not a proof\)$

/* the race needs a fifth iteration: a bound of 2 does not reach it, and
   the verdict is no proof (the same kernel with --loop-unwind=6 is
   race_fifth_iteration_found.cl; `nounroll` keeps the loop, which would
   otherwise be unrolled) */
__kernel void race_fifth_iteration_missed(__global int *A) {
#pragma nounroll
  for (int i = 0; i < 8; i++) {
    if (i == 4)
      A[0] = (int)get_local_id(0);
  }
}
