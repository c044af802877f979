// termui-pty-fixture: a tiny program the TermUITesting harness drives through a pty.
//
//   termui-pty-fixture MODE
//
//   keys [app] raw mode; prints the bytes of each read() as hex ("read: 1b 5b 41"); 'q' quits;
//            "app" switches on application cursor keys first
//   screen   wide and combining characters, bold/underline/italic/reverse, indexed and RGB
//            colours, the cursor parked at row 10 col 5; waits for a key, then exits 0
//   winch    prints "size COLSxROWS" at start and after each SIGWINCH; 'q' quits
//   env      prints the environment and signal state the harness promises, then exits 0
//   exit N   prints "bye N" and exits with status N
//   crash    prints "crashing" and kills itself with SIGABRT
//   altscreen enters the alternate screen, hides the cursor and exits 0 without restoring
//   fds      prints how many descriptors besides 0-2 it inherited ("open-fds=0")
//   query    asks the terminal for its device attributes (CSI c) and prints the reply
//   hold     waits for a key, then exits 0
//   late [S] prints "early", then S (3) s later "late" (each a frame); waits for a key, exits 0
//   animation prints "step 1".."step 4" 300 ms apart, each frame marked as animating
//            (OSC 5379;ready;<n>;animating), then "done" (an ordinary frame); waits for a key
//   slow     raw mode; reads one byte at a time; on 's' prints "slow N started" (no frame),
//            works 1.5 s, then prints "slow N done" as a frame whose marker says how many
//            bytes were read (OSC 5379;ready;<n>;in=<bytes>); 'q' exits 0
//
// With TERMUI_READY_MARKER=1 each finished "frame" ends with OSC 5379;ready;<n> BEL.
#define _GNU_SOURCE
#include <dirent.h>
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <poll.h>
#include <sys/signalfd.h>
#include <termios.h>
#include <unistd.h>

static int frame_count = 0;

static void put(const char *text) {
    size_t length = strlen(text);
    while (length > 0) {
        ssize_t written = write(STDOUT_FILENO, text, length);
        if (written < 0) {
            if (errno == EINTR) continue;
            return;
        }
        text += written;
        length -= (size_t)written;
    }
}

static void marker(const char *suffix) {
    const char *flag = getenv("TERMUI_READY_MARKER");
    if (flag == NULL || strcmp(flag, "1") != 0) return;
    char text[64];
    snprintf(text, sizeof text, "\033]5379;ready;%d%s\007", ++frame_count, suffix);
    put(text);
}

static void ready(void) { marker(""); }

static void raw_mode(void) {
    struct termios settings;
    if (tcgetattr(STDIN_FILENO, &settings) != 0) return;
    cfmakeraw(&settings);
    settings.c_oflag |= OPOST | ONLCR;
    tcsetattr(STDIN_FILENO, TCSANOW, &settings);
}

static int read_key(unsigned char *buffer, size_t size) {
    for (;;) {
        ssize_t count = read(STDIN_FILENO, buffer, size);
        if (count < 0 && errno == EINTR) continue;
        return (int)count;
    }
}

static int run_keys(int application_mode) {
    raw_mode();
    // Application cursor keys, as ncurses' smkx asks for: arrows then arrive as ESC O A.
    if (application_mode) put("\033[?1h\033=");
    put("keys ready\n");
    ready();
    unsigned char buffer[256];
    for (;;) {
        int count = read_key(buffer, sizeof buffer);
        if (count <= 0) return 1;
        char line[1024] = "read:";
        for (int i = 0; i < count; i++) {
            char hex[8];
            snprintf(hex, sizeof hex, " %02x", buffer[i]);
            strcat(line, hex);
        }
        strcat(line, "\n");
        put(line);
        ready();
        if (count == 1 && buffer[0] == 'q') return 0;
    }
}

static int run_screen(void) {
    raw_mode();
    put("\033[2J\033[H");
    put("plain \xe4\xb8\x96\xe7\x95\x8c wide e\xcc\x81 combining\r\n");
    put("\033[1mbold\033[0m \033[4munderline\033[0m \033[3mitalic\033[0m \033[7mreverse\033[0m\r\n");
    put("\033[31mred\033[0m \033[38;5;208morange\033[0m \033[48;5;21mbluebg\033[0m "
        "\033[38;2;10;20;30mrgb\033[0m \033[1;4;38;5;46mall\033[0m\r\n");
    put("\033[11;6H");
    ready();
    unsigned char key;
    read_key(&key, 1);
    return 0;
}

static void print_size(void) {
    struct winsize size;
    if (ioctl(STDOUT_FILENO, TIOCGWINSZ, &size) != 0) return;
    char line[64];
    snprintf(line, sizeof line, "size %dx%d\n", size.ws_col, size.ws_row);
    put(line);
    ready();
}

static int run_winch(void) {
    raw_mode();
    // SIGWINCH is blocked and read from a signalfd beside stdin: no handler, so none
    // is lost between a check and the wait. (It was a handler and pselect, whose
    // signal mask ThreadSanitizer does not honour: a deferred SIGWINCH stayed pending
    // behind the blocked mask and `make sanitize` timed out waiting for the new size.)
    sigset_t winch;
    sigemptyset(&winch);
    sigaddset(&winch, SIGWINCH);
    sigprocmask(SIG_BLOCK, &winch, NULL);
    int signals = signalfd(-1, &winch, SFD_CLOEXEC);
    if (signals < 0) return 1;
    print_size();
    for (;;) {
        struct pollfd watched[2] = {{.fd = STDIN_FILENO, .events = POLLIN}, {.fd = signals, .events = POLLIN}};
        if (poll(watched, 2, -1) < 0) {
            if (errno == EINTR) continue;
            return 1;
        }
        if (watched[1].revents & POLLIN) {
            struct signalfd_siginfo info;
            if (read(signals, &info, sizeof info) == (ssize_t)sizeof info) print_size();
        }
        if (!(watched[0].revents & (POLLIN | POLLHUP))) continue;
        unsigned char key;
        ssize_t count = read(STDIN_FILENO, &key, 1);
        if (count == 1 && key == 'q') return 0;
        if (count == 0 || (count < 0 && errno != EINTR)) return 1;
    }
}

static int run_env(void) {
    const char *names[] = {"TERM", "LANG", "LC_ALL", "ESCDELAY", "LINES", "COLUMNS",
                           "TERMUI_READY_MARKER", "EXTRA"};
    char line[512];
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        const char *value = getenv(names[i]);
        snprintf(line, sizeof line, "%s=%s\n", names[i], value ? value : "(unset)");
        put(line);
    }
    const char *home = getenv("HOME");
    snprintf(line, sizeof line, "home-is-temporary=%s\n",
             home && strstr(home, "termui-pty-") ? "yes" : "no");
    put(line);
    sigset_t mask;
    sigprocmask(SIG_SETMASK, NULL, &mask);
    int blocked = 0;
    for (int signo = 1; signo < 32; signo++) blocked += sigismember(&mask, signo) == 1;
    snprintf(line, sizeof line, "blocked-signals=%d\n", blocked);
    put(line);
    int handled = 0;
    for (int signo = 1; signo < 32; signo++) {
        struct sigaction current;
        // exec resets handlers but keeps SIG_IGN, so an ignored signal is what could leak.
        if (sigaction(signo, NULL, &current) == 0 && current.sa_handler == SIG_IGN) handled++;
    }
    snprintf(line, sizeof line, "ignored-signals=%d\n", handled);
    put(line);
    snprintf(line, sizeof line, "session-leader=%s\n", getsid(0) == getpid() ? "yes" : "no");
    put(line);
    snprintf(line, sizeof line, "controlling-tty=%s\n",
             tcgetpgrp(STDIN_FILENO) == getpgrp() ? "yes" : "no");
    put(line);
    ready();
    return 0;
}

// Counts descriptors other than 0, 1 and 2: anything else was inherited from the harness.
static int run_fds(void) {
    DIR *folder = opendir("/proc/self/fd");
    if (folder == NULL) {
        put("open-fds=unknown\n");
        return 1;
    }
    int count = 0;
    struct dirent *entry;
    while ((entry = readdir(folder)) != NULL) {
        if (entry->d_name[0] == '.') continue;
        int fd = atoi(entry->d_name);
        if (fd > STDERR_FILENO && fd != dirfd(folder)) count++;
    }
    closedir(folder);
    char line[64];
    snprintf(line, sizeof line, "open-fds=%d\n", count);
    put(line);
    ready();
    return 0;
}

static int run_query(void) {
    raw_mode();
    put("\033[c");
    unsigned char buffer[64];
    int count = read_key(buffer, sizeof buffer);
    char line[512] = "reply:";
    for (int i = 0; i < count; i++) {
        char hex[8];
        snprintf(hex, sizeof hex, " %02x", buffer[i]);
        strcat(line, hex);
    }
    strcat(line, "\n");
    put(line);
    ready();
    return 0;
}

int main(int argc, char **argv) {
    const char *mode = argc > 1 ? argv[1] : "";
    if (strcmp(mode, "keys") == 0) return run_keys(argc > 2 && strcmp(argv[2], "app") == 0);
    if (strcmp(mode, "screen") == 0) return run_screen();
    if (strcmp(mode, "winch") == 0) return run_winch();
    if (strcmp(mode, "env") == 0) return run_env();
    if (strcmp(mode, "query") == 0) return run_query();
    if (strcmp(mode, "fds") == 0) return run_fds();
    if (strcmp(mode, "exit") == 0) {
        int code = argc > 2 ? atoi(argv[2]) : 0;
        char line[32];
        snprintf(line, sizeof line, "bye %d\n", code);
        put(line);
        return code;
    }
    if (strcmp(mode, "crash") == 0) {
        put("crashing\n");
        signal(SIGABRT, SIG_DFL);
        kill(getpid(), SIGABRT);
        return 0;
    }
    if (strcmp(mode, "altscreen") == 0) {
        put("\033[?1049h\033[?25l\033[2J\033[Hleft in the alternate screen\n");
        ready();
        return 0;
    }
    if (strcmp(mode, "hold") == 0) {
        raw_mode();
        put("holding\n");
        ready();
        unsigned char key;
        read_key(&key, 1);
        return 0;
    }
    if (strcmp(mode, "late") == 0) {
        raw_mode();
        put("early\n");
        ready();
        // Output that comes late is what this mode serves (argv[2] seconds, default 3).
        sleep(argc > 2 ? (unsigned)atoi(argv[2]) : 3);  // wait-ok
        put("late\n");
        ready();
        unsigned char key;
        read_key(&key, 1);
        return 0;
    }
    if (strcmp(mode, "animation") == 0) {
        raw_mode();
        for (int step = 1; step <= 4; step++) {
            char text[32];
            snprintf(text, sizeof text, "step %d\n", step);
            put(text);
            marker(";animating");
            // Frames further apart than settle's quiet period are what this mode serves.
            usleep(300 * 1000);  // wait-ok
        }
        put("done\n");
        ready();
        unsigned char key;
        read_key(&key, 1);
        return 0;
    }
    if (strcmp(mode, "slow") == 0) {
        raw_mode();
        put("slow ready\r\n");
        ready();
        int bytes = 0, slow = 0;
        unsigned char key;
        while (read_key(&key, 1) == 1) {
            bytes += 1;
            if (key == 'q') return 0;
            if (key != 's') continue;
            char text[64];
            snprintf(text, sizeof text, "slow %d started\r\n", ++slow);
            put(text);
            // A slow key, handled with no frame until it is done, is what this mode serves.
            usleep(1500 * 1000);  // wait-ok
            snprintf(text, sizeof text, "slow %d done\r\n", slow);
            put(text);
            snprintf(text, sizeof text, ";in=%d", bytes);
            marker(text);
        }
        return 0;
    }
    fprintf(stderr, "usage: termui-pty-fixture keys|screen|winch|env|exit N|crash|altscreen|fds|query|hold|late|animation|slow\n");
    return 2;
}
