/* The executor's memory and race shadow (exec_mem, exec_shadow), its
 * lane arithmetic (exec_values) and shuffles' lanes (exec_warps). */
#include <llvm-c/IRReader.h>
#include <stdio.h>
#include <string.h>

#include "check.h"
#include "exec.h"
#include "exec_input.h"
#include "exec_mem.h"
#include "exec_shadow.h"
#include "exec_values.h"
#include "exec_warps.h"

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

/* No barrier yet: every thread's accesses are in flight. */
static const uint32_t no_fences[32];
static const ExecOrder unordered = {.fenced = no_fences, .per_block = 32};
/* Memory as it was before an access (zeros unless a test says). */
static const uint8_t zeros[8];

static void test_shadow_intervals(void) {
  ExecShadow s;
  exec_shadow_init(&s, 64, false); /* shared memory */
  ExecConflict c;
  uint64_t pages = 0;
  uint8_t one = 1, two = 2;
  /* Threads 1 and 2 of block 0 (local ids 0 and 1); a barrier ends
   * interval 1 with thread 1's fence covering this memory. */
  uint32_t fenced[32] = {1};
  ExecOrder after = {.fenced = fenced, .per_block = 32};
  ExecStamp t1 = stamp(1, 0, 1), t1later = stamp(1, 0, 2), t2later = stamp(2, 0, 2);
  CHECK(!exec_shadow_access(&s, 0, 1, ACC_WRITE, &t1, &unordered, zeros, &one, true, &c, &pages));
  CHECK_INT_EQ(pages, 1);
  /* The same thread again: no race. */
  CHECK(!exec_shadow_access(&s, 0, 1, ACC_READ, &t1, &unordered, zeros, NULL, true, &c, &pages));
  /* Before the barrier, thread 2's write races; after it, it does not. */
  CHECK(exec_shadow_access(&s, 0, 1, ACC_WRITE, &t2later, &unordered, zeros, &two, true, &c, &pages));
  CHECK(!exec_shadow_access(&s, 0, 1, ACC_WRITE, &t2later, &after, zeros, &two, true, &c, &pages));
  /* In one interval: a read-write race, found at byte 4. */
  CHECK(!exec_shadow_access(&s, 4, 1, ACC_READ, &t1later, &after, zeros, NULL, true, &c, &pages));
  if (CHECK(exec_shadow_access(&s, 4, 1, ACC_WRITE, &t2later, &after, zeros, &one, true, &c,
                               &pages))) {
    CHECK_INT_EQ(c.other.thread, 1);
    CHECK_INT_EQ(c.other_kind, ACC_READ);
    CHECK_INT_EQ(c.byte, 4);
  }
  /* A barrier whose fence covers other memory only orders nothing here:
   * thread 2's write after it races with thread 1's read before it. */
  uint32_t other_fence[32] = {0};
  ExecOrder not_covered = {.fenced = other_fence, .per_block = 32};
  ExecStamp t2third = stamp(2, 0, 3);
  CHECK(exec_shadow_access(&s, 4, 1, ACC_WRITE, &t2third, &not_covered, zeros, &two, true, &c,
                           &pages));
  exec_shadow_free(&s);
}

static void test_shadow_benign_and_atomics(void) {
  ExecShadow s;
  exec_shadow_init(&s, 16, true);
  ExecConflict c;
  uint64_t pages = 0;
  uint8_t v[4] = {7, 0, 0, 0}, w[4] = {8, 0, 0, 0};
  ExecStamp a = stamp(1, 0, 1), b = stamp(2, 0, 1), d = stamp(3, 0, 1);
  CHECK(!exec_shadow_access(&s, 0, 4, ACC_WRITE, &a, &unordered, zeros, v, true, &c, &pages));
  /* An equal value is benign unless the tolerance is off. */
  CHECK(!exec_shadow_access(&s, 0, 4, ACC_WRITE, &b, &unordered, zeros, v, true, &c, &pages));
  CHECK(exec_shadow_access(&s, 0, 4, ACC_WRITE, &d, &unordered, zeros, v, false, &c, &pages));
  CHECK(exec_shadow_access(&s, 0, 4, ACC_WRITE, &a, &unordered, zeros, w, true, &c, &pages));
  /* Atomics never race with atomics, but with reads. */
  CHECK(!exec_shadow_access(&s, 8, 4, ACC_ATOMIC, &a, &unordered, zeros, NULL, true, &c, &pages));
  CHECK(!exec_shadow_access(&s, 8, 4, ACC_ATOMIC, &b, &unordered, zeros, NULL, true, &c, &pages));
  CHECK(exec_shadow_access(&s, 8, 4, ACC_READ, &d, &unordered, zeros, NULL, true, &c, &pages));
  exec_shadow_free(&s);
}

/* An atomic of block scope (group_atomic, by instruction) is atomic only
 * with its block's threads: with another block's atomic it races, in
 * global memory; never in shared memory, one block's. */
static void test_shadow_block_scope_atomics(void) {
  static const bool scoped[3] = {false, true, false}; /* instruction 1 */
  ExecOrder ord = unordered;
  ord.group_atomic = scoped;
  ExecStamp device0 = {1, 0, 1, 0}, device1 = {40, 1, 1, 2}, block0 = {2, 0, 1, 1},
            block1 = {41, 1, 1, 1};
  ExecConflict c;
  uint64_t pages = 0;
  ExecShadow g;
  exec_shadow_init(&g, 16, true);
  /* Device atomics of two blocks, and a block's own scoped atomic: atomic. */
  CHECK(!exec_shadow_access(&g, 0, 4, ACC_ATOMIC, &device0, &ord, zeros, NULL, true, &c, &pages));
  CHECK(!exec_shadow_access(&g, 0, 4, ACC_ATOMIC, &device1, &ord, zeros, NULL, true, &c, &pages));
  CHECK(!exec_shadow_access(&g, 4, 4, ACC_ATOMIC, &block0, &ord, zeros, NULL, true, &c, &pages));
  CHECK(!exec_shadow_access(&g, 4, 4, ACC_ATOMIC, &device0, &ord, zeros, NULL, true, &c, &pages));
  /* Another block's device atomic after a scoped one: a race with it. */
  if (CHECK(exec_shadow_access(&g, 4, 4, ACC_ATOMIC, &device1, &ord, zeros, NULL, true, &c,
                               &pages)))
    CHECK(c.other.thread == block0.thread && c.other_kind == ACC_ATOMIC);
  /* A scoped atomic after another block's device atomic: a race too. */
  CHECK(exec_shadow_access(&g, 0, 4, ACC_ATOMIC, &block1, &ord, zeros, NULL, true, &c, &pages));
  exec_shadow_free(&g);
  ExecShadow sh;
  exec_shadow_init(&sh, 16, false);
  CHECK(!exec_shadow_access(&sh, 0, 4, ACC_ATOMIC, &block0, &ord, zeros, NULL, true, &c,
                            &pages));
  CHECK(!exec_shadow_access(&sh, 0, 4, ACC_ATOMIC, &block1, &ord, zeros, NULL, true, &c,
                            &pages));
  exec_shadow_free(&sh);
}

/* Benign read-write pairs: either order gives each thread the same bytes. */
static void test_shadow_agreeing_values(void) {
  ExecShadow s;
  exec_shadow_init(&s, 16, true);
  ExecConflict c;
  uint64_t pages = 0;
  uint8_t five = 5, six = 6;
  ExecStamp a = stamp(1, 0, 1), b = stamp(2, 0, 1), d = stamp(3, 0, 1);
  /* a reads 5; b writes 5 back: benign, unless the tolerance is off. */
  CHECK(!exec_shadow_access(&s, 0, 1, ACC_READ, &a, &unordered, &five, NULL, true, &c,
                            &pages));
  CHECK(!exec_shadow_access(&s, 0, 1, ACC_WRITE, &b, &unordered, &five, &five, true, &c,
                            &pages));
  CHECK(exec_shadow_access(&s, 0, 1, ACC_WRITE, &d, &unordered, &five, &five, false, &c,
                           &pages));
  /* a write that left the byte as it was, then another thread's read:
   * benign; a write that changed it: a race. */
  CHECK(!exec_shadow_access(&s, 4, 1, ACC_WRITE, &a, &unordered, &five, &five, true, &c,
                            &pages));
  CHECK(!exec_shadow_access(&s, 4, 1, ACC_READ, &b, &unordered, &five, NULL, true, &c, &pages));
  CHECK(!exec_shadow_access(&s, 8, 1, ACC_WRITE, &a, &unordered, &five, &six, true, &c,
                            &pages));
  CHECK(exec_shadow_access(&s, 8, 1, ACC_READ, &b, &unordered, &six, NULL, true, &c, &pages));
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
  CHECK(!exec_shadow_access(&global, 0, 1, ACC_WRITE, &a, &unordered, zeros, &v, true, &c, &pages));
  CHECK(exec_shadow_access(&global, 0, 1, ACC_WRITE, &b, &unordered, zeros, &w, true, &c, &pages));
  CHECK(!exec_shadow_access(&shared, 0, 1, ACC_WRITE, &a, &unordered, zeros, &v, true, &c, &pages));
  CHECK(!exec_shadow_access(&shared, 0, 1, ACC_WRITE, &b, &unordered, zeros, &w, true, &c, &pages));
  /* The next block's first interval: the old accesses are stale. */
  ExecStamp next = stamp(17, 2, 6);
  CHECK(!exec_shadow_access(&shared, 0, 1, ACC_READ, &next, &unordered, zeros, NULL, true, &c, &pages));
  exec_shadow_free(&global);
  exec_shadow_free(&shared);
}

/* __syncwarp's clocks, lockstep and grid barriers order accesses. */
static void test_shadow_warps(void) {
  ExecShadow shared, global;
  exec_shadow_init(&shared, 16, false);
  exec_shadow_init(&global, 16, true);
  ExecConflict c;
  uint64_t pages = 0;
  uint8_t v = 1, w = 2;
  static uint32_t fenced[64], seen[64 * EXEC_WARP_SIZE];
  ExecOrder ord = {.fenced = fenced, .per_block = 64, .seen = seen};
  /* Lane 0 writes in interval 5; lane 1 reads: a race until a __syncwarp
   * has shown lane 1 lane 0's interval 5. */
  ExecStamp a = stamp(1, 0, 5), b = stamp(2, 0, 6), far = stamp(33, 0, 6);
  CHECK(!exec_shadow_access(&shared, 0, 1, ACC_WRITE, &a, &ord, zeros, &v, true, &c, &pages));
  CHECK(exec_shadow_access(&shared, 0, 1, ACC_READ, &b, &ord, zeros, NULL, true, &c, &pages));
  seen[1 * EXEC_WARP_SIZE + 0] = 5;
  CHECK(!exec_shadow_access(&shared, 0, 1, ACC_READ, &b, &ord, zeros, NULL, true, &c, &pages));
  /* Thread 32 is in the other warp: no __syncwarp orders it. */
  memset(seen, 0xff, sizeof seen);
  CHECK(exec_shadow_access(&shared, 0, 1, ACC_READ, &far, &ord, zeros, NULL, true, &c, &pages));
  /* Lockstep groups of 32: one instruction's two writes race, accesses at
   * different instructions (intervals) do not; nor do another
   * instruction's read. */
  ExecOrder lock = {.fenced = fenced, .per_block = 64, .lockstep = 32};
  ExecStamp l0 = stamp(1, 0, 9), l1 = stamp(2, 0, 9), l1next = stamp(2, 0, 10);
  CHECK(!exec_shadow_access(&shared, 4, 1, ACC_WRITE, &l0, &lock, zeros, &v, true, &c, &pages));
  CHECK(exec_shadow_access(&shared, 4, 1, ACC_WRITE, &l1, &lock, zeros, &w, true, &c, &pages));
  CHECK(!exec_shadow_access(&shared, 8, 1, ACC_WRITE, &l0, &lock, zeros, &v, true, &c, &pages));
  CHECK(!exec_shadow_access(&shared, 8, 1, ACC_READ, &l1, &lock, zeros, NULL, true, &c, &pages));
  CHECK(!exec_shadow_access(&shared, 8, 1, ACC_WRITE, &l1next, &lock, zeros, &w, true, &c,
                            &pages));
  /* Blocks 0 and 1 in global memory: a grid barrier after interval 3
   * orders them. */
  ExecStamp g0 = stamp(1, 0, 3), g1 = stamp(65, 1, 7);
  ExecOrder grid = {.fenced = fenced, .per_block = 64, .grid_mark = 4};
  CHECK(!exec_shadow_access(&global, 0, 1, ACC_WRITE, &g0, &grid, zeros, &v, true, &c, &pages));
  CHECK(exec_shadow_access(&global, 0, 1, ACC_READ, &g1, &ord, zeros, NULL, true, &c, &pages));
  CHECK(!exec_shadow_access(&global, 0, 1, ACC_READ, &g1, &grid, zeros, NULL, true, &c, &pages));
  exec_shadow_free(&shared);
  exec_shadow_free(&global);
}

/* The lane a shuffle reads, as PTX's shfl.sync defines it. */
static void test_shuffle_lanes(void) {
  uint32_t j;
  /* idx: the source in the caller's segment, the lane modulo the width */
  CHECK(exec_warps_shfl_source(EXEC_WARP_SHFL_IDX, 5, 3, 32, &j) && j == 3);
  CHECK(exec_warps_shfl_source(EXEC_WARP_SHFL_IDX, 13, 11, 8, &j) && j == 11);
  CHECK(exec_warps_shfl_source(EXEC_WARP_SHFL_IDX, 13, 35, 32, &j) && j == 3);
  /* up: not below the segment's first lane */
  CHECK(exec_warps_shfl_source(EXEC_WARP_SHFL_UP, 5, 2, 32, &j) && j == 3);
  CHECK(!exec_warps_shfl_source(EXEC_WARP_SHFL_UP, 1, 2, 32, &j) && j == 1);
  CHECK(!exec_warps_shfl_source(EXEC_WARP_SHFL_UP, 9, 2, 8, &j) && j == 9);
  CHECK(exec_warps_shfl_source(EXEC_WARP_SHFL_UP, 10, 2, 8, &j) && j == 8);
  CHECK(!exec_warps_shfl_source(EXEC_WARP_SHFL_UP, 31, 0xffffffffu, 32, &j) && j == 31);
  /* down: not past the segment's last lane */
  CHECK(exec_warps_shfl_source(EXEC_WARP_SHFL_DOWN, 5, 16, 32, &j) && j == 21);
  CHECK(!exec_warps_shfl_source(EXEC_WARP_SHFL_DOWN, 20, 16, 32, &j) && j == 20);
  CHECK(exec_warps_shfl_source(EXEC_WARP_SHFL_DOWN, 3, 4, 8, &j) && j == 7);
  CHECK(!exec_warps_shfl_source(EXEC_WARP_SHFL_DOWN, 4, 4, 8, &j) && j == 4);
  CHECK(!exec_warps_shfl_source(EXEC_WARP_SHFL_DOWN, 0, 0xffffffffu, 32, &j) && j == 0);
  /* xor: earlier segments are read, later ones are not */
  CHECK(exec_warps_shfl_source(EXEC_WARP_SHFL_XOR, 3, 1, 32, &j) && j == 2);
  CHECK(!exec_warps_shfl_source(EXEC_WARP_SHFL_XOR, 0, 8, 8, &j) && j == 0);
  CHECK(exec_warps_shfl_source(EXEC_WARP_SHFL_XOR, 9, 8, 8, &j) && j == 1);
  CHECK(!exec_warps_shfl_source(EXEC_WARP_SHFL_XOR, 3, 32, 32, &j) && j == 3);
  /* width 1: every lane its own segment */
  CHECK(!exec_warps_shfl_source(EXEC_WARP_SHFL_DOWN, 6, 1, 1, &j) && j == 6);
  CHECK(exec_warps_shfl_source(EXEC_WARP_SHFL_IDX, 6, 4, 1, &j) && j == 6);
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

/* ---- whole runs of hand-written IR (no clang) ---- */

#define IR_HEAD                                                                    \
  "target datalayout = \"e-i64:64-i128:128-v16:16-v32:32-n16:32:64\"\n"             \
  "declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"                                 \
  "declare void @llvm.nvvm.barrier0()\n"                                           \
  "declare void @__tandem_assert(i1)\n"

/* Runs kernel k of ir with `groups` blocks of `threads` threads, only the
 * first `first` of them when not 0; the report in out (to free). */
static ExecResult run_ir_groups(const char *ir, uint32_t threads, uint32_t groups,
                                uint32_t first, StrBuf *out) {
  ExecResult res = {.outcome = EXEC_BAD_LAUNCH};
  LLVMContextRef ctx = LLVMContextCreate();
  LLVMMemoryBufferRef buf = LLVMCreateMemoryBufferWithMemoryRangeCopy(ir, strlen(ir), "t");
  LLVMModuleRef m = NULL;
  char *msg = NULL;
  if (!CHECK(!LLVMParseIRInContext(ctx, buf, &m, &msg))) {
    printf("    %s\n", msg ? msg : "");
    LLVMDisposeMessage(msg);
    LLVMContextDispose(ctx);
    return res;
  }
  ExecConfig cfg = {.file = "t.cu", .cwd = "", .is_cuda = true,
                    .group_size = {threads, 1, 1}, .num_groups = {groups, 1, 1},
                    .first_groups = first, .dims = 1,
                    .seed = 1, .max_steps = 10000, .buffer_bytes = 64,
                    .memory_budget = 1 << 24, .benign_tolerance = true,
                    .check_races = true, .inter_group = true,
                    .annotations = ANNOTATIONS_ALL};
  SourceCache src = {0};
  res = exec_run_kernel(m, LLVMGetNamedFunction(m, "k"), "k", &cfg, out, &src, NULL);
  source_cache_free(&src);
  LLVMDisposeModule(m);
  LLVMContextDispose(ctx);
  return res;
}

static ExecResult run_ir(const char *ir, uint32_t threads, StrBuf *out) {
  return run_ir_groups(ir, threads, 1, 0, out);
}

/* Of a launch run by its first groups, the others do not run: thread 0
 * of each block writes its block's id to A[0], a race from the second
 * block on. */
static void test_run_first_groups(void) {
  const char *ir = IR_HEAD
      "declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()\n"
      "define void @k(ptr %A) {\n"
      "entry:\n"
      "  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
      "  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()\n"
      "  %z = icmp eq i32 %t, 0\n"
      "  br i1 %z, label %w, label %exit\n"
      "w:\n  store i32 %b, ptr %A, align 4\n  br label %exit\n"
      "exit:\n  ret void\n}\n";
  StrBuf out = {0};
  ExecResult one = run_ir_groups(ir, 2, 8, 1, &out);
  CHECK_INT_EQ(one.outcome, EXEC_CLEAN);
  sb_free(&out);
  ExecResult two = run_ir_groups(ir, 2, 8, 2, &out);
  CHECK_INT_EQ(two.outcome, EXEC_DEFECTS);
  CHECK(two.steps == 2 * one.steps);
  sb_free(&out);
  ExecResult all = run_ir_groups(ir, 2, 8, 0, &out);
  CHECK(all.steps == 8 * one.steps);
  sb_free(&out);
}

/* Phis read their incoming values all at once: a swap in a loop. */
static void test_run_phi_swap(void) {
  const char *ir = IR_HEAD
      "define void @k(ptr %A) {\n"
      "entry:\n  br label %loop\n"
      "loop:\n"
      "  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]\n"
      "  %a = phi i32 [ 1, %entry ], [ %b, %loop ]\n"
      "  %b = phi i32 [ 2, %entry ], [ %a, %loop ]\n"
      "  %i1 = add i32 %i, 1\n"
      "  %c = icmp ult i32 %i1, 2\n"
      "  br i1 %c, label %loop, label %exit\n"
      "exit:\n"
      "  %ok = icmp eq i32 %b, 1\n"
      "  call void @__tandem_assert(i1 %ok)\n"
      "  ret void\n}\n";
  StrBuf out = {0};
  ExecResult r = run_ir(ir, 2, &out);
  CHECK_INT_EQ(r.outcome, EXEC_CLEAN);
  /* Both threads ran the same instructions, and they are counted. */
  CHECK(r.steps > 0 && r.steps % 2 == 0);
  CHECK(!r.left_contract);
  sb_free(&out);
}

/* switch, select, vectors and a struct value, checked by assertions. */
static void test_run_values(void) {
  const char *ir = IR_HEAD
      "define void @k(ptr %A) {\n"
      "entry:\n"
      "  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
      "  switch i32 %t, label %other [ i32 0, label %zero ]\n"
      "zero:\n  br label %join\n"
      "other:\n  br label %join\n"
      "join:\n"
      "  %v = phi i32 [ 100, %zero ], [ 200, %other ]\n"
      "  %z = icmp eq i32 %t, 0\n"
      "  %w = select i1 %z, i32 100, i32 200\n"
      "  %same = icmp eq i32 %v, %w\n"
      "  call void @__tandem_assert(i1 %same)\n"
      "  %vec = insertelement <4 x i32> <i32 1, i32 2, i32 3, i32 4>, i32 %t, i32 2\n"
      "  %sh = shufflevector <4 x i32> %vec, <4 x i32> zeroinitializer, <2 x i32> <i32 2, i32 4>\n"
      "  %e0 = extractelement <2 x i32> %sh, i32 0\n"
      "  %e1 = extractelement <2 x i32> %sh, i32 1\n"
      "  %s = insertvalue { i32, i64 } undef, i64 7, 1\n"
      "  %s1 = extractvalue { i32, i64 } %s, 1\n"
      "  %c0 = icmp eq i32 %e0, %t\n"
      "  %c1 = icmp eq i32 %e1, 0\n"
      "  %c2 = icmp eq i64 %s1, 7\n"
      "  %c01 = and i1 %c0, %c1\n"
      "  %all = and i1 %c01, %c2\n"
      "  call void @__tandem_assert(i1 %all)\n"
      "  %p = getelementptr inbounds <4 x i32>, ptr %A, i32 %t\n"
      "  store <4 x i32> %vec, ptr %p, align 16\n"
      "  %q = getelementptr inbounds i32, ptr %p, i32 2\n"
      "  %back = load i32, ptr %q, align 4\n"
      "  %c3 = icmp eq i32 %back, %t\n"
      "  call void @__tandem_assert(i1 %c3)\n"
      "  ret void\n}\n";
  StrBuf out = {0};
  ExecResult r = run_ir(ir, 4, &out);
  if (!CHECK_INT_EQ(r.outcome, EXEC_CLEAN))
    printf("%s", out.s ? out.s : "");
  sb_free(&out);
}

/* Two threads write A[0] in one interval; after a barrier, thread 1
 * reads what thread 0 wrote: one race, and the run's memory is bounded. */
static void test_run_race_and_bounds(void) {
  const char *ir = IR_HEAD
      "define void @k(ptr %A) {\n"
      "entry:\n"
      "  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
      "  store volatile i32 %t, ptr %A, align 4\n"
      "  call void @llvm.nvvm.barrier0()\n"
      "  %x = load volatile i32, ptr %A, align 4\n"
      "  %p = getelementptr inbounds i32, ptr %A, i32 16\n"
      "  store volatile i32 %x, ptr %p, align 4\n"
      "  ret void\n}\n";
  StrBuf out = {0};
  ExecResult r = run_ir(ir, 2, &out);
  CHECK_INT_EQ(r.outcome, EXEC_DEFECTS);
  CHECK_INT_EQ(r.ndefects, 2);
  CHECK(out.s && strstr(out.s, "write-write race on A[0] in an execution"));
  CHECK(out.s && strstr(out.s, "out-of-bounds write of 4 bytes at byte offset 64 of 'A'"));
  sb_free(&out);
}

/* A shuffle by its external function: every lane reads lane 0's id;
 * a second one names a lane that is not the caller's. */
static void test_run_shuffle(void) {
  const char *ir = IR_HEAD
      "declare i32 @__tandem_shfl_idx_i32(i32, i32, i32, i32)\n"
      "define void @k(ptr %A) {\n"
      "entry:\n"
      "  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
      "  %v = call i32 @__tandem_shfl_idx_i32(i32 -1, i32 %t, i32 0, i32 32)\n"
      "  %ok = icmp eq i32 %v, 0\n"
      "  call void @__tandem_assert(i1 %ok)\n"
      "  %w = call i32 @__tandem_shfl_idx_i32(i32 1, i32 %t, i32 0, i32 32)\n"
      "  ret void\n}\n";
  StrBuf out = {0};
  ExecResult r = run_ir(ir, 4, &out);
  CHECK_INT_EQ(r.outcome, EXEC_DEFECTS);
  CHECK_INT_EQ(r.ndefects, 1);
  CHECK(out.s && strstr(out.s, "the mask 0x00000001 of a warp operation does not name the "
                               "calling lane 1"));
  sb_free(&out);
}

/* An instruction not modelled is refused before the run. */
static void test_run_refusal(void) {
  const char *ir = IR_HEAD
      "declare i32 @mystery(i32)\n"
      "define void @k(ptr %A) {\n"
      "entry:\n"
      "  %x = call i32 @mystery(i32 1)\n"
      "  store i32 %x, ptr %A, align 4\n"
      "  ret void\n}\n";
  StrBuf out = {0};
  ExecResult r = run_ir(ir, 1, &out);
  CHECK_INT_EQ(r.outcome, EXEC_UNSUPPORTED);
  CHECK(out.s && strstr(out.s, "unsupported construct: call to 'mystery'"));
  sb_free(&out);
}

/* --run-input: sizes, words (integers, hex, negative, floats as their
 * bits), comments; a malformed line or a name given twice is refused with
 * its line. */
static void test_input_parse(void) {
  ExecInput in;
  char err[256];
  if (CHECK(exec_input_parse("# c\nA = 4096 [1, -2, 0x10, 1.5f]\n\nn = 7  # seven\n"
                             "x = 2.5\n", &in, err, sizeof err))) {
    CHECK_INT_EQ(in.len, 3);
    ExecInputEntry *a = exec_input_find(&in, "A"), *n = exec_input_find(&in, "n");
    if (CHECK(a && n)) {
      CHECK(a->has_number && a->num == 4096 && a->nwords == 4);
      CHECK(a->words[1] == 0xfffffffeu && a->words[2] == 16 && a->words[3] == 0x3fc00000u);
      CHECK(n->has_number && !n->is_float && n->num == 7 && !n->words);
    }
    ExecInputEntry *x = exec_input_find(&in, "x");
    CHECK(x && x->is_float && x->fnum == 2.5);
    CHECK(!exec_input_find(&in, "B"));
    exec_input_free(&in);
  }
  CHECK(!exec_input_parse("A = [1, 2\n", &in, err, sizeof err));
  CHECK(strstr(err, "line 1") != NULL);
  CHECK(!exec_input_parse("A = 1\nA = 2\n", &in, err, sizeof err));
  CHECK(strstr(err, "line 2: 'A' is given twice") != NULL);
  CHECK(!exec_input_parse("= 3\n", &in, err, sizeof err));
}

void test_exec(void) {
  RUN_TEST(test_pointer_encoding);
  RUN_TEST(test_bounds);
  RUN_TEST(test_budget);
  RUN_TEST(test_element_names);
  RUN_TEST(test_shadow_intervals);
  RUN_TEST(test_shadow_benign_and_atomics);
  RUN_TEST(test_shadow_block_scope_atomics);
  RUN_TEST(test_shadow_agreeing_values);
  RUN_TEST(test_shadow_blocks);
  RUN_TEST(test_shadow_warps);
  RUN_TEST(test_shuffle_lanes);
  RUN_TEST(test_values);
  RUN_TEST(test_run_phi_swap);
  RUN_TEST(test_run_first_groups);
  RUN_TEST(test_run_values);
  RUN_TEST(test_run_race_and_bounds);
  RUN_TEST(test_run_shuffle);
  RUN_TEST(test_run_refusal);
  RUN_TEST(test_input_parse);
}
