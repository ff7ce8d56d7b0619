#include "exec_shadow.h"

#include <stdlib.h>
#include <string.h>

#include "util.h"

void exec_shadow_init(ExecShadow *s, uint64_t size, bool cross_block) {
  *s = (ExecShadow){0};
  s->npages = (size + EXEC_SHADOW_PAGE - 1) / EXEC_SHADOW_PAGE;
  s->pages = mem_calloc(s->npages ? s->npages : 1, sizeof(ExecCell *));
  s->cross_block = cross_block;
}

void exec_shadow_free(ExecShadow *s) {
  for (uint64_t i = 0; s->pages && i < s->npages; i++)
    free(s->pages[i]);
  free(s->pages);
  *s = (ExecShadow){0};
}

uint64_t exec_shadow_page_bytes(void) {
  return EXEC_SHADOW_PAGE * sizeof(ExecCell);
}

/* Whether a recorded access (of kind old_kind) and a new one may happen
 * in either order (ExecOrder). A shared object's records of another
 * block are of another copy. */
static bool concurrent(const ExecShadow *s, const ExecStamp *old, AccessKind old_kind,
                       const ExecStamp *by, AccessKind kind, const ExecOrder *ord) {
  if (!old->thread || old->thread == by->thread || old->epoch < ord->grid_mark)
    return false;
  if (old->block != by->block)
    return s->cross_block;
  uint32_t a = (old->thread - 1) % ord->per_block, b = (by->thread - 1) % ord->per_block;
  if (ord->fenced[a] >= old->epoch)
    return false;
  if (ord->lockstep && a / ord->lockstep == b / ord->lockstep)
    return old->epoch == by->epoch && old_kind == ACC_WRITE && kind == ACC_WRITE;
  return !ord->seen || a / EXEC_WARP_SIZE != b / EXEC_WARP_SIZE ||
         ord->seen[(size_t)b * EXEC_WARP_SIZE + a % EXEC_WARP_SIZE] < old->epoch;
}

/* Records by in one of two slots: the one by the same thread, else an
 * empty one, else the second (the first keeps an older thread, so that a
 * later access by either finds the other); the slot's number. */
static int record_pair(ExecStamp pair[2], const ExecStamp *by) {
  int k = pair[0].thread == by->thread || !pair[0].thread ? 0 : 1;
  pair[k] = *by;
  return k;
}

/* old (of kind old_kind) against by's access of kind kind. */
static bool conflict(const ExecShadow *s, const ExecStamp *old, AccessKind old_kind,
                     const ExecStamp *by, AccessKind kind, const ExecOrder *ord,
                     uint64_t byte, ExecConflict *c) {
  if (!concurrent(s, old, old_kind, by, kind, ord))
    return false;
  c->other = *old;
  c->other_kind = old_kind;
  c->byte = byte;
  return true;
}

/* Whether two atomics, a recorded one and by's, are not atomic with each
 * other: they are of different blocks and either is of block scope. */
static bool group_apart(const ExecStamp *old, const ExecStamp *by, const ExecOrder *ord) {
  return ord->group_atomic && old->thread && old->block != by->block &&
         (ord->group_atomic[old->site] || ord->group_atomic[by->site]);
}

/* The race an access to one cell makes, if any; val is the byte a write
 * writes. */
static bool check_cell(const ExecShadow *s, const ExecCell *cell, AccessKind kind,
                       const ExecStamp *by, const ExecOrder *ord, uint8_t val, bool benign,
                       uint64_t byte, ExecConflict *c) {
  /* Benign: either order gives every thread the same bytes. */
  bool after_write_ok = benign && (kind == ACC_WRITE   ? cell->wval == val
                                   : kind == ACC_READ ? cell->wold == cell->wval
                                                      : false);
  if (!after_write_ok && conflict(s, &cell->w, ACC_WRITE, by, kind, ord, byte, c))
    return true;
  if (kind != ACC_READ)
    for (int i = 0; i < 2; i++) {
      bool same = benign && kind == ACC_WRITE && cell->rval[i] == val;
      if (!same && conflict(s, &cell->r[i], ACC_READ, by, kind, ord, byte, c))
        return true;
    }
  for (int i = 0; i < 2; i++)
    if ((kind != ACC_ATOMIC || group_apart(&cell->a[i], by, ord)) &&
        conflict(s, &cell->a[i], ACC_ATOMIC, by, kind, ord, byte, c))
      return true;
  return false;
}

bool exec_shadow_access(ExecShadow *s, uint64_t off, uint64_t n, AccessKind kind,
                        const ExecStamp *by, const ExecOrder *ord, const uint8_t *mem,
                        const uint8_t *vals, bool benign, ExecConflict *c,
                        uint64_t *new_pages) {
  bool found = false;
  for (uint64_t i = 0; i < n; i++) {
    uint64_t byte = off + i, page = byte / EXEC_SHADOW_PAGE;
    if (page >= s->npages)
      break;
    if (!s->pages[page]) {
      s->pages[page] = mem_calloc(EXEC_SHADOW_PAGE, sizeof(ExecCell));
      ++*new_pages;
    }
    ExecCell *cell = &s->pages[page][byte % EXEC_SHADOW_PAGE];
    uint8_t val = vals ? vals[i] : 0;
    if (!found)
      found = check_cell(s, cell, kind, by, ord, val, benign, byte, c);
    if (kind == ACC_WRITE) {
      cell->w = *by;
      cell->wval = val;
      cell->wold = mem[i];
    } else if (kind == ACC_READ) {
      cell->rval[record_pair(cell->r, by)] = mem[i];
    } else {
      record_pair(cell->a, by);
    }
  }
  return found;
}
