//pass
//--local_size=32 --num_groups=1 --loop-unwind=3
//^.*race_after_loop_missed\.cl: race_after_loop_missed: no defect found within 3 loop iterations \(bounded check, --loop-unwind=3: not a proof\)$

/* a bound of 3 cuts off every execution that leaves the loop of 3
   iterations (4 passes through its head): the race after it is missed
   (`nounroll` keeps the loop, which would otherwise be unrolled) */
__kernel void race_after_loop_missed(__global int *A) {
#pragma nounroll
  for (int i = 0; i < 3; i++)
    A[get_local_id(0) * 4 + i] = 0;
  A[0] = (int)get_local_id(0);
}
