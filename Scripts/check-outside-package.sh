#!/usr/bin/env bash
# Builds and runs Tests/OutsidePackage as an app author's package would be:
# outside the repository, depending on TermUI by path, with SwiftUI-style code
# that uses CGFloat lengths, Foundation's format styles and a second file
# that imports Foundation too. `make outside-package` runs it; .ci/run too.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir "$work/app"
cp -R "$root/Tests/OutsidePackage/." "$work/app/"
# The package is named after its folder, as a clone into `TermUI` would be.
ln -s "$root" "$work/TermUI"
sed "s#@TERMUI@#$work/TermUI#" "$work/app/Package.swift.in" > "$work/app/Package.swift"
rm "$work/app/Package.swift.in"
cd "$work/app"
"${SWIFT:-swift}" build
"$("${SWIFT:-swift}" build --show-bin-path)/OutsideApp"
