# TermUI: `make run` builds and launches the demo, `make test` runs the suite.
# Both install the Debian packages the package needs first (see `deps`).

SWIFT      ?= swift
CONFIG     ?= debug
BUILD_ARGS ?=
# Release builds (run, bench) link the Swift runtime and Foundation statically: no
# dynamic symbol binding at start-up and only the pages used are resident (the
# tiny TermUI app: 23.2M -> 13.5M instructions to its first frame, 14.7 -> 10.7 MB).
# WebLoaderKit links the system libcurl (libcurl4-openssl-dev) itself.
# The bench itself links TermUITesting, which needs the Testing module that only
# the dynamic runtime has; it measures the apps it launches, which are static.
#
# They link with lld (in the toolchain), which lays the functions the demo runs side
# by side (Sources/Demo/LinkOrder/functions.txt, written by `make link-order`; other
# products skip the names they lack), packs relative relocations (DT_RELR, glibc 2.36)
# and exports no symbols: the kernel maps code by the page and the pages around it,
# so scattered hot code, 2 MB of relocations and the export table were resident
# (the demo's peak RSS at its first frame: 20.4-21.5 -> 14.9-15.5 MiB, web 23.4 -> 17.5).
#
# They also reach a concrete generic type's metadata through its accessor, with the
# witness tables at hand, not by its mangled name: the runtime checks a name's generic
# requirements by looking each conformance up, and each first look-up scans all of the
# program's conformance records (demo launch to first frame: 74.1 -> 66.1 M instructions).
LINK_ORDER   := $(CURDIR)/Sources/Demo/LinkOrder/functions.txt
RELEASE_ARGS ?= --static-swift-stdlib -Xswiftc -use-ld=lld -Xlinker -z -Xlinker pack-relative-relocs \
	-Xlinker --no-export-dynamic -Xlinker --symbol-ordering-file=$(LINK_ORDER) -Xlinker --no-warn-symbol-ordering \
	-Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors
APT_PACKAGES := libncurses-dev libvterm-dev libqrencode-dev libxml2-dev libzbar-dev libv4l-dev libstb-dev \
	libcurl4-openssl-dev pkg-config
# Header that proves each package is present; a missing one triggers apt-get.
DEP_HEADERS := /usr/include/ncursesw/curses.h /usr/include/vterm.h /usr/include/qrencode.h \
	/usr/include/libxml2/libxml/HTMLparser.h /usr/include/zbar.h /usr/include/libv4l2.h \
	/usr/include/stb/stb_image.h /usr/bin/curl-config /usr/bin/pkg-config

# The modules `make docs` documents (add a kit here when it lands).
DOC_MODULES ?= CursesKit TermUI WalletKit WebLoaderKit ScannerKit TermUITesting

.PHONY: deps build run test bench bench-deps link-order lint format snapshots screenshots docs clean fuzz sanitize outside-package coverage mutate

deps:
	@missing=""; for h in $(DEP_HEADERS); do [ -e $$h ] || missing="$$missing $$h"; done; \
	if [ -n "$$missing" ]; then \
		echo "deps: missing$$missing; installing $(APT_PACKAGES)"; \
		SUDO=""; [ "$$(id -u)" -eq 0 ] || SUDO=sudo; \
		$$SUDO apt-get update -qq && \
		DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq $(APT_PACKAGES); \
	fi

build: deps
	$(SWIFT) build -c $(CONFIG) $(BUILD_ARGS)

run: deps
	$(SWIFT) build -c release $(RELEASE_ARGS) --product termui-demo
	"$$($(SWIFT) build -c release --show-bin-path)/termui-demo" $(ARGS)

test: deps
	$(SWIFT) build --build-tests $(BUILD_ARGS)
	$(SWIFT) test --skip-build --parallel $(BUILD_ARGS)

# The bench runs the same tiny app in C ncurses (built here with cc: no Swift
# runtime), on CursesKit and on TermUI, then the demo; strace counts an idle
# app's system calls. `make bench ARGS="--only Tiny"` runs one section.
bench: deps bench-deps
	$(SWIFT) build -c release --product termui-bench
	$(SWIFT) build -c release $(RELEASE_ARGS) --product termui-demo
	$(SWIFT) build -c release $(RELEASE_ARGS) --product termui-bench-curseskit
	$(SWIFT) build -c release $(RELEASE_ARGS) --product termui-bench-termui
	$(SWIFT) build -c release --product termui-http-fixture
	bin="$$($(SWIFT) build -c release --show-bin-path)" && \
	$(CC) -O2 -Wall -o "$$bin/termui-bench-c" Sources/BenchApps/C/main.c $$(pkg-config --cflags --libs ncursesw) && \
	$(CC) -O2 -Wall -o "$$bin/termui-bench-cform" Sources/BenchApps/CForm/main.c \
		$$(pkg-config --cflags --libs formw panelw ncursesw) && \
	"$$bin/termui-bench" $(ARGS)

# The linker's order of the release demo's functions: those the instruction count's
# screens run (callgrind, `--demangle=no`), written again after the code has moved.
# SwiftPM does not see the file as an input, so the products that link with it go.
link-order: deps bench-deps
	$(SWIFT) build -c release --product termui-bench
	$(SWIFT) build -c release $(RELEASE_ARGS) --product termui-demo
	bin="$$($(SWIFT) build -c release --show-bin-path)" && \
	"$$bin/termui-bench" --write-link-order $(LINK_ORDER) && \
	rm -f "$$bin/termui-demo" "$$bin/termui-bench-termui" "$$bin/termui-bench-curseskit"

# Only the bench needs strace (idle system calls), lynx and w3m (the web section
# compares the demo's page loads with `lynx -dump` and `w3m -dump` of the same page)
# and valgrind (callgrind counts the instructions per key).
BENCH_PACKAGES := strace lynx w3m valgrind
bench-deps:
	@[ -e /usr/bin/strace ] && [ -e /usr/bin/lynx ] && [ -e /usr/bin/w3m ] && [ -e /usr/bin/valgrind ] || { \
		SUDO=""; [ "$$(id -u)" -eq 0 ] || SUDO=sudo; \
		$$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq $(BENCH_PACKAGES); }

# The SwiftUI census (Scripts/census.py): counts the SwiftUI names a folder of public
# SwiftUI files uses, type-checks one probe per name against TermUI and writes
# docs/SWIFTUI-COVERAGE.md. The sample stays outside the repository: CENSUS_SAMPLE names it.
# Not part of `make test`.
CENSUS_SAMPLE ?= /work/census-sample
coverage: deps
	$(SWIFT) build --target TermUI $(BUILD_ARGS)
	python3 Scripts/census.py coverage $(CENSUS_SAMPLE)

# An app author's package outside the repository, depending on TermUI by path,
# with SwiftUI-style code (CGFloat lengths, format styles, `import Foundation`
# beside `import TermUI`): Tests/OutsidePackage. .ci/run runs it after the tests.
outside-package: deps
	SWIFT=$(SWIFT) Scripts/check-outside-package.sh

lint:
	$(SWIFT) format lint --strict --recursive Package.swift Sources Tests Examples Fuzz

format:
	$(SWIFT) format --in-place --recursive Package.swift Sources Tests Examples Fuzz

# Recording fails the tests that record (a golden must be read before it passes), so
# this records (RECORD=failed: new and differing goldens; RECORD=all: every one), lists
# what changed, then runs the snapshot tests again without recording: they must pass.
RECORD ?= failed
snapshots: deps
	$(SWIFT) build --build-tests $(BUILD_ARGS)
	-SNAPSHOT_RECORD=$(RECORD) $(SWIFT) test --skip-build --parallel --filter DemoSnapshotTests $(BUILD_ARGS)
	@git status --short -- Tests/DemoSnapshotTests/__Snapshots__ || true
	@echo "snapshots: read the goldens above (git diff), then commit them; checking they pass:"
	$(SWIFT) test --skip-build --parallel --filter DemoSnapshotTests $(BUILD_ARGS)

screenshots: deps
	$(SWIFT) build --build-tests
	TERMUI_SCREENSHOTS=docs/screenshots $(SWIFT) test --skip-build --filter ScreenshotExport

# DocC archives in .build/docs/archives, with the toolchain's own docc; fails on
# a docc warning or an undocumented public declaration (1 to 4 minutes: not
# part of `make test`).
docs: deps
	SWIFT=$(SWIFT) Scripts/build-docs.sh $(DOC_MODULES)

# Fuzzing (docs/TESTING.md, "Fuzzing and sanitizers"): builds one libFuzzer + AddressSanitizer executable per
# target in .build/fuzz and runs each for FUZZ_SECONDS, one after the other (a
# core each), then prints per target exec/s, coverage and findings; fails on a
# finding. `make fuzz FUZZ_TARGETS=html-page` runs one. The toolchain ships
# libFuzzer and the sanitizer runtimes (lib/clang/*/lib/linux): nothing to install.
FUZZ_SECONDS ?= 60
FUZZ_TARGETS ?= terminal-input html-page pass-json wallet-json image-file scanned-text
fuzz: deps
	SWIFT=$(SWIFT) FUZZ_SECONDS=$(FUZZ_SECONDS) Scripts/fuzz.sh $(FUZZ_TARGETS)

# The whole suite under AddressSanitizer (with LeakSanitizer), then under
# ThreadSanitizer, each in a build path of its own so neither clobbers the
# normal build; the test processes and the programs they launch are built
# the same way. Suppressions, each with why it is not a bug: Tests/Sanitizers.
# Both sanitizers leave the crash signals to the app: CursesKit's handlers restore
# the terminal and end the process with the signal, which TerminalRestoreTests check
# (with ASan's own handlers the process printed a report and exited 1; TSan's caught
# the signal CursesKit re-raised, reported DEADLYSIGNAL and exited 66).
SANITIZE_ENV := ASAN_OPTIONS=detect_leaks=1:abort_on_error=0:handle_segv=0:handle_sigbus=0:handle_sigfpe=0:handle_sigill=0:handle_abort=0 \
	LSAN_OPTIONS=suppressions=$(CURDIR)/Tests/Sanitizers/lsan.supp:print_suppressions=0 \
	TSAN_OPTIONS=suppressions=$(CURDIR)/Tests/Sanitizers/tsan.supp:halt_on_error=0:exitcode=66:handle_segv=0:handle_sigbus=0:handle_sigfpe=0:handle_sigill=0:handle_abort=0 \
	SWIFT_BACKTRACE=enable=no
sanitize: deps
	$(SWIFT) build --build-tests --sanitize=address --scratch-path .build/asan $(BUILD_ARGS)
	$(SANITIZE_ENV) $(SWIFT) test --skip-build --parallel --sanitize=address --scratch-path .build/asan $(BUILD_ARGS)
	$(SWIFT) build --build-tests --sanitize=thread --scratch-path .build/tsan $(BUILD_ARGS)
	$(SANITIZE_ENV) $(SWIFT) test --skip-build --parallel --sanitize=thread --scratch-path .build/tsan $(BUILD_ARGS)

# Mutation testing (docs/TESTING.md, "Mutation testing"): each mutant of the
# catalogue in Scripts/mutants is a bug a person could make; the runner builds it
# in a scratch copy of the work tree (/tmp/termui-mutate, its .build kept across
# runs), runs the tests that cover it and prints what was caught. Not part of
# `make test`. `make mutate ARGS="--only Lists"` runs one folder; `--list` lists.
mutate: deps
	python3 Scripts/mutate.py $(ARGS)

clean:
	rm -rf .build
