#ifndef CNCURSES_SHIM_H
#define CNCURSES_SHIM_H

/* Wide-character ncurses: these must be defined before any curses header. */
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif

#include <locale.h>
#include <wchar.h>
#include <signal.h>
#include <stdio.h>
#include <ncursesw/curses.h>
#include <sys/ioctl.h>
#include <unistd.h>

/* Swift cannot import function-like macros, macro expressions or the
   non-constant globals below, so they are re-exported as inline functions. */

static inline WINDOW *cn_stdscr(void) { return stdscr; }
static inline WINDOW *cn_curscr(void) { return curscr; }
static inline int cn_lines(void) { return LINES; }
static inline int cn_cols(void) { return COLS; }
static inline int cn_colors(void) { return COLORS; }
static inline int cn_err(void) { return ERR; }
static inline int cn_ok(void) { return OK; }

/* Starts ncurses on the process's own standard output and input; NULL if TERM is unknown. */
static inline SCREEN *cn_newterm(void) { return newterm(NULL, stdout, stdin); }

/* Attributes. */
static inline attr_t cn_a_normal(void) { return A_NORMAL; }
static inline attr_t cn_a_bold(void) { return A_BOLD; }
static inline attr_t cn_a_dim(void) { return A_DIM; }
static inline attr_t cn_a_reverse(void) { return A_REVERSE; }
static inline attr_t cn_a_underline(void) { return A_UNDERLINE; }
static inline attr_t cn_a_italic(void) { return A_ITALIC; }
static inline attr_t cn_a_altcharset(void) { return A_ALTCHARSET; }
static inline attr_t cn_color_pair(short n) { return (attr_t)COLOR_PAIR(n); }

/* Keys that are function-like macros. */
static inline int cn_key_f(int n) { return KEY_F(n); }
static inline int cn_key_code_yes(void) { return KEY_CODE_YES; }

/* Display width of one code point in the current locale. */
static inline int cn_wcwidth(wchar_t c) { return wcwidth(c); }

/* Line-drawing characters (macros over an internal table). */
static inline const cchar_t *cn_wacs_hline(void) { return WACS_HLINE; }
static inline const cchar_t *cn_wacs_vline(void) { return WACS_VLINE; }
static inline const cchar_t *cn_wacs_ulcorner(void) { return WACS_ULCORNER; }
static inline const cchar_t *cn_wacs_urcorner(void) { return WACS_URCORNER; }
static inline const cchar_t *cn_wacs_llcorner(void) { return WACS_LLCORNER; }
static inline const cchar_t *cn_wacs_lrcorner(void) { return WACS_LRCORNER; }
static inline const cchar_t *cn_wacs_ltee(void) { return WACS_LTEE; }
static inline const cchar_t *cn_wacs_rtee(void) { return WACS_RTEE; }
static inline const cchar_t *cn_wacs_ttee(void) { return WACS_TTEE; }
static inline const cchar_t *cn_wacs_btee(void) { return WACS_BTEE; }
static inline const cchar_t *cn_wacs_plus(void) { return WACS_PLUS; }

/* Write one wide glyph (a base code point plus up to four combining marks) at y, x. */
static inline int cn_put_glyph(int y, int x, const wchar_t *wcs, attr_t attrs, short pair) {
  cchar_t cc;
  if (setcchar(&cc, wcs, attrs, pair, NULL) == ERR) return ERR;
  return mvwadd_wch(stdscr, y, x, &cc);
}

/* Write one line-drawing character at y, x, keeping its alternate-charset flag. */
static inline int cn_put_line_char(int y, int x, const cchar_t *ch, attr_t attrs, short pair) {
  wchar_t wch[CCHARW_MAX];
  attr_t own;
  short ownPair;
  cchar_t cc;
  if (getcchar(ch, wch, &own, &ownPair, NULL) == ERR) return ERR;
  if (setcchar(&cc, wch, own | attrs, pair, NULL) == ERR) return ERR;
  return mvwadd_wch(stdscr, y, x, &cc);
}

/* The size of one cell in pixels, from the terminal's window size (ioctl is variadic, which
   Swift cannot call); 0 by 0 when the terminal does not say. */
static inline void cn_cell_pixels(int *width, int *height) {
  struct winsize size;
  *width = 0;
  *height = 0;
  if (ioctl(STDOUT_FILENO, TIOCGWINSZ, &size) != 0 || size.ws_col == 0 || size.ws_row == 0) return;
  *width = size.ws_xpixel / size.ws_col;
  *height = size.ws_ypixel / size.ws_row;
}

#endif
