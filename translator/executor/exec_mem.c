#include "exec_mem.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "util.h"

/* Offset bits of the pointer encoding per pointer width: 2^24 objects of
 * up to 1 TiB with 64-bit pointers, 255 objects of up to 16 MiB with
 * 32-bit ones (OpenCL's spir target). */
enum { OFF_BITS_64 = 40, OFF_BITS_32 = 24 };

void exec_mem_init(ExecMem *m, int ptr_bits, uint64_t budget) {
  *m = (ExecMem){0};
  m->off_bits = ptr_bits == 32 ? OFF_BITS_32 : OFF_BITS_64;
  m->budget = budget;
  m->cap = 16;
  m->objs = mem_calloc((size_t)m->cap, sizeof(ExecObject));
  m->objs[0] = (ExecObject){.name = "null", .space = EXEC_SPACE_GLOBAL};
  m->nobjs = 1;
}

void exec_mem_free(ExecMem *m) {
  for (int i = 0; i < m->nobjs; i++) {
    free(m->objs[i].data);
    exec_shadow_free(&m->objs[i].shadow);
  }
  free(m->objs);
  *m = (ExecMem){0};
}

uint64_t exec_mem_max_object(const ExecMem *m) {
  return ((uint64_t)1 << m->off_bits) - 1;
}

static int max_objects(const ExecMem *m) {
  int bits = (m->off_bits == OFF_BITS_32 ? 32 : 64) - m->off_bits;
  return bits >= 24 ? 1 << 24 : (1 << bits) - 1;
}

bool exec_mem_charge(ExecMem *m, uint64_t bytes) {
  if (bytes > m->budget - m->used)
    return false;
  m->used += bytes;
  return true;
}

int exec_mem_add(ExecMem *m, const char *name, ExecSpace space, uint64_t size) {
  if (m->nobjs >= max_objects(m) || size > exec_mem_max_object(m))
    return -1;
  bool has_data = space != EXEC_SPACE_PRIVATE;
  if (has_data && !exec_mem_charge(m, size))
    return -1;
  if (m->nobjs == m->cap) {
    m->cap *= 2;
    m->objs = mem_realloc(m->objs, sizeof(ExecObject) * (size_t)m->cap);
  }
  ExecObject *o = &m->objs[m->nobjs];
  *o = (ExecObject){.name = name, .space = space, .size = size};
  if (has_data)
    o->data = mem_calloc(size ? size : 1, 1);
  if (space == EXEC_SPACE_GLOBAL || space == EXEC_SPACE_SHARED)
    exec_shadow_init(&o->shadow, size, space == EXEC_SPACE_GLOBAL);
  return m->nobjs++;
}

uint64_t exec_ptr_make(const ExecMem *m, int obj, uint64_t off) {
  return ((uint64_t)obj << m->off_bits) | (off & exec_mem_max_object(m));
}

int exec_ptr_obj(const ExecMem *m, uint64_t ptr) {
  return (int)(ptr >> m->off_bits);
}

uint64_t exec_ptr_off(const ExecMem *m, uint64_t ptr) {
  return ptr & exec_mem_max_object(m);
}

uint64_t exec_ptr_add(const ExecMem *m, uint64_t ptr, int64_t delta) {
  uint64_t off = exec_ptr_off(m, ptr), max = exec_mem_max_object(m);
  uint64_t moved = off + (uint64_t)delta;
  /* An offset that leaves the encoding's range (below 0 or past the
   * largest object) stays out of bounds for good. */
  if (off == max || (delta < 0 && (uint64_t)0 - (uint64_t)delta > off) || moved > max)
    moved = max;
  return exec_ptr_make(m, exec_ptr_obj(m, ptr), moved);
}

ExecFault exec_mem_check(const ExecMem *m, uint64_t ptr, uint64_t bytes, bool write, int *obj,
                         uint64_t *off) {
  int o = exec_ptr_obj(m, ptr);
  *off = exec_ptr_off(m, ptr);
  *obj = 0;
  if (o == 0)
    return EXEC_FAULT_NULL;
  if (o >= m->nobjs)
    return EXEC_FAULT_WILD;
  *obj = o;
  const ExecObject *x = &m->objs[o];
  if (*off > x->size || bytes > x->size - *off)
    return EXEC_FAULT_BOUNDS;
  if (write && x->space == EXEC_SPACE_CONSTANT)
    return EXEC_FAULT_CONST;
  return EXEC_FAULT_NONE;
}

void exec_mem_element(const ExecMem *m, int obj, uint64_t off, uint64_t width, char *buf,
                      int len) {
  const ExecObject *x = &m->objs[obj];
  int n = snprintf(buf, (size_t)len, "%s", x->name);
  if (!x->ndims) {
    uint64_t w = width ? width : 1;
    snprintf(buf + n, (size_t)(len - n), off % w ? "[%llu] (byte %llu)" : "[%llu]",
             (unsigned long long)(off / w), (unsigned long long)off);
    return;
  }
  uint64_t rest = off;
  for (int i = 0; i < x->ndims && n < len; i++) {
    uint64_t step = x->step[i] ? x->step[i] : 1;
    n += snprintf(buf + n, (size_t)(len - n), "[%llu]", (unsigned long long)(rest / step));
    rest %= step;
  }
  if (rest && n < len)
    snprintf(buf + n, (size_t)(len - n), " (byte %llu)", (unsigned long long)rest);
}
