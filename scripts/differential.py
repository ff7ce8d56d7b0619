#!/usr/bin/env python3
"""Cross-check proofs against executions: every test kernel with a concrete
launch is proved (`tandem`) and run (`tandem --run`, the same options); a
kernel whose execution has a race or a barrier divergence but whose proof
says Verified is a missed defect of the prover, and fails the check.

    scripts/differential.py [--tandem PATH] [-j N] [--timeout S] PATH...

An execution proves nothing, so the other disagreements are listed, not
failed: a proof's defect that the execution does not show (a race of
another schedule or other arguments, or a false alarm), and executions that
stop early (random arguments out of bounds, a construct the executor does
not model). Kernels whose launch has a `*` size cannot be run, and those
whose options make the proof check less (--check-arrays, --only-*,
--loop-unwind, --stop-at-bpl, ...) prove no "Verified": both are skipped. Exit status: 1 when a proof missed an execution's defect.
"""

import argparse
import concurrent.futures
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
runner = __import__("run-tests")

# Options under which a proof checks less than every race of the kernel:
# such kernels are skipped.
PARTIAL = ("--check-arrays", "--vcgen-opt", "--only-divergence", "--only-intra-group",
           "--only-log", "--loop-unwind", "--findbugs", "--stop-at-bpl")
VERIFIED = re.compile(r": Verified$", re.MULTILINE)

DEFECT = re.compile(r"^\S.*: error: (?:\S+-\S+ race on .*|barrier divergence) in an execution:$",
                    re.MULTILINE)


def run(cmd, timeout):
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)
        return p.returncode, p.stdout + p.stderr
    except subprocess.TimeoutExpired:
        return "timeout", ""


def check(tandem, test, timeout):
    base = [tandem, "--no-cache", *test.options]
    proof, proved = run([*base, test.path], timeout)
    if proof == 0 and not VERIFIED.search(proved):
        proof = "no proof"
    execution, out = run([*base, "--run", test.path], timeout)
    defects = DEFECT.findall(out) if execution == 6 else []
    return test, proof, execution, defects


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("paths", nargs="+")
    p.add_argument("--tandem", default="bin/tandem")
    p.add_argument("-j", "--jobs", type=int, default=os.cpu_count() or 1)
    p.add_argument("--timeout", type=float, default=60)
    args = p.parse_args()
    tests, errors = runner.collect(args.paths, strict=False)
    for e in errors:
        print(f"error: {e}", file=sys.stderr)
    concrete = [t for t in tests
                if not any(runner.SIZE_OPTION.match(o) and o.endswith("=*") for o in t.options)
                and not any(o.startswith(PARTIAL) for o in t.options)]
    missed, unshown, stopped = [], [], []
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as ex:
        for test, proof, execution, defects in ex.map(
                lambda t: check(args.tandem, t, args.timeout), concrete):
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
    print(f"{len(concrete)} kernels run both ways ({len(tests) - len(concrete)} skipped: a * "
          f"size, or options under which a proof checks less): {len(missed)} defects missed by the proof, {len(unshown)} proof defects "
          f"not in the execution, {len(stopped)} executions stopped early")
    return 1 if missed else 0


if __name__ == "__main__":
    sys.exit(main())
