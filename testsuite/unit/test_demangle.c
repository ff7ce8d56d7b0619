/* Unit tests for demangle: callees' plain names and kernels' source names,
 * with a template instance's arguments; shapes it does not read fall back
 * to the plain name. */
#include "check.h"
#include "translate_int.h"

static void test_plain_names(void) {
  Arena a = {0};
  CHECK_STR_EQ(tr_demangle(&a, "_Z3fooPi"), "foo");
  CHECK_STR_EQ(tr_demangle(&a, "_ZN2ns3barEv"), "bar");
  CHECK_STR_EQ(tr_demangle(&a, "_ZZ3fooPiE1s"), "s");
  CHECK_STR_EQ(tr_demangle(&a, "kernel"), "kernel");
  CHECK_STR_EQ(tr_demangle(&a, "_Z999x"), "_Z999x");
  arena_free(&a);
}

static void test_kernel_names(void) {
  Arena a = {0};
  CHECK_STR_EQ(tr_demangle_kernel(&a, "_Z6kernelPf"), "kernel");
  CHECK_STR_EQ(tr_demangle_kernel(&a, "_ZN7kernels5scaleIfEEvPT_S1_i"),
               "kernels::scale<float>");
  CHECK_STR_EQ(tr_demangle_kernel(&a, "_Z9tile_copyIfLj64ELb1EEvPKT_PS0_"),
               "tile_copy<float, 64u, true>");
  CHECK_STR_EQ(tr_demangle_kernel(&a, "_Z1kILin3ELl5EEvv"), "k<-3, 5l>");
  CHECK_STR_EQ(tr_demangle_kernel(&a, "_Z1kIPKcEvv"), "k<const char*>");
  CHECK_STR_EQ(tr_demangle_kernel(&a, "_Z1kI5PixelEvv"), "k<Pixel>");
  CHECK_STR_EQ(tr_demangle_kernel(&a, "_Z1kIN2ns1PIiEEEvv"), "k<ns::P<int>>");
  CHECK_STR_EQ(tr_demangle_kernel(&a, "_Z1kIcLc65EEvv"), "k<char, (char)65>");
  /* A substitution is not read: the template's name alone. */
  CHECK_STR_EQ(tr_demangle_kernel(&a, "_Z1kI5PixelS0_Evv"), "k");
  CHECK_STR_EQ(tr_demangle_kernel(&a, "_ZZ3fooPiE1s"), "s");
  CHECK_STR_EQ(tr_demangle_kernel(&a, "opencl_kernel"), "opencl_kernel");
  CHECK_STR_EQ(kernel_file_name(&a, "ns::k<float, 64u>"), "ns__k_float__64u_");
  arena_free(&a);
}

void test_demangle(void) {
  RUN_TEST(test_plain_names);
  RUN_TEST(test_kernel_names);
}
