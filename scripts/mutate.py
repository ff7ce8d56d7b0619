#!/usr/bin/env python3
"""Mutation testing of soundness: inject a race or a barrier divergence into
race-free test kernels and check that Tandem reports it.

    scripts/mutate.py [--list] [-j N] [--timeout S] [--every N [--offset K]]
                      [--kind K] [--extra=OPTION] [--verified-out FILE]
                      [--keep DIR] PATH...

Takes every test kernel under the PATHs whose header says `//pass` (the
header format of run-tests.py) and makes mutants of it, one textual
mutation each:

  const-index   a store `X[e] = ...` (or `+=`, `++`, ...) whose subscript e
                mentions the thread id becomes `X[0] = ...`: threads that
                wrote distinct elements now write one;
  no-barrier    one barrier call (`__syncthreads();`, `barrier(...);`,
                `work_group_barrier(...);`, `__syncthreads_and/or/count`)
                is deleted (a statement becomes `;`, the value of a
                `__syncthreads_*(p)` becomes `(p)`);
  other-tid     in a subscript, `threadIdx.x` becomes
                `((threadIdx.x + 1) % blockDim.x)`, `get_local_id(0)`
                `((get_local_id(0) + 1) % get_local_size(0))` and
                `get_global_id(0)` `((get_global_id(0) + 1) % get_global_size(0))`:
                a thread accesses its neighbour's element;
  cond-barrier  a barrier runs only in thread 0 of its block or group:
                `{ if (threadIdx.x == 0) __syncthreads(); }`
                (OpenCL: `get_local_id(0) == 0`).

"Mentions the thread id" means threadIdx.x/y/z, get_local_id, get_global_id
or get_*_linear_id, or a variable assigned anywhere in the file from an
expression that mentions one of these (transitively). The mutator works on
the text: comments, string literals, the test header, preprocessor lines
and annotation calls (__assert, __invariant, __requires, ...) are never
mutated. Mutants come in a fixed order (kernel, kind, position).

Each mutant is written to a temporary directory under the original's file
name and run as `tandem <the original's options> <mutant>`. One line per
mutant gives the kernel, the kind, the line:column mutated, the outcome
(exit 6: defect reported; 0: verified; 4: refused; 2: did not compile; 7
or `timeout`) and tandem's first error in short (`write-read race`,
`divergence`, an assertion, a refusal); a table per kind ends the run. Mutants that Tandem verified are
written with --verified-out as unified diffs, for a person to judge: some
mutants are equivalent (a barrier that was not needed, every thread
writing the same value, which is a benign race by Tandem's rules, a private
array), the others are missed defects.

Exit status: 0 when the run completed (whatever the verdicts), 2 on bad
headers or a missing tandem.
"""

import argparse
import collections
import concurrent.futures
import dataclasses
import difflib
import importlib.util
import os
import re
import shlex
import shutil
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location(
    "run_tests", os.path.join(HERE, "run-tests.py"))
run_tests = importlib.util.module_from_spec(spec)
spec.loader.exec_module(run_tests)

KINDS = ("const-index", "no-barrier", "other-tid", "cond-barrier")

# An expression that differs between the threads of a block.
THREAD_ID = re.compile(
    r"\bthreadIdx\s*\.\s*[xyz]\b|\bget_(?:local|global)_(?:id|linear_id)\s*\(")

# The thread ids other-tid replaces, and by what (CUDA, OpenCL).
NEIGHBOURS = [
    (re.compile(r"\bthreadIdx\s*\.\s*x\b"),
     lambda m: f"(({m.group(0)} + 1) % blockDim.x)"),
    (re.compile(r"\bget_local_id\s*\(\s*0\s*\)"),
     lambda m: f"(({m.group(0)} + 1) % get_local_size(0))"),
    (re.compile(r"\bget_global_id\s*\(\s*0\s*\)"),
     lambda m: f"(({m.group(0)} + 1) % get_global_size(0))"),
]

BARRIER = re.compile(
    r"\b(?:__syncthreads(?:_count|_and|_or)?|barrier|work_group_barrier)\s*\(")

# Calls of annotations (docs/annotations.md): their text is not kernel code.
ANNOTATION = re.compile(
    r"\b__(?:assert|assume|requires|ensures|invariant|candidate_\w+|global_\w+"
    r"|function_wide_\w+|barrier_invariant\w*|implies|ite|enabled"
    r"|dominator_enabled|no_read|no_write|read\w*|write\w*|other_\w+"
    r"|uniform_\w+|distinct_\w+|same_group|ptr_offset_bytes|array_snapshot"
    r"|axiom|old_\w+|return_val_\w+|atomic_has_taken_value|requires_fresh_array"
    r"|spec_\w*|tandem_\w*)\s*\(")

# An assignment `name = e`, `name += e`, ...: name gets e's dependence.
ASSIGNMENT = re.compile(r"\b([A-Za-z_]\w*)\s*(?:[-+*/%&|^]|<<|>>)?=(?!=)")

# What follows an lvalue that is stored to.
STORE_OP = re.compile(r"\s*(?:(?:[-+*/%&|^]|<<|>>)?=(?!=)|\+\+|--)")
MEMBER = re.compile(r"\s*(?:\.|->)\s*[A-Za-z_]\w*")


@dataclasses.dataclass
class Mutant:
    test: object  # run_tests.Test of the original
    kind: str
    line: int
    start: int  # the replaced span of the original text
    end: int
    replacement: str
    text: str  # the whole mutant

    @property
    def column(self):
        return self.start - self.text.rfind("\n", 0, self.start)

    @property
    def where(self):
        return f"{self.line}:{self.column}"

    @property
    def label(self):
        return f"{self.test.key} {self.kind} line {self.where}"


# -------------------------------------------------------------------- masking


def mask(src):
    """src with comments, string and character literals, the test header,
    preprocessor lines and annotation calls replaced by spaces (newlines
    kept), so that positions in the result are positions in src."""
    out = list(src)
    i, n = 0, len(src)

    def blank(a, b):
        for k in range(a, b):
            if out[k] != "\n":
                out[k] = " "

    # The header: the first line and the `//` lines right after it.
    end = 0
    for k, line in enumerate(src.split("\n")):
        if k > 0 and not line.startswith("//"):
            break
        end += len(line) + 1
    blank(0, min(end, n))
    i = min(end, n)
    line_start = True
    while i < n:
        c = src[i]
        if src.startswith("//", i):
            j = src.find("\n", i)
            j = n if j < 0 else j
            blank(i, j)
            i = j
        elif src.startswith("/*", i):
            j = src.find("*/", i + 2)
            j = n if j < 0 else j + 2
            blank(i, j)
            i = j
        elif c in "\"'":
            j = i + 1
            while j < n and src[j] != c and src[j] != "\n":
                j += 2 if src[j] == "\\" else 1
            j = min(j + 1, n)
            blank(i, j)
            i = j
        elif c == "#" and line_start:
            j = i
            while True:  # a directive ends at a newline not escaped by \
                j = src.find("\n", j)
                if j < 0:
                    j = n
                    break
                if src[j - 1] != "\\":
                    break
                j += 1
            blank(i, j)
            i = j
        else:
            if c == "\n":
                line_start = True
            elif not c.isspace():
                line_start = False
            i += 1
            continue
        line_start = False
    code = "".join(out)
    for m in list(ANNOTATION.finditer(code)):
        close = matching(code, m.end() - 1, "(", ")")
        if close is not None:
            blank(m.start(), close + 1)
    return "".join(out)


def matching(code, pos, open_, close):
    """The position of the bracket closing the one at pos, or None."""
    depth = 0
    for k in range(pos, len(code)):
        if code[k] == open_:
            depth += 1
        elif code[k] == close:
            depth -= 1
            if depth == 0:
                return k
    return None


def expression_end(code, pos):
    """Where the expression starting at pos ends: `;`, or `,` or a closing
    bracket at its own nesting level."""
    depth = 0
    for k in range(pos, len(code)):
        c = code[k]
        if c in "([{":
            depth += 1
        elif c in ")]}":
            if depth == 0:
                return k
            depth -= 1
        elif c == ";" or (c == "," and depth == 0):
            return k
    return len(code)


# ------------------------------------------------------------------ mutations


def thread_dependent_names(code):
    """Variables assigned, anywhere in the file, an expression that mentions
    the thread id or another such variable."""
    assignments = [(m.group(1), code[m.end():expression_end(code, m.end())])
                   for m in ASSIGNMENT.finditer(code)]
    names = set()
    while True:
        pattern = thread_pattern(names)
        new = {name for name, rhs in assignments
               if name not in names and pattern.search(rhs)}
        if not new:
            return names
        names |= new


def thread_pattern(names):
    if not names:
        return THREAD_ID
    words = "|".join(sorted(map(re.escape, names)))
    return re.compile(f"{THREAD_ID.pattern}|\\b(?:{words})\\b")


def subscripts(code):
    """(open, close) of every `[...]` that subscripts something (after a
    name, `]` or `)`), in order of position."""
    for m in re.finditer(r"\[", code):
        before = code[:m.start()].rstrip()
        if not before or not (before[-1].isalnum() or before[-1] in "_])"):
            continue
        close = matching(code, m.start(), "[", "]")
        if close is not None:
            yield m.start(), close


def is_store(code, close):
    """Whether the postfix chain continuing after the `]` at close is
    assigned to (`= += ++ ...`)."""
    k = close + 1
    while True:
        rest = code[k:]
        stripped = len(rest) - len(rest.lstrip())
        if rest[stripped:stripped + 1] == "[":
            end = matching(code, k + stripped, "[", "]")
            if end is None:
                return False
            k = end + 1
            continue
        m = MEMBER.match(code, k)
        if m:
            k = m.end()
            continue
        return bool(STORE_OP.match(code, k))


def const_index(src, code):
    pattern = thread_pattern(thread_dependent_names(code))
    for open_, close in subscripts(code):
        inner = code[open_ + 1:close]
        if inner.strip() != "0" and pattern.search(inner) and is_store(code, close):
            yield open_ + 1, close, "0"


def barrier_calls(code):
    """(start, end of the call, end of its `;` or None when the call is
    part of an expression, name) of each barrier call."""
    for m in BARRIER.finditer(code):
        close = matching(code, m.end() - 1, "(", ")")
        if close is None:
            continue
        name = re.match(r"\w+", code[m.start():]).group(0)
        after = re.compile(r"\s*;").match(code, close + 1)
        before = code[:m.start()].rstrip()
        statement = after and (not before or before[-1] in ";{})"
                               or re.search(r"\belse$", before))
        yield m.start(), close + 1, (after.end() if statement else None), name


def no_barrier(src, code):
    for start, end, semi, name in barrier_calls(code):
        if semi is not None:
            yield start, semi, ";"
        elif name.startswith("__syncthreads_"):
            yield start, end, src[start + len(name):end].lstrip()


def cond_barrier(src, code, opencl):
    tid = "get_local_id(0)" if opencl else "threadIdx.x"
    for start, end, semi, name in barrier_calls(code):
        call = src[start:end]
        if semi is not None:
            yield start, semi, f"{{ if ({tid} == 0) {call}; }}"
        elif name.startswith("__syncthreads_"):
            yield start, end, f"({tid} == 0 ? {call} : 0)"


def other_tid(src, code):
    seen = set()
    for open_, close in subscripts(code):
        for pattern, replace in NEIGHBOURS:
            for m in pattern.finditer(code, open_ + 1, close):
                if m.start() not in seen:
                    seen.add(m.start())
                    yield m.start(), m.end(), replace(m)


def mutants_of(test):
    with open(test.path, encoding="utf-8", errors="replace") as f:
        src = f.read()
    code = mask(src)
    opencl = test.path.endswith(".cl")
    spans = {
        "const-index": const_index(src, code),
        "no-barrier": no_barrier(src, code),
        "other-tid": other_tid(src, code),
        "cond-barrier": cond_barrier(src, code, opencl),
    }
    for kind in KINDS:
        for start, end, replacement in sorted(spans[kind]):
            yield Mutant(test, kind, src.count("\n", 0, start) + 1, start, end,
                         replacement, src[:start] + replacement + src[end:])


def unified_diff(mutant):
    with open(mutant.test.path, encoding="utf-8", errors="replace") as f:
        original = f.read()
    return "".join(difflib.unified_diff(
        original.splitlines(keepends=True), mutant.text.splitlines(keepends=True),
        fromfile=mutant.test.key,
        tofile=f"{mutant.test.key} ({mutant.kind}, line {mutant.where})"))


# -------------------------------------------------------------------- running


def outcome(exit_code):
    if exit_code is None:
        return "timeout"
    return {0: "verified", 6: "reported", 4: "refused", 2: "no-compile",
            7: "timeout"}.get(exit_code, "other")


def run_mutant(runner, mutant, keep, extra):
    folder = tempfile.mkdtemp(prefix="tandem-mutant-")
    try:
        path = os.path.join(folder, os.path.basename(mutant.test.path))
        with open(path, "w", encoding="utf-8") as f:
            f.write(mutant.text)
        result = runner.run(dataclasses.replace(
            mutant.test, path=path, regexes=[], options=[*mutant.test.options, *extra]))
        if keep:
            shutil.copy(path, os.path.join(keep, mutant_file_name(mutant)))
        return result
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def mutant_file_name(mutant):
    stem, ext = os.path.splitext(mutant.test.key.replace("/", "__"))
    return f"{stem}.{mutant.kind}.{mutant.line}.{mutant.start}{ext}"


# A diagnostic of tandem's (`FILE: error: ...`, `FILE:L:C: error: ...`), not
# a line of the prover's that --verbose shows.
FIRST_ERROR = re.compile(r"^\S[^\n]*?: error: (.*)$", re.MULTILINE)


def reason(result):
    """What tandem's first error says, shortly: `write-read race`,
    `divergence`, or the message itself (an assertion, a refusal...)."""
    m = FIRST_ERROR.search(result.output)
    if not m:
        return ""
    message = m.group(1).strip().rstrip(":")
    race = re.match(r"possible (\S+) race", message)
    if race:
        return f"{race.group(1)} race"
    if "non-uniform control flow" in message:
        return "divergence"
    return message if len(message) <= 70 else message[:67] + "..."


def describe(result):
    if result is None:
        return "-"
    return "timeout" if result.exit is None else f"exit {result.exit}"


def summary(mutants, results):
    columns = ("generated", "reported", "verified", "refused", "no-compile",
               "timeout", "other")
    rows = collections.OrderedDict(
        (k, collections.Counter()) for k in (*KINDS, "all"))
    for i, m in enumerate(mutants):
        for row in (rows[m.kind], rows["all"]):
            row["generated"] += 1
            if results is not None:
                row[outcome(results[i].exit)] += 1
    shown = columns if results is not None else columns[:1]
    table = [["kind", *shown]]
    table += [[k, *(str(c[col]) for col in shown)] for k, c in rows.items()]
    widths = [max(len(r[i]) for r in table) for i in range(len(table[0]))]
    for r in table:
        print("  ".join([r[0].ljust(widths[0])] +
                        [cell.rjust(w) for cell, w in zip(r[1:], widths[1:])]))


def parse_args():
    p = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("paths", nargs="+", metavar="DIR_OR_FILE")
    p.add_argument("--tandem", metavar="PATH",
                   default=os.path.relpath(os.path.join(run_tests.REPO_ROOT, "bin", "tandem")),
                   help="the tool to run (default: bin/tandem of this repository)")
    p.add_argument("-j", "--jobs", type=int, default=1, metavar="N",
                   help="mutants run in parallel (default 1)")
    p.add_argument("--timeout", type=float, default=60, metavar="S",
                   help="wall seconds per mutant before it is killed (default 60)")
    p.add_argument("--list", action="store_true",
                   help="only generate the mutants: print them and count them")
    p.add_argument("--kind", action="append", choices=KINDS,
                   help="only mutants of this kind (may be repeated)")
    p.add_argument("--every", type=int, default=1, metavar="N",
                   help="a deterministic sample: every Nth mutant, in order")
    p.add_argument("--offset", type=int, default=0, metavar="K",
                   help="with --every: start at the Kth mutant (default 0)")
    p.add_argument("--verified-out", metavar="FILE",
                   help="write the verified mutants to FILE as unified diffs")
    p.add_argument("--extra", action="append", default=[], metavar="OPTION",
                   help="an option added to every run of tandem, e.g. "
                        "--extra=--no-benign-tolerance (may be repeated)")
    p.add_argument("--keep", metavar="DIR",
                   help="copy every mutant run into DIR")
    args = p.parse_args()
    if args.jobs < 1 or args.every < 1 or args.offset < 0:
        p.error("-j and --every must be at least 1, --offset at least 0")
    return args


def main():
    args = parse_args()
    tests, errors = run_tests.collect(args.paths)
    if errors:
        for e in errors:
            print(f"error: {e}", file=sys.stderr)
        return 2
    tests = [t for t in tests if t.verdict == "pass"]
    everything = [m for t in tests for m in mutants_of(t)
                  if not args.kind or m.kind in args.kind]
    mutants = everything[args.offset::args.every]
    sample = (f" (every {args.every}th of {len(everything)}, from {args.offset})"
              if args.every > 1 or args.offset else "")
    print(f"{len(mutants)} mutants of {len(tests)} kernels{sample}", flush=True)

    if args.list:
        for m in mutants:
            print(m.label)
        print()
        summary(mutants, None)
        return 0

    tandem = shutil.which(args.tandem)
    if not tandem:
        print(f"error: {args.tandem} is not an executable (build it with make)",
              file=sys.stderr)
        return 2
    if args.keep:
        os.makedirs(args.keep, exist_ok=True)
    runner = run_tests.Runner(tandem, args.timeout)
    results = [None] * len(mutants)
    width = len(str(len(mutants)))
    key_width = max((len(m.test.key) for m in mutants), default=0)
    printed = 0
    pool = concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs)
    try:
        futures = {pool.submit(run_mutant, runner, m, args.keep, args.extra): i
                   for i, m in enumerate(mutants)}
        for future in concurrent.futures.as_completed(futures):
            results[futures[future]] = future.result()
            # One line per mutant, in the mutants' order whatever -j.
            while printed < len(mutants) and results[printed] is not None:
                m, r = mutants[printed], results[printed]
                print(f"[{printed + 1:{width}}/{len(mutants)}] {m.test.key:<{key_width}}  "
                      f"{m.kind:<12} line {m.where:<6} {describe(r):<8} "
                      f"{outcome(r.exit):<10} {r.seconds:5.1f}s  {reason(r)}",
                      flush=True)
                printed += 1
    except KeyboardInterrupt:
        pool.shutdown(wait=False, cancel_futures=True)
        runner.kill_all()
        print("interrupted", file=sys.stderr)
        return 130
    pool.shutdown()

    print()
    summary(mutants, results)
    verified = [m for m, r in zip(mutants, results) if r.exit == 0]
    if args.verified_out:
        with open(args.verified_out, "w") as f:
            for m in verified:
                options = shlex.join([*m.test.options, *args.extra])
                f.write(f"# {m.label}: tandem {options}\n")
                f.write(unified_diff(m))
                f.write("\n")
        print(f"\n{len(verified)} verified mutants written to {args.verified_out}")
    else:
        print(f"\n{len(verified)} verified mutants:")
        for m in verified:
            print(f"  {m.label}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
