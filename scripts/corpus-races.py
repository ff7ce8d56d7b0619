#!/usr/bin/env python3
"""How many of a corpus's racy kernels one execution shows racy: every kernel
whose header expects a race (`//xfail:NOT_ALL_VERIFIED` and a regex naming
a race or a race's access, `Write by ...`) is run with `tandem --run` and
the launch of its header, and counted as

  reproduced      the execution has a race
  not reproduced  the execution ran to its end without a race
  stopped         a construct the executor does not model, its step or
                  memory budget, another defect that ends the run (a fault,
                  barrier divergence), the time limit, or an error

with the seconds of each run. With --replay, each is also proved (`tandem
--verbose`, the header's options and launch as they are), and the races
the proof reports are counted with those the replay of the failed proof
confirmed by an execution (docs/diagnostics.md), and why no execution ran
where none did. A launch of more than --max-threads threads
(default 2^16, the most the replay of a failed proof runs) is made
smaller, fewer blocks first, and a `*` size becomes a number; each such
kernel says so. `--no-inline` is dropped (an execution inlines: it is what
the kernel does). Kernels that expect a defect whose header does not say
which are left out and counted (--unnamed runs them too, as a group of
their own).

    scripts/corpus-races.py [--tandem PATH] [-j N] [--timeout S] [--replay] [PATH...]

A measurement, not a test: the exit status is 0 unless the runs could not
be made.
"""

import argparse
import concurrent.futures
import math
import os
import re
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
runner = __import__("run-tests")

DEFAULT_CORPUS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..",
                              "shared", "corpus", "gpuverify-testsuite")
# A header regex that names a race, or the access line of a race report.
NAMES_RACE = re.compile(r"\brace|\b(?:Read|Write|Atomic)\b.*\bby\b")
EXEC_RACE = re.compile(r"^\S.*: error: \S+-\S+ race on .* in an execution:$", re.MULTILINE)
UNSUPPORTED = re.compile(r"error: unsupported construct")
PROOF_RACE = re.compile(r"^\S.*: error: possible \S+-\S+ race on ", re.MULTILINE)
CONFIRMED = re.compile(r"^Confirmed by execution: ", re.MULTILINE)
REPLAY_LINE = re.compile(r"^\S.*: replay: (.*)$", re.MULTILINE)
# The executor's launch limit (EXEC_MAX_THREADS).
EXEC_MAX_THREADS = 1 << 20
# What a `*` size becomes: a block of 64 threads, two blocks.
ANY_BLOCK, ANY_GRID = 64, 2
SIZE = re.compile(r"^--(blockDim|gridDim|local_size|num_groups|global_size)=(\S+)$")


def parse_size(text):
    """[N, M, K] from N, N,M, [N,M,K]; None for '*' (in any dimension)."""
    parts = text.strip("[]").split(",")
    if any(p.strip() == "*" for p in parts):
        return None
    return [int(p) for p in parts]


def size_text(dims):
    return str(dims[0]) if len(dims) == 1 else "[" + ",".join(map(str, dims)) + "]"


def launch_of(options):
    """(block, grid, opencl_global) from the size options; grid from
    --global_size when given."""
    given = {}
    for o in options:
        m = SIZE.match(o)
        if m:
            given[m.group(1)] = m.group(2)
    block_text = given.get("blockDim", given.get("local_size", "1"))
    block = parse_size(block_text)
    notes = []
    if block is None:
        block = [ANY_BLOCK]
        notes.append(f"block size '*' run as {ANY_BLOCK}")
    global_given = "global_size" in given
    if global_given:
        glob = parse_size(given["global_size"])
        if glob is None:
            grid = [ANY_GRID] * len(block)
            notes.append(f"global size '*' run as {ANY_GRID} groups")
        else:
            grid = [max(1, g // b) for g, b in zip(glob, block + [1] * len(glob))]
    else:
        grid = parse_size(given.get("gridDim", given.get("num_groups", "1")))
        if grid is None:
            grid = [ANY_GRID]
            notes.append(f"grid size '*' run as {ANY_GRID}")
    return block, grid, global_given, notes


def shrink(block, grid, limit):
    """Fewer blocks (the largest grid dimension halved, at least two blocks
    kept while the block allows), then smaller blocks, until the launch has
    at most `limit` threads."""
    block, grid = list(block), list(grid)
    while math.prod(block) * math.prod(grid) > limit:
        if math.prod(grid) > 2 or (math.prod(grid) == 2 and math.prod(block) * 2 > limit):
            d = grid.index(max(grid))
            grid[d] = (grid[d] + 1) // 2
        else:
            d = block.index(max(block))
            block[d] = (block[d] + 1) // 2
    return block, grid


def run_options(test, limit):
    """The options to run test with, and what was changed (None: nothing)."""
    block, grid, global_given, notes = launch_of(test.options)
    threads = math.prod(block) * math.prod(grid)
    small_block, small_grid = shrink(block, grid, limit)
    if (small_block, small_grid) != (block, grid):
        notes.append(f"launch of {threads} threads run as {math.prod(small_block)} x "
                     f"{math.prod(small_grid)} threads")
    options = [o for o in test.options if not SIZE.match(o) and o != "--no-inline"]
    cuda = test.path.endswith(".cu")
    options.append(("--blockDim=" if cuda else "--local_size=") + size_text(small_block))
    if global_given and not cuda:
        dims = max(len(small_block), len(small_grid))
        b = small_block + [1] * (dims - len(small_block))
        g = small_grid + [1] * (dims - len(small_grid))
        options.append("--global_size=" + size_text([x * y for x, y in zip(b, g)]))
    else:
        options.append(("--gridDim=" if cuda else "--num_groups=") + size_text(small_grid))
    return options, "; ".join(notes) or None


def classify(code, out):
    if code == 6 and EXEC_RACE.search(out):
        return "reproduced", ""
    if code == 0:
        return "not reproduced", ""
    if code == "timeout":
        return "stopped", "time limit"
    if code == 4 and UNSUPPORTED.search(out):
        return "stopped", "construct not modelled"
    if code == 7:
        return "stopped", "budget"
    if code == 6:
        return "stopped", "another defect"
    first = next((l.partition("error: ")[2] for l in out.splitlines() if "error: " in l),
                 f"exit code {code}")
    return "stopped", f"error: {first.strip()[:100]}"


def replayed(tandem, test, timeout):
    """(races the proof reports, of them confirmed by execution, why no
    execution ran or None) of the proof with the header's options."""
    code, out = runner.run_command([tandem, "--no-cache", "--verbose", *test.options, test.path], timeout)
    if code != 6:
        return 0, 0, f"proof exit code {code}"
    lines = REPLAY_LINE.findall(out)
    ran = [l for l in lines if l.startswith("an execution")]
    why = None if ran else (lines[0] if lines else "no race to replay")
    return len(PROOF_RACE.findall(out)), len(CONFIRMED.findall(out)), why


def run_one(tandem, test, limit, timeout, replay):
    options, note = run_options(test, limit)
    start = time.monotonic()
    code, out = runner.run_command([tandem, "--no-cache", "--run", *options, test.path], timeout)
    seconds = time.monotonic() - start
    status, why = classify(code, out)
    proof = replayed(tandem, test, timeout) if replay else None
    return test, status, why, seconds, note, proof


def report(title, results):
    counts = {s: sum(r[1] == s for r in results)
              for s in ("reproduced", "not reproduced", "stopped")}
    reasons = {}
    for r in results:
        if r[1] == "stopped":
            reason = r[2].split(":")[0]
            reasons[reason] = reasons.get(reason, 0) + 1
    times = [r[3] for r in results]
    print(f"\n{title}: {len(results)} kernels: {counts['reproduced']} reproduced, "
          f"{counts['not reproduced']} not reproduced (clean run), {counts['stopped']} stopped"
          + (" (" + ", ".join(f"{n} {k}" for k, n in sorted(reasons.items())) + ")"
             if reasons else ""))
    if times:
        print(f"seconds per kernel: median {statistics.median(times):.2f}, mean "
              f"{statistics.mean(times):.2f}, max {max(times):.2f}; total {sum(times):.1f}")
    reduced = sum(r[4] is not None for r in results)
    if reduced:
        print(f"{reduced} kernels run with another launch than their header's (see above)")
    proofs = [r[5] for r in results if r[5]]
    if proofs:
        races = sum(p[0] for p in proofs)
        confirmed = sum(p[1] for p in proofs)
        kernels = sum(p[1] > 0 for p in proofs)
        skipped = {}
        for p in proofs:
            if p[2]:
                skipped[p[2]] = skipped.get(p[2], 0) + 1
        print(f"replay of the proofs: {confirmed} of {races} race reports confirmed by "
              f"execution, in {kernels} of {len(proofs)} kernels; no execution in "
              f"{sum(skipped.values())}" + ("" if not skipped else ": " + "; ".join(
                  f"{n} {k}" for k, n in sorted(skipped.items(), key=lambda x: -x[1]))))


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("paths", nargs="*")
    p.add_argument("--tandem", default="bin/tandem")
    p.add_argument("-j", "--jobs", type=int, default=1)
    p.add_argument("--timeout", type=float, default=60)
    p.add_argument("--max-threads", type=int, default=1 << 16)
    p.add_argument("--replay", action="store_true",
                   help="also prove each kernel and count the races its replay confirms")
    p.add_argument("--unnamed", action="store_true",
                   help="also run the kernels expecting a defect their header does not name")
    args = p.parse_args()
    args.max_threads = min(args.max_threads, EXEC_MAX_THREADS)
    paths = args.paths or [DEFAULT_CORPUS]
    tests, errors = runner.collect(paths, strict=False)
    for e in errors:
        print(f"error: {e}", file=sys.stderr)
    failing = [t for t in tests if t.verdict == "NOT_ALL_VERIFIED"]
    racy = [t for t in failing if any(NAMES_RACE.search(r) for r in t.regexes)]
    unnamed = [t for t in failing if not t.regexes]
    groups = [("expected to fail with a race", racy)]
    if args.unnamed:
        groups.append(("expected to fail, the defect not named", unnamed))
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as ex:
        for title, group in groups:
            results = []
            print(f"== {title}")
            for r in ex.map(lambda t: run_one(args.tandem, t, args.max_threads, args.timeout,
                                              args.replay), group):
                test, status, why, seconds, note, proof = r
                replay = ""
                if proof:
                    replay = (f"  {{proof: {proof[1]} of {proof[0]} races confirmed by execution"
                              + (f"; {proof[2]}" if proof[2] else "") + "}")
                print(f"{status:15} {seconds:6.2f} s  {test.key}"
                      + (f"  ({why})" if why else "") + (f"  [{note}]" if note else "")
                      + replay, flush=True)
                results.append(r)
            report(title, results)
    print(f"\n{len(failing)} kernels expect a defect: {len(racy)} a race, "
          f"{len(failing) - len(racy) - len(unnamed)} another defect, {len(unnamed)} a defect "
          f"their header does not name" + ("" if args.unnamed else " (not run: --unnamed)"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
