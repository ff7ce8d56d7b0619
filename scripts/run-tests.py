#!/usr/bin/env python3
"""Run bin/tandem on test kernels and compare with their expected verdicts.

A test kernel is a .cu or .cl file whose header says what Tandem must do
(the format GPUVerify's test suite uses):

    //pass                          or  //xfail:NOT_ALL_VERIFIED (or another name)
    //--blockDim=64 --gridDim=4     options; ${KERNEL_DIR} is the file's folder
    //error: possible write-read    regexes the output must match, one per line

A regex is searched in the whole output with re.MULTILINE, so `^` and `$`
anchor it to one line. Every .cu/.cl file under the paths (outside folders
named `include`) must start with such a header: a typo such as `// pass`
is an error, not a skipped test. A regex that starts with a bare kernel
name and a colon (`k: Verified`) is rejected: it also matches the verdict
of any kernel whose name ends in k; write `\.c[lu]: k: Verified$`.

Normal mode checks the exit code and the regexes, prints every failure and
ends with the line `N passed, N failed`; it exits 1 if anything failed.

--corpus mode measures instead: it classifies every kernel, prints a table
per suite (agreement, verdicts, errors, times, speed against GPUVerify) and
fails only on a missed defect (whatever the baseline says) and when a
kernel that agreed in --baseline no longer does. A kernel that disagrees
in this run but agreed in the baseline is run once more,
alone, before it counts as a regression (a loaded machine can push a slow
kernel past the limit); after a timeout it gets three times the limit, as
the gate is on verdicts and speed is the benchmark script's to measure.
With --settled-timeout S, kernels that did not agree in the baseline (they
cannot regress) get S seconds instead of --timeout; the table says how many
did.

--symbolic-sizes (with --corpus) runs only the kernels expected to verify
that give a launch size, with every size `*`: how the proofs fare for every
launch at once. Those listed in testsuite/size-dependent.txt have a defect
for some size and are expected to report it; the others, to verify.

--infer-stats (either mode) adds --infer-info to every run and ends with a
table of invariant inference per Houdini rule over the whole run: candidates
proposed, candidates that survived, and in how many kernels the rule had a
survivor. In normal mode the `N passed, N failed` line still comes last.
"""

import argparse
import collections
import concurrent.futures
import csv
import dataclasses
import json
import math
import os
import re
import shlex
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time

# The exit codes that each header verdict accepts. Tandem reports what
# GPUVerify split into translation (Bugle) and instrumentation (VCGen) errors
# as one translation error.
EXPECTED_EXIT = {
    "pass": {0},
    "NOT_ALL_VERIFIED": {6},
    "CLANG_ERROR": {2},
    "BUGLE_ERROR": {4},
    "TRANSLATION_ERROR": {4},
    "GPUVERIFYVCGEN_ERROR": {4},
    "COMMAND_LINE_ERROR": {1},
    "TIMEOUT": {7},
    "BOOGIE_ERROR": {11, 12},
    "BOOGIE_INTERNAL_ERROR": {11},
    "BOOGIE_OTHER_ERROR": {12},
}
VERIFIED, NOT_ALL_VERIFIED, TIMEOUT = 0, 6, 7

# The suite whose kernels GPUVerify's reference times are keyed by (paths
# relative to this folder); its first-level folders get their own figures.
ANCHOR_SUITE = "gpuverify-testsuite"

OUTPUT_TAIL_LINES = 30

# What `tandem --infer-info` prints per kernel and rule after inference.
# What `tandem --keep-temps` (or --stop-at-bpl) prints: the runner removes
# that directory, so that tests of those options leave nothing behind.
KEPT_TEMPS_LINE = re.compile(r"^Temporary files kept in (/\S*/tandem-\w+)$", re.MULTILINE)

HOUDINI_LINE = re.compile(
    r"^(?P<kernel>.+?): Houdini rule (?P<rule>.+?): "
    r"(?P<kept>\d+) of (?P<total>\d+) candidates survived\s*$",
    re.MULTILINE)

# The launch-size options that --symbolic-sizes turns into `*`.
SIZE_OPTION = re.compile(r"^(--(?:blockDim|gridDim|local_size|num_groups|global_size))=\S+$")

REPO_ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


class HeaderError(Exception):
    pass


@dataclasses.dataclass
class Test:
    path: str  # as found from the command-line argument; passed to tandem
    key: str  # suite folder name + path inside it: stable across machines
    suite: str
    verdict: str  # "pass" or the xfail name
    options: list
    regexes: list
    anchor_key: str | None  # path relative to ANCHOR_SUITE, if inside it

    @property
    def expected(self):
        return EXPECTED_EXIT[self.verdict]


@dataclasses.dataclass
class Result:
    test: Test
    exit: int | None  # None: killed by the runner's timeout
    output: str
    seconds: float
    unmatched: list  # regexes that did not match the output
    limit: float  # the wall timeout this run had
    # (kernel, rule, survived, proposed) per --infer-info line
    houdini: list = dataclasses.field(default_factory=list)
    # files tandem left in its working directory, where it must leave none
    left: list = dataclasses.field(default_factory=list)

    @property
    def agrees(self):
        return self.exit in self.test.expected

    @property
    def passed(self):
        return self.agrees and not self.unmatched and not self.left


# A regex that begins with a bare kernel name and a colon: `k: Verified`
# also matches `not_k: Verified`.
UNANCHORED_NAME = re.compile(r"^\w+: ")
MESSAGE_WORDS = ("error", "warning", "note", "tandem", "Witness", "Timing")


def check_regex(regex, strict):
    try:
        re.compile(regex)
    except re.error as e:
        raise HeaderError(f"bad regex {regex!r}: {e}") from None
    m = UNANCHORED_NAME.match(regex)
    if strict and m and m.group(0)[:-2] not in MESSAGE_WORDS:
        raise HeaderError(
            f"regex {regex!r} also matches longer kernel names: "
            f"anchor it, e.g. '\\.c[lu]: {regex}'")


def parse_test(path, key, suite, anchor_key, strict=True):
    """The Test described by path's header. strict: our own suites, whose
    regexes must be anchored (other tools' suites are measured as they are)."""
    with open(path, encoding="utf-8", errors="replace") as f:
        lines = f.read().splitlines()
    first = lines[0].strip() if lines else ""
    if first.lower().startswith("//pass"):
        verdict = "pass"
    elif first.lower().startswith("//xfail"):
        verdict = first.partition(":")[2].strip().upper()
        if verdict not in EXPECTED_EXIT:
            raise HeaderError(f"unknown expected verdict in {first!r}")
    else:
        raise HeaderError(f"first line {first[:40]!r} is not a test header "
                          "(//pass or //xfail:VERDICT)")

    options = []
    if len(lines) > 1 and lines[1].startswith("//"):
        kernel_dir = os.path.dirname(os.path.abspath(path))
        try:
            words = shlex.split(lines[1][2:])
        except ValueError as e:
            raise HeaderError(f"options line: {e}") from None
        options = [w.replace("${KERNEL_DIR}", kernel_dir) for w in words]

    regexes = []
    for line in lines[2:]:
        if not line.startswith("//"):
            break
        regex = line[2:].rstrip()
        if not regex:
            continue
        check_regex(regex, strict)
        regexes.append(regex)
    return Test(path, key, suite, verdict, options, regexes, anchor_key)


def anchor_location(path):
    """(ANCHOR_SUITE folder, path relative to it) or (None, None)."""
    parts = os.path.abspath(path).split(os.sep)
    if ANCHOR_SUITE not in parts[:-1]:
        return None, None
    i = len(parts) - 1 - parts[::-1].index(ANCHOR_SUITE)
    return os.sep.join(parts[: i + 1]), "/".join(parts[i + 1 :])


def find_kernels(paths):
    """(path, suite folder) of every candidate kernel under paths, in order."""
    for arg in paths:
        if os.path.isdir(arg):
            for folder, subdirs, files in os.walk(arg):
                subdirs[:] = sorted(d for d in subdirs if d != "include")
                for name in sorted(files):
                    if name.endswith((".cu", ".cl")):
                        yield os.path.join(folder, name), arg
        elif os.path.isfile(arg):
            yield arg, os.path.dirname(arg) or "."
        else:
            print(f"note: {arg} does not exist; skipped", file=sys.stderr)


# The tests whose verdict depends on the launch size (see its header).
SIZE_DEPENDENT = os.path.join(REPO_ROOT, "testsuite", "size-dependent.txt")


def load_size_dependent(path=SIZE_DEPENDENT):
    """The keys of the tests listed in `path` (`key: reason` lines)."""
    keys = set()
    with open(path) as f:
        for line in f:
            line = line.strip()
            if line and not line.startswith("#"):
                keys.add(line.split(":", 1)[0])
    return keys


def symbolic(tests, size_dependent):
    """The tests expected to verify whose launch sizes are given, with
    every size `*`: a verdict that holds for every launch. Those in
    size_dependent have a defect for some size and are expected to report
    one; `--run` tests are executions, which need concrete sizes."""
    out = []
    for t in tests:
        sized = [SIZE_OPTION.sub(r"\1=*", o) for o in t.options]
        if t.verdict == "pass" and sized != t.options and "--run" not in t.options:
            verdict = "NOT_ALL_VERIFIED" if t.key in size_dependent else "pass"
            out.append(dataclasses.replace(t, options=sized, regexes=[], verdict=verdict))
    return out


def collect(paths, strict=True):
    tests, errors, seen = [], [], set()
    for path, root in find_kernels(paths):
        if os.path.realpath(path) in seen:  # overlapping arguments
            continue
        seen.add(os.path.realpath(path))
        suite = os.path.basename(os.path.abspath(root))
        key = suite + "/" + os.path.relpath(path, root).replace(os.sep, "/")
        try:
            tests.append(parse_test(path, key, suite, anchor_location(path)[1], strict))
        except HeaderError as e:
            errors.append(f"{path}: {e}")
    return tests, errors


class Runner:
    """Runs tandem on one test at a time per thread, with a wall timeout."""

    def __init__(self, tandem, timeout, infer_info=False, limits=None):
        self.tandem = os.path.abspath(tandem)  # each run has a directory of its own
        self.timeout = timeout
        self.limits = limits or {}  # test key -> a timeout of its own
        self.infer_info = infer_info
        self.running = set()
        self.lock = threading.Lock()

    def command(self, test):
        extra = ["--infer-info"] if self.infer_info else []
        # --no-cache: a test proves, never reads a verdict stored before.
        # The path is absolute: tandem runs in a directory of its own.
        return [self.tandem, "--no-cache", *test.options, *extra,
                os.path.abspath(test.path)]

    def run(self, test, limit=None):
        limit = limit or self.limits.get(test.key, self.timeout)
        start = time.monotonic()
        # An empty working directory of its own: tandem must leave nothing
        # outside its temporary directory, and one that does fails.
        workdir = tempfile.mkdtemp(prefix="tandem-test-cwd-")
        # A session of its own, so that a timeout kills clang and Boogie too.
        try:
            proc = subprocess.Popen(
                self.command(test),
                cwd=workdir,
                stdin=subprocess.DEVNULL,
                stdout=subprocess.PIPE,
                stderr=subprocess.STDOUT,
                start_new_session=True,
            )
        except OSError:
            shutil.rmtree(workdir, ignore_errors=True)
            raise
        with self.lock:
            self.running.add(proc)
        try:
            out, _ = proc.communicate(timeout=limit)
            code = proc.returncode
        except subprocess.TimeoutExpired:
            out = stop_session(proc)
            code = None
        finally:
            with self.lock:
                self.running.discard(proc)
        seconds = time.monotonic() - start
        output = out.decode("utf-8", errors="replace")
        for kept in KEPT_TEMPS_LINE.finditer(output):
            shutil.rmtree(kept.group(1), ignore_errors=True)
        left = sorted(os.listdir(workdir))
        shutil.rmtree(workdir, ignore_errors=True)
        unmatched = [r for r in test.regexes
                     if not re.search(r, output, re.MULTILINE)]
        houdini = parse_houdini(output) if self.infer_info else []
        return Result(test, code, output, seconds, unmatched, limit, houdini, left)

    def kill_all(self):
        with self.lock:
            for proc in self.running:
                kill_group(proc)


# How long a timed-out tandem gets, after SIGTERM, to stop clang and Boogie
# and remove its temporary directory before its session is killed.
STOP_GRACE_SECONDS = 5


def stop_session(proc):
    """Stops a timed-out tandem the way a user's `timeout` would, so that it
    cleans up after itself, then kills whatever of its session is left.
    Returns its output."""
    proc.terminate()
    try:
        out, _ = proc.communicate(timeout=STOP_GRACE_SECONDS)
    except subprocess.TimeoutExpired:
        kill_group(proc)
        out, _ = proc.communicate()
    kill_group(proc)  # Boogie or Z3 orphaned in the session, if any
    return out


def run_command(cmd, timeout):
    """(exit code, or "timeout", and the output) of a command run in a
    session of its own and stopped like a test when it times out."""
    proc = subprocess.Popen(cmd, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                            stderr=subprocess.STDOUT, start_new_session=True)
    try:
        out, _ = proc.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        stop_session(proc)
        return "timeout", ""
    return proc.returncode, out.decode("utf-8", errors="replace")


def kill_group(proc):
    """Kills every process of proc's session: tandem runs Boogie (and Z3)
    in a process group of their own, which killing tandem's group misses."""
    session = proc.pid
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as f:
                fields = f.read().rsplit(")", 1)[1].split()
            if int(fields[3]) == session:  # field 6 of stat: the session id
                os.kill(int(entry), signal.SIGKILL)
        except (OSError, ValueError, IndexError):
            pass


def parse_houdini(output):
    """(kernel, rule, survived, proposed) for each --infer-info line."""
    return [
        (m["kernel"], m["rule"], int(m["kept"]), int(m["total"]))
        for m in HOUDINI_LINE.finditer(output)
    ]


def run_all(runner, tests, jobs, on_result):
    """Results in completion order; Ctrl-C also stops the running tools,
    which, in sessions of their own, do not receive it."""
    results = []
    pool = concurrent.futures.ThreadPoolExecutor(max_workers=jobs)
    try:
        futures = [pool.submit(runner.run, t) for t in tests]
        for future in concurrent.futures.as_completed(futures):
            results.append(future.result())
            on_result(results[-1], len(results), len(tests))
    except KeyboardInterrupt:
        pool.shutdown(wait=False, cancel_futures=True)
        runner.kill_all()
        print("interrupted", file=sys.stderr)
        sys.exit(130)
    pool.shutdown()
    return results


def describe_exit(code, timeout):
    if code is None:
        return f"timeout (killed after {timeout:g} s)"
    if code < 0:
        return f"signal {-code}"
    return f"exit {code}"


# ----------------------------------------------------------------- normal mode


def report_failures(results, runner, infer_stats=False):
    for r in sorted(results, key=lambda r: r.test.key):
        if r.passed:
            continue
        print(f"FAIL {r.test.path}")
        print(f"  command: {shlex.join(runner.command(r.test))}")
        if not r.agrees:
            codes = " or ".join(map(str, sorted(r.test.expected)))
            print(f"  expected exit {codes} ({r.test.verdict}), "
                  f"got {describe_exit(r.exit, r.limit)}")
        for regex in r.unmatched:
            print(f"  regex did not match: {regex}")
        if r.left:
            print(f"  left in its working directory: {', '.join(r.left)}")
        tail = r.output.splitlines()[-OUTPUT_TAIL_LINES:]
        print(f"  last {len(tail)} lines of output:" if tail else "  no output")
        for line in tail:
            print(f"  | {line}")
        print()
    if infer_stats:
        print_infer_stats(results)
        print()
    failed = sum(not r.passed for r in results)
    print(f"{len(results) - failed} passed, {failed} failed")
    return 1 if failed else 0


# ------------------------------------------------------------ --infer-stats


def infer_stats(results):
    """{rule: [proposed, survived, kernels with a survivor]} over results.
    A kernel is one kernel of one test file; a file may hold several."""
    per_kernel = collections.defaultdict(lambda: [0, 0])
    for r in results:
        for kernel, rule, kept, total in r.houdini:
            counts = per_kernel[(rule, r.test.key, kernel)]
            counts[0] += total
            counts[1] += kept
    stats = collections.defaultdict(lambda: [0, 0, 0])
    for (rule, _, _), (total, kept) in per_kernel.items():
        row = stats[rule]
        row[0] += total
        row[1] += kept
        row[2] += kept > 0
    return stats


def print_infer_stats(results):
    stats = infer_stats(results)
    kernels = {(r.test.key, h[0]) for r in results for h in r.houdini}
    print(f"Houdini candidates by rule ({len(kernels)} kernels reported "
          "inference):")
    if not stats:
        print("  none (no kernel reached invariant inference)")
        return

    def survival(kept, total):
        return f"{100 * kept / total:.1f}%" if total else "-"

    table = [["rule", "proposed", "survived", "survival", "kernels"]]
    for rule in sorted(stats):
        total, kept, kernels_with = stats[rule]
        table.append([rule, str(total), str(kept), survival(kept, total),
                      str(kernels_with)])
    widths = [max(len(row[i]) for row in table) for i in range(len(table[0]))]
    for row in table:
        cells = [row[0].ljust(widths[0])]
        cells += [cell.rjust(w) for cell, w in zip(row[1:], widths[1:])]
        print("  " + "  ".join(cells).rstrip())
    print("  (kernels: kernels in which the rule had at least one survivor)")


# ----------------------------------------------------------------- corpus mode


def classify(result):
    expected, code = result.test.expected, result.exit
    if expected == {VERIFIED}:
        if code == VERIFIED:
            return "verified"
        if code == NOT_ALL_VERIFIED:
            return "false alarm"
    if expected == {NOT_ALL_VERIFIED}:
        if code == NOT_ALL_VERIFIED:
            return "defect found"
        if code == VERIFIED:
            return "MISSED DEFECT"
    if result.agrees:
        return "expected error"
    if code is None or code == TIMEOUT:
        return "timeout"
    return "unexpected"  # broken down by exit code in the table


CATEGORIES = [
    "verified", "defect found", "false alarm", "MISSED DEFECT",
    "expected error",
]


def load_anchors(path):
    """GPUVerify's median time per kernel path, or {} without the file."""
    if not path or not os.path.isfile(path):
        return {}
    anchors = {}
    with open(path, newline="") as f:
        for row in csv.DictReader(f):
            try:
                anchors[row["kernel"]] = float(row["median_total_s"])
            except (KeyError, ValueError):
                continue
    return {k: v for k, v in anchors.items() if v > 0}


def default_anchors(tests):
    """../anchors/gpuverify-times.csv next to the corpus holding ANCHOR_SUITE."""
    for t in tests:
        folder = anchor_location(t.path)[0]
        if folder:
            return os.path.join(folder, "..", "..", "anchors", "gpuverify-times.csv")
    return None


def pct(k, n):
    return f"{k} ({100 * k / n:.1f}%)" if n else "0"


def summarize(results, anchors, timeout):
    """Ordered {row label: figure} for one group of results."""
    n = len(results)
    rows = {
        "kernels": str(n),
        "agree (exit code)": pct(sum(r.agrees for r in results), n),
        "agree incl. regexes": pct(sum(r.passed for r in results), n),
    }
    categories = collections.Counter(classify(r) for r in results)
    for c in CATEGORIES:
        rows[c] = str(categories[c])
    errors = collections.Counter(r.exit for r in results if classify(r) == "unexpected")
    for code in sorted(errors):
        rows[f"unexpected {describe_exit(code, timeout)}"] = str(errors[code])
    rows["timeout"] = str(categories["timeout"])
    rows["  of which at the short limit"] = str(sum(
        classify(r) == "timeout" and r.limit < timeout for r in results))

    times = sorted(r.seconds for r in results)
    rows["s/kernel median"] = f"{statistics.median(times):.2f}" if times else "-"
    rows["s/kernel p95"] = f"{times[math.ceil(0.95 * n) - 1]:.2f}" if times else "-"
    rows["s total"] = f"{sum(times):.1f}"

    pairs = [
        (r.seconds, anchors[r.test.anchor_key])
        for r in results
        if r.test.anchor_key in anchors
    ]
    rows["kernels with GPUVerify time"] = str(len(pairs))
    sum_row, median_row = "time / GPUVerify (sum)", "time / GPUVerify (median)"
    if pairs:
        ours, theirs = zip(*pairs)
        rows[sum_row] = f"{sum(ours) / sum(theirs):.2f}x"
        rows[median_row] = f"{statistics.median(o / t for o, t in pairs):.2f}x"
    else:
        rows[sum_row] = rows[median_row] = "-"
    return rows


def groups(results):
    """(column name, results) per suite, per first-level folder of
    ANCHOR_SUITE, and for everything when there are several suites."""
    by_suite = collections.defaultdict(list)
    for r in results:
        by_suite[r.test.suite].append(r)
    columns = []
    for suite in sorted(by_suite):
        columns.append((suite, by_suite[suite]))
        if suite != ANCHOR_SUITE:
            continue
        by_folder = collections.defaultdict(list)
        for r in by_suite[suite]:
            parts = r.test.key.split("/")
            if len(parts) > 2:
                by_folder[parts[1]].append(r)
        columns += [(f, by_folder[f]) for f in sorted(by_folder)]
    if len(by_suite) > 1:
        columns.append(("all", results))
    return columns


def print_table(results, anchors, timeout):
    columns = [(name, summarize(rs, anchors, timeout)) for name, rs in groups(results)]
    # A column lacks the rows of exit codes that none of its kernels gave.
    labels = list(summarize(results, anchors, timeout))
    table = [[""] + [name for name, _ in columns]]
    table += [[label] + [s.get(label, "0") for _, s in columns] for label in labels]
    widths = [max(len(row[i]) for row in table) for i in range(len(table[0]))]
    for row in table:
        cells = [row[0].ljust(widths[0])]
        cells += [cell.rjust(w) for cell, w in zip(row[1:], widths[1:])]
        print("  ".join(cells))


def report_corpus(results, anchors, timeout):
    """Prints the table and the missed defects; returns how many there were."""
    print()
    print_table(results, anchors, timeout)
    if not anchors:
        print("(no GPUVerify reference times found: see --anchors)")
    missed = sorted(r.test.key for r in results if classify(r) == "MISSED DEFECT")
    print()
    print(f"MISSED DEFECTS (expected NOT_ALL_VERIFIED, got exit 0): {len(missed)}")
    for key in missed:
        print(f"  {key}")
    return len(missed)


def load_baseline(path):
    """{key: {"agrees": bool, "outcome": str, "seconds": float}}, or None
    without the file. Entries of the older form (a bare bool) are read as
    {"agrees": bool}."""
    if not path or not os.path.isfile(path):
        return None
    with open(path) as f:
        raw = json.load(f)
    return {k: v if isinstance(v, dict) else {"agrees": v} for k, v in raw.items()}


def agreed(baseline, key):
    return bool(baseline and baseline.get(key, {}).get("agrees"))


def outcome(result):
    label = classify(result)
    return describe_exit(result.exit, result.limit) if label == "unexpected" else label


def settled_limits(tests, baseline, seconds):
    """The short limit for each kernel that did not agree in the baseline."""
    if not baseline or not seconds:
        return {}
    return {t.key: seconds for t in tests if not agreed(baseline, t.key)}


# A kernel that agreed in the baseline and timed out is run again alone
# with this many times the limit: the gate is on verdicts, and a slower
# machine is not a regression (speed is measured by scripts/benchmark.sh).
RETRY_SLOW_FACTOR = 3


def retry_regressions(runner, results, baseline):
    """Runs again, one at a time, each kernel that agreed in the baseline
    and not now: with the full limit, or RETRY_SLOW_FACTOR times it after a
    timeout. Returns the results with the second runs in place and
    {key: first result} of the kernels that were re-run."""
    first = {r.test.key: r for r in results
             if agreed(baseline, r.test.key) and not r.agrees}
    if not first:
        return results, first
    print(f"\nrunning {len(first)} kernel(s) again that agreed in the baseline:",
          file=sys.stderr)
    again = {}
    for key, r in sorted(first.items()):
        slow = classify(r) == "timeout"
        limit = runner.timeout * RETRY_SLOW_FACTOR if slow else runner.timeout
        again[key] = runner.run(r.test, limit)
        print(f"  {again[key].seconds:6.1f}s  {outcome(again[key]):<15} {key}",
              file=sys.stderr, flush=True)
    return [again.get(r.test.key, r) for r in results], first


def compare_baseline(results, baseline, first, path, update):
    """Exit status: 1 when a kernel agreeing in the baseline no longer does."""
    print()
    regressions = []
    if baseline is None:
        print(f"no baseline at {path}: nothing to compare")
    else:
        regressions = compare(results, baseline, first, path)
    if update:
        # Kernels not run this time (e.g. a missing suite) keep their entry.
        merged = dict(baseline or {})
        merged.update({
            r.test.key: {"agrees": r.agrees, "outcome": outcome(r),
                         "seconds": round(r.seconds, 1)}
            for r in results})
        with open(path, "w") as f:
            json.dump(merged, f, indent=1, sort_keys=True)
            f.write("\n")
        print(f"baseline written: {path} ({len(merged)} kernels)")
        return 0
    return 1 if regressions else 0


def compare(results, baseline, first, path):
    """Print regressions, flaky kernels and gains against baseline; return
    the regressions."""
    if baseline and not {r.test.key for r in results} & baseline.keys():
        print(f"note: no kernel of this run is in {path}; keys are paths "
              "relative to the parent of each DIR argument")
    regressions = sorted((r for r in results
                          if agreed(baseline, r.test.key) and not r.agrees),
                         key=lambda r: r.test.key)
    flaky = sorted(k for k in first if k not in {r.test.key for r in regressions})
    gains = sorted(r.test.key for r in results
                   if r.agrees and not agreed(baseline, r.test.key))
    for r in regressions:
        once = first[r.test.key]
        print(f"REGRESSION: {r.test.key} agreed in the baseline "
              f"({baseline[r.test.key].get('outcome', 'agreed')}); now "
              f"{outcome(once)} after {once.seconds:.1f} s, and {outcome(r)} "
              f"after {r.seconds:.1f} s when run alone")
        for line in r.output.splitlines()[-OUTPUT_TAIL_LINES:]:
            print(f"    {line}")
    seconds = {r.test.key: r.seconds for r in results}
    for key in flaky:
        print(f"flaky: {key} gave {outcome(first[key])} after "
              f"{first[key].seconds:.1f} s, and agreed when run alone "
              f"in {seconds[key]:.1f} s")
    for key in gains:
        print(f"newly agreeing: {key}")
    print(f"{len(regressions)} regressions, {len(flaky)} flaky, {len(gains)} "
          f"kernels newly agreeing, against {path}")
    return regressions


def write_json(results, path):
    data = {
        r.test.key: {
            "expected": r.test.verdict,
            "exit": r.exit,
            "agrees": r.agrees,
            "regex_ok": not r.unmatched,
            "seconds": round(r.seconds, 3),
        }
        for r in results
    }
    with open(path, "w") as f:
        json.dump(data, f, indent=2, sort_keys=True)
        f.write("\n")


# ----------------------------------------------------------------------- main


def default_jobs():
    if hasattr(os, "sched_getaffinity"):
        return len(os.sched_getaffinity(0))
    return os.cpu_count() or 1


def parse_args():
    p = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    p.add_argument("paths", nargs="+", metavar="DIR_OR_FILE")
    p.add_argument("--tandem", metavar="PATH",
                   default=os.path.relpath(os.path.join(REPO_ROOT, "bin", "tandem")),
                   help="the tool to run (default: bin/tandem of this repository)")
    p.add_argument("-j", "--jobs", type=int, default=default_jobs(), metavar="N",
                   help="kernels run in parallel (default: number of CPUs)")
    p.add_argument("--timeout", type=float, default=600, metavar="S",
                   help="wall seconds per kernel before it is killed (default 600)")
    p.add_argument("--corpus", action="store_true",
                   help="measure instead of test: classify, tabulate, time")
    p.add_argument("--baseline", metavar="FILE",
                   help="--corpus: fail when a kernel agreeing in FILE no longer does")
    p.add_argument("--settled-timeout", type=float, metavar="S",
                   help="--baseline: S seconds for kernels that did not agree "
                        "in the baseline, instead of --timeout")
    p.add_argument("--update-baseline", action="store_true",
                   help="write this run's agreement into the --baseline FILE")
    p.add_argument("--anchors", metavar="FILE",
                   help="GPUVerify's times (default: anchors/gpuverify-times.csv "
                        f"beside the corpus holding {ANCHOR_SUITE})")
    p.add_argument("--json", metavar="FILE", help="write per-kernel results to FILE")
    p.add_argument("--symbolic-sizes", action="store_true",
                   help="run only the kernels expected to verify that give a launch "
                        "size, with every size `*` (a measurement: needs --corpus)")
    p.add_argument("--infer-stats", action="store_true",
                   help="run tandem with --infer-info and end with a table of "
                        "Houdini candidates proposed and kept per rule")
    args = p.parse_args()
    if args.baseline and not args.corpus:
        p.error("--baseline needs --corpus")
    if args.symbolic_sizes and (not args.corpus or args.baseline):
        p.error("--symbolic-sizes needs --corpus and no --baseline")
    if args.settled_timeout and not args.baseline:
        p.error("--settled-timeout needs --baseline FILE")
    if args.update_baseline and not args.baseline:
        p.error("--update-baseline needs --baseline FILE")
    if args.jobs < 1:
        p.error("-j must be at least 1")
    return args


def main():
    args = parse_args()
    tests, header_errors = collect(args.paths, strict=not args.corpus)
    if args.symbolic_sizes:
        tests = symbolic(tests, load_size_dependent())
    if header_errors:
        for e in header_errors:
            print(f"error: {e}", file=sys.stderr)
        return 2
    if not any(os.path.exists(p) for p in args.paths):
        print("note: none of the given paths exists; nothing to run")
        if args.infer_stats:
            print_infer_stats([])
        if not args.corpus:
            print("0 passed, 0 failed")
        return 0
    tandem = shutil.which(args.tandem)
    if not tandem:
        print(f"error: {args.tandem} is not an executable (build it with make)",
              file=sys.stderr)
        return 2

    def progress(result, done, total):
        # Corpus runs are long: show each kernel's verdict and time as it ends.
        if args.corpus:
            label = classify(result)
            if label == "unexpected":
                label = describe_exit(result.exit, result.limit)
            count = f"[{done:{len(str(total))}}/{total}]"
            print(f"{count} {result.seconds:6.1f}s  {label:<15} {result.test.key}",
                  file=sys.stderr, flush=True)

    baseline = load_baseline(args.baseline)
    runner = Runner(tandem, args.timeout, infer_info=args.infer_stats,
                    limits=settled_limits(tests, baseline, args.settled_timeout))
    results = run_all(runner, tests, args.jobs, progress)
    first = {}
    if args.corpus and baseline:
        results, first = retry_regressions(runner, results, baseline)
    if args.json:
        write_json(results, args.json)
    if not args.corpus:
        return report_failures(results, runner, args.infer_stats)
    missed = report_corpus(results, load_anchors(args.anchors or default_anchors(tests)),
                           args.timeout)
    if args.infer_stats:
        print()
        print_infer_stats(results)
    status = 0
    if args.baseline:
        status = compare_baseline(results, baseline, first, args.baseline,
                                  args.update_baseline)
    # A missed defect fails the run whatever the baseline says: a kernel
    # that did not agree (a timeout, say) must not become one unnoticed.
    return 1 if missed else status


if __name__ == "__main__":
    sys.exit(main())
