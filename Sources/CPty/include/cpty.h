#ifndef TERMUI_CPTY_H
#define TERMUI_CPTY_H

#include <sys/types.h>
#include <termios.h>

/// A child process running on a new pseudo-terminal.
typedef struct {
    /// The pty master, opened with O_CLOEXEC so no other child inherits it.
    int master_fd;
    /// The child's process id; wait for exactly this pid.
    pid_t pid;
} termui_pty_child;

/// Spawns `path` on a new pty of `rows` x `cols`.
///
/// `argv` and `envp` are NULL-terminated arrays prepared by the caller: between fork and
/// exec the child makes only async-signal-safe calls. The child becomes a session leader
/// with the pty as its controlling terminal, its signal mask emptied and every signal
/// disposition reset to the default. Spawns are serialised by a process-wide lock.
///
/// Returns 0 and fills `out`, or an errno value (the child's exec errno when exec failed).
int termui_pty_spawn(const char *path, char *const argv[], char *const envp[],
                     unsigned short rows, unsigned short cols, termui_pty_child *out);

/// Spawns `path` with standard input from /dev/null and standard output and error
/// on two new pipes, whose read ends are returned (close-on-exec, as the write ends
/// were from their creation: no other child spawned meanwhile, by this library or
/// by Foundation's `Process`, holds a copy, so each pipe ends when the child does).
/// Every other descriptor is closed at exec; signals are reset as for
/// ``termui_pty_spawn``, under the same lock. Returns 0 or an errno value.
int termui_pipe_spawn(const char *path, char *const argv[], char *const envp[], int *stdout_fd,
                      int *stderr_fd, pid_t *pid_out);

/// Spawns `path` as ``termui_pipe_spawn`` does, with standard input on a new pipe
/// (its write end returned in `stdin_fd`), standard output on another (its read end
/// in `stdout_fd`) and standard error on /dev/null: a fixture server a test talks to.
int termui_pipe_spawn_server(const char *path, char *const argv[], char *const envp[], int *stdin_fd,
                             int *stdout_fd, pid_t *pid_out);

/// Sets the pty's window size on the master (TIOCSWINSZ); the child's session gets SIGWINCH.
/// Returns 0 or an errno value.
int termui_pty_set_size(int master_fd, unsigned short rows, unsigned short cols);

/// Blocks until `pid` has exited without reaping it (waitid with WNOWAIT), so the pid cannot
/// be reused while the caller still signals it. Returns 0 or an errno value.
int termui_pty_await_exit(pid_t pid);

/// Waits for `pid` (blocking, EINTR retried). Fills `exit_code` and `signal_number`
/// (one of them is -1). Returns 0 or an errno value.
int termui_pty_wait(pid_t pid, int *exit_code, int *signal_number);

#endif
