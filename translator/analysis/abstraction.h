/* abstraction: per array, whether both threads see the same values when
 * they read it (equality abstraction) or any values at all (adversarial).
 * The automatic choice keeps values only where they matter to the proof:
 * arrays whose values reach a branch, an address or an assertion. Values
 * that are only copied around are adversarial, so that two threads
 * writing copies of what they read are not taken to write the same
 * value. */
#ifndef TANDEM_ABSTRACTION_H
#define TANDEM_ABSTRACTION_H

#include "kernel.h"
#include "config.h"

/* Sets Array.adversarial for every array of k. Arrays updated by atomics
 * are always adversarial: forcing equality on one is refused, returning
 * that array (else NULL). With lockstep (--warp-sync), a thread sees the
 * writes of its warp at once, so written arrays are adversarial too. */
const Array *abstraction_choose(Kernel *k, Abstraction mode, bool lockstep);

#endif
