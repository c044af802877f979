#!/usr/bin/env bash
# Runs a command with a time bound; past it, prints what every process the
# command started is doing, kills them all and fails, so a hang becomes a
# readable failure instead of a CI job that waits out its own limit.
#
#   Scripts/watchdog.sh SECONDS command [arguments...]
#
# For each process left (the test binary, the exit-test and pty children it
# spawned): its state line from ps (Z marks a zombie nobody reaped), then
# every thread's stack from `gdb -batch -p PID -ex 'thread apply all bt'`
# (apt-get installs gdb when missing). Without gdb or ptrace permission, each
# thread's name, state and kernel wait channel from /proc stand in.
# Exit status: the command's own, or 124 when it ran out of time.
set -uo pipefail

if [ $# -lt 2 ]; then
    echo "usage: $0 SECONDS command [arguments...]" >&2
    exit 2
fi
limit=$1
shift

ensure_gdb() {
    command -v gdb >/dev/null && return 0
    SUDO=""
    [ "$(id -u)" -eq 0 ] || SUDO=sudo
    { $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq gdb; } \
        >/dev/null 2>&1 || echo "watchdog: could not install gdb; stacks come from /proc only" >&2
}
ensure_gdb

# The command leads a process group of its own: everything it starts can be
# found (and killed) through the group, and nothing else is touched.
setsid -w "$@" &
leader=$!

deadline=$((SECONDS + limit))
while kill -0 "$leader" 2>/dev/null; do
    if [ "$SECONDS" -ge "$deadline" ]; then
        break
    fi
    sleep 5 # wait-ok: polls the command's end under the watchdog's own deadline
done
if ! kill -0 "$leader" 2>/dev/null; then
    wait "$leader"
    exit $?
fi

# The command's process tree: children that left its group (pty children
# lead sessions of their own) are found through their parents.
descendants() {
    local all frontier next
    all=$1
    frontier=$1
    while [ -n "$frontier" ]; do
        next=$(ps -e -o pid=,ppid= | awk -v parents=" $frontier " \
            'index(parents, " " $2 " ") { printf "%s ", $1 }')
        all="$all $next"
        frontier=$next
    done
    echo "$all"
}

echo
echo "watchdog: \`$*\` still running after ${limit}s; every process it started, then their threads' stacks:"
pids=$(descendants "$leader")
# shellcheck disable=SC2086 # a list of pids
ps -o pid,ppid,stat,etime,time,args -p "$(echo $pids | tr ' ' ',')"
for pid in $pids; do
    state=$(awk '{print $3}' "/proc/$pid/stat" 2>/dev/null)
    [ -n "$state" ] || continue
    [ "$state" = Z ] && continue # a zombie has no threads left to show
    echo
    echo "=== pid $pid: $(tr '\0' ' ' <"/proc/$pid/cmdline" 2>/dev/null | cut -c1-200)"
    stacks=""
    if command -v gdb >/dev/null; then
        stacks=$(timeout 180 gdb -batch -nx -p "$pid" -ex 'set pagination off' \
            -ex 'thread apply all bt' 2>&1 | grep -v "^warning: ")
    fi
    if echo "$stacks" | grep -q "^Thread "; then
        echo "$stacks"
    else
        [ -n "$stacks" ] && echo "$stacks" | tail -n 3
        for task in /proc/"$pid"/task/*; do
            echo "thread $(basename "$task") $(cat "$task/comm" 2>/dev/null)" \
                "state $(awk '{print $3}' "$task/stat" 2>/dev/null)" \
                "waiting in $(cat "$task/wchan" 2>/dev/null)" \
                "syscall $(cut -d' ' -f1 "$task/syscall" 2>/dev/null)"
        done
    fi
done
kill -KILL -- -"$leader" 2>/dev/null
# shellcheck disable=SC2086 # a list of pids
kill -KILL $pids 2>/dev/null
wait "$leader" 2>/dev/null
echo "watchdog: FAILED: \`$*\` hung (over ${limit}s); the stacks above show where"
exit 124
