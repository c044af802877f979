#!/usr/bin/env bash
# Prints every public type name that `import TermUI` brings in from TermUI and
# CursesKit, one per line, sorted: what Tests/TermUITests/Compatibility/ForeignImportTests.swift
# must name (its test reads this same list from the sources and compares).
# Run it after adding a public type and paste the new `typealias` lines in.
set -euo pipefail
cd "$(dirname "$0")/.."
grep -rhoE '^public (final )?(struct|typealias|class|enum|protocol) [A-Z][A-Za-z0-9]*' Sources/TermUI Sources/CursesKit \
  | awk '{print $NF}' | sort -u
