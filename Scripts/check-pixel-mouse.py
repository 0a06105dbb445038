#!/usr/bin/env python3
"""Drives kanji in a pseudo-terminal that plays a terminal with pixel mouse reports.

The drawing pad asks for SGR-Pixels (mode 1016) only when the kernel knows the cell's size
in pixels and the terminal has said, in answer to DECRQM, that it knows the mode. tmux does
neither, so this plays the terminal itself: it gives the pty a size in pixels, answers the
query (or, with --silent, does not), sends a drag in pixels and reads what kanji writes.
Exits 0 when every step held, 1 (saying which step failed) otherwise.

Usage: Scripts/check-pixel-mouse.py KANJI DATA_DIR [--silent]
"""

import fcntl
import os
import pty
import select
import struct
import sys
import termios
import time

QUERY = b"\x1b[?1016$p"
PIXELS_ON = b"\x1b[?1016h"
PIXELS_OFF = b"\x1b[?1016l"
DRAGS_ON = b"\x1b[?1002h"
DRAGS_OFF = b"\x1b[?1002l"
ALL_OFF = b"\x1b[?1016l\x1b[?1006l\x1b[?1002l\x1b[?1000l"
# 80 x 24 cells of 10 x 20 pixels.
CELL = (10, 20)


def main():
    if len(sys.argv) < 3:
        print(__doc__.strip().splitlines()[-1], file=sys.stderr)
        return 2
    binary, data_dir = sys.argv[1], sys.argv[2]
    silent = "--silent" in sys.argv[3:]
    pid, fd = pty.fork()
    if pid == 0:
        os.environ.update(TERM="xterm-256color", LANG="C.UTF-8")
        os.execv(binary, [binary, "--data-dir", data_dir, "--open", "draw"])
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 80 * CELL[0], 24 * CELL[1]))
    output = bytearray()

    def read_until(needle, since=0, seconds=60.0):
        deadline = time.time() + seconds
        while needle not in output[since:]:
            if time.time() > deadline:
                return False
            ready, _, _ = select.select([fd], [], [], 0.1)
            if ready:
                try:
                    output.extend(os.read(fd, 65536))
                except OSError:
                    return needle in output[since:]
        return True

    failures = []

    def check(what, held):
        print(("ok   " if held else "FAIL ") + what)
        if not held:
            failures.append(what)

    check("the pad asks for drags", read_until(DRAGS_ON))
    check("it asks whether the terminal knows pixel reports", read_until(QUERY))
    mark = len(output)
    if silent:
        time.sleep(1)
        check("without an answer it never turns them on", PIXELS_ON not in output)
    else:
        os.write(fd, b"\x1b[?1016;2$y")
        check("once told, it turns them on", read_until(PIXELS_ON, since=mark))
    # A bar across the pad (columns 2-37, rows 4-21), in pixels counted from 1 (or cells).
    unit = CELL if not silent else (1, 1)
    row = 12.5
    points = [6.3 + (33.7 - 6.3) * i / 29 for i in range(30)]

    def at(x):
        return int(x * unit[0]) + 1, int(row * unit[1]) + 1

    drag = b"\x1b[<0;%d;%dM" % at(points[0])
    drag += b"".join(b"\x1b[<32;%d;%dM" % at(x) for x in points[1:])
    drag += b"\x1b[<0;%d;%dm" % at(points[-1])
    mark = len(output)
    os.write(fd, drag)
    check("the drag draws a stroke", read_until(b"1 stroke", since=mark))
    mark = len(output)
    os.write(fd, b"\x1b")
    check("leaving the pad asks for clicks alone again", read_until(DRAGS_OFF, since=mark, seconds=10))
    if not silent:
        check("and for cells", PIXELS_OFF in output[mark:])
    time.sleep(0.3)
    os.write(fd, b"Q")
    read_until(ALL_OFF, seconds=10)
    _, status = os.waitpid(pid, 0)
    check("at exit every mouse mode is off", ALL_OFF in output)
    check("kanji exits with status 0", os.waitstatus_to_exitcode(status) == 0)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
