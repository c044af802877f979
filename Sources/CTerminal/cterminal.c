#define _GNU_SOURCE 1
#include "cterminal.h"

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <semaphore.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/ioctl.h>
#include <termios.h>
#include <unistd.h>

enum { restore_capacity = 512 };

static const int fatal_signals[] = {SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE, SIGABRT, SIGQUIT};
enum { fatal_count = sizeof(fatal_signals) / sizeof(fatal_signals[0]) };

static int terminal_fd = -1;
static struct termios saved_termios;
static int has_saved_termios = 0;
static char restore_bytes[restore_capacity];
static size_t restore_length = 0;
// Read and cleared from signal handlers (the crash guard) as well as threads: C's
// lock-free __atomic builtins are async-signal-safe and order the accesses between
// threads (the termination watchdog restores from its own thread), Swift's
// Synchronization promises nothing inside a handler, so this stays C (the rest of
// the package locks with `Locked` and Synchronization's Atomic). Every access is
// atomic: a plain store beside the watchdog's exchange is a data race.
static volatile sig_atomic_t active = 0;
static int handlers_installed = 0;
static int exit_hook_registered = 0;
static struct sigaction previous_actions[fatal_count];
static int captured_stderr = -1;
static int original_stderr = -1;
/// True when the user asked the Swift runtime for its crash reports (SWIFT_BACKTRACE set):
/// a fatal signal is then handed on to its handler instead of ending the process at once.
static int chain_to_backtracer = 0;

static void write_all(int fd, const char *bytes, size_t length) {
    while (length > 0) {
        ssize_t written = write(fd, bytes, length);
        if (written < 0) {
            if (errno == EINTR) continue;
            return;
        }
        bytes += written;
        length -= (size_t)written;
    }
}

/// Puts standard error back and replays what was written to it meanwhile.
static void release_stderr(void) {
    if (captured_stderr < 0 || original_stderr < 0) return;
    dup2(original_stderr, STDERR_FILENO);
    char buffer[4096];
    lseek(captured_stderr, 0, SEEK_SET);
    for (;;) {
        ssize_t count = read(captured_stderr, buffer, sizeof(buffer));
        if (count < 0 && errno == EINTR) continue;
        if (count <= 0) break;
        write_all(STDERR_FILENO, buffer, (size_t)count);
    }
    close(captured_stderr);
    close(original_stderr);
    captured_stderr = -1;
    original_stderr = -1;
}

int cterminal_capture_stderr(void) {
    if (captured_stderr >= 0) return 0;
    int capture = memfd_create("termui-stderr", MFD_CLOEXEC);
    if (capture < 0) return -1;
    int original = fcntl(STDERR_FILENO, F_DUPFD_CLOEXEC, 0);
    if (original < 0 || dup2(capture, STDERR_FILENO) < 0) {
        if (original >= 0) close(original);
        close(capture);
        return -1;
    }
    original_stderr = original;
    captured_stderr = capture;
    return 0;
}

void cterminal_restore_now(void) {
    // Exactly once, even when a signal handler, the watchdog and the main thread race.
    if (!__atomic_exchange_n(&active, 0, __ATOMIC_SEQ_CST)) return;
    int saved_errno = errno;
    if (terminal_fd >= 0) {
        write_all(terminal_fd, restore_bytes, restore_length);
        // TCSANOW: a terminal that stopped reading (Ctrl-S) must not hang the exit.
        if (has_saved_termios) tcsetattr(terminal_fd, TCSANOW, &saved_termios);
    }
    release_stderr();
    errno = saved_errno;
}

/// Appends the decimal digits of `value` to `buffer` at `*length` (async-signal-safe).
static void append_number(char *buffer, size_t *length, int value) {
    char digits[12];
    int count = 0;
    unsigned magnitude = value < 0 ? (unsigned)(-value) : (unsigned)value;
    do {
        digits[count++] = (char)('0' + magnitude % 10);
        magnitude /= 10;
    } while (magnitude > 0 && count < (int)sizeof(digits));
    while (count > 0) buffer[(*length)++] = digits[--count];
}

static void append_text(char *buffer, size_t *length, size_t capacity, const char *text) {
    while (*text && *length < capacity) buffer[(*length)++] = *text++;
}

static const char *signal_name(int signo) {
    switch (signo) {
    case SIGSEGV: return "SIGSEGV (segmentation fault)";
    case SIGBUS: return "SIGBUS (bus error)";
    case SIGILL: return "SIGILL (illegal instruction)";
    case SIGTRAP: return "SIGTRAP (trap)";
    case SIGFPE: return "SIGFPE (arithmetic error)";
    case SIGABRT: return "SIGABRT (abort)";
    case SIGQUIT: return "SIGQUIT (quit)";
    case SIGTERM: return "SIGTERM";
    case SIGINT: return "SIGINT";
    case SIGHUP: return "SIGHUP";
    default: return "a signal";
    }
}

/// One line on standard error (the restored terminal): what ended the process.
static void report_signal(int signo, const char *how) {
    char line[160];
    size_t length = 0;
    append_text(line, &length, sizeof(line) - 16, "termui: ");
    append_text(line, &length, sizeof(line) - 16, how);
    append_text(line, &length, sizeof(line) - 16, signal_name(signo));
    append_text(line, &length, sizeof(line) - 16, " (signal ");
    append_number(line, &length, signo);
    line[length++] = ')';
    line[length++] = '\n';
    write_all(STDERR_FILENO, line, length);
}

static void fatal_handler(int signo, siginfo_t *info, void *context) {
    (void)context;
    int was_active = cterminal_is_active();
    cterminal_restore_now();
    if (was_active) report_signal(signo, "ended by ");
    // With SWIFT_BACKTRACE set, hand the signal to whoever had it before us (the
    // Swift runtime's backtracer, which can now print onto a sane terminal).
    // Otherwise take the default action: the process ends with the signal's status
    // at once, instead of waiting in the backtracer's interactive prompt.
    for (int i = 0; i < fatal_count; i++) {
        if (fatal_signals[i] == signo) {
            if (chain_to_backtracer) {
                sigaction(signo, &previous_actions[i], NULL);
            } else {
                signal(signo, SIG_DFL);
            }
            break;
        }
    }
    // A fault raised by the kernel (si_code > 0) happens again when we return,
    // reaching the previous handler with its real context; a sent one is re-sent.
    if (info == NULL || info->si_code <= 0) raise(signo);
}

static void restore_at_exit(void) { cterminal_restore_now(); }

int cterminal_install(int fd) {
    terminal_fd = fd;
    int result = 0;
    if (tcgetattr(fd, &saved_termios) == 0) {
        has_saved_termios = 1;
    } else {
        has_saved_termios = 0;
        result = -1;
    }
    if (!handlers_installed) {
        handlers_installed = 1;
        const char *backtrace = getenv("SWIFT_BACKTRACE");
        chain_to_backtracer = backtrace != NULL && backtrace[0] != 0;
        struct sigaction action;
        memset(&action, 0, sizeof(action));
        action.sa_sigaction = fatal_handler;
        action.sa_flags = SA_SIGINFO | SA_RESETHAND | SA_ONSTACK;
        sigemptyset(&action.sa_mask);
        for (int i = 0; i < fatal_count; i++) {
            sigaction(fatal_signals[i], &action, &previous_actions[i]);
        }
    }
    if (!exit_hook_registered) {
        exit_hook_registered = 1;
        atexit(restore_at_exit);
    }
    return result;
}

void cterminal_uninstall(void) {
    __atomic_store_n(&active, 0, __ATOMIC_SEQ_CST);
    if (handlers_installed) {
        for (int i = 0; i < fatal_count; i++) sigaction(fatal_signals[i], &previous_actions[i], NULL);
        handlers_installed = 0;
    }
    // The atexit hook stays (it cannot be removed); with nothing active it does nothing.
    terminal_fd = -1;
    has_saved_termios = 0;
}

void cterminal_set_restore_sequence(const char *bytes, size_t length) {
    // Not while a handler could read it half-written.
    sig_atomic_t was_active = __atomic_exchange_n(&active, 0, __ATOMIC_SEQ_CST);
    if (length > restore_capacity) length = restore_capacity;
    memcpy(restore_bytes, bytes, length);
    restore_length = length;
    __atomic_store_n(&active, was_active, __ATOMIC_SEQ_CST);
}

void cterminal_set_active(int value) { __atomic_store_n(&active, value ? 1 : 0, __ATOMIC_SEQ_CST); }

int cterminal_is_active(void) { return __atomic_load_n(&active, __ATOMIC_SEQ_CST) ? 1 : 0; }

int cterminal_enter_raw_mode(int fd) {
    struct termios mode;
    if (tcgetattr(fd, &mode) != 0) return -1;
    mode.c_lflag &= ~(tcflag_t)(ICANON | ECHO | ISIG | IEXTEN);
    mode.c_iflag &= ~(tcflag_t)(IXON | ICRNL | INLCR | IGNCR | BRKINT | INPCK | ISTRIP);
    mode.c_cc[VMIN] = 1;
    mode.c_cc[VTIME] = 0;
    return tcsetattr(fd, TCSANOW, &mode);
}

void cterminal_flush_stdout(int line_buffered) {
    fflush(stdout);
    if (line_buffered) setvbuf(stdout, NULL, _IOLBF, 0);
}

int cterminal_window_size(int fd, int *rows, int *columns) {
    struct winsize size;
    if (ioctl(fd, TIOCGWINSZ, &size) != 0) return -1;
    *rows = size.ws_row;
    *columns = size.ws_col;
    return 0;
}

int cterminal_window_pixels(int fd, int *width, int *height) {
    struct winsize size;
    if (ioctl(fd, TIOCGWINSZ, &size) != 0) return -1;
    *width = size.ws_xpixel;
    *height = size.ws_ypixel;
    return 0;
}

void cterminal_stop_self(void) {
    // Directed at this thread, the stop takes effect as the call returns; a
    // process-directed kill may let this thread run on (and redraw) first.
    pthread_kill(pthread_self(), SIGSTOP);
}

int cterminal_open_pty_pair(int *master, int *slave, unsigned short rows, unsigned short columns) {
    int m = posix_openpt(O_RDWR | O_NOCTTY | O_CLOEXEC);
    if (m < 0) return errno;
    if (grantpt(m) != 0 || unlockpt(m) != 0) {
        int error = errno;
        close(m);
        return error;
    }
    char name[128];
    if (ptsname_r(m, name, sizeof(name)) != 0) {
        int error = errno;
        close(m);
        return error;
    }
    int s = open(name, O_RDWR | O_NOCTTY | O_CLOEXEC);
    if (s < 0) {
        int error = errno;
        close(m);
        return error;
    }
    struct winsize size = {.ws_row = rows, .ws_col = columns};
    ioctl(m, TIOCSWINSZ, &size);
    *master = m;
    *slave = s;
    return 0;
}
