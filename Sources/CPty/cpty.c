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

// Runs in the child between fork and exec: async-signal-safe calls only.
static void child_exec(const char *path, char *const argv[], char *const envp[],
                       const char *slave_name, int master_fd, int report_fd) {
    // Dispositions first, then the mask: a pending signal must not run a parent's handler.
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
#if defined(__linux__) && defined(SYS_close_range)
    // Belt and braces: whatever else the test process left open dies at exec
    // (CLOSE_RANGE_CLOEXEC = 1 << 2). The report pipe is already close-on-exec.
    (void)syscall(SYS_close_range, 3u, ~0u, 1u << 2);
#endif
    execve(path, argv, envp);
    child_fail(report_fd, errno);
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

    // The report pipe closes at a successful exec; otherwise it carries exec's errno.
    int child_error = 0;
    ssize_t got;
    do {
        got = read(report[0], &child_error, sizeof child_error);
    } while (got < 0 && errno == EINTR);
    close(report[0]);
    if (got == (ssize_t)sizeof child_error) {
        int code, signo;
        (void)termui_pty_wait(pid, &code, &signo);
        close(master);
        return child_error != 0 ? child_error : EIO;
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
