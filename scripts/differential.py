#!/usr/bin/env python3
"""Cross-check proofs against executions: every test kernel with a concrete
launch is proved (`tandem`) and run (`tandem --run`, the same options); a
kernel whose execution has a race or a barrier divergence but whose proof
says Verified is a missed defect of the prover, and fails the check.

    scripts/differential.py [--tandem PATH] [-j N] [--timeout S] [--missed-only] PATH...

An execution proves nothing, so the other disagreements are listed, not
failed: a proof's defect that the execution does not show (a race of
another schedule or other arguments, or a false alarm), and executions that
stop early (random arguments out of bounds, a construct the executor does
not model). Kernels whose launch has a `*` size cannot be run, and those
whose options make the proof check less (--check-arrays, --only-*,
--loop-unwind, --stop-at-bpl, ...) prove no "Verified": both are skipped,
as are the tests of the executor itself (--run). Exit status: 1 when a
proof missed an execution's defect.

--mutants runs the same check on the mutants of the race-free test kernels
that scripts/mutate.py makes (a store to one element, a barrier deleted or
made conditional, a neighbour's thread id), each a kernel with a defect the
proof must not call Verified when its execution shows it; --every N takes
every Nth mutant, as mutate.py does.

--missed-only (what `make check` runs) proves only the kernels whose
execution has a defect: the only ones a proof can miss, so the exit status
is the same, in about half the time; the proofs' defects that executions
do not show are then not listed. The check cannot fail by chance: an
execution is deterministic (the default --seed), and an execution that
stops (a budget, a construct the executor does not model, the time limit)
or a proof that times out is no missed defect.
"""

import argparse
import concurrent.futures
import dataclasses
import shutil
import tempfile
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
runner = __import__("run-tests")
mutate = __import__("mutate")

# Options under which a proof checks less than every race of the kernel:
# such kernels are skipped.
PARTIAL = ("--check-arrays", "--vcgen-opt", "--only-divergence", "--only-intra-group",
           "--only-log", "--loop-unwind", "--findbugs", "--stop-at-bpl", "--run")
VERIFIED = re.compile(r": Verified$", re.MULTILINE)

DEFECT = re.compile(r"^\S.*: error: (?:\S+-\S+ race on .*|barrier divergence) in an execution:$",
                    re.MULTILINE)


def check(tandem, test, timeout, missed_only):
    """The kernel run, then proved (proof None: not proved, --missed-only)."""
    base = [tandem, "--no-cache", *test.options]
    execution, out = runner.run_command([*base, "--run", test.path], timeout)
    defects = DEFECT.findall(out) if execution == 6 else []
    if missed_only and not defects:
        return test, None, execution, defects
    proof, proved = runner.run_command([*base, test.path], timeout)
    if proof == 0 and not VERIFIED.search(proved):
        proof = "no proof"
    return test, proof, execution, defects


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("paths", nargs="+")
    p.add_argument("--tandem", default="bin/tandem")
    p.add_argument("-j", "--jobs", type=int, default=os.cpu_count() or 1)
    p.add_argument("--timeout", type=float, default=60)
    p.add_argument("--missed-only", action="store_true",
                   help="prove only the kernels whose execution has a defect")
    p.add_argument("--mutants", action="store_true",
                   help="check the mutants of the race-free kernels instead")
    p.add_argument("--every", type=int, default=1, help="with --mutants: every Nth mutant")
    args = p.parse_args()
    tests, errors = runner.collect(args.paths, strict=False)
    for e in errors:
        print(f"error: {e}", file=sys.stderr)
    folder = tempfile.mkdtemp(prefix="tandem-differential-") if args.mutants else None
    try:
        if args.mutants:
            tests = mutant_tests(tests, folder, args.every)
        return check_all(args, tests)
    finally:
        if folder:
            shutil.rmtree(folder, ignore_errors=True)


def mutant_tests(tests, folder, every):
    """The mutants of the //pass tests, each written to a file of its own
    in folder, as tests with the original's options."""
    out = []
    pass_tests = [t for t in tests if t.verdict == "pass"]
    for n, m in enumerate(m for t in pass_tests for m in mutate.mutants_of(t)):
        if n % every:
            continue
        sub = os.path.join(folder, str(n))
        os.makedirs(sub)
        path = os.path.join(sub, os.path.basename(m.test.path))
        with open(path, "w", encoding="utf-8") as f:
            f.write(m.text)
        out.append(dataclasses.replace(m.test, path=path))
    return out


def check_all(args, tests):
    concrete = [t for t in tests
                if not any(runner.SIZE_OPTION.match(o) and o.endswith("=*") for o in t.options)
                and not any(o.startswith(PARTIAL) for o in t.options)]
    missed, unshown, stopped = [], [], []
    proved = both = 0
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as ex:
        for test, proof, execution, defects in ex.map(
                lambda t: check(args.tandem, t, args.timeout, args.missed_only), concrete):
            proved += proof is not None
            both += proof == 6 and bool(defects)
            if defects and proof == 0:
                missed.append((test, defects))
            elif proof == 6 and execution == 0:
                unshown.append(test)
            elif execution not in (0, 6):
                stopped.append((test, execution))
    for test, defects in missed:
        print(f"MISSED BY THE PROOF: {test.path}: {defects[0]}")
    for test in unshown:
        print(f"proof's defect not in the execution: {test.path}")
    for test, code in stopped:
        print(f"execution stopped ({code}): {test.path}")
    unshown_text = ("not listed (--missed-only)" if args.missed_only
                    else f"{len(unshown)} proof defects not in the execution")
    print(f"{len(concrete)} kernels run, {proved} of them proved ({len(tests) - len(concrete)} "
          f"skipped: a * size, --run, or options under which a proof checks less): "
          f"{len(missed)} defects missed by the proof, {both} defects of an execution the "
          f"proof also found, {unshown_text}, {len(stopped)} executions stopped early")
    return 1 if missed else 0


if __name__ == "__main__":
    sys.exit(main())
