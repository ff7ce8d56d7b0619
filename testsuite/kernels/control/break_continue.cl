//pass
//--local_size=16 --num_groups=2

/* a loop with break and continue; one access after it */
__kernel void break_continue(__global int *A) {
  int acc = 0;
  for (int i = 0; i < 10; i++) {
    if (i == 3) {
      continue;
    }
    if (i == 7) {
      break;
    }
    acc += i;
  }
  A[get_global_id(0)] = acc;
}
