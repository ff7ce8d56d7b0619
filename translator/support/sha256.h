/* sha256: the SHA-256 digest (FIPS 180-4), for content-addressed cache
 * keys: a key that collides would serve one kernel's verdict for another,
 * so the hash must be a cryptographic one. */
#ifndef TANDEM_SHA256_H
#define TANDEM_SHA256_H

#include <stddef.h>
#include <stdint.h>

typedef struct {
  uint32_t h[8];
  uint64_t bytes;      /* message length so far */
  uint8_t block[64];
  size_t fill;         /* bytes in block */
} Sha256;

void sha256_init(Sha256 *s);
void sha256_update(Sha256 *s, const void *data, size_t len);
/* The digest as 64 lowercase hex digits and a NUL. */
void sha256_hex(Sha256 *s, char out[65]);

#endif
