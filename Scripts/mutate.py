#!/usr/bin/env python3
"""The mutation runner (`make mutate`; docs/TESTING.md, "Mutation testing").

Reads the catalogue in Scripts/mutants/*.txt: each mutant is a bug a person
could make, one small change to one source file, with the line a user would
see and the tests that should catch it. For each, in a scratch copy of the
work tree (its own .build, kept across runs, so every rebuild is
incremental) it puts the replacement in place of the original snippet,
builds (`swift build --build-tests`), runs the covering tests and puts the
file back. A test that fails is run again on the mutant (a failure that does
not come back is a flake), then, once the batch is done, on the clean code:
a test that fails there too is no catch ('flaky'). With --full, a survivor
also gets the whole suite. At the end: one line per mutant and a table per
folder of caught, survived, no longer applies (the snippet is not in the file
any more: the code moved under it; rewrite the mutant) and build broken.

    Scripts/mutate.py                   # the whole catalogue
    Scripts/mutate.py --only Lists      # one folder (file name without .txt)
    Scripts/mutate.py --only lists-page-overlap --only Tables
    Scripts/mutate.py --list            # the catalogue, nothing run
    Scripts/mutate.py --budget 30       # start no mutant after 30 minutes
    Scripts/mutate.py --full            # the whole suite for each survivor

The catalogue format, one block per mutant (blank lines between blocks):

    ## lists-page-no-overlap
    file: Sources/TermUI/Lists/ListBehavior+Input.swift
    user: PageDown moves a full screen with no overlap row; the cursor lands a row too far
    tests: @Tests/TermUITests/Lists
    - let amount = max(1, fullyShownCount - 1)
    + let amount = max(1, fullyShownCount)

`- ` lines are the original (several lines match with any indentation
after the first), `+ ` lines the replacement (a bare `+`: the original is
deleted). The original must occur exactly once in the file. `tests:` takes
comma-separated `swift test --filter` patterns; `@Tests/TermUITests/Lists`
stands for every suite declared in the files of that test folder. A mutant
is built into the test binary only (`--product TermUIPackageTests`): the
executables the pty suites launch stay clean; `build: all` builds them too,
for a mutant only a pty test can see. Lines starting with `#` (one hash)
are comments.

Exit status: 0 when every mutant that ran was caught, 1 otherwise, 2 on a
catalogue or set-up error.
"""

from __future__ import annotations

import argparse
import dataclasses
import filecmp
import itertools
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import xml.etree.ElementTree as ET
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
CATALOGUE = REPO / "Scripts" / "mutants"
DEFAULT_SCRATCH = Path(tempfile.gettempdir()) / "termui-mutate"

CAUGHT = "caught"
SURVIVED = "survived"
GONE = "no longer applies"
BROKEN = "build broken"
FLAKY = "flaky"
NOT_RUN = "not run (budget)"
STATUSES = [CAUGHT, SURVIVED, GONE, BROKEN, FLAKY, NOT_RUN]


@dataclasses.dataclass
class Mutant:
    id: str
    folder: str
    file: str
    user: str
    tests: list[str]
    original: list[str]
    replacement: list[str]
    line: int  # in the catalogue file
    build_all: bool = False  # `build: all`: the executables too (a mutant only a pty test sees)
    status: str = ""
    detail: str = ""
    failing: list[str] = dataclasses.field(default_factory=list)
    seconds: float = 0.0


class CatalogueError(Exception):
    pass


def parse_catalogue(path: Path) -> list[Mutant]:
    mutants: list[Mutant] = []
    current: dict | None = None

    def finish():
        if current is None:
            return
        for key in ("file", "user", "tests"):
            if not current.get(key):
                raise CatalogueError(f"{path.name}:{current['line']}: {current['id']} has no '{key}:'")
        if not current["original"]:
            raise CatalogueError(f"{path.name}:{current['line']}: {current['id']} has no '- ' line")
        mutants.append(
            Mutant(
                id=current["id"], folder=path.stem, file=current["file"], user=current["user"],
                tests=current["tests"], original=current["original"], replacement=current["replacement"],
                line=current["line"], build_all=current.get("build") == "all"))

    for number, raw in enumerate(path.read_text().splitlines(), start=1):
        line = raw.rstrip("\n")
        if line.startswith("## "):
            finish()
            current = {"id": line[3:].strip(), "line": number, "original": [], "replacement": []}
        elif not line.strip() or (line.startswith("#") and not line.startswith("##")):
            continue
        elif current is None:
            raise CatalogueError(f"{path.name}:{number}: text before the first '## id'")
        elif line.startswith("file:"):
            current["file"] = line[5:].strip()
        elif line.startswith("user:"):
            current["user"] = line[5:].strip()
        elif line.startswith("build:"):
            current["build"] = line[6:].strip()
        elif line.startswith("tests:"):
            current["tests"] = [t.strip() for t in line[6:].split(",") if t.strip()]
        elif line.startswith("- ") or line == "-":
            current["original"].append(line[2:])
        elif line.startswith("+ ") or line == "+":
            current["replacement"].append(line[2:])
        else:
            raise CatalogueError(f"{path.name}:{number}: cannot read {line!r}")
    finish()
    return mutants


def load_catalogue() -> list[Mutant]:
    mutants: list[Mutant] = []
    for path in sorted(CATALOGUE.glob("*.txt")):
        mutants.extend(parse_catalogue(path))
    seen: set[str] = set()
    for mutant in mutants:
        if mutant.id in seen:
            raise CatalogueError(f"two mutants are called {mutant.id}")
        seen.add(mutant.id)
    return mutants


def snippet_pattern(original: list[str]) -> re.Pattern:
    """The first line exactly; each further line after any indentation."""
    parts = [re.escape(original[0])]
    for line in original[1:]:
        parts.append(r"\n[ \t]*" + re.escape(line.lstrip()))
    return re.compile("".join(parts))


def mutate_text(text: str, mutant: Mutant) -> tuple[str | None, str]:
    """The mutated text, or None and why the snippet does not apply."""
    matches = list(snippet_pattern(mutant.original).finditer(text))
    if not matches:
        return None, "the original snippet is not in the file"
    if len(matches) > 1:
        return None, f"the original snippet is in the file {len(matches)} times (make it longer)"
    match = matches[0]
    line_start = text.rfind("\n", 0, match.start()) + 1
    indent = re.match(r"[ \t]*", text[line_start:]).group(0)
    if mutant.replacement:
        lines = [mutant.replacement[0]] + [indent + line for line in mutant.replacement[1:]]
        replacement = "\n".join(lines)
    else:
        replacement = ""
    return text[: match.start()] + replacement + text[match.end():], ""


# MARK: - The scratch copy


def work_tree_files() -> list[str]:
    output = subprocess.run(
        ["git", "ls-files", "-co", "--exclude-standard", "-z"], cwd=REPO, check=True,
        capture_output=True).stdout
    return [name for name in output.decode().split("\0") if name and (REPO / name).is_file()]


def sync_scratch(scratch: Path) -> int:
    """Copies the work tree (tracked and untracked, not ignored) into
    `scratch`, leaving files that did not change alone (their build stays
    valid); removes files the work tree no longer has. Returns files copied."""
    scratch.mkdir(parents=True, exist_ok=True)
    wanted = set(work_tree_files())
    copied = 0
    for name in wanted:
        source, target = REPO / name, scratch / name
        if target.is_file() and filecmp.cmp(source, target, shallow=False):
            continue
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(source, target)
        copied += 1
    for root, dirs, files in os.walk(scratch):
        relative = Path(root).relative_to(scratch)
        dirs[:] = [d for d in dirs if not (relative == Path(".") and d.startswith(".build"))
                   and d not in (".swiftpm", ".git")]
        for name in files:
            path = (relative / name).as_posix()
            if path not in wanted:
                (scratch / path).unlink()
    return copied


# MARK: - Building and testing


def log(message: str):
    print(message, flush=True)


def run(command: list[str], cwd: Path, timeout: float, log_path: Path) -> tuple[int | None, str]:
    """Runs `command` in its own process group; None as status on timeout."""
    with open(log_path, "w") as output:
        process = subprocess.Popen(
            command, cwd=cwd, stdout=output, stderr=subprocess.STDOUT, start_new_session=True,
            stdin=subprocess.DEVNULL)
        try:
            status = process.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait()
            status = None
    return status, log_path.read_text(errors="replace")


TEST_PRODUCT = "TermUIPackageTests"


def build(scratch: Path, logs: Path, name: str, everything: bool = True) -> tuple[bool, str]:
    """`swift build --build-tests`; only the test binary unless `everything`
    (the executables the pty suites launch then stay as the clean build left them)."""
    command = ["swift", "build", "--build-tests"] if everything else ["swift", "build", "--product", TEST_PRODUCT]
    status, output = run(command, scratch, 3600, logs / f"{name}.build.log")
    if status == 0:
        return True, ""
    errors = [line for line in output.splitlines() if ": error:" in line]
    return False, (errors[0] if errors else output.strip().splitlines()[-1:] or ["?"])[0][:200]


def failing_tests(xml_dir: Path) -> list[str]:
    """The failing tests in the xunit files `swift test --xunit-output` wrote,
    as `--filter` patterns (Suite/test, regex-escaped)."""
    failed: list[str] = []
    for path in xml_dir.glob("*.xml"):
        try:
            root = ET.parse(path).getroot()
        except ET.ParseError:
            continue
        for case in root.iter("testcase"):
            if case.find("failure") is None and case.find("error") is None:
                continue
            suite = case.get("classname", "").split(".")[-1]
            name = case.get("name", "")
            test = f"{suite}/{name}" if suite else name
            failed.append(re.escape(test.split("(")[0]))
    return sorted(set(failed))


def run_tests(scratch: Path, logs: Path, name: str, filters: list[str], timeout: float,
              parallel: bool = False) -> tuple[str, list[str]]:
    """Runs the tests `filters` select: 'passed', 'failed' (with the failing
    tests; a timeout or a crash counts as failing the filters) or 'none'
    (no test matched)."""
    xml_dir = logs / f"{name}.xunit"
    shutil.rmtree(xml_dir, ignore_errors=True)
    xml_dir.mkdir(parents=True)
    command = ["swift", "test", "--skip-build", "--xunit-output", str(xml_dir / "results.xml")]
    if parallel:
        command.append("--parallel")
    for pattern in filters:
        command += ["--filter", pattern]
    status, output = run(command, scratch, timeout, logs / f"{name}.test.log")
    if status == 0:
        if re.search(r"Test run with 0 tests", output):
            return "none", []
        return "passed", []
    failed = failing_tests(xml_dir)
    if not failed:
        # No report: a crash, a hang (timeout) or a failure before the tests ran.
        failed = list(filters)
    return ("timeout" if status is None else "failed"), failed


# MARK: - The run


SUITE = re.compile(r"@Suite(?:\([^)]*\))?\s+(?:final\s+)?(?:struct|class|enum)\s+(\w+)")


def expand_filters(tests: list[str]) -> list[str]:
    """`@folder` becomes the suites declared under that test folder."""
    filters: list[str] = []
    for test in tests:
        if not test.startswith("@"):
            filters.append(test)
            continue
        folder = REPO / test[1:]
        files = [folder] if folder.is_file() else sorted(folder.rglob("*.swift"))
        if not files:
            raise CatalogueError(f"no test files in {test[1:]}")
        for path in files:
            filters += [rf"\.{name}/" for name in SUITE.findall(path.read_text())]
    return filters


def select(mutants: list[Mutant], only: list[str]) -> list[Mutant]:
    if not only:
        return mutants
    chosen = [m for m in mutants if m.id in only or m.folder in only]
    unknown = set(only) - {m.id for m in mutants} - {m.folder for m in mutants}
    if unknown:
        raise CatalogueError(f"no mutant or folder called {', '.join(sorted(unknown))}")
    return chosen


def applies(mutant: Mutant) -> str:
    """Why the mutant does not apply to the work tree, or ''."""
    path = REPO / mutant.file
    if not path.is_file():
        return f"{mutant.file} is not in the work tree"
    return mutate_text(path.read_text(), mutant)[1]


def print_list(mutants: list[Mutant]):
    gone = 0
    for mutant in mutants:
        why = applies(mutant)
        gone += bool(why)
        log(f"{mutant.folder:14} {mutant.id:40} {mutant.file}" + (f"  [{GONE}: {why}]" if why else ""))
        log(f"{'':14}   user sees: {mutant.user}")
        log(f"{'':14}   tests: {', '.join(mutant.tests)}")
    log(f"{len(mutants)} mutants in {len({m.folder for m in mutants})} folders; {gone} no longer apply")


def print_results(mutants: list[Mutant], elapsed: float):
    log("")
    log(f"{'mutant':42} {'status':18} seconds  detail")
    for mutant in mutants:
        detail = mutant.detail or ", ".join(mutant.failing[:2])
        log(f"{mutant.id:42} {mutant.status:18} {mutant.seconds:7.0f}  {detail[:110]}")
    log("")
    header = ["folder", "mutants"] + STATUSES
    widths = [17, 8] + [max(8, len(s)) for s in STATUSES]
    log("  ".join(h.ljust(w) for h, w in zip(header, widths)))
    folders = sorted({m.folder for m in mutants})
    totals = [0] * (len(STATUSES) + 1)
    for folder in folders:
        these = [m for m in mutants if m.folder == folder]
        counts = [len(these)] + [sum(m.status == s for m in these) for s in STATUSES]
        totals = [a + b for a, b in zip(totals, counts)]
        log("  ".join([folder.ljust(17)] + [str(c).ljust(w) for c, w in zip(counts, widths[1:])]))
    log("  ".join(["total".ljust(17)] + [str(c).ljust(w) for c, w in zip(totals, widths[1:])]))
    ran = totals[0] - totals[STATUSES.index(NOT_RUN) + 1]
    caught = totals[STATUSES.index(CAUGHT) + 1]
    if ran:
        log(f"caught {caught} of {ran} run ({100 * caught / ran:.1f} %) in {elapsed / 60:.1f} minutes")
    for mutant in mutants:
        if mutant.status == SURVIVED:
            log(f"survived: {mutant.id}: {mutant.user}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--only", action="append", default=[], help="a mutant id or a folder (repeatable)")
    parser.add_argument("--skip", action="append", default=[], help="a mutant id or a folder to leave out")
    parser.add_argument("--budget", type=float, default=0, help="minutes; start no mutant after them")
    parser.add_argument("--list", action="store_true", help="print the catalogue and stop")
    parser.add_argument(
        "--interleave", action="store_true",
        help="take the folders' mutants in turn (with --budget, every folder gets some run)")
    parser.add_argument("--full", action="store_true", help="run the whole suite for each survivor")
    parser.add_argument("--scratch", type=Path, default=DEFAULT_SCRATCH, help="the scratch copy (kept)")
    parser.add_argument("--test-timeout", type=float, default=600, help="seconds for one test run")
    arguments = parser.parse_args()

    try:
        mutants = select(load_catalogue(), arguments.only)
        mutants = [m for m in mutants if m.id not in arguments.skip and m.folder not in arguments.skip]
        for mutant in mutants:
            if not expand_filters(mutant.tests):
                raise CatalogueError(f"{mutant.id}: its tests name no suite")
    except CatalogueError as error:
        log(f"mutate: {error}")
        return 2
    if arguments.list:
        print_list(mutants)
        return 0
    if arguments.interleave:
        folders = [[m for m in mutants if m.folder == f] for f in sorted({m.folder for m in mutants})]
        mutants = [m for turn in itertools.zip_longest(*folders) for m in turn if m is not None]

    start = time.monotonic()
    scratch: Path = arguments.scratch
    logs = scratch / ".build-mutate-logs"
    log(f"mutate: {len(mutants)} mutants; scratch copy {scratch} (logs in {logs})")
    copied = sync_scratch(scratch)
    logs.mkdir(parents=True, exist_ok=True)
    log(f"mutate: {copied} files copied from the work tree; building the clean code")
    built, why = build(scratch, logs, "clean")
    if not built:
        log(f"mutate: the clean code does not build: {why}")
        return 2

    for mutant in mutants:
        if arguments.budget and time.monotonic() - start > arguments.budget * 60:
            mutant.status = NOT_RUN
            continue
        began = time.monotonic()
        path = scratch / mutant.file
        if not path.is_file():
            mutant.status, mutant.detail = GONE, f"{mutant.file} is not in the work tree"
            log(f"{mutant.id}: {mutant.status} ({mutant.detail})")
            continue
        original = path.read_bytes()
        mutated, why = mutate_text(original.decode(), mutant)
        if mutated is None:
            mutant.status, mutant.detail = GONE, why
            log(f"{mutant.id}: {mutant.status} ({why})")
            continue
        try:
            path.write_text(mutated)
            built, why = build(scratch, logs, mutant.id, everything=mutant.build_all or arguments.full)
            if not built and Path(mutant.file).name not in why:
                log(f"mutate: {mutant.id}: the build failed outside the mutated file, stopping: {why}")
                path.write_bytes(original)
                return 2
            if not built:
                mutant.status, mutant.detail = BROKEN, why
            else:
                result, failed = run_tests(
                    scratch, logs, mutant.id, expand_filters(mutant.tests), arguments.test_timeout)
                if result == "none":
                    mutant.status, mutant.detail = SURVIVED, "no test matches the filters"
                elif result == "passed":
                    mutant.status = SURVIVED
                else:
                    # Again on the mutant: a failure that does not come back is a flake.
                    again, failed_again = run_tests(
                        scratch, logs, mutant.id + ".again", failed, arguments.test_timeout)
                    confirmed = [t for t in failed if t in failed_again] if again != "passed" else []
                    if confirmed:
                        mutant.status, mutant.failing = CAUGHT, confirmed
                        mutant.detail = "timeout: " + ", ".join(confirmed[:2]) if result == "timeout" else ""
                    else:
                        mutant.status, mutant.detail = FLAKY, "failed once, passed when run again: " + ", ".join(failed[:2])
                if mutant.status == SURVIVED and arguments.full:
                    if not arguments.budget or time.monotonic() - start < arguments.budget * 60:
                        result, failed = run_tests(
                            scratch, logs, mutant.id + ".full", [], arguments.test_timeout * 3, parallel=True)
                        if result in ("failed", "timeout"):
                            mutant.status, mutant.failing = CAUGHT, failed
                            mutant.detail = "by the whole suite: " + ", ".join(failed[:3])
        finally:
            path.write_bytes(original)
        mutant.seconds = time.monotonic() - began
        log(f"{mutant.id}: {mutant.status} in {mutant.seconds:.0f} s {mutant.detail}")

    # A catch counts only when the failing tests pass on the clean code.
    suspects = [m for m in mutants if m.status == CAUGHT]
    if suspects:
        log("mutate: rebuilding the clean code to run the failing tests on it")
        built, why = build(scratch, logs, "clean-again")
        if not built:
            log(f"mutate: the clean code does not build again: {why}")
            return 2
        for mutant in suspects:
            result, failed = run_tests(scratch, logs, mutant.id + ".clean", mutant.failing, arguments.test_timeout)
            still = [t for t in mutant.failing if t not in failed] if result != "passed" else mutant.failing
            if not still:
                mutant.status = FLAKY
                mutant.detail = "fails on the clean code too: " + ", ".join(failed[:2])
                log(f"{mutant.id}: {mutant.detail}")
            else:
                mutant.failing = still
    print_results(mutants, time.monotonic() - start)
    ran = [m for m in mutants if m.status != NOT_RUN]
    return 0 if all(m.status == CAUGHT for m in ran) else 1


if __name__ == "__main__":
    sys.exit(main())
