#define _GNU_SOURCE 1
#include "cterminal.h"

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <semaphore.h>
#include <signal.h>
#include <stdatomic.h>
#include <string.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>

// Termination signals (SIGTERM, SIGHUP, SIGINT) answered even while the main
// thread is busy. The handler only notes the signal, writes one byte to a pipe
// the event loop watches and wakes a watchdog thread. The main thread normally
// reads the byte and quits in order; if it has not done so (or acknowledged a
// Ctrl-C it took as a key) within the grace period, the watchdog restores the
// terminal from the prepared bytes and ends the process with 128 + signal.

static int pipe_fds[2] = {-1, -1};
static sem_t wake;
// Written by the signal handler, read by the watchdog thread, cleared by the main
// thread: a lock-free C11 atomic, which a handler may store to (async-signal-safe,
// unlike a lock) and which orders the accesses between threads. It was a
// `volatile sig_atomic_t`, which is safe only between a handler and the thread it
// interrupted: ThreadSanitizer reported the watchdog's read and the main thread's
// clear as a data race on every Ctrl-C. (This file is C so the handler stays C.)
static atomic_int pending_signal = 0;
_Static_assert(ATOMIC_INT_LOCK_FREE == 2, "the handler's atomic must be lock-free");
static int grace_milliseconds = 60;
static atomic_int watching = 0;

static void write_byte(int fd, unsigned char byte) {
    while (write(fd, &byte, 1) < 0 && errno == EINTR) {}
}

static void note(int signo, int from_terminal) {
    int unanswered = 0;
    if (!atomic_compare_exchange_strong(&pending_signal, &unanswered, signo)) {
        // A second signal while the first is still unanswered: end now.
        cterminal_restore_now();
        _exit(128 + signo);
    }
    write_byte(pipe_fds[1], (unsigned char)(signo | (from_terminal ? 0x80 : 0)));
    sem_post(&wake);
}

static void termination_handler(int signo, siginfo_t *info, void *context) {
    (void)context;
    int saved_errno = errno;
    // The terminal's interrupt key (Ctrl-C with ISIG on) comes from the kernel;
    // kill(2) and friends come from a user. The app may take the former as a key.
    note(signo, signo == SIGINT && info != NULL && info->si_code == SI_KERNEL);
    errno = saved_errno;
}

void cterminal_note_interrupt_key(void) {
    if (watching) note(SIGINT, 1);
}

static void *watchdog(void *unused) {
    (void)unused;
    for (;;) {
        while (sem_wait(&wake) != 0) {}
        int waited = 0;
        while (atomic_load(&pending_signal) != 0 && waited < grace_milliseconds) {
            struct timespec step = {.tv_sec = 0, .tv_nsec = 5 * 1000 * 1000};
            nanosleep(&step, NULL);
            waited += 5;
        }
        int signo = atomic_load(&pending_signal);
        if (signo != 0) {
            cterminal_restore_now();
            _exit(128 + signo);
        }
    }
    return NULL;
}

int cterminal_start_thread_without_signals(void *(*body)(void *)) {
    // Such a thread takes no signals: they must interrupt the thread doing the work.
    sigset_t all, previous;
    sigfillset(&all);
    pthread_sigmask(SIG_SETMASK, &all, &previous);
    pthread_t thread;
    int created = pthread_create(&thread, NULL, body, NULL);
    pthread_sigmask(SIG_SETMASK, &previous, NULL);
    if (created != 0) return -1;
    pthread_detach(thread);
    return 0;
}

int cterminal_watch_termination(int grace_ms) {
    if (watching) return pipe_fds[0];
    if (pipe2(pipe_fds, O_CLOEXEC | O_NONBLOCK) != 0) return -1;
    if (sem_init(&wake, 0, 0) != 0) return -1;
    grace_milliseconds = grace_ms;
    if (cterminal_start_thread_without_signals(watchdog) != 0) return -1;

    struct sigaction action;
    memset(&action, 0, sizeof(action));
    action.sa_sigaction = termination_handler;
    action.sa_flags = SA_SIGINFO | SA_RESTART;
    sigemptyset(&action.sa_mask);
    const int signals[] = {SIGTERM, SIGHUP, SIGINT};
    for (size_t i = 0; i < sizeof(signals) / sizeof(signals[0]); i++) {
        sigaction(signals[i], &action, NULL);
        // Dispatch worker threads block signals; make sure this one takes them.
        sigset_t one;
        sigemptyset(&one);
        sigaddset(&one, signals[i]);
        pthread_sigmask(SIG_UNBLOCK, &one, NULL);
    }
    watching = 1;
    return pipe_fds[0];
}

int cterminal_take_termination(int *from_terminal) {
    unsigned char byte = 0;
    ssize_t count = read(pipe_fds[0], &byte, 1);
    if (count != 1) return 0;
    *from_terminal = (byte & 0x80) != 0;
    return byte & 0x7F;
}

void cterminal_acknowledge_termination(void) { atomic_store(&pending_signal, 0); }

int cterminal_enable_interrupt_key(int fd) {
    struct termios mode;
    if (tcgetattr(fd, &mode) != 0) return -1;
    // Only the interrupt key makes a signal: Ctrl-C reaches the app even while its
    // main thread is busy. Quit (Ctrl-\) and suspend (Ctrl-Z) stay ordinary keys.
    mode.c_lflag |= ISIG;
    mode.c_cc[VINTR] = 0x03;
    mode.c_cc[VQUIT] = _POSIX_VDISABLE;
    mode.c_cc[VSUSP] = _POSIX_VDISABLE;
    return tcsetattr(fd, TCSANOW, &mode);
}
