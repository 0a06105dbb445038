#ifndef CZLIB_SHIM_H
#define CZLIB_SHIM_H

#include <zlib.h>

/* inflateInit2 and deflateInit2 are macros that pass the library's version and the
   structure's size; Swift imports no function-like macros, so they are functions here. */
static inline int czlib_inflate_init(z_streamp stream) {
  /* 15 + 32: a window of 32 KiB, and either a gzip or a zlib header. */
  return inflateInit2(stream, 15 + 32);
}

static inline int czlib_deflate_init_gzip(z_streamp stream, int level) {
  /* 15 + 16: a window of 32 KiB with a gzip wrapper; memLevel 9; the default strategy. */
  return deflateInit2(stream, level, Z_DEFLATED, 15 + 16, 9, Z_DEFAULT_STRATEGY);
}

#endif
