/* images: OpenCL's images and samplers. An image is an array of pixels
 * (the kernel's pointer parameter for it): read_image* reads a pixel and
 * write_image* writes one, so two work items writing one pixel, or one
 * reading what another writes (read_write images), race like any access.
 * A pixel's index packs its coordinates; two pixels that share an index
 * (coordinates past PIXEL_BITS bits) can only add reports, never hide
 * one. Coordinates a sampler converts from floats read an unknown pixel.
 * A sampler is a value with no memory of its own. */
#include "translate_int.h"

/* Bits of a pixel index per coordinate of a 2-D image, and of a 3-D one
 * (or a 2-D image array: x, y, layer). */
enum { PIXEL_BITS_2D = 16, PIXEL_BITS_3D = 11 };

/* One pixel is at most four 32-bit channels: every pixel of an image is
 * that many bytes apart, whatever the call reads or writes of it. */
enum { PIXEL_BYTES = 16 };

static bool starts(const char *s, const char *prefix) {
  return !strncmp(s, prefix, strlen(prefix));
}

bool tr_image_access_of(Tr *t, LLVMValueRef call, ImageAccess *a) {
  const char *raw = t->k->is_cuda ? NULL : tr_callee_name(call);
  if (!raw || tr_declared_by_user(t, raw))
    return false;
  const char *name = tr_demangle(t->a, raw);
  static const char *const kinds[] = {"f", "i", "ui", "h", NULL};
  const char *rest;
  if (starts(name, "read_image"))
    *a = (ImageAccess){.write = false}, rest = name + 10;
  else if (starts(name, "write_image"))
    *a = (ImageAccess){.write = true}, rest = name + 11;
  else
    return false;
  bool known = false;
  for (int i = 0; kinds[i] && !known; i++)
    known = !strcmp(rest, kinds[i]);
  unsigned n = (unsigned)LLVMGetNumArgOperands(call);
  if (!known || n < 2)
    return false;
  /* read_image*(image, [sampler,] coord, ...), write_image*(image, coord,
   * [lod,] value): a sampler is a pointer. */
  a->coord_arg = !a->write && n >= 3 && tr_is_pointer(LLVMGetOperand(call, 1)) ? 2 : 1;
  LLVMTypeRef data = a->write ? LLVMTypeOf(LLVMGetOperand(call, n - 1)) : LLVMTypeOf(call);
  a->bytes = tr_store_size(t, data);
  return a->bytes > 0 && a->bytes <= PIXEL_BYTES;
}

/* The pixel index of integer coordinates (int, int2 or int4). */
static Expr *pixel_index(Tr *t, LLVMValueRef coord) {
  LLVMTypeRef ty = LLVMTypeOf(coord);
  bool vector = LLVMGetTypeKind(ty) == LLVMVectorTypeKind;
  LLVMTypeRef elem = vector ? LLVMGetElementType(ty) : ty;
  if (LLVMGetTypeKind(elem) != LLVMIntegerTypeKind)
    return tr_havoc_value(t, ty_bv(t->a, 32)); /* a sampler's float coordinates */
  Val *v = tr_get_val(t, coord);
  if (!v || !v->e)
    return NULL;
  unsigned lanes = vector ? LLVMGetVectorSize(ty) : 1;
  int w = (int)LLVMGetIntTypeWidth(elem);
  int bits = lanes > 2 ? PIXEL_BITS_3D : PIXEL_BITS_2D;
  Expr *index = e_bv(t->a, 0, 32);
  for (unsigned i = 0; i < lanes && i < 3; i++) {
    Expr *c = tr_index32(t, bv_extract(t->p, v->e, (int)(i + 1) * w, (int)i * w));
    index = tr_add32(t, index, bv_op(t->p, BV_SHL, c, e_bv(t->a, (uint64_t)(bits * i), 32)));
  }
  return index;
}

/* read_image*: the pixel's bits; write_image*: none. */
static Expr *image_access(Tr *t, LLVMValueRef call, const ImageAccess *a) {
  LLVMValueRef image = LLVMGetOperand(call, 0);
  unsigned n = (unsigned)LLVMGetNumArgOperands(call);
  Expr *index = pixel_index(t, LLVMGetOperand(call, a->coord_arg));
  Val *p = index ? tr_get_val(t, image) : NULL;
  Expr *value = a->write && p ? tr_arg_expr(t, call, n - 1) : NULL;
  if (t->failed || !p)
    return NULL;
  Val *at = tr_offset_scaled(t, p, index, PIXEL_BYTES);
  if (!at)
    return NULL;
  MemOp op = {.kind = a->write ? K_WRITE : K_READ, .bytes = a->bytes, .value = value};
  MemResult r = tr_mem_op(t, image, at, &op);
  return a->write ? NULL : r.value;
}

bool tr_call_image(Tr *t, const Call *c, Expr **out) {
  if (t->k->is_cuda)
    return false;
  if (!strcmp(c->name, "__translate_sampler_initializer")) {
    *out = tr_havoc_value(t, ty_bv(t->a, (int)t->ptr_bytes * 8));
    return true;
  }
  /* Sizes and formats: values the kernel cannot change. */
  static const char *const queries[] = {
      "get_image_width", "get_image_height", "get_image_depth", "get_image_dim",
      "get_image_array_size", "get_image_channel_data_type", "get_image_channel_order",
      "get_image_num_mip_levels", "get_image_num_samples", NULL};
  bool query = false;
  for (int i = 0; queries[i] && !query; i++)
    query = !strcmp(c->name, queries[i]) && !tr_declared_by_user(t, c->raw);
  if (query) {
    *out = tr_havoc_value(t, tr_type_of(t, LLVMTypeOf(c->call)));
    return true;
  }
  ImageAccess a;
  if (!tr_image_access_of(t, c->call, &a))
    return false;
  Expr *r = image_access(t, c->call, &a);
  if (!a.write)
    *out = r;
  return true;
}
