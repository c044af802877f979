#!/bin/sh
# Builds the DocC documentation of the library modules with the toolchain's own
# tools: the compiler emits symbol graphs, `docc convert` turns each module's
# graphs and its .docc catalog (articles) into an archive under .build/docs/.
#
# Fails when docc warns (a broken link, a bad article) or when a public
# declaration has no documentation comment (Scripts/check-doc-coverage.swift).
#
#   Scripts/build-docs.sh CursesKit TermUI WalletKit TermUITesting
set -eu

SWIFT=${SWIFT:-swift}
DOCC=${DOCC:-$(dirname "$(readlink -f "$(command -v "$SWIFT")")")/docc}
[ -x "$DOCC" ] || DOCC=$(command -v docc || true)
if [ -z "$DOCC" ] || [ ! -x "$DOCC" ]; then
    echo "build-docs: no docc beside $SWIFT nor on PATH (it ships with the Swift toolchain)" >&2
    exit 2
fi
ROOT=$(cd "$(dirname "$0")/.." && pwd)
WORK="$ROOT/.build/docs"
GRAPHS="$WORK/symbol-graphs"
OUT="$WORK/archives"
STATUS=0

# The graphs are kept between runs: an incremental build re-emits a module's
# graph only when the module is recompiled.
rm -rf "$OUT"
mkdir -p "$GRAPHS" "$OUT"

# A scratch path of its own: the extra compiler flags would otherwise rebuild
# the ordinary debug build from scratch afterwards.
build_graphs() {
    "$SWIFT" build --package-path "$ROOT" --scratch-path "$WORK/build" --target "$1" \
        -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$GRAPHS" \
        -Xswiftc -symbol-graph-minimum-access-level -Xswiftc public
}
for module in "$@"; do
    build_graphs "$module"
    if [ ! -e "$GRAPHS/$module.symbols.json" ]; then
        # Up to date but its graph is gone: a newer timestamp on one of its
        # files makes the compiler emit the module, and the graph, again.
        touch "$(find "$ROOT/Sources/$module" -name '*.swift' | head -n 1)"
        build_graphs "$module"
    fi
done

for module in "$@"; do
    graphs="$WORK/graphs-$module"
    rm -rf "$graphs"
    mkdir -p "$graphs"
    cp "$GRAPHS/$module.symbols.json" "$graphs/"
    for extension in "$GRAPHS/$module"@*.symbols.json; do
        [ -e "$extension" ] && cp "$extension" "$graphs/"
    done
    catalog="$ROOT/Sources/$module/$module.docc"
    [ -d "$catalog" ] || catalog=""
    log="$WORK/$module.log"
    # shellcheck disable=SC2086 # an absent catalog is no argument at all
    "$DOCC" convert $catalog \
        --additional-symbol-graph-dir "$graphs" \
        --output-path "$OUT/$module.doccarchive" \
        --fallback-display-name "$module" \
        --fallback-bundle-identifier "org.termui.$module" \
        >"$log" 2>&1 || { cat "$log"; STATUS=1; continue; }
    if grep -E "^(warning|error)|: (warning|error):" "$log" >/dev/null; then
        grep -E -A3 "^(warning|error)|: (warning|error):" "$log"
        STATUS=1
    fi
    echo "$module: $OUT/$module.doccarchive"
done

# Every public declaration in the sources must have a documentation comment.
"$SWIFT" "$ROOT/Scripts/check-doc-coverage.swift" "$GRAPHS"/*.symbols.json || STATUS=1
exit $STATUS
