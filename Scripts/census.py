#!/usr/bin/env python3
"""SwiftUI census: which SwiftUI names real files use, and which of them TermUI compiles.

    python3 Scripts/census.py count SAMPLE_DIR [--json OUT]
    python3 Scripts/census.py coverage SAMPLE_DIR [--out docs/SWIFTUI-COVERAGE.md] [--readme README.md]

`count` reads every .swift file under SAMPLE_DIR and counts, per file, each SwiftUI name
it uses (Scripts/census/swiftui-names.txt is the vocabulary; other names are the app's
own and are not counted): initializers keyed by argument labels (`List(_:id:selection:)`,
trailing closures filling the closure parameters in order), modifiers keyed by labels
(`.frame(width:height:)`), property wrappers (`@State`, `@Environment(\\.dismiss)`),
environment keys, styles (`.buttonStyle(.bordered)`), shapes, colors, fonts.

`coverage` also type-checks one probe per name (Scripts/census/probes.swift) against this
repository's TermUI with only `import TermUI`, marks a name "not yet" when its probe does
not compile, reads hand-kept notes for names that compile (Scripts/census/status.tsv),
and writes the table, and the summary of it in README.md's "SwiftUI compatibility" section
(between its markers). The sample itself is never part of the repository: only counts are.
Standard library only.
"""

import argparse
import collections
import glob
import json
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
DATA = os.path.join(HERE, "census")


# --- vocabulary ---------------------------------------------------------------------------


class Vocabulary:
    """The SwiftUI names the census recognises, read from swiftui-names.txt."""

    def __init__(self, path):
        self.views = {}  # name -> closure parameter labels, in order
        self.closure_views = set()  # views whose initializer takes a closure: `VStack { }`
        self.types = set()
        self.closure_modifiers = set()  # modifiers called with only a closure: `.onAppear { }`
        self.modifiers = {}
        self.funcs = {}
        self.wrappers = set()
        self.env = set()
        self.colors = set()
        self.shapestyles = set()
        self.fonts = set()
        self.styles = {}  # modifier -> set of static members
        self.shapes = set()
        self.macros = set()
        for raw in open(path, encoding="utf-8"):
            line = raw.split("#", 1)[0].strip() if not raw.lstrip().startswith("#") else ""
            if not line:
                continue
            parts = line.split()
            kind, name, rest = parts[0], parts[1], parts[2:]
            closures = None
            for r in rest:
                if r.startswith("closures="):
                    closures = r[len("closures=") :].split(",")
            if kind == "view":
                self.views[name] = closures or ["content"]
                if closures:
                    self.closure_views.add(name)
            elif kind == "type":
                self.types.add(name)
            elif kind == "modifier":
                self.modifiers[name] = closures or ["content"]
                if closures:
                    self.closure_modifiers.add(name)
            elif kind == "func":
                self.funcs[name] = closures or ["_"]
            elif kind == "wrapper":
                self.wrappers.add(name)
            elif kind == "env":
                self.env.add(name)
            elif kind == "color":
                self.colors.add(name)
            elif kind == "shapestyle":
                self.shapestyles.add(name)
            elif kind == "font":
                self.fonts.add(name)
            elif kind == "style":
                self.styles[name] = set(rest)
            elif kind == "shape":
                self.shapes.add(name)
            elif kind == "macro":
                self.macros.add(name)
            else:
                raise SystemExit(f"{path}: unknown kind {kind!r} in {raw!r}")


# --- source preparation -------------------------------------------------------------------


def strip_comments_and_strings(src):
    """Comments become spaces, string literals become "" (newlines kept, so lines hold)."""
    out = []
    i, n = 0, len(src)
    while i < n:
        c = src[i]
        if src.startswith("//", i):
            j = src.find("\n", i)
            j = n if j < 0 else j
            i = j
        elif src.startswith("/*", i):
            depth, j = 1, i + 2
            while j < n and depth:
                if src.startswith("/*", j):
                    depth, j = depth + 1, j + 2
                elif src.startswith("*/", j):
                    depth, j = depth - 1, j + 2
                else:
                    j += 1
            out.append("\n" * src.count("\n", i, j))
            i = j
        elif c == '"' or (c == "#" and src.startswith('#"', i)):
            j = skip_string(src, i)
            out.append('""' + "\n" * src.count("\n", i, j))
            i = j
        else:
            out.append(c)
            i += 1
    return "".join(out)


def skip_string(src, i):
    """Index just past the string literal that starts at i (raw, multi-line, interpolated)."""
    n = len(src)
    hashes = 0
    while src.startswith("#", i + hashes):
        hashes += 1
    j = i + hashes
    triple = src.startswith('"""', j)
    quote = '"""' if triple else '"'
    close = quote + "#" * hashes
    j += len(quote)
    escape = "\\" + "#" * hashes
    while j < n:
        if src.startswith(escape + "(", j):
            j += len(escape) + 1
            depth = 1
            while j < n and depth:
                if src[j] == '"':
                    j = skip_string(src, j)
                    continue
                if src[j] == "(":
                    depth += 1
                elif src[j] == ")":
                    depth -= 1
                j += 1
            continue
        if src.startswith(escape, j) and not hashes:
            j += 2
            continue
        if src.startswith(close, j):
            return j + len(close)
        if not triple and src[j] == "\n":
            return j
        j += 1
    return n


OPEN = {"(": ")", "[": "]", "{": "}"}


def match_close(s, i):
    """Index of the bracket that closes the one at s[i] (or len(s))."""
    stack = [OPEN[s[i]]]
    j = i + 1
    while j < len(s) and stack:
        c = s[j]
        if c in OPEN:
            stack.append(OPEN[c])
        elif stack and c == stack[-1]:
            stack.pop()
        j += 1
    return j - 1


def split_args(body):
    """Top-level comma-separated arguments of a call's parenthesised text."""
    args, depth, cur = [], 0, []
    for c in body:
        if c in "([{":
            depth += 1
        elif c in ")]}":
            depth -= 1
        if c == "," and depth == 0:
            args.append("".join(cur))
            cur = []
        else:
            cur.append(c)
    if "".join(cur).strip():
        args.append("".join(cur))
    return args


LABEL = re.compile(r"^\s*([A-Za-z_]\w*)\s*:(?!:)")


def labels_of(args):
    out = []
    for a in args:
        m = LABEL.match(a)
        out.append(m.group(1) if m else "_")
    return out


TRAILING_LABEL = re.compile(r"\s*([A-Za-z_]\w*)\s*:\s*\{")


def trailing_closures(s, j):
    """Trailing closures from index j: [(label or None, start, end)], and the end index."""
    out = []
    k = j
    while k < len(s) and s[k] in " \t":
        k += 1
    if k < len(s) and s[k] == "{":
        e = match_close(s, k)
        out.append((None, k, e))
        j = e + 1
        while True:
            m = TRAILING_LABEL.match(s, j)
            if not m or m.group(1) in ("case", "default", "return", "in"):
                break
            k = m.end() - 1
            e = match_close(s, k)
            out.append((m.group(1), k, e))
            j = e + 1
    return out, j


def closure_param_count(s, start):
    m = re.match(r"\{\s*(\(?[\w\s,_]*\)?)\s+in\b", s[start : start + 200])
    if not m:
        return 0
    inner = m.group(1).strip("() ")
    return len([p for p in inner.split(",") if p.strip()]) if inner else 0


def fill_closures(explicit, closures, known):
    """Labels of a call whose explicit labels are `explicit`, plus trailing closures."""
    if not closures:
        return explicit
    labels = list(explicit)
    free = [c for c in known if c == "_" or c not in explicit]
    first, rest = closures[0], closures[1:]
    named_after = [c[0] for c in rest]
    # the unlabelled first closure takes the first free closure parameter that comes
    # before every labelled trailing closure
    pick = None
    for c in free:
        if c in named_after:
            break
        pick = c
        break
    labels.append(pick if pick else "_")
    labels.extend(named_after)
    return labels


def key(name, labels):
    return name + "(" + "".join(f"{lbl}:" for lbl in labels) + ")"


# --- the census of one file ---------------------------------------------------------------

IDENT = r"[A-Za-z_]\w*"
NOT_CALL_BEFORE = {"extension", "struct", "class", "enum", "protocol", "some", "any", "is", "as", "func", "typealias"}
COLOR_MODIFIERS = {
    "foregroundColor", "foregroundStyle", "background", "backgroundStyle", "tint", "accentColor", "fill",
    "stroke", "strokeBorder", "border", "shadow", "listRowBackground", "listRowSeparatorTint", "overlay",
    "toolbarBackground", "presentationBackground", "colorMultiply", "listItemTint",
}
SHAPE_MODIFIERS = {"clipShape", "contentShape", "containerShape", "background", "mask", "hoverEffect", "overlay"}


def implicit_members(text):
    """Implicit member expressions `.name` (with their call labels if called) in text."""
    for m in re.finditer(r"(?<![\w\)\]\}\.])\s*\.(" + IDENT + r")", text):
        end = m.end()
        if end < len(text) and text[end] == "(":
            close = match_close(text, end)
            yield m.group(1), labels_of(split_args(text[end + 1 : close]))
        else:
            yield m.group(1), None


def census_file(src, vocab):
    s = strip_comments_and_strings(src)
    names = set()

    # property wrappers, environment keys
    for m in re.finditer(r"@(" + IDENT + r")\b", s):
        w = m.group(1)
        if w not in vocab.wrappers:
            continue
        j = m.end()
        if j < len(s) and s[j] == "(":
            close = match_close(s, j)
            inner = s[j + 1 : close]
            km = re.match(r"\s*\\\.(" + IDENT + r")", inner)
            if w == "Environment" and km:
                k = km.group(1)
                names.add(f"@Environment(\\.{k})" if k in vocab.env else "@Environment(\\.customKey)")
            else:
                names.add("@" + key(w, labels_of(split_args(inner))))
        else:
            names.add("@" + w)

    # macros
    for m in re.finditer(r"#(" + IDENT + r")", s):
        if m.group(1) in vocab.macros:
            names.add("#" + m.group(1))

    # modifiers: .name(...) and .name { }
    for m in re.finditer(r"\.(" + IDENT + r")\s*(?=[\(\{])", s):
        mod = m.group(1)
        if mod not in vocab.modifiers:
            continue
        before = s[: m.start()].rstrip()
        if before and before[-1].isdigit():
            continue
        j = m.end()
        args = []
        if s[j] == "(":
            close = match_close(s, j)
            inner = s[j + 1 : close]
            args = split_args(inner)
            j = close + 1
        elif mod not in vocab.closure_modifiers:
            continue
        explicit = labels_of(args)
        closures, _ = trailing_closures(s, j)
        if mod in ("alert", "actionSheet") and closures and re.match(r"\{\s*(Alert|ActionSheet)\s*\(", s[closures[0][1] :]):
            labels = explicit + ["content"]  # the deprecated form whose closure returns an Alert
        elif mod == "onChange" and closures and "perform" not in explicit:
            n = closure_param_count(s, closures[0][1])
            labels = explicit + (["perform"] if n == 1 else ["_"])
        else:
            labels = fill_closures(explicit, closures, vocab.modifiers[mod])
        if mod == "environment" and args:
            km = re.match(r"\s*\\\.(" + IDENT + r")", args[0])
            if km:
                k = km.group(1)
                names.add(f".environment(\\.{k})" if k in vocab.env else ".environment(\\.customKey)")
                continue
        if mod in vocab.styles and len(args) == 1 and explicit[0] == "_":
            mm = re.match(r"\s*\.(" + IDENT + r")\s*(\(.*\))?\s*$", args[0], re.S)
            if mm and mm.group(1) in vocab.styles[mod]:
                member = mm.group(1)
                if mm.group(2):
                    member = key(member, labels_of(split_args(mm.group(2)[1:-1])))
                names.add(f".{mod}(.{member})")
                continue
        if mod == "font" and args:
            for mem, lbls in implicit_members(args[0]):
                if mem in vocab.fonts:
                    names.add("Font." + (key(mem, lbls) if lbls is not None else mem))
                    break
        if mod in COLOR_MODIFIERS:
            for a in args:
                for mem, lbls in implicit_members(a):
                    if lbls is None and mem in vocab.colors:
                        names.add("Color." + mem)
                    elif lbls is None and mem in vocab.shapestyles:
                        names.add("ShapeStyle." + mem)
        if mod in SHAPE_MODIFIERS:
            for a in args:
                for mem, lbls in implicit_members(a):
                    if mem in vocab.shapes:
                        names.add("Shape." + (key(mem, lbls) if lbls is not None else mem))
        if mod == "frame" and labels == ["in"]:
            names.add("GeometryProxy.frame(in:)")
            continue
        if mod == "animation" and labels in ([], ["_"]) and re.search(r"\$[\w.]+$", before):
            names.add("Binding.animation(_:)")  # $flag.animation(): a Binding that animates
            continue
        names.add("." + key(mod, labels))

    # initializers of SwiftUI types, free functions
    for m in re.finditer(r"(?<![\w\.])(" + IDENT + r")(\s*<[^<>\n]*>)?\s*(?=[\(\{])", s):
        name = m.group(1)
        table = vocab.views if name in vocab.views else vocab.funcs if name in vocab.funcs else None
        if table is None:
            continue
        prev = re.search(r"(" + IDENT + r"|->|[:<,&])\s*$", s[: m.start()])
        if prev and prev.group(1) in NOT_CALL_BEFORE | {"->", ":", "<", "&"}:
            continue
        j = m.end()
        args = []
        if s[j] == "(":
            close = match_close(s, j)
            args = split_args(s[j + 1 : close])
            j = close + 1
        elif (prev and prev.group(1) == ",") or name not in vocab.closure_views and name not in vocab.funcs:
            continue
        explicit = labels_of(args)
        closures, _ = trailing_closures(s, j)
        if not args and not closures and s[m.end()] != "(":
            continue
        known = table[name]
        if name == "List" and explicit[:1] == ["_"]:
            known = ["rowContent"]
        labels = fill_closures(explicit, closures, known)
        names.add(key(name, labels))

    # Color.x, Font.x, ShapeStyle-ish statics named through the type
    for m in re.finditer(r"(?<![\w\.])(Color|Font)\s*\.\s*(" + IDENT + r")", s):
        t, mem = m.group(1), m.group(2)
        if t == "Color" and (mem in vocab.colors or mem in vocab.shapestyles):
            names.add("Color." + mem)
        elif t == "Font" and mem in vocab.fonts:
            j = m.end()
            if j < len(s) and s[j] == "(":
                close = match_close(s, j)
                names.add("Font." + key(mem, labels_of(split_args(s[j + 1 : close]))))
            else:
                names.add("Font." + mem)

    # types and protocols named as types (conformances, some View, parameters)
    for m in re.finditer(r"(?<![\w\.@])(" + IDENT + r")\b(?!\s*\()", s):
        if m.group(1) in vocab.types:
            names.add(m.group(1))
    return names


def read_sample(folder):
    files = sorted(glob.glob(os.path.join(folder, "**", "*.swift"), recursive=True))
    if not files:
        raise SystemExit(f"no .swift files under {folder}")
    return files


def census(folder, vocab):
    per_file = {}
    for f in read_sample(folder):
        src = open(f, encoding="utf-8", errors="replace").read()
        per_file[os.path.relpath(f, folder)] = census_file(src, vocab)
    counts = collections.Counter()
    for names in per_file.values():
        counts.update(names)
    return per_file, counts


def repositories(folder):
    return len({os.path.relpath(f, folder).split(os.sep)[0] for f in read_sample(folder)})


# --- probes and the compile test ----------------------------------------------------------

PROBE_HEADER = re.compile(r"^//# (.+?)\s*$")


def read_probes(path):
    """The prelude (before the first probe) and {name: probe text} from probes.swift."""
    prelude, probes, order, current = [], {}, [], None
    for line in open(path, encoding="utf-8"):
        m = PROBE_HEADER.match(line)
        if m:
            current = m.group(1)
            if current in probes:
                raise SystemExit(f"{path}: two probes for {current}")
            probes[current] = []
            order.append(current)
        elif current is None:
            prelude.append(line)
        else:
            probes[current].append(line)
    return "".join(prelude), {k: "".join(v).strip("\n") for k, v in probes.items()}, order


# A declaration probe (kept at file scope); `#Preview` is a freestanding declaration macro.
DECL = re.compile(r"^\s*(@|struct |class |final |enum |extension |func |let |var |private |fileprivate |import |#Preview)")


def render_probe(index, text):
    ident = f"Probe{index}"
    if DECL.match(text):
        return text.replace("PROBE", ident)
    body = "\n".join("        " + ln for ln in text.splitlines())
    return (
        f"struct {ident}: View {{\n    @State private var flag = false\n    @State private var text = \"\"\n"
        f"    @State private var value = 0.5\n    @State private var count = 0\n"
        f"    var body: some View {{\n{body}\n    }}\n}}"
    )


def module_flags():
    """swiftc flags that find this repository's built TermUI and its C modules."""
    bin_path = subprocess.run(
        ["swift", "build", "--show-bin-path"], cwd=ROOT, capture_output=True, text=True, check=True
    ).stdout.strip()
    flags = ["-I", os.path.join(bin_path, "Modules")]
    maps = glob.glob(os.path.join(bin_path, "*.build", "module.modulemap"))
    maps += glob.glob(os.path.join(ROOT, "Sources", "*", "module.modulemap"))
    for mm in sorted(maps):
        flags += ["-Xcc", f"-fmodule-map-file={mm}"]
    for inc in sorted(glob.glob(os.path.join(ROOT, "Sources", "*", "include"))):
        flags += ["-Xcc", "-I", "-Xcc", inc]
    # TermUI's `#Preview` expands in its macro plugin, which SwiftPM builds beside the module.
    plugin = os.path.join(bin_path, "TermUIMacros-tool")
    if os.path.exists(plugin):
        flags += ["-load-plugin-executable", f"{plugin}#TermUIMacros"]
    return flags


ERROR = re.compile(r"^(.*?):(\d+):\d+: error: (.*)$")


def typecheck(prelude, probes, names, flags, workdir):
    """{name: first error} for the probes among `names` that do not compile."""
    failing = {}
    remaining = [n for n in names if n in probes]
    for _ in range(6):
        lines, owner = [], []
        for ln in prelude.splitlines():
            lines.append(ln)
            owner.append(None)
        for i, n in enumerate(remaining):
            for ln in render_probe(i, probes[n]).splitlines():
                lines.append(ln)
                owner.append(n)
        path = os.path.join(workdir, "probes.swift")
        with open(path, "w", encoding="utf-8") as f:
            f.write("\n".join(lines) + "\n")
        proc = subprocess.run(
            ["swiftc", "-typecheck", "-swift-version", "6", *flags, path], capture_output=True, text=True
        )
        new = {}
        for line in (proc.stdout + proc.stderr).splitlines():
            m = ERROR.match(line)
            if not m:
                continue
            ln = int(m.group(2))
            if os.path.basename(m.group(1)) != "probes.swift":
                raise SystemExit("error outside the probes file:\n" + line)
            who = owner[ln - 1] if 0 < ln <= len(owner) else None
            if who is None:
                raise SystemExit("the probes' prelude does not compile:\n" + line)
            new.setdefault(who, m.group(3))
        if proc.returncode == 0 and not new:
            return failing
        if not new:
            raise SystemExit("swiftc failed without an error on a probe:\n" + proc.stderr[-3000:])
        failing.update(new)
        remaining = [n for n in remaining if n not in new]
    raise SystemExit("the probes did not settle after six compiles")


def read_status(path):
    notes = {}
    if os.path.exists(path):
        for raw in open(path, encoding="utf-8"):
            # A comment is "# ..."; "#Preview" is a name.
            if raw.startswith("# ") or raw.rstrip() == "#" or not raw.strip():
                continue
            name, status, why = (raw.rstrip("\n").split("\t") + ["", ""])[:3]
            if status not in ("approximated", "compiles and does nothing", "works"):
                raise SystemExit(f"{path}: unknown status {status!r} for {name}")
            notes[name] = (status, why)
    return notes


# --- output -------------------------------------------------------------------------------


def selected_names(counts, files, top, share):
    ranked = sorted(counts, key=lambda n: (-counts[n], n))
    chosen = ranked[:top] + [n for n in ranked[top:] if counts[n] / files >= share]
    return ranked, chosen


def write_table(out, folder, per_file, counts, statuses, chosen, command):
    files = len(per_file)
    repos = repositories(folder)
    uses = sum(counts.values())
    compiled = sum(c for n, c in counts.items() if statuses.get(n, ("not yet",))[0] != "not yet" and n in statuses)
    probed = sum(c for n, c in counts.items() if n in statuses)
    by_status = collections.Counter(statuses.get(n, ("not yet",))[0] for n in chosen)
    lines = [
        "# SwiftUI coverage",
        "",
        "Generated by `Scripts/census.py` (`make coverage`); do not edit by hand. It counts which",
        "SwiftUI names a sample of public SwiftUI code uses, file by file, and type-checks one",
        "probe per name (Scripts/census/probes.swift, written as SwiftUI's documentation shows",
        "the call) against TermUI with only `import TermUI`. A name whose probe does not compile",
        "is **not yet**; the notes for names that compile are in Scripts/census/status.tsv, and a",
        "name that compiles without a note there is listed as **works**: its signature compiles;",
        "its behaviour is checked by its own tests, not by this table.",
        "",
        f"- Sample: **{files} files** that `import SwiftUI`, from **{repos} repositories** (tutorials,",
        "  sample-code companions, open-source iOS and macOS apps); the sample stays outside the",
        "  repository, only these counts are kept.",
        f"- (file, name) uses: **{uses}**, of {len(counts)} distinct names.",
        f"- **Coverage by usage: {100 * compiled / uses:.1f} %** of the (file, name) uses are of a name",
        f"  whose probe compiles today ({compiled} of {uses}); names without a probe count as not",
        f"  compiling ({100 * probed / uses:.1f} % of the uses have a probe).",
        f"- Names listed: the top {len(chosen)} (every name in the top 400 or used by at least 1 % of",
        f"  files): {by_status['works']} works, {by_status['approximated']} approximated,",
        f"  {by_status['compiles and does nothing']} compiles and does nothing, {by_status['not yet']} not yet.",
        "",
        f"Command: `{command}`",
        "",
        "| # | name | files | share | status | note |",
        "| ---: | --- | ---: | ---: | --- | --- |",
    ]
    for i, n in enumerate(chosen, 1):
        st, why = statuses.get(n, ("not yet", "no probe"))
        cell = n.replace("|", "\\|")
        why = why.replace("|", "\\|")
        lines.append(f"| {i} | `{cell}` | {counts[n]} | {100 * counts[n] / files:.1f} % | {st} | {why} |")
    with open(out, "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    return compiled, uses


README_BEGIN = "<!-- swiftui-coverage:begin (written by Scripts/census.py coverage; do not edit) -->"
README_END = "<!-- swiftui-coverage:end -->"


def write_readme_summary(readme, folder, per_file, counts, statuses, chosen):
    """Rewrites README's "SwiftUI compatibility" summary (between the markers) from the table's numbers."""
    files = len(per_file)
    uses = sum(counts.values())
    compiled = sum(c for n, c in counts.items() if n in statuses and statuses[n][0] != "not yet")
    by_status = collections.Counter(statuses.get(n, ("not yet",))[0] for n in chosen)
    missing = [n for n in chosen if statuses.get(n, ("not yet",))[0] == "not yet"]
    shown = ", ".join(f"`{n}`" for n in missing[:8]) + (", ..." if len(missing) > 8 else "")
    body = [
        README_BEGIN,
        f"A census of **{files} public SwiftUI files** from {repositories(folder)} repositories counts every",
        "SwiftUI name they use; one probe per name, written as Apple's documentation shows it, is",
        "type-checked against TermUI with only `import TermUI`.",
        "",
        f"- **{100 * compiled / uses:.1f} %** of the {uses} (file, name) uses are of a name that compiles.",
        f"- Of the {len(chosen)} names used most: {by_status['works']} work as in SwiftUI,",
        f"  {by_status['approximated']} are approximated (each says how, and why a terminal cannot do",
        f"  more), {by_status['compiles and does nothing']} compile and do nothing (platform-only), "
        f"{by_status['not yet']} are not yet there.",
    ]
    if missing:
        body.append(f"- The most used names not yet there: {shown}")
    body += [
        "",
        "Every name with its share of files and its status: [docs/SWIFTUI-COVERAGE.md](docs/SWIFTUI-COVERAGE.md)",
        "(`make coverage` rewrites it and this summary).",
        README_END,
    ]
    text = open(readme, encoding="utf-8").read()
    begin, end = text.find(README_BEGIN), text.find(README_END)
    if begin < 0 or end < begin:
        raise SystemExit(f"{readme}: no {README_BEGIN!r} ... {README_END!r} block to rewrite")
    text = text[:begin] + "\n".join(body) + text[end + len(README_END) :]
    with open(readme, "w", encoding="utf-8") as f:
        f.write(text)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("mode", choices=["count", "coverage"])
    ap.add_argument("sample")
    ap.add_argument("--json", help="count: write {name: files} and per-file names here")
    ap.add_argument("--out", default=os.path.join(ROOT, "docs", "SWIFTUI-COVERAGE.md"))
    ap.add_argument("--readme", default=os.path.join(ROOT, "README.md"),
                    help="coverage: the README whose summary block is rewritten ('' for none)")
    ap.add_argument("--top", type=int, default=400)
    ap.add_argument("--share", type=float, default=0.01)
    ap.add_argument("--all", action="store_true", help="coverage: probe every name that has a probe")
    a = ap.parse_args()
    vocab = Vocabulary(os.path.join(DATA, "swiftui-names.txt"))
    per_file, counts = census(a.sample, vocab)
    files = len(per_file)
    ranked, chosen = selected_names(counts, files, a.top, a.share)
    if a.mode == "count":
        print(f"{files} files, {repositories(a.sample)} repositories, {sum(counts.values())} uses, {len(counts)} names")
        for i, n in enumerate(ranked, 1):
            print(f"{i:4} {counts[n]:4} {100 * counts[n] / files:5.1f}%  {n}")
        if a.json:
            with open(a.json, "w") as f:
                json.dump({"counts": counts, "files": {k: sorted(v) for k, v in per_file.items()}}, f, indent=1)
        return
    prelude, probes, _ = read_probes(os.path.join(DATA, "probes.swift"))
    flags = module_flags()
    with tempfile.TemporaryDirectory() as tmp:
        probed = [n for n in ranked if n in probes]
        failing = typecheck(prelude, probes, probed, flags, tmp)
    notes = read_status(os.path.join(DATA, "status.tsv"))
    statuses = {}
    for n in probed:
        if n in failing:
            statuses[n] = ("not yet", "does not compile: " + failing[n][:120])
        else:
            statuses[n] = notes.get(n, ("works", ""))
    command = "python3 Scripts/census.py coverage " + a.sample
    compiled, uses = write_table(a.out, a.sample, per_file, counts, statuses, chosen, command)
    if a.readme:
        write_readme_summary(a.readme, a.sample, per_file, counts, statuses, chosen)
    missing = [n for n in chosen if n not in probes]
    print(f"coverage by usage: {100 * compiled / uses:.1f} % ({compiled} of {uses} uses); "
          f"{len(failing)} probes fail; {len(missing)} listed names have no probe; wrote {a.out}")


if __name__ == "__main__":
    main()
