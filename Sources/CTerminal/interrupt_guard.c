#define _GNU_SOURCE 1
#include "cterminal.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <pthread.h>
#include <semaphore.h>
#include <stdatomic.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

// Ctrl-C while the main thread is busy, under the kitty keyboard protocol.
//
// With ISIG on, the terminal's Ctrl-C byte (0x03) becomes SIGINT in the kernel,
// which the termination watchdog answers however busy the app is. The kitty
// keyboard protocol sends Ctrl-C as `CSI 99;5u` instead: no byte the kernel
// knows, so no signal, and a busy app would never see it. This guard stands in
// for the kernel. A thread blocks in poll(2) on the input (no wakeup while the
// terminal is quiet); when input has waited `threshold` milliseconds with no
// read by the main thread, the main thread is busy: the guard reads the waiting
// bytes into a buffer the main thread's reads drain first (nothing is lost or
// reordered), and a Ctrl-C among them is noted exactly as the signal would be.
// A pipe tells the event loop the buffer has bytes, since the descriptor itself
// no longer shows them.

enum { capacity = 64 * 1024 };

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static unsigned char taken[capacity];
static size_t taken_count = 0;   // guarded by lock
static size_t scanned = 0;       // guarded by lock: bytes already searched for Ctrl-C

static atomic_int input_fd = -1;
static atomic_int enabled = 0;
static atomic_uint main_reads = 0;
static int threshold_milliseconds = 250;
static int wake_fds[2] = {-1, -1};
static sem_t armed;
static int started = 0;  // main thread only

static int readable_now(int fd) {
    struct pollfd descriptor = {.fd = fd, .events = POLLIN, .revents = 0};
    int ready;
    while ((ready = poll(&descriptor, 1, 0)) < 0 && errno == EINTR) {}
    return ready > 0 && (descriptor.revents & POLLIN);
}

// Whether `bytes` hold Ctrl-C as the kitty protocol sends it: CSI 99 ; M [: E] u,
// where M - 1 has Ctrl and no other modifier but Caps Lock and Num Lock, and the
// event E (if any) is a press (1) or a repeat (2), not a release (3).
static int contains_control_c(const unsigned char *bytes, size_t count) {
    static const char prefix[] = "\x1b[99;";
    const size_t prefix_length = sizeof(prefix) - 1;
    for (size_t i = 0; i + prefix_length < count; i++) {
        if (memcmp(bytes + i, prefix, prefix_length) != 0) continue;
        size_t j = i + prefix_length;
        int modifiers = 0, event = 1, digits = 0;
        while (j < count && bytes[j] >= '0' && bytes[j] <= '9' && digits < 4) {
            modifiers = modifiers * 10 + (bytes[j++] - '0');
            digits++;
        }
        if (digits == 0) continue;
        if (j < count && bytes[j] == ':') {
            j++;
            event = 0;
            while (j < count && bytes[j] >= '0' && bytes[j] <= '9' && event < 10) event = event * 10 + (bytes[j++] - '0');
        }
        if (j >= count || bytes[j] != 'u') continue;
        int pressed = (modifiers - 1) & ~(64 | 128);
        if (pressed == 4 && (event == 1 || event == 2)) return 1;
    }
    return 0;
}

static void take_waiting_input(int fd) {
    int found = 0;
    pthread_mutex_lock(&lock);
    while (taken_count < capacity && readable_now(fd)) {
        ssize_t count = read(fd, taken + taken_count, capacity - taken_count);
        if (count < 0 && errno == EINTR) continue;
        if (count <= 0) break;  // the end of input: the main thread will meet it too
        taken_count += (size_t)count;
    }
    // A sequence may have been cut by the last take: search again from a little before.
    size_t from = scanned > 16 ? scanned - 16 : 0;
    found = contains_control_c(taken + from, taken_count - from);
    scanned = taken_count;
    pthread_mutex_unlock(&lock);
    unsigned char byte = 1;
    while (write(wake_fds[1], &byte, 1) < 0 && errno == EINTR) {}
    if (found) cterminal_note_interrupt_key();
}

static void sleep_milliseconds(int milliseconds) {
    struct timespec step = {.tv_sec = milliseconds / 1000, .tv_nsec = (long)(milliseconds % 1000) * 1000000L};
    while (nanosleep(&step, &step) != 0 && errno == EINTR) {}
}

static void *guard(void *unused) {
    (void)unused;
    for (;;) {
        while (!atomic_load(&enabled)) {
            while (sem_wait(&armed) != 0) {}
        }
        int fd = atomic_load(&input_fd);
        struct pollfd descriptor = {.fd = fd, .events = POLLIN, .revents = 0};
        if (poll(&descriptor, 1, -1) <= 0) continue;
        if (!(descriptor.revents & POLLIN)) {
            // Hung up or closed: the main thread meets the end; nothing to guard.
            atomic_store(&enabled, 0);
            continue;
        }
        unsigned reads = atomic_load(&main_reads);
        sleep_milliseconds(threshold_milliseconds);
        if (!atomic_load(&enabled) || atomic_load(&main_reads) != reads) continue;
        take_waiting_input(fd);
        // Until the main thread reads again, later input is taken as it comes.
        while (atomic_load(&enabled) && atomic_load(&main_reads) == reads) {
            if (poll(&descriptor, 1, threshold_milliseconds) > 0 && (descriptor.revents & POLLIN)) {
                if (atomic_load(&main_reads) != reads) break;
                pthread_mutex_lock(&lock);
                int full = taken_count == capacity;
                pthread_mutex_unlock(&lock);
                if (full) {
                    sleep_milliseconds(threshold_milliseconds);
                    continue;
                }
                take_waiting_input(fd);
            } else if (descriptor.revents & (POLLHUP | POLLERR | POLLNVAL)) {
                break;
            }
        }
    }
    return NULL;
}

int cterminal_interrupt_guard_wake_fd(void) {
    if (wake_fds[0] >= 0) return wake_fds[0];
    if (pipe2(wake_fds, O_CLOEXEC | O_NONBLOCK) != 0) {
        wake_fds[0] = wake_fds[1] = -1;
        return -1;
    }
    return wake_fds[0];
}

void cterminal_interrupt_guard_drain_wake(void) {
    unsigned char bytes[64];
    while (read(wake_fds[0], bytes, sizeof(bytes)) > 0) {}
}

int cterminal_interrupt_guard_enable(int fd, int on, int threshold_ms) {
    if (!on) {
        atomic_store(&enabled, 0);
        return 0;
    }
    if (cterminal_interrupt_guard_wake_fd() < 0) return -1;
    if (!started) {
        if (sem_init(&armed, 0, 0) != 0) return -1;
        threshold_milliseconds = threshold_ms > 0 ? threshold_ms : 250;
        if (cterminal_start_thread_without_signals(guard) != 0) return -1;
        started = 1;
    }
    atomic_store(&input_fd, fd);
    if (!atomic_exchange(&enabled, 1)) sem_post(&armed);
    return 0;
}

ssize_t cterminal_interrupt_guard_read(int fd, void *buffer, size_t count) {
    atomic_fetch_add(&main_reads, 1);
    pthread_mutex_lock(&lock);
    ssize_t result;
    if (taken_count > 0) {
        size_t moved = taken_count < count ? taken_count : count;
        memcpy(buffer, taken, moved);
        memmove(taken, taken + moved, taken_count - moved);
        taken_count -= moved;
        scanned = scanned > moved ? scanned - moved : 0;
        result = (ssize_t)moved;
    } else if (readable_now(fd)) {
        // Under the lock, so the guard cannot take these bytes between the check
        // and the read (which would then block).
        result = read(fd, buffer, count);
    } else {
        errno = EAGAIN;
        result = -1;
    }
    pthread_mutex_unlock(&lock);
    return result;
}

size_t cterminal_interrupt_guard_pending(void) {
    pthread_mutex_lock(&lock);
    size_t count = taken_count;
    pthread_mutex_unlock(&lock);
    return count;
}
