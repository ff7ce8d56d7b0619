/* exec_values: the arithmetic of one scalar lane, as LLVM defines it:
 * integers of 1 to 64 bits held zero-extended, IEEE single and double
 * floats held as their bits (computed in C's float and double), pointers
 * as exec_mem encodes them; and moving lanes to and from memory bytes.
 * Pure functions: nothing here knows threads or memory objects. */
#ifndef TANDEM_EXEC_VALUES_H
#define TANDEM_EXEC_VALUES_H

#include <llvm-c/Core.h>
#include <stdbool.h>
#include <stdint.h>

#include "exec_prog.h"

/* The bits of a float of kind s holding d (rounded to float for EXEC_F32). */
uint64_t exec_from_double(ExecScalar s, double d);
/* The value of a lane of float kind s. */
double exec_to_double(ExecScalar s, uint64_t bits);
float exec_to_float(uint64_t bits);
uint64_t exec_from_float(float f);
/* An integer lane of `bits` bits, sign-extended. */
int64_t exec_sext(uint64_t v, int bits);

/* An integer or float binary operation (LLVMAdd .. LLVMXor, LLVMFAdd ..
 * LLVMFRem) on lanes of kind s; false for a division by zero (an integer
 * one: undefined behaviour, reported by the caller). */
bool exec_binop(LLVMOpcode op, ExecScalar s, uint64_t a, uint64_t b, uint64_t *out);

/* A conversion (trunc .. addrspacecast, bitcast of a scalar) from a lane
 * of kind from to one of kind to. */
uint64_t exec_cast(LLVMOpcode op, ExecScalar from, ExecScalar to, uint64_t v);

bool exec_icmp(LLVMIntPredicate p, int bits, uint64_t a, uint64_t b);
bool exec_fcmp(LLVMRealPredicate p, ExecScalar s, uint64_t a, uint64_t b);

/* Lanes to memory bytes and back, by a layout (exec_prog_layout). */
void exec_store_lanes(uint8_t *dst, const ExecLeaf *leaves, int n, const uint64_t *lanes);
void exec_load_lanes(const uint8_t *src, const ExecLeaf *leaves, int n, uint64_t *lanes);

#endif
