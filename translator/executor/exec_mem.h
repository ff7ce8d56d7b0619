/* exec_mem: the memory of one concrete execution: its objects (a buffer per
 * pointer parameter, each variable in shared, constant or device memory,
 * each alloca), the encoding of pointers into them, bounds-checked access,
 * and the memory budget every allocation of the run is counted against.
 * Shared objects hold the current block's bytes; private objects (allocas)
 * hold no bytes here: each thread keeps its own (exec_thread.h). */
#ifndef TANDEM_EXEC_MEM_H
#define TANDEM_EXEC_MEM_H

#include <stdbool.h>
#include <stdint.h>

#include "exec_shadow.h"

typedef enum {
  EXEC_SPACE_GLOBAL,   /* seen by the whole grid */
  EXEC_SPACE_SHARED,   /* one copy per block */
  EXEC_SPACE_CONSTANT, /* read-only, whole grid */
  EXEC_SPACE_PRIVATE,  /* one copy per thread */
} ExecSpace;

/* The most array dimensions a report names (A[i][j][k][l]). */
#define EXEC_MAX_DIMS 4

typedef struct {
  const char *name;      /* source name, for reports */
  ExecSpace space;
  uint64_t size;         /* bytes */
  uint8_t *data;         /* NULL for private objects */
  int ndims;             /* array shape for reports; 0: indexed by the */
  uint64_t step[EXEC_MAX_DIMS]; /* access width; else each dimension's step */
  ExecShadow shadow;     /* race detection; unused for private objects */
  bool is_buffer;        /* a pointer parameter's buffer (--run-buffer) */
} ExecObject;

/* A pointer is (object id << off_bits) | byte offset; object 0 is null.
 * An offset moved outside [0, 2^off_bits) becomes EXEC_WILD_OFFSET, which
 * is out of bounds of its object, so the object is still named. */
typedef struct {
  ExecObject *objs;      /* objs[0] is the null object */
  int nobjs, cap;
  int off_bits;          /* 40 for 64-bit pointers, 24 for 32-bit ones */
  uint64_t used, budget; /* bytes allocated, and the most allowed */
} ExecMem;

typedef enum {
  EXEC_FAULT_NONE,
  EXEC_FAULT_NULL,   /* through the null pointer (or near it) */
  EXEC_FAULT_WILD,   /* a pointer into no object */
  EXEC_FAULT_BOUNDS, /* outside its object */
  EXEC_FAULT_CONST,  /* a write to constant memory */
} ExecFault;

/* ptr_bits: the target's pointer width (32 or 64). */
void exec_mem_init(ExecMem *m, int ptr_bits, uint64_t budget);
void exec_mem_free(ExecMem *m);

/* The largest object the pointer encoding can address. */
uint64_t exec_mem_max_object(const ExecMem *m);

/* Adds an object of size bytes (zeroed data unless private); returns its
 * id, or -1 when the memory budget or the encoding's object count would
 * be exceeded. */
int exec_mem_add(ExecMem *m, const char *name, ExecSpace space, uint64_t size);

/* Counts bytes against the budget; false when the budget is exceeded. */
bool exec_mem_charge(ExecMem *m, uint64_t bytes);

uint64_t exec_ptr_make(const ExecMem *m, int obj, uint64_t off);
int exec_ptr_obj(const ExecMem *m, uint64_t ptr);
uint64_t exec_ptr_off(const ExecMem *m, uint64_t ptr);
/* ptr moved by delta bytes (GEP), keeping its object. */
uint64_t exec_ptr_add(const ExecMem *m, uint64_t ptr, int64_t delta);

/* Whether an access of bytes at ptr is within one object; *obj and *off
 * say where (also on a fault, when known: *obj 0 otherwise). */
ExecFault exec_mem_check(const ExecMem *m, uint64_t ptr, uint64_t bytes, bool write, int *obj,
                         uint64_t *off);

/* "A[5]" or "tile[3][4]": the element of object obj at byte off, for an
 * access of width bytes, into buf. */
void exec_mem_element(const ExecMem *m, int obj, uint64_t off, uint64_t width, char *buf,
                      int len);

#endif
