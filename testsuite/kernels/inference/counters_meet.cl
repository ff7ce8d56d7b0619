//pass
//--local_size=64 --num_groups=1
//\.cl: counters_meet: Verified$

/* counter-guard: i takes two steps for each step of j and starts below
 * it, so the two meet exactly: i <= j (the guard made non-strict) holds
 * at the head. Its previous-value form, i == 0 || i - 2 < j, substitutes
 * only i while j moves too, and allows i == j + 1. The user invariant
 * keeps j from wrapping around, without which i <= j would not be
 * inductive in 32-bit arithmetic. */
__kernel void counters_meet(__global unsigned *out, unsigned n) {
  __requires(n <= 1000);
  unsigned i = 0, j = n;
  while (__invariant(j <= 1000), i < j) {
    if (j == 1000)
      break;
    i += 2;
    j += 1;
  }
  __assert(j == 1000 || i == j);
  out[get_global_id(0)] = i;
}
