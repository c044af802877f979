// termui-bench-c: the bench's tiny app in plain C ncurses, the floor the
// CursesKit and TermUI versions are compared with (Sources/Bench/TinyAppSection).
//
// A title, a label, a focused "Add to Wallet" button whose Enter presses are
// counted, and a 20-step progress bar that Right advances one step. With
// TERMUI_READY_MARKER=1 it writes ESC ] 5379 ; ready ; N BEL after each
// frame, as CursesKit's Screen does. q or Ctrl-C quits.
#define _XOPEN_SOURCE_EXTENDED 1
#define NCURSES_WIDECHAR 1
#include <locale.h>
#include <ncursesw/curses.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

enum { BAR_WIDTH = 20, BAR_STEPS = 20 };

static int frames;
static int marker;

static void commit(void) {
    doupdate();
    frames += 1;
    if (marker) {
        char text[48];
        int length = snprintf(text, sizeof text, "\033]5379;ready;%d\007", frames);
        ssize_t written = write(STDOUT_FILENO, text, (size_t)length);
        (void)written;
    }
}

static void draw_count(int count) {
    mvprintw(4, 22, "Added %d times", count);
    clrtoeol();
}

static void draw_bar(int step) {
    for (int column = 0; column < BAR_WIDTH; column++) {
        mvaddstr(6, 2 + column, column < step * BAR_WIDTH / BAR_STEPS ? "\u2588" : " ");
    }
}

int main(void) {
    const char *value = getenv("TERMUI_READY_MARKER");
    marker = value != NULL && strcmp(value, "1") == 0;
    setlocale(LC_ALL, "");
    signal(SIGWINCH, SIG_IGN);
    initscr();
    set_escdelay(25);
    raw();
    noecho();
    nonl();
    keypad(stdscr, TRUE);
    curs_set(0);

    int count = 0;
    int step = 0;
    attron(A_BOLD);
    mvaddstr(0, 2, "Bench: a tiny app");
    attroff(A_BOLD);
    mvaddstr(2, 2, "One button, one counter and a 20-step bar.");
    attron(A_REVERSE);
    mvaddstr(4, 2, "[ Add to Wallet ]");
    attroff(A_REVERSE);
    draw_count(count);
    draw_bar(step);
    wnoutrefresh(stdscr);
    commit();

    for (;;) {
        int key = wgetch(stdscr);
        if (key == 'q' || key == 3) break;
        if (key == '\r' || key == '\n' || key == KEY_ENTER) {
            count += 1;
            draw_count(count);
        } else if (key == KEY_RIGHT) {
            if (step < BAR_STEPS) step += 1;
            draw_bar(step);
        } else if (key == KEY_LEFT) {
            step = 0;
            draw_bar(step);
        } else {
            continue;
        }
        wnoutrefresh(stdscr);
        commit();
    }
    endwin();
    return 0;
}
