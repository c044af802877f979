#!/bin/sh
# Builds the libFuzzer executables (one per fuzz target) and runs each for
# FUZZ_SECONDS, then prints per target its executions per second, the coverage
# it reached and whether it found anything. Fails when any target found something.
#
#   FUZZ_SECONDS=60 Scripts/fuzz.sh terminal-input html-page ...
#
# The checks live in Sources/FuzzTargets; Fuzz/Entries/Fuzz<Name> is each
# target's `LLVMFuzzerTestOneInput`. SwiftPM compiles those modules and their
# dependencies instrumented (libFuzzer's coverage and AddressSanitizer);
# this script links each entry with the toolchain's libFuzzer and ASan runtime
# (SwiftPM's own executable link would rename `main` and lose libFuzzer's).
#
# Inputs: Fuzz/Corpus/<target> (seeds, read only) and Fuzz/Regressions/<target>
# (every input a fuzzer failed on); what a run learns goes to .build/fuzz/corpus,
# what it finds to .build/fuzz/artifacts/<target>/, its full log to
# .build/fuzz/logs/<target>.log (and to this script's output).
set -eu

SWIFT=${SWIFT:-swift}
FUZZ_SECONDS=${FUZZ_SECONDS:-60}
TOOLCHAIN_BIN=$(dirname "$(readlink -f "$(command -v "$SWIFT")")")
SWIFTC="$TOOLCHAIN_BIN/swiftc"
CLANG="$TOOLCHAIN_BIN/clang"
ROOT=$(cd "$(dirname "$0")/.." && pwd)
BUILD="$ROOT/.build/fuzz"
WORK="$BUILD/run"
STATUS=0

# The modules every entry links: FuzzTargets and what it depends on, C targets included.
MODULES="FuzzTargets DemoParsing CursesKit CTerminal Locking CLazyLibrary CStbImage CCurl CZBar CLibXML2 CV4L2 WalletKit ScannerKit WebLoaderKit"

# The Swift module of a target: terminal-input -> FuzzTerminalInput.
entry_module() {
    case "$1" in
    terminal-input) echo FuzzTerminalInput ;;
    html-page) echo FuzzHTMLPage ;;
    pass-json) echo FuzzPassJSON ;;
    wallet-json) echo FuzzWalletJSON ;;
    image-file) echo FuzzImageFile ;;
    scanned-text) echo FuzzScannedText ;;
    *) echo "fuzz: no target '$1'" >&2; exit 2 ;;
    esac
}

# libFuzzer's -max_len per target: long enough for the seeds and real inputs,
# short enough to keep executions fast (the terminal target decodes each
# input a few hundred times, cut at different points).
max_len() {
    case "$1" in
    terminal-input) echo 512 ;;
    image-file) echo 8192 ;;
    *) echo 4096 ;;
    esac
}

# The object files of module $1's sources as they are now: SwiftPM leaves the
# object of a deleted source in the build folder, and linking every *.o there
# brought back code (and references) that no longer exist.
objects_of() {
    dir="$ROOT/Sources/$1"
    [ -d "$dir" ] || dir="$ROOT/Fuzz/Entries/$1"
    find "$dir" -name '*.swift' -o -name '*.c' | while read -r source; do
        echo "$objects/$1.build/$(basename "$source").o"
    done
}

build() {
    for target in "$@"; do
        module=$(entry_module "$target")
        # SwiftPM's --sanitize=fuzzer --sanitize=address becomes two -sanitize=
        # flags, of which swiftc keeps the last: the coverage is asked for directly.
        # Release: optimised code runs the checks tens of times faster than a debug build.
        "$SWIFT" build -c release --package-path "$ROOT" --scratch-path "$BUILD/swiftpm" --sanitize=address \
            -Xswiftc -sanitize-coverage=edge,inline-8bit-counters,pc-table,trace-cmp \
            -Xcc -fsanitize=fuzzer-no-link --target "$module"
    done
    # CLazyLibrary is imported by C code only, so no Swift module's build compiles it.
    "$SWIFT" build -c release --package-path "$ROOT" --scratch-path "$BUILD/swiftpm" --sanitize=address \
        -Xcc -fsanitize=fuzzer-no-link --target CLazyLibrary
    objects="$BUILD/swiftpm/release"
    mkdir -p "$BUILD/bin"
    # stb_image as source, instrumented, for the image target (see the file).
    "$CLANG" -fsanitize=fuzzer-no-link,address -g -O1 -c "$ROOT/Fuzz/stb_image_fuzz.c" \
        -o "$BUILD/stb_image_fuzz.o"
    for target in "$@"; do
        module=$(entry_module "$target")
        extra=""
        [ "$target" = image-file ] && extra="$BUILD/stb_image_fuzz.o"
        # shellcheck disable=SC2086 # the object lists are meant to split
        "$SWIFTC" -sanitize=fuzzer,address -g -o "$BUILD/bin/fuzz-$target" \
            $(objects_of "$module") $extra \
            $(for m in $MODULES; do objects_of "$m"; done) \
            -Xlinker -rpath -Xlinker "$(dirname "$TOOLCHAIN_BIN")/lib/swift/linux"
    done
}

# The last value libFuzzer printed for `key` (cov:, ft:, exec/s:) in a log.
last_value() {
    grep -o "$2: *[0-9]*" "$1" | tail -1 | grep -o '[0-9]*$' || echo "?"
}

run() {
    target=$1
    corpus="$WORK/corpus/$target"
    artifacts="$WORK/artifacts/$target"
    log="$WORK/logs/$target.log"
    mkdir -p "$corpus" "$artifacts" "$WORK/logs"
    seeds="$ROOT/Fuzz/Corpus/$target"
    regressions="$ROOT/Fuzz/Regressions/$target"
    [ -d "$regressions" ] || regressions=""
    dictionary="$ROOT/Fuzz/Dictionaries/$target.dict"
    if [ -e "$dictionary" ]; then dictionary="-dict=$dictionary"; else dictionary=""; fi
    echo "fuzz: $target for $FUZZ_SECONDS s"
    # -timeout and -rss_limit_mb bound the time and memory one input may take;
    # exceeding either is a finding like a crash.
    # shellcheck disable=SC2086 # empty options vanish
    # The Swift runtime's backtracer would run inside ASan's report of a trap and be reported itself.
    if SWIFT_BACKTRACE=enable=no "$BUILD/bin/fuzz-$target" -max_total_time="$FUZZ_SECONDS" -timeout=10 -rss_limit_mb=2048 \
        -max_len="$(max_len "$target")" $dictionary -print_final_stats=1 \
        -artifact_prefix="$artifacts/" "$corpus" "$seeds" $regressions 2>&1 | tee "$log" |
        grep -v '^#[0-9]*[[:space:]]*\(NEW\|REDUCE\|pulse\)'; then
        :
    fi
    runs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' || echo "?")
    speed=$(grep -o 'stat::average_exec_per_sec: *[0-9]*' "$log" | grep -o '[0-9]*$' || echo "?")
    findings=$(find "$artifacts" -type f -newer "$BUILD/bin/fuzz-$target" | sort)
    if grep -q '^==[0-9]*==ERROR\|^SUMMARY: \|Fatal error\|deadly signal\|ERROR: libFuzzer' "$log" ||
        [ -n "$findings" ]; then
        found="FOUND: $(grep -m1 'Fatal error\|^==[0-9]*==ERROR\|ERROR: libFuzzer' "$log" || echo see log)"
        STATUS=1
    else
        found="found nothing"
    fi
    SUMMARY="$SUMMARY
$target: $runs runs, $speed exec/s, cov: $(last_value "$log" cov) ft: $(last_value "$log" ft), $found"
    for file in $findings; do SUMMARY="$SUMMARY
    input: $file"; done
}

[ "$#" -gt 0 ] || set -- terminal-input html-page pass-json wallet-json image-file scanned-text
build "$@"
SUMMARY=""
for target in "$@"; do run "$target"; done
echo
echo "fuzz summary ($FUZZ_SECONDS s per target; logs in $WORK/logs):$SUMMARY"
exit $STATUS
