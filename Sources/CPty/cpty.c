#define _GNU_SOURCE
#include "cpty.h"

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/wait.h>
#include <unistd.h>

#if defined(__linux__)
#include <sys/syscall.h>
#endif

// One spawn at a time: a pty half-set-up in one thread must never be inherited by a child
// forked concurrently from another. The spawn is C (fork, then only async-signal-safe
// calls in the child), so its lock is a C mutex, not Synchronization's Mutex.
static pthread_mutex_t spawn_lock = PTHREAD_MUTEX_INITIALIZER;

#ifndef NSIG
#define NSIG 65
#endif

static void child_fail(int report_fd, int error) {
    ssize_t ignored = write(report_fd, &error, sizeof error);
    (void)ignored;
    _exit(127);
}

// In the child: every signal disposition back to the default, then an empty
// mask (dispositions first: a pending signal must not run a parent's handler).
static void child_reset_signals(int report_fd) {
    struct sigaction dfl;
    memset(&dfl, 0, sizeof dfl);
    dfl.sa_handler = SIG_DFL;
    sigemptyset(&dfl.sa_mask);
    for (int signo = 1; signo < NSIG; signo++) {
        if (signo == SIGKILL || signo == SIGSTOP) continue;
        (void)sigaction(signo, &dfl, NULL);
    }
    sigset_t empty;
    sigemptyset(&empty);
    if (sigprocmask(SIG_SETMASK, &empty, NULL) != 0) child_fail(report_fd, errno);
}

// In the child, just before exec: whatever else the test process left open dies at
// exec (CLOSE_RANGE_CLOEXEC = 1 << 2). The report pipe is already close-on-exec.
static void child_close_the_rest(void) {
#if defined(__linux__) && defined(SYS_close_range)
    (void)syscall(SYS_close_range, 3u, ~0u, 1u << 2);
#endif
}

// Runs in the child between fork and exec: async-signal-safe calls only.
static void child_exec(const char *path, char *const argv[], char *const envp[],
                       const char *slave_name, int master_fd, int report_fd) {
    child_reset_signals(report_fd);

    if (setsid() < 0) child_fail(report_fd, errno);
    int slave = open(slave_name, O_RDWR);
    if (slave < 0) child_fail(report_fd, errno);
#ifdef TIOCSCTTY
    if (ioctl(slave, TIOCSCTTY, 0) != 0) child_fail(report_fd, errno);
#endif
    if (dup2(slave, STDIN_FILENO) < 0 || dup2(slave, STDOUT_FILENO) < 0 ||
        dup2(slave, STDERR_FILENO) < 0)
        child_fail(report_fd, errno);
    if (slave > STDERR_FILENO) close(slave);
    close(master_fd);
    child_close_the_rest();
    execve(path, argv, envp);
    child_fail(report_fd, errno);
}

// After the fork: the report pipe closes at a successful exec; otherwise it
// carries exec's errno, and the failed child is reaped. Closes `report_fd`.
// Returns 0, or the errno of the failed exec.
static int await_exec(int report_fd, pid_t pid) {
    int child_error = 0;
    ssize_t got;
    do {
        got = read(report_fd, &child_error, sizeof child_error);
    } while (got < 0 && errno == EINTR);
    close(report_fd);
    if (got != (ssize_t)sizeof child_error) return 0;
    int code, signo;
    (void)termui_pty_wait(pid, &code, &signo);
    return child_error != 0 ? child_error : EIO;
}

// Makes a pipe whose both ends are close-on-exec from the start (no other child
// spawned meanwhile can inherit it). Returns 0 or an errno value.
static int cloexec_pipe(int fds[2]) {
#if defined(__linux__)
    return pipe2(fds, O_CLOEXEC) == 0 ? 0 : errno;
#else
    if (pipe(fds) != 0) return errno;
    if (fcntl(fds[0], F_SETFD, FD_CLOEXEC) != 0 || fcntl(fds[1], F_SETFD, FD_CLOEXEC) != 0) return errno;
    return 0;
#endif
}

// Runs in the child between fork and exec: async-signal-safe calls only. A
// descriptor of -1 is /dev/null instead.
static void piped_child_exec(const char *path, char *const argv[], char *const envp[], int in_fd,
                             int out_fd, int err_fd, int report_fd) {
    child_reset_signals(report_fd);
    int null_fd = open("/dev/null", O_RDWR);
    if (null_fd < 0) child_fail(report_fd, errno);
    if (dup2(in_fd >= 0 ? in_fd : null_fd, STDIN_FILENO) < 0 ||
        dup2(out_fd >= 0 ? out_fd : null_fd, STDOUT_FILENO) < 0 ||
        dup2(err_fd >= 0 ? err_fd : null_fd, STDERR_FILENO) < 0)
        child_fail(report_fd, errno);
    child_close_the_rest();
    execve(path, argv, envp);
    child_fail(report_fd, errno);
}

// Spawns with a new pipe for each of the streams asked for (`in_fd` gets the write end of
// standard input's, `out_fd` and `err_fd` the read ends; a NULL pointer is /dev/null).
static int pipe_spawn(const char *path, char *const argv[], char *const envp[], int *in_fd,
                      int *out_fd, int *err_fd, pid_t *pid_out) {
    int in[2] = {-1, -1}, out[2] = {-1, -1}, err[2] = {-1, -1}, report[2] = {-1, -1};
    int result = 0;
    pthread_mutex_lock(&spawn_lock);
    if ((in_fd && (result = cloexec_pipe(in)) != 0) || (out_fd && (result = cloexec_pipe(out)) != 0) ||
        (err_fd && (result = cloexec_pipe(err)) != 0) || (result = cloexec_pipe(report)) != 0)
        goto fail;
    pid_t pid = fork();
    if (pid < 0) {
        result = errno;
        goto fail;
    }
    if (pid == 0) piped_child_exec(path, argv, envp, in[0], out[1], err[1], report[1]);
    if (in[0] >= 0) close(in[0]);
    if (out[1] >= 0) close(out[1]);
    if (err[1] >= 0) close(err[1]);
    close(report[1]);
    pthread_mutex_unlock(&spawn_lock);
    int failed = await_exec(report[0], pid);
    if (failed != 0) {
        if (in[1] >= 0) close(in[1]);
        if (out[0] >= 0) close(out[0]);
        if (err[0] >= 0) close(err[0]);
        return failed;
    }
    if (in_fd) *in_fd = in[1];
    if (out_fd) *out_fd = out[0];
    if (err_fd) *err_fd = err[0];
    *pid_out = pid;
    return 0;

fail:
    for (int i = 0; i < 2; i++) {
        if (in[i] >= 0) close(in[i]);
        if (out[i] >= 0) close(out[i]);
        if (err[i] >= 0) close(err[i]);
        if (report[i] >= 0) close(report[i]);
    }
    pthread_mutex_unlock(&spawn_lock);
    return result;
}

int termui_pipe_spawn(const char *path, char *const argv[], char *const envp[], int *stdout_fd,
                      int *stderr_fd, pid_t *pid_out) {
    return pipe_spawn(path, argv, envp, NULL, stdout_fd, stderr_fd, pid_out);
}

int termui_pipe_spawn_server(const char *path, char *const argv[], char *const envp[], int *stdin_fd,
                             int *stdout_fd, pid_t *pid_out) {
    return pipe_spawn(path, argv, envp, stdin_fd, stdout_fd, NULL, pid_out);
}

int termui_pty_spawn(const char *path, char *const argv[], char *const envp[],
                     unsigned short rows, unsigned short cols, termui_pty_child *out) {
    int result = 0;
    int master = -1;
    int report[2] = {-1, -1};
    char slave_name[128];

    pthread_mutex_lock(&spawn_lock);

#if defined(__linux__)
    master = posix_openpt(O_RDWR | O_NOCTTY | O_CLOEXEC);
    if (master < 0) { result = errno; goto unlock; }
#else
    // macOS rejects O_CLOEXEC here; set it at once (the spawn lock covers our own forks).
    master = posix_openpt(O_RDWR | O_NOCTTY);
    if (master < 0) { result = errno; goto unlock; }
    if (fcntl(master, F_SETFD, FD_CLOEXEC) != 0) { result = errno; goto fail; }
#endif
    if (grantpt(master) != 0 || unlockpt(master) != 0) { result = errno; goto fail; }
    if (ptsname_r(master, slave_name, sizeof slave_name) != 0) { result = errno; goto fail; }
    struct winsize size = {.ws_row = rows, .ws_col = cols, .ws_xpixel = 0, .ws_ypixel = 0};
    if (ioctl(master, TIOCSWINSZ, &size) != 0) { result = errno; goto fail; }
#if defined(__linux__)
    if (pipe2(report, O_CLOEXEC) != 0) { result = errno; goto fail; }
#else
    if (pipe(report) != 0) { result = errno; goto fail; }
    if (fcntl(report[0], F_SETFD, FD_CLOEXEC) != 0 || fcntl(report[1], F_SETFD, FD_CLOEXEC) != 0) {
        result = errno;
        goto fail;
    }
#endif

    pid_t pid = fork();
    if (pid < 0) { result = errno; goto fail; }
    if (pid == 0) child_exec(path, argv, envp, slave_name, master, report[1]);

    close(report[1]);
    report[1] = -1;
    pthread_mutex_unlock(&spawn_lock);

    int failed = await_exec(report[0], pid);
    if (failed != 0) {
        close(master);
        return failed;
    }
    out->master_fd = master;
    out->pid = pid;
    return 0;

fail:
    if (report[0] >= 0) close(report[0]);
    if (report[1] >= 0) close(report[1]);
    close(master);
unlock:
    pthread_mutex_unlock(&spawn_lock);
    return result;
}

int termui_pty_set_size(int master_fd, unsigned short rows, unsigned short cols) {
    struct winsize size = {.ws_row = rows, .ws_col = cols, .ws_xpixel = 0, .ws_ypixel = 0};
    return ioctl(master_fd, TIOCSWINSZ, &size) == 0 ? 0 : errno;
}

int termui_pty_wait(pid_t pid, int *exit_code, int *signal_number) {
    int status = 0;
    pid_t got;
    do {
        got = waitpid(pid, &status, 0);
    } while (got < 0 && errno == EINTR);
    if (got < 0) return errno;
    *exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    *signal_number = WIFSIGNALED(status) ? WTERMSIG(status) : -1;
    return 0;
}

int termui_pty_await_exit(pid_t pid) {
    siginfo_t info;
    memset(&info, 0, sizeof info);
    int got;
    do {
        got = waitid(P_PID, (id_t)pid, &info, WEXITED | WNOWAIT);
    } while (got < 0 && errno == EINTR);
    return got < 0 ? errno : 0;
}
