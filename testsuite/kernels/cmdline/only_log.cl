//pass
//--local_size=16 --num_groups=2 --only-log
//\.c[lu]: only_log: note: no race was checked \(--only-log\)
//\.c[lu]: only_log: Verified$

/* --only-log keeps the access logs for annotations but checks no race:
 * the write-write race on A[0] goes unreported, and the note says so. */
__kernel void only_log(__local int *A) {
  A[0] = get_local_id(0);
}
