# Tandem: build, test, install. `make` builds bin/tandem.
#   make deps     install the Debian packages Tandem needs (root)
#   make demo     deps + build + verify the example kernels
#   make check    deps + build + every test (unit, kernels, the differential
#                 check of proofs against executions, and the tests again
#                 under AddressSanitizer/UndefinedBehaviorSanitizer)
#   make corpus   measure against ../shared/corpus (when present)
#   make install  bin/tandem, its headers and its manual page under PREFIX
#                 (default /usr/local; DESTDIR for staging); make uninstall
#   make mutate   mutation testing: inject races and barrier divergence into
#                 the passing test kernels, count those Tandem misses
#                 (docs/soundness.md; not part of check)
#   make differential  prove and run (tandem --run) every test kernel with
#                 a concrete launch; fails on a defect an execution has and
#                 its proof missed (check runs it with --missed-only: only
#                 the kernels an execution finds a defect in are proved);
#                 DIFFERENTIAL_ARGS=--mutants checks scripts/mutate.py's mutants

LLVM_CONFIG ?= llvm-config-16
CC ?= cc
CFLAGS ?= -O2 -g
WARN = -std=c11 -D_GNU_SOURCE -Wall -Wextra -Werror -Wno-unused-parameter
LLVM_CFLAGS = -I$(shell $(LLVM_CONFIG) --includedir 2>/dev/null)
# The LLVM components Tandem uses, linked statically: loading the shared
# libLLVM took 0.06 s of each run's start (tandem --version: 0.07 s, and
# 0.01 s linked statically), a tenth of a small kernel's verification. Of
# the system libraries LLVM may need, only those it does are kept.
LLVM_COMPONENTS = passes bitreader core
LLVM_LIBS = -L$(shell $(LLVM_CONFIG) --libdir 2>/dev/null) \
	$(shell $(LLVM_CONFIG) --link-static --libs $(LLVM_COMPONENTS) 2>/dev/null) -lstdc++ \
	-Wl,--as-needed $(shell $(LLVM_CONFIG) --link-static --system-libs 2>/dev/null)
# libm: the executor computes math built-ins (tandem --run).
LIBS = $(LLVM_LIBS) -lm

# The translator's stages are rooms (translator/<stage>/); every room's
# headers are on the include path.
ROOMS = $(sort $(dir $(wildcard translator/*/*.[ch] invariants/*.[ch])))
SRCS = $(wildcard translator/*/*.c) $(wildcard invariants/*.c)
HDRS = $(wildcard translator/*/*.h) $(wildcard invariants/*.h)
INCLUDES = $(patsubst %/,-I%,$(ROOMS))
LIB_SRCS = $(filter-out translator/driver/main.c,$(SRCS))
UNIT_SRCS = $(wildcard testsuite/unit/*.c)

BUILD ?= build
OBJS = $(patsubst %.c,$(BUILD)/%.o,$(LIB_SRCS))
MAIN_OBJ = $(BUILD)/translator/driver/main.o
UNIT_OBJS = $(patsubst %.c,$(BUILD)/%.o,$(UNIT_SRCS))
BIN ?= bin/tandem
UNIT_BIN = $(BUILD)/unit-tests

JOBS ?= $(shell nproc 2>/dev/null || echo 2)

.PHONY: all deps demo check test unit runner ci kernels install uninstall sarif-schema sanitize corpus corpus-full benchmark mutate differential clean

all: $(BIN)

$(BUILD)/%.o: %.c $(HDRS)
	@mkdir -p $(dir $@)
	@echo "CC $<"
	@$(CC) $(CFLAGS) $(WARN) $(LLVM_CFLAGS) $(INCLUDES) -c $< -o $@

$(BIN): $(OBJS) $(MAIN_OBJ)
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) -o $@ $^ $(LIBS)

$(UNIT_BIN): $(OBJS) $(UNIT_OBJS)
	$(CC) $(CFLAGS) -o $@ $^ $(LIBS)

deps:
	sh scripts/install-deps.sh

demo: deps
	$(MAKE) all
	sh scripts/demo.sh

unit: $(UNIT_BIN)
	$(UNIT_BIN)

kernels: $(BIN)
	$(KERNELS_ENV) python3 scripts/run-tests.py --tandem $(BIN) -j $(JOBS) testsuite/kernels

# The runner itself: headers it must reject.
runner: $(BIN)
	sh testsuite/runner/check.sh $(BIN)

# The command line for CI: several paths, -j, --json, --sarif, interrupts,
# make install (testsuite/ci/check.sh).
# The shell scripts parse first: a syntax error would end a test script
# early, with the checks after it silently not run.
ci: $(BIN)
	for f in testsuite/ci/check.sh scripts/*.sh; do sh -n "$$f" || exit 1; done
	bash -n .ci/run
	sh testsuite/ci/check.sh $(BIN)

test: unit runner ci kernels

# The same tests with the sanitizers, in a separate build tree.
sanitize:
	$(MAKE) BUILD=build-san BIN=build-san/tandem \
	  CFLAGS="-O1 -g -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer" \
	  test

# The sanitizer run replays Boogie's answers to the programs the first run
# proved (scripts/boogie-replay): it tests the translator, not Boogie again.
REPLAY_DIR = $(CURDIR)/build/boogie-replay
REPLAY_ENV = PATH="$(CURDIR)/scripts/boogie-replay:$(PATH)" BOOGIE_REPLAY_DIR="$(REPLAY_DIR)"

# The differential check runs once, outside the sanitizer run: it tests the
# prover against the executor, not the build (about 3 minutes on 2 cores),
# on the test kernels and on every 8th of their mutants (about 1 minute);
# its proofs of the test kernels are those the kernel tests made, replayed.
check: deps
	rm -rf $(REPLAY_DIR)
	$(MAKE) test KERNELS_ENV='$(REPLAY_ENV)'
	$(MAKE) differential DIFFERENTIAL_ARGS=--missed-only KERNELS_ENV='$(REPLAY_ENV)'
	$(MAKE) differential DIFFERENTIAL_ARGS='--missed-only --mutants --every 8'
	ASAN_OPTIONS=detect_leaks=0 $(MAKE) sanitize KERNELS_ENV='$(REPLAY_ENV)'

# CI's budget is 90 minutes on 2 cores: a kernel gets 60 s here, and a
# kernel that did not agree in the baseline (it cannot regress) 5 s: the
# benchmarks' 48 timeouts were a third of the corpus run at 10 s.
# `make corpus-full` gives every kernel the full limit: the measurement
# behind the figures of a note and behind --update-baseline.
CORPUS_TIMEOUT ?= 60
CORPUS_SETTLED_TIMEOUT ?= 5
CORPUS = ../shared/corpus/gpuverify-testsuite ../shared/corpus/gpuverify-benchmarks
CORPUS_RUN = python3 scripts/run-tests.py --tandem $(BIN) -j $(JOBS) --corpus \
	  --infer-stats --timeout $(CORPUS_TIMEOUT) --baseline testsuite/corpus-baseline.json

corpus: $(BIN)
	$(CORPUS_RUN) --settled-timeout $(CORPUS_SETTLED_TIMEOUT) $(CORPUS)

corpus-full: $(BIN)
	$(CORPUS_RUN) $(CORPUS_ARGS) $(CORPUS)

benchmark: $(BIN)
	sh scripts/benchmark.sh

# Mutants of the passing test kernels; the ones Tandem verifies are written
# as diffs to $(MUTATE_OUT) for a person to judge.
MUTATE_TIMEOUT ?= 60
MUTATE_OUT ?= $(BUILD)/mutate-verified.diff
differential: $(BIN)
	$(KERNELS_ENV) python3 scripts/differential.py --tandem $(BIN) -j $(JOBS) $(DIFFERENTIAL_ARGS) testsuite/kernels

mutate: $(BIN)
	@mkdir -p $(dir $(MUTATE_OUT))
	python3 scripts/mutate.py --tandem $(BIN) -j $(JOBS) --timeout $(MUTATE_TIMEOUT) \
	  --verified-out $(MUTATE_OUT) $(MUTATE_ARGS) testsuite/kernels

# The SARIF 2.1.0 schema the SARIF tests use (testsuite/schemas/README.md).
SARIF_SCHEMA_PACKAGE = @microsoft/jest-sarif@1.0.0-beta.0
sarif-schema:
	mkdir -p $(BUILD) && cd $(BUILD) && npm pack --silent $(SARIF_SCHEMA_PACKAGE) >/dev/null && \
	  tar xzf microsoft-jest-sarif-1.0.0-beta.0.tgz package/lib/schemas/sarif-2.1.0-rtm.5.json
	cp $(BUILD)/package/lib/schemas/sarif-2.1.0-rtm.5.json testsuite/schemas/sarif-schema-2.1.0.json

# Installed, the binary finds its headers at bin/../share/tandem/prelude
# (frontend_prelude_dir).
PREFIX ?= /usr/local
BINDIR = $(DESTDIR)$(PREFIX)/bin
PRELUDEDIR = $(DESTDIR)$(PREFIX)/share/tandem/prelude
MANDIR = $(DESTDIR)$(PREFIX)/share/man/man1

install: $(BIN)
	install -d $(BINDIR) $(PRELUDEDIR) $(PRELUDEDIR)/cooperative_groups $(MANDIR)
	install -m 755 $(BIN) $(BINDIR)/tandem
	install -m 644 prelude/*.h $(PRELUDEDIR)
	install -m 644 prelude/cooperative_groups/*.h $(PRELUDEDIR)/cooperative_groups
	install -m 644 docs/tandem.1 $(MANDIR)/tandem.1

uninstall:
	rm -f $(BINDIR)/tandem $(MANDIR)/tandem.1
	rm -rf $(DESTDIR)$(PREFIX)/share/tandem

clean:
	rm -rf build build-san bin
