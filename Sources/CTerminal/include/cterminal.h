// Async-signal-safe terminal restore and small termios / ioctl helpers for CursesKit.
//
// At start CursesKit saves the terminal's termios and the bytes that put the
// terminal back (leave the alternate screen, show the cursor, reset SGR, turn
// mouse tracking and keypad mode off). Fatal-signal handlers and an atexit hook
// write those bytes and restore the termios with async-signal-safe calls only,
// so a crash never leaves a garbled terminal.
#ifndef TERMUI_CTERMINAL_H
#define TERMUI_CTERMINAL_H

#include <stddef.h>
#include <sys/types.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Saves the termios of `fd` (when it is a terminal) and remembers `fd` as where the
/// restore bytes go. Installs, once per process, handlers for SIGSEGV, SIGBUS,
/// SIGILL, SIGTRAP, SIGFPE, SIGABRT and SIGQUIT that restore, print one line
/// naming the signal on the restored terminal and end the process with it (the
/// default action; with SWIFT_BACKTRACE set they hand it to the Swift backtracer,
/// which can then print its report), and an atexit hook. Returns 0, or -1 with errno set when the termios could not be read.
int cterminal_install(int fd);
/// Undoes cterminal_install when the terminal could not be set up after it:
/// the crash handlers that were there before come back and nothing is restored.
void cterminal_uninstall(void);

/// Replaces the bytes written on restore (copied; at most 511 bytes are kept).
void cterminal_set_restore_sequence(const char *bytes, size_t length);

/// Marks the terminal as being in application modes (1) or already restored (0).
/// The handlers restore only while it is 1.
void cterminal_set_active(int active);

/// Returns 1 while the terminal is in application modes.
int cterminal_is_active(void);

/// Writes the restore bytes, restores the saved termios and marks the terminal
/// restored. Async-signal-safe; does nothing when not active.
void cterminal_restore_now(void);

/// Sends standard error to a memory file while curses owns the terminal (a message
/// written there would garble the screen and vanish with the alternate screen).
/// ``cterminal_restore_now`` puts standard error back and replays the messages, so a
/// crash message appears on the restored terminal. Returns 0, or -1 if not captured.
int cterminal_capture_stderr(void);

/// Takes SIGTERM, SIGHUP and SIGINT over (sigaction) so they are answered even
/// while the main thread is busy: each is written as one byte to a pipe whose read
/// end is returned (the event loop watches it), and a watchdog thread restores the
/// terminal and calls `_exit(128 + signal)` unless the main thread ends the process
/// or calls ``cterminal_acknowledge_termination`` within `grace_ms`. A second
/// signal before that ends the process at once. Returns -1 on failure.
int cterminal_watch_termination(int grace_ms);

/// Reads one noted signal from the pipe: returns its number (0 when none) and
/// sets `from_terminal` for a SIGINT the terminal's interrupt key (Ctrl-C) sent.
int cterminal_take_termination(int *from_terminal);

/// Tells the watchdog the main thread has taken the pending signal (a Ctrl-C it
/// handles as a key); the process is not ended for it.
void cterminal_acknowledge_termination(void);

/// Starts a detached thread running `body` with every signal blocked (signals
/// must interrupt the thread doing the work). Returns 0, or -1 on failure.
int cterminal_start_thread_without_signals(void *(*body)(void *));

/// Notes a Ctrl-C typed at the terminal as the SIGINT handler would (the main
/// thread may take it as a key within the grace period). For a Ctrl-C that
/// arrives as a key sequence rather than as the interrupt character.
void cterminal_note_interrupt_key(void);

/// Guards Ctrl-C under the kitty keyboard protocol, which sends it as
/// `CSI 99;5u` (no signal): once input on `fd` has waited `threshold_ms` with no
/// read by the main thread, a guard thread takes the waiting bytes into a buffer
/// and notes a Ctrl-C among them (``cterminal_note_interrupt_key``). Reads must
/// then go through ``cterminal_interrupt_guard_read``. `on` 0 stops guarding.
/// Returns 0, or -1 if the guard could not start.
int cterminal_interrupt_guard_enable(int fd, int on, int threshold_ms);

/// Reads what the guard took first, then `fd` (only if it has bytes: never
/// blocks; -1 with EAGAIN when nothing waits).
ssize_t cterminal_interrupt_guard_read(int fd, void *buffer, size_t count);

/// The bytes the guard took that no read has drained yet.
size_t cterminal_interrupt_guard_pending(void);

/// A descriptor that becomes readable when the guard has taken bytes (the
/// input descriptor no longer shows them); -1 on failure.
int cterminal_interrupt_guard_wake_fd(void);

/// Empties the wake descriptor.
void cterminal_interrupt_guard_drain_wake(void);

/// Turns ISIG on with only the interrupt character (Ctrl-C) active, so the
/// terminal sends SIGINT for it even while the app is not reading input.
int cterminal_enable_interrupt_key(int fd);

/// Puts the terminal of `fd` in the input mode ncurses' raw(), noecho() and nonl()
/// set, without ncurses (an inline app draws below the shell's lines, where
/// ncurses, which owns the whole screen, cannot): no line editing, no echo, no
/// signal keys, no flow control, Return read as CR; output processing is left
/// as it was. cterminal_restore_now puts the saved termios back. Returns 0 or -1.
int cterminal_enter_raw_mode(int fd);

/// Flushes the C library's standard output stream (what `print` wrote and
/// stdio still holds). With `line_buffered` set, makes it line-buffered from
/// now on, whatever descriptor 1 is (an inline app moves it onto a pipe).
void cterminal_flush_stdout(int line_buffered);

/// Reads the window size of `fd` with TIOCGWINSZ. Returns 0 on success.
int cterminal_window_size(int fd, int *rows, int *columns);

/// Reads the window's size in pixels with TIOCGWINSZ (0 × 0 where the
/// terminal does not say). Returns 0 on success.
int cterminal_window_pixels(int fd, int *width, int *height);

/// Stops the process (SIGSTOP) the way the default SIGTSTP action would; returns
/// once it is continued.
void cterminal_stop_self(void);

/// Opens a pseudo-terminal pair (both ends close-on-exec, the slave not made the
/// controlling terminal) of `rows` x `columns`, for tests that run a screen in
/// process. Returns 0, or an errno value.
int cterminal_open_pty_pair(int *master, int *slave, unsigned short rows, unsigned short columns);

/// Gives the heap's free pages back to the system (glibc's `malloc_trim(0)`,
/// which also returns free pages in the middle of every arena, the threads'
/// arenas included); does nothing where the C library has no such call.
/// Returns 1 when memory was given back, else 0.
int cterminal_give_back_free_memory(void);

#ifdef __cplusplus
}
#endif

#endif
