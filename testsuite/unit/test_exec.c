/* The executor's memory and race shadow (exec_mem, exec_shadow) and its
 * lane arithmetic (exec_values). */
#include <string.h>

#include "check.h"
#include "exec_mem.h"
#include "exec_shadow.h"
#include "exec_values.h"

static void test_pointer_encoding(void) {
  ExecMem m;
  exec_mem_init(&m, 64, 1 << 20);
  int a = exec_mem_add(&m, "A", EXEC_SPACE_GLOBAL, 64);
  CHECK_INT_EQ(a, 1);
  uint64_t p = exec_ptr_make(&m, a, 8);
  CHECK_INT_EQ(exec_ptr_obj(&m, p), a);
  CHECK_INT_EQ(exec_ptr_off(&m, p), 8);
  uint64_t q = exec_ptr_add(&m, p, -4);
  CHECK_INT_EQ(exec_ptr_off(&m, q), 4);
  /* Below the object's start: still A's, and out of bounds for good. */
  uint64_t r = exec_ptr_add(&m, p, -12);
  CHECK_INT_EQ(exec_ptr_obj(&m, r), a);
  CHECK_INT_EQ(exec_ptr_off(&m, exec_ptr_add(&m, r, 12)), exec_mem_max_object(&m));
  exec_mem_free(&m);
}

static void test_bounds(void) {
  ExecMem m;
  exec_mem_init(&m, 32, 1 << 20);
  int a = exec_mem_add(&m, "A", EXEC_SPACE_GLOBAL, 16);
  int c = exec_mem_add(&m, "C", EXEC_SPACE_CONSTANT, 16);
  int obj;
  uint64_t off;
  CHECK_INT_EQ(exec_mem_check(&m, exec_ptr_make(&m, a, 12), 4, true, &obj, &off),
               EXEC_FAULT_NONE);
  CHECK_INT_EQ(exec_mem_check(&m, exec_ptr_make(&m, a, 13), 4, false, &obj, &off),
               EXEC_FAULT_BOUNDS);
  CHECK_INT_EQ(obj, a);
  CHECK_INT_EQ(exec_mem_check(&m, 0, 4, false, &obj, &off), EXEC_FAULT_NULL);
  CHECK_INT_EQ(exec_mem_check(&m, exec_ptr_make(&m, 200, 0), 4, false, &obj, &off),
               EXEC_FAULT_WILD);
  CHECK_INT_EQ(exec_mem_check(&m, exec_ptr_make(&m, c, 0), 4, true, &obj, &off),
               EXEC_FAULT_CONST);
  /* 32-bit pointers: objects of at most 16 MiB. */
  CHECK_INT_EQ(exec_mem_add(&m, "big", EXEC_SPACE_GLOBAL, (uint64_t)1 << 24), -1);
  exec_mem_free(&m);
}

static void test_budget(void) {
  ExecMem m;
  exec_mem_init(&m, 64, 100);
  CHECK(exec_mem_add(&m, "A", EXEC_SPACE_GLOBAL, 60) > 0);
  CHECK_INT_EQ(exec_mem_add(&m, "B", EXEC_SPACE_GLOBAL, 60), -1);
  CHECK(exec_mem_charge(&m, 40));
  CHECK(!exec_mem_charge(&m, 1));
  exec_mem_free(&m);
}

static void test_element_names(void) {
  ExecMem m;
  exec_mem_init(&m, 64, 1 << 20);
  int a = exec_mem_add(&m, "A", EXEC_SPACE_GLOBAL, 64);
  int t = exec_mem_add(&m, "tile", EXEC_SPACE_SHARED, 64);
  m.objs[t].ndims = 2;
  m.objs[t].step[0] = 16;
  m.objs[t].step[1] = 4;
  char buf[64];
  exec_mem_element(&m, a, 20, 4, buf, sizeof buf);
  CHECK_STR_EQ(buf, "A[5]");
  exec_mem_element(&m, t, 24, 4, buf, sizeof buf);
  CHECK_STR_EQ(buf, "tile[1][2]");
  exec_mem_free(&m);
}

static ExecStamp stamp(uint32_t thread, uint32_t block, uint32_t epoch) {
  return (ExecStamp){thread, block, epoch, 0};
}

static void test_shadow_intervals(void) {
  ExecShadow s;
  exec_shadow_init(&s, 64, false); /* shared memory */
  ExecConflict c;
  uint64_t pages = 0;
  uint8_t one = 1, two = 2;
  ExecStamp t1 = stamp(1, 0, 1), t2 = stamp(2, 0, 1), t2later = stamp(2, 0, 2);
  CHECK(!exec_shadow_access(&s, 0, 1, ACC_WRITE, &t1, &one, true, &c, &pages));
  CHECK_INT_EQ(pages, 1);
  /* The same thread again: no race. */
  CHECK(!exec_shadow_access(&s, 0, 1, ACC_READ, &t1, NULL, true, &c, &pages));
  /* Another thread after a barrier: ordered. */
  CHECK(!exec_shadow_access(&s, 0, 1, ACC_WRITE, &t2later, &two, true, &c, &pages));
  /* In the same interval: a read-write race, found at byte 4. */
  CHECK(!exec_shadow_access(&s, 4, 1, ACC_READ, &t1, NULL, true, &c, &pages));
  if (CHECK(exec_shadow_access(&s, 4, 1, ACC_WRITE, &t2, &one, true, &c, &pages))) {
    CHECK_INT_EQ(c.other.thread, 1);
    CHECK_INT_EQ(c.other_kind, ACC_READ);
    CHECK_INT_EQ(c.byte, 4);
  }
  exec_shadow_free(&s);
}

static void test_shadow_benign_and_atomics(void) {
  ExecShadow s;
  exec_shadow_init(&s, 16, true);
  ExecConflict c;
  uint64_t pages = 0;
  uint8_t v[4] = {7, 0, 0, 0}, w[4] = {8, 0, 0, 0};
  ExecStamp a = stamp(1, 0, 1), b = stamp(2, 0, 1), d = stamp(3, 0, 1);
  CHECK(!exec_shadow_access(&s, 0, 4, ACC_WRITE, &a, v, true, &c, &pages));
  /* An equal value is benign unless the tolerance is off. */
  CHECK(!exec_shadow_access(&s, 0, 4, ACC_WRITE, &b, v, true, &c, &pages));
  CHECK(exec_shadow_access(&s, 0, 4, ACC_WRITE, &d, v, false, &c, &pages));
  CHECK(exec_shadow_access(&s, 0, 4, ACC_WRITE, &a, w, true, &c, &pages));
  /* Atomics never race with atomics, but with reads. */
  CHECK(!exec_shadow_access(&s, 8, 4, ACC_ATOMIC, &a, NULL, true, &c, &pages));
  CHECK(!exec_shadow_access(&s, 8, 4, ACC_ATOMIC, &b, NULL, true, &c, &pages));
  CHECK(exec_shadow_access(&s, 8, 4, ACC_READ, &d, NULL, true, &c, &pages));
  exec_shadow_free(&s);
}

static void test_shadow_blocks(void) {
  ExecShadow global, shared;
  exec_shadow_init(&global, 16, true);
  exec_shadow_init(&shared, 16, false);
  ExecConflict c;
  uint64_t pages = 0;
  uint8_t v = 1, w = 2;
  /* Thread 1 of block 0 in interval 1; thread 9 of block 1 in interval 5:
   * no barrier orders them in global memory; shared memory is per block. */
  ExecStamp a = stamp(1, 0, 1), b = stamp(9, 1, 5);
  CHECK(!exec_shadow_access(&global, 0, 1, ACC_WRITE, &a, &v, true, &c, &pages));
  CHECK(exec_shadow_access(&global, 0, 1, ACC_WRITE, &b, &w, true, &c, &pages));
  CHECK(!exec_shadow_access(&shared, 0, 1, ACC_WRITE, &a, &v, true, &c, &pages));
  CHECK(!exec_shadow_access(&shared, 0, 1, ACC_WRITE, &b, &w, true, &c, &pages));
  /* The next block's first interval: the old accesses are stale. */
  ExecStamp next = stamp(17, 2, 6);
  CHECK(!exec_shadow_access(&shared, 0, 1, ACC_READ, &next, NULL, true, &c, &pages));
  exec_shadow_free(&global);
  exec_shadow_free(&shared);
}

static void test_values(void) {
  ExecScalar i8 = {EXEC_INT, 8}, i32 = {EXEC_INT, 32}, f32 = {EXEC_F32, 32};
  uint64_t r;
  CHECK(exec_binop(LLVMAdd, i8, 200, 100, &r));
  CHECK_INT_EQ(r, 44);
  CHECK(exec_binop(LLVMSDiv, i32, (uint64_t)(uint32_t)-7, 2, &r));
  CHECK_INT_EQ(exec_sext(r, 32), -3);
  CHECK(!exec_binop(LLVMUDiv, i32, 1, 0, &r));
  CHECK(exec_binop(LLVMFAdd, f32, exec_from_float(1.0f), exec_from_float(1e-8f), &r));
  CHECK(exec_to_float(r) == 1.0f);
  CHECK_INT_EQ(exec_cast(LLVMSExt, i8, (ExecScalar){EXEC_INT, 64}, 0xff), (long long)-1);
  CHECK_INT_EQ(exec_cast(LLVMFPToSI, f32, i32, exec_from_float(-2.5f)), 0xfffffffe);
  CHECK(exec_icmp(LLVMIntSLT, 8, 0xff, 0));
  CHECK(!exec_icmp(LLVMIntULT, 8, 0xff, 0));
  CHECK(exec_fcmp(LLVMRealUNO, f32, exec_from_float(__builtin_nanf("")), 0));
  ExecLeaf leaves[2] = {{0, i32, 4}, {4, i8, 1}};
  uint64_t lanes[2] = {0x01020304, 0xaa}, back[2];
  uint8_t bytes[8] = {0};
  exec_store_lanes(bytes, leaves, 2, lanes);
  CHECK_INT_EQ(bytes[0], 4);
  CHECK_INT_EQ(bytes[4], 0xaa);
  exec_load_lanes(bytes, leaves, 2, back);
  CHECK(!memcmp(back, lanes, sizeof back));
}

void test_exec(void) {
  RUN_TEST(test_pointer_encoding);
  RUN_TEST(test_bounds);
  RUN_TEST(test_budget);
  RUN_TEST(test_element_names);
  RUN_TEST(test_shadow_intervals);
  RUN_TEST(test_shadow_benign_and_atomics);
  RUN_TEST(test_shadow_blocks);
  RUN_TEST(test_values);
}
