#!/usr/bin/env python3
"""Time from fork to the first frame's text read on the pty master, with a
terminal that never answers (nothing is ever written to the master).
usage: Scripts/first-frame.py N TEXT BEFORE AFTER [ARGS...]: launches the two
executables in turn N times each on an 80x24 pty (TERM=xterm-256color, no
TERMUI_* variables), and prints each one's median and quartiles in ms."""
import os, pty, sys, time, select, signal, struct, fcntl, termios, statistics

def once(binary, args, text):
    start = time.perf_counter()
    pid, fd = pty.fork()
    if pid == 0:
        env = dict(os.environ, TERM="xterm-256color", LANG="C.UTF-8")
        for k in list(env):
            if k.startswith("TERMUI_") or k in ("TMUX", "KITTY_WINDOW_ID", "TERM_PROGRAM"):
                del env[k]
        os.execve(binary, [binary] + args, env)
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
    seen = b""
    elapsed = None
    deadline = start + 20
    while time.perf_counter() < deadline:
        r, _, _ = select.select([fd], [], [], 0.5)
        if r:
            try:
                chunk = os.read(fd, 65536)
            except OSError:
                break
            if not chunk:
                break
            seen += chunk
            if text.encode() in seen:
                elapsed = time.perf_counter() - start
                break
    os.kill(pid, signal.SIGTERM)
    # drain until the child exits
    end = time.perf_counter() + 5
    while time.perf_counter() < end:
        r, _, _ = select.select([fd], [], [], 0.2)
        if r:
            try:
                if not os.read(fd, 65536): break
            except OSError:
                break
    os.waitpid(pid, 0)
    os.close(fd)
    return elapsed

n = int(sys.argv[1]); text = sys.argv[2]; before = sys.argv[3]; after = sys.argv[4]; args = sys.argv[5:]
times = {"before": [], "after": []}
for i in range(n):
    for name, binary in (("before", before), ("after", after)):
        t = once(binary, args, text)
        if t is not None: times[name].append(t * 1000)
for name in ("before", "after"):
    xs = sorted(times[name])
    q = statistics.quantiles(xs, n=4)
    print(f"{name}: n={len(xs)} median={statistics.median(xs):.1f} ms quartiles={q[0]:.1f}-{q[2]:.1f} ms")
