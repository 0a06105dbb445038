/*
 * floor: the least a program can do to show the All Kanji list and move its highlight with
 * ncursesw. No cell buffer, no views, no coordinators: the rows are read once from a file,
 * a key redraws only the rows it changes, and ncurses' own refresh sends the bytes.
 *
 *   floor LAYOUT.tsv
 *
 * LAYOUT.tsv is written by `kanji-bench floor-layout` from the app's own headless frames, so
 * the floor shows the very same text in the very same styles (tab-separated fields):
 *
 *   size   WIDTH  HEIGHT
 *   list   TOP    HEIGHT  MARGIN              the list area of the All Kanji screen
 *   line   SCREEN Y  TEXT  STYLES             screen 1: All Kanji's rows outside the list;
 *                                             screen 2: every row of the Words tab
 *   item   TEXT   STYLES  SELECTED-TEXT  SELECTED-STYLES   one list row, in order
 *
 * TEXT is a row as a terminal shows it (a wide glyph once); STYLES has one letter per cell as
 * in the project's snapshots ('>' for the right half of a wide glyph). Colours and attributes
 * are the app's theme (TermNcurses/Theme.swift) for the same letters.
 *
 * Keys, as the app: j/k and the arrows move by one, PgDn/PgUp by a page, keeping two rows of
 * margin when scrolling; 2 or Tab shows the Words screen, 1 (or Shift-Tab) the list again;
 * q quits.
 */
#ifndef _XOPEN_SOURCE
#define _XOPEN_SOURCE 700
#endif
#define _XOPEN_SOURCE_EXTENDED 1
#define NCURSES_WIDECHAR 1
#include <locale.h>
#include <ncursesw/curses.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <wchar.h>

struct row {
  wchar_t *text;
  char *styles;
};

struct item {
  struct row normal, selected;
};

static int width, height, list_top, list_height, margin = 2;
static struct row *chrome[2]; /* per screen, indexed by y */
static struct item *items;
static int item_count, item_capacity;

static void fail(const char *message) {
  endwin();
  fprintf(stderr, "floor: %s\n", message);
  exit(1);
}

static wchar_t *widen(const char *utf8) {
  size_t n = mbstowcs(NULL, utf8, 0);
  if (n == (size_t)-1) fail("the layout is not valid UTF-8");
  wchar_t *w = malloc((n + 1) * sizeof *w);
  mbstowcs(w, utf8, n + 1);
  return w;
}

static struct row make_row(const char *text, const char *styles) {
  struct row r = {widen(text), strdup(styles)};
  return r;
}

/* Splits line in place at tabs into at most max fields; returns how many. */
static int split(char *line, char **fields, int max) {
  int n = 0;
  line[strcspn(line, "\n")] = 0;
  while (n < max) {
    fields[n++] = line;
    char *tab = strchr(line, '\t');
    if (!tab) break;
    *tab = 0;
    line = tab + 1;
  }
  return n;
}

static void load(const char *path) {
  FILE *f = fopen(path, "r");
  if (!f) {
    perror(path);
    exit(1);
  }
  char *line = NULL;
  size_t cap = 0;
  char *field[6];
  while (getline(&line, &cap, f) > 0) {
    int n = split(line, field, 6);
    if (strcmp(field[0], "size") == 0 && n == 3) {
      width = atoi(field[1]);
      height = atoi(field[2]);
      for (int s = 0; s < 2; s++) chrome[s] = calloc((size_t)height, sizeof(struct row));
    } else if (strcmp(field[0], "list") == 0 && n == 4) {
      list_top = atoi(field[1]);
      list_height = atoi(field[2]);
      margin = atoi(field[3]);
    } else if (strcmp(field[0], "line") == 0 && n == 5 && height > 0) {
      int screen = atoi(field[1]) - 1, y = atoi(field[2]);
      if (screen < 0 || screen > 1 || y < 0 || y >= height) fail("a line outside the screen");
      chrome[screen][y] = make_row(field[3], field[4]);
    } else if (strcmp(field[0], "item") == 0 && n == 5) {
      if (item_count == item_capacity) {
        item_capacity = item_capacity ? item_capacity * 2 : 1024;
        items = realloc(items, (size_t)item_capacity * sizeof *items);
      }
      items[item_count].normal = make_row(field[1], field[2]);
      items[item_count].selected = make_row(field[3], field[4]);
      item_count++;
    }
  }
  free(line);
  fclose(f);
  if (width <= 0 || list_height <= 0 || item_count == 0) fail("the layout has no size, list or items");
}

/* The app's theme: pair = role + 1, the same colours, the same extra attributes. */
static const char role_letters[] = ".staydhcekimfo";

static void install_theme(void) {
  static const short colors[][2] = {
    {-1, -1},                        /* normal */
    {COLOR_BLACK, COLOR_CYAN},       /* selected */
    {COLOR_BLACK, COLOR_YELLOW},     /* active tab */
    {-1, -1},                        /* tab */
    {-1, -1},                        /* dim */
    {COLOR_YELLOW, -1},              /* title */
    {COLOR_CYAN, -1},                /* accent */
    {COLOR_RED, -1},                 /* error */
    {COLOR_CYAN, -1},                /* hint */
    {COLOR_BLUE, -1},                /* border */
    {COLOR_YELLOW, -1},              /* marker */
    {-1, -1},                        /* field */
    {COLOR_GREEN, -1},               /* success */
  };
  start_color();
  use_default_colors();
  for (short role = 0; role < 13; role++) init_pair(role + 1, colors[role][0], colors[role][1]);
}

static void style_for(char letter, attr_t *attrs, short *pair) {
  *attrs = A_NORMAL;
  *pair = 1;
  if (letter == 'b') {
    *attrs = A_BOLD;
    return;
  }
  const char *at = strchr(role_letters, letter);
  int role = at ? (int)(at - role_letters) : 0;
  *pair = (short)(role + 1);
  switch (letter) {
  case 't': case 'h': case 'e': *attrs = A_BOLD; break;      /* active tab, title, error */
  case 'd': *attrs = A_DIM; break;
  case 'f': *attrs = A_UNDERLINE; break;
  }
}

static const cchar_t *line_char(wchar_t c) {
  switch (c) {
  case L'─': return WACS_HLINE;
  case L'│': return WACS_VLINE;
  case L'┌': return WACS_ULCORNER;
  case L'┐': return WACS_URCORNER;
  case L'└': return WACS_LLCORNER;
  case L'┘': return WACS_LRCORNER;
  case L'├': return WACS_LTEE;
  case L'┤': return WACS_RTEE;
  case L'┬': return WACS_TTEE;
  case L'┴': return WACS_BTEE;
  case L'┼': return WACS_PLUS;
  default: return NULL;
  }
}

/* Draws one row at y, glyph by glyph at its own column, as the app's backend does. */
static void draw_row(int y, const struct row *r) {
  if (!r->text) return;
  int x = 0;
  for (const wchar_t *c = r->text; *c && x < width; c++) {
    int w = wcwidth(*c);
    if (w == 0 && x > 0) continue; /* a combining mark: the rows here have none worth drawing */
    attr_t attrs;
    short pair;
    style_for(r->styles[x], &attrs, &pair);
    const cchar_t *line = line_char(*c);
    cchar_t cc;
    if (line) {
      wchar_t wch[CCHARW_MAX];
      attr_t own;
      short own_pair;
      getcchar(line, wch, &own, &own_pair, NULL);
      setcchar(&cc, wch, own | attrs, pair, NULL);
    } else {
      wchar_t one[2] = {*c, 0};
      setcchar(&cc, one, attrs, pair, NULL);
    }
    mvwadd_wch(stdscr, y, x, &cc);
    x += w > 1 ? w : 1;
  }
}

static int selected, top, screen;

static void draw_list(void) {
  for (int i = 0; i < list_height; i++) {
    int index = top + i;
    if (index < item_count) draw_row(list_top + i, index == selected ? &items[index].selected : &items[index].normal);
  }
}

static void draw_screen(int s) {
  screen = s;
  for (int y = 0; y < height; y++) draw_row(y, &chrome[s][y]);
  if (s == 0) draw_list();
}

static void move_selection(int by) {
  int old = selected, old_top = top;
  selected += by;
  if (selected > item_count - 1) selected = item_count - 1;
  if (selected < 0) selected = 0;
  if (selected == old) return;
  int m = margin < (list_height - 1) / 2 ? margin : (list_height - 1) / 2;
  if (selected < top + m) top = selected - m;
  if (selected > top + list_height - 1 - m) top = selected - list_height + 1 + m;
  if (top > item_count - list_height) top = item_count - list_height;
  if (top < 0) top = 0;
  if (top != old_top) {
    draw_list();
  } else {
    draw_row(list_top + old - top, &items[old].normal);
    draw_row(list_top + selected - top, &items[selected].selected);
  }
}

int main(int argc, char **argv) {
  if (argc != 2) {
    fprintf(stderr, "usage: floor LAYOUT.tsv\n");
    return 64;
  }
  setlocale(LC_ALL, "");
  load(argv[1]);
  if (!newterm(NULL, stdout, stdin)) fail("cannot start the terminal");
  raw();
  noecho();
  nonl();
  keypad(stdscr, TRUE);
  set_escdelay(25);
  install_theme();
  curs_set(0);
  draw_screen(0);
  refresh();
  for (;;) {
    wint_t key;
    int rc = wget_wch(stdscr, &key);
    if (rc == ERR) continue;
    int page = list_height;
    if (rc == KEY_CODE_YES) {
      switch (key) {
      case KEY_DOWN: if (screen == 0) move_selection(1); break;
      case KEY_UP: if (screen == 0) move_selection(-1); break;
      case KEY_NPAGE: if (screen == 0) move_selection(page); break;
      case KEY_PPAGE: if (screen == 0) move_selection(-page); break;
      case KEY_BTAB: draw_screen(0); break;
      }
    } else {
      switch (key) {
      case 'j': if (screen == 0) move_selection(1); break;
      case 'k': if (screen == 0) move_selection(-1); break;
      case '1': draw_screen(0); break;
      case '2': case '\t': draw_screen(1); break;
      case 'q': case 'Q': case 3: endwin(); return 0;
      }
    }
    refresh();
  }
}
