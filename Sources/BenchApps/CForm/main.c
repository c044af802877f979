// termui-bench-cform: one libformw field in plain C ncurses, the floor the
// hosted FormWidget and CursesKit's TextInput are compared with
// (Sources/Bench/FormFieldSection.swift).
//
// A title and one 8-column field at row 2, column 10, after a label. Keys go
// to form_driver as requests (characters, Backspace, Delete, arrows, Home,
// End). By default the form's window is stdscr, refreshed as ncurses does
// it; with --panels the form lives in its own window in a libpanelw panel
// over a background panel, and F2 shows or hides a "sheet" panel over the
// field (update_panels + doupdate). With TERMUI_READY_MARKER=1 it writes
// ESC ] 5379 ; ready ; N BEL after each frame, as CursesKit's Screen does.
// Ctrl-C quits.
#define _XOPEN_SOURCE_EXTENDED 1
#define NCURSES_WIDECHAR 1
#include <locale.h>
#include <ncursesw/curses.h>
#include <ncursesw/form.h>
#include <ncursesw/panel.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static int frames;
static int marker;
static int panels;

static void commit(void) {
    if (panels) {
        update_panels();
    } else {
        wnoutrefresh(stdscr);
    }
    doupdate();
    frames += 1;
    if (marker) {
        char text[48];
        int length = snprintf(text, sizeof text, "\033]5379;ready;%d\007", frames);
        ssize_t written = write(STDOUT_FILENO, text, (size_t)length);
        (void)written;
    }
}

static int request_for(int key) {
    switch (key) {
    case KEY_LEFT: return REQ_LEFT_CHAR;
    case KEY_RIGHT: return REQ_RIGHT_CHAR;
    case KEY_HOME: return REQ_BEG_FIELD;
    case KEY_END: return REQ_END_FIELD;
    case KEY_BACKSPACE: case 127: case 8: return REQ_DEL_PREV;
    case KEY_DC: return REQ_DEL_CHAR;
    default: return key;
    }
}

int main(int argc, char **argv) {
    const char *value = getenv("TERMUI_READY_MARKER");
    marker = value != NULL && strcmp(value, "1") == 0;
    panels = argc > 1 && strcmp(argv[1], "--panels") == 0;
    setlocale(LC_ALL, "");
    signal(SIGWINCH, SIG_IGN);
    initscr();
    set_escdelay(25);
    raw();
    noecho();
    nonl();
    keypad(stdscr, TRUE);

    attron(A_BOLD);
    mvaddstr(0, 2, "Bench: one form field");
    attroff(A_BOLD);
    mvaddstr(2, 2, "Code");

    FIELD *fields[2] = {new_field(1, 8, 0, 0, 0, 0), NULL};
    set_field_back(fields[0], A_UNDERLINE);
    field_opts_off(fields[0], O_AUTOSKIP);
    FORM *form = new_form(fields);
    WINDOW *formWindow = stdscr;
    PANEL *background = NULL;
    PANEL *field = NULL;
    PANEL *sheet = NULL;
    WINDOW *sheetWindow = NULL;
    if (panels) {
        formWindow = newwin(1, 8, 2, 10);
        keypad(formWindow, TRUE);
        background = new_panel(stdscr);
        field = new_panel(formWindow);
        sheetWindow = newwin(5, 30, 1, 6);
        box(sheetWindow, 0, 0);
        mvwaddstr(sheetWindow, 2, 2, "A sheet over the field");
        sheet = new_panel(sheetWindow);
        hide_panel(sheet);
        set_form_win(form, formWindow);
        set_form_sub(form, formWindow);
    } else {
        set_form_win(form, stdscr);
        set_form_sub(form, derwin(stdscr, 1, 8, 2, 10));
    }
    post_form(form);
    pos_form_cursor(form);
    commit();

    for (;;) {
        int key = wgetch(formWindow);
        if (key == 3) break;
        if (key == KEY_F(2) && panels) {
            if (panel_hidden(sheet)) {
                show_panel(sheet);
                curs_set(0);
            } else {
                hide_panel(sheet);
                curs_set(1);
            }
        } else if (key != ERR) {
            form_driver(form, request_for(key));
        }
        pos_form_cursor(form);
        if (panels) wnoutrefresh(formWindow);
        commit();
    }
    unpost_form(form);
    free_form(form);
    free_field(fields[0]);
    if (panels) {
        del_panel(sheet);
        del_panel(field);
        del_panel(background);
        delwin(sheetWindow);
        delwin(formWindow);
    }
    endwin();
    return 0;
}
