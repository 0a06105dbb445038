/*
 * ptydrive: runs a full-screen program on a pseudo-terminal, types a key script into it, and
 * reports when each key's screen change arrived and how many bytes it took.
 *
 *   ptydrive [-c COLS] [-r ROWS] [-q QUIET_MS] [-t TIMEOUT_MS] [-w READY_TEXT] [-x QUIT_KEYS]
 *            [-s SCRIPT] [-o TRANSCRIPT] -- COMMAND [ARGS...]
 *
 * The child gets a fixed window size (TIOCSWINSZ), TERM=xterm-256color (or $PTYDRIVE_TERM),
 * LANG=C.UTF-8 and no LC_ALL, LC_CTYPE or NO_COLOR.
 *
 * How a key's screen is detected: the key's bytes are written at t0; the driver then reads
 * the pty until its output has been quiet for QUIET_MS (default 25). The key's latency is the
 * arrival time of the last byte before that quiet spell, minus t0: the moment the whole
 * frame that paints the new selection, not just its first bytes, was on the terminal. The
 * quiet spell only decides when to stop listening; it is not part of the figure. Resolution:
 * CLOCK_MONOTONIC read right after each read(2) returns, so a few microseconds of wake-up
 * latency, never the quiet window. A frame written in two bursts further apart than QUIET_MS
 * would be cut at the first; ncurses' doupdate writes its frame in one go, and a key that
 * produced no bytes within TIMEOUT_MS (default 2000) is reported with bytes 0.
 *
 * The first frame is detected the same way, from just before fork to the last byte of the
 * first burst that contains READY_TEXT (so a cursor-hiding sequence written at start-up,
 * before the program has loaded anything, is not mistaken for a screen).
 *
 * SCRIPT is a space-separated list of tokens, each NAME or NAME*COUNT: a single character is
 * typed as itself; pgdn pgup up down left right home end tab btab enter esc bs space are sent
 * as xterm sends them; c-X is Ctrl-X; sleep:MS waits; paste:N:TEXT types N characters at
 * once, as a terminal pastes without bracket markers, and reports as one key (`key paste`)
 * the time until the screen shows TEXT and goes quiet. After the script the driver types
 * QUIT_KEYS (default "q"), waits for the child to exit, and reports its peak memory.
 *
 * Output, one fact per line, for kanji-bench to read:
 *   start_monotonic_us US     CLOCK_MONOTONIC just before fork, to line up the program's own
 *                             start-up trace (kanji's KANJI_STARTUP_TRACE) with the driver's
 *   first_frame_us US BYTES
 *   key NAME LATENCY_US BYTES
 *   maxrss_kb KB
 *   exit STATUS
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <pty.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static int master = -1;
static FILE *transcript;

static long long now_us(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (long long)ts.tv_sec * 1000000LL + ts.tv_nsec / 1000;
}

/* Reads one chunk if any arrives within timeout_ms; returns its size, 0 on timeout, -1 at end. */
static ssize_t read_chunk(char *buf, size_t size, int timeout_ms, long long *arrived) {
  struct pollfd p = {.fd = master, .events = POLLIN};
  int rc = poll(&p, 1, timeout_ms);
  if (rc < 0) return errno == EINTR ? 0 : -1;
  if (rc == 0) return 0;
  ssize_t n = read(master, buf, size);
  *arrived = now_us();
  if (n < 0) return errno == EINTR || errno == EAGAIN ? 0 : -1; /* EIO: the child closed the pty */
  if (n == 0) return -1;
  if (transcript) fwrite(buf, 1, (size_t)n, transcript);
  return n;
}

/*
 * Reads a burst: waits up to timeout_ms for the first byte, then until quiet_ms pass with
 * nothing. Returns the bytes read (-1 if the pty closed before any), the last arrival time in
 * *last. When ready is given, bursts before the one containing it count as part of it.
 */
static long burst(int timeout_ms, int quiet_ms, const char *ready, long long *last, int *found) {
  static char window[1 << 16];
  size_t seen = 0, keep = ready ? strlen(ready) : 0;
  long total = 0;
  char buf[65536];
  *found = ready == NULL;
  long long deadline = now_us() + (long long)timeout_ms * 1000;
  for (;;) {
    int wait_ms = quiet_ms;
    if (total == 0 || !*found) {
      long long left = (deadline - now_us()) / 1000;
      if (left <= 0) return total;
      wait_ms = (int)left;
    }
    long long arrived = 0;
    ssize_t n = read_chunk(buf, sizeof buf, wait_ms, &arrived);
    if (n < 0) return total > 0 ? total : -1;
    if (n == 0) {
      if (total > 0 && *found) return total;
      continue;
    }
    total += n;
    *last = arrived;
    if (!*found) {
      /* A sliding window of the output, to find the ready text across chunks. */
      if (seen + (size_t)n >= sizeof window) {
        size_t tail = seen < keep ? seen : keep;
        memmove(window, window + seen - tail, tail);
        seen = tail;
      }
      size_t room = sizeof window - seen - 1;
      size_t take = (size_t)n < room ? (size_t)n : room;
      memcpy(window + seen, buf, take);
      seen += take;
      if (memmem(window, seen, ready, keep) != NULL) *found = 1;
    }
  }
}

struct keyname {
  const char *name;
  const char *bytes;
};

static const struct keyname keys[] = {
  {"pgdn", "\033[6~"}, {"pgup", "\033[5~"}, {"up", "\033OA"},    {"down", "\033OB"},
  {"right", "\033OC"}, {"left", "\033OD"},  {"home", "\033OH"},  {"end", "\033OF"},
  {"tab", "\t"},       {"btab", "\033[Z"},  {"enter", "\r"},     {"esc", "\033"},
  {"bs", "\177"},      {"space", " "},
};

/* The bytes for key NAME, in buf; NULL if the name is unknown. */
static const char *key_bytes(const char *name, char *buf) {
  if (strlen(name) == 1) {
    buf[0] = name[0];
    buf[1] = 0;
    return buf;
  }
  if (strncmp(name, "c-", 2) == 0 && strlen(name) == 3) {
    buf[0] = (char)(name[2] & 0x1f);
    buf[1] = 0;
    return buf;
  }
  for (size_t i = 0; i < sizeof keys / sizeof keys[0]; i++)
    if (strcmp(keys[i].name, name) == 0) return keys[i].bytes;
  return NULL;
}

static void write_all(const char *bytes, size_t n) {
  while (n > 0) {
    ssize_t w = write(master, bytes, n);
    if (w < 0) {
      if (errno == EINTR) continue;
      perror("ptydrive: write");
      return;
    }
    bytes += w;
    n -= (size_t)w;
  }
}

/*
 * Types `n` bytes of text at once (a paste) while reading the program's output, so neither
 * side blocks on a full pty buffer; returns the bytes the program wrote until its screen
 * showed `ready` and went quiet, and the arrival of the last of them in *last.
 */
static long paste(long n, const char *ready, int timeout_ms, int quiet_ms, long long *last) {
  static const char text[] = "water";
  char *bytes = malloc((size_t)n);
  for (long i = 0; i < n; i++) bytes[i] = text[i % 5];
  long written = 0, total = 0;
  int flags = fcntl(master, F_GETFL);
  fcntl(master, F_SETFL, flags | O_NONBLOCK);
  char buf[65536];
  while (written < n) {
    struct pollfd p = {.fd = master, .events = POLLIN | POLLOUT};
    if (poll(&p, 1, timeout_ms) <= 0) break;
    if (p.revents & POLLIN) {
      ssize_t r = read(master, buf, sizeof buf);
      if (r > 0) {
        total += r;
        *last = now_us();
        if (transcript) fwrite(buf, 1, (size_t)r, transcript);
      }
    }
    if (p.revents & POLLOUT) {
      ssize_t w = write(master, bytes + written, (size_t)(n - written));
      if (w > 0) written += w;
    }
  }
  fcntl(master, F_SETFL, flags);
  free(bytes);
  int found = 0;
  long long arrived = *last;
  long more = burst(timeout_ms, quiet_ms, ready, &arrived, &found);
  if (more > 0) {
    total += more;
    *last = arrived;
  }
  return found ? total : 0;
}

static void usage(void) {
  fprintf(stderr,
          "usage: ptydrive [-c COLS] [-r ROWS] [-q QUIET_MS] [-t TIMEOUT_MS] [-w READY_TEXT]\n"
          "                [-x QUIT_KEYS] [-s SCRIPT] [-o TRANSCRIPT] -- COMMAND [ARGS...]\n");
  exit(64);
}

int main(int argc, char **argv) {
  int cols = 80, rows = 24, quiet_ms = 25, timeout_ms = 2000, opt;
  const char *ready = NULL, *script = "", *quit = "q", *transcript_path = NULL;
  while ((opt = getopt(argc, argv, "c:r:q:t:w:x:s:o:")) != -1) {
    switch (opt) {
    case 'c': cols = atoi(optarg); break;
    case 'r': rows = atoi(optarg); break;
    case 'q': quiet_ms = atoi(optarg); break;
    case 't': timeout_ms = atoi(optarg); break;
    case 'w': ready = optarg; break;
    case 'x': quit = optarg; break;
    case 's': script = optarg; break;
    case 'o': transcript_path = optarg; break;
    default: usage();
    }
  }
  if (optind >= argc) usage();
  if (transcript_path && !(transcript = fopen(transcript_path, "w"))) {
    perror(transcript_path);
    return 1;
  }

  struct winsize ws = {.ws_row = (unsigned short)rows, .ws_col = (unsigned short)cols};
  long long start = now_us();
  pid_t pid = forkpty(&master, NULL, NULL, &ws);
  if (pid < 0) {
    perror("ptydrive: forkpty");
    return 1;
  }
  if (pid == 0) {
    const char *term = getenv("PTYDRIVE_TERM");
    setenv("TERM", term && *term ? term : "xterm-256color", 1);
    setenv("LANG", "C.UTF-8", 1);
    unsetenv("LC_ALL");
    unsetenv("LC_CTYPE");
    unsetenv("NO_COLOR");
    unsetenv("COLUMNS");
    unsetenv("LINES");
    execvp(argv[optind], argv + optind);
    perror("ptydrive: exec");
    _exit(127);
  }
  signal(SIGPIPE, SIG_IGN);

  long long last = start;
  int found = 0;
  long first = burst(timeout_ms * 5, quiet_ms, ready, &last, &found);
  if (first <= 0 || !found) {
    fprintf(stderr, "ptydrive: no first frame%s%s from %s\n", ready ? " showing " : "", ready ? ready : "", argv[optind]);
    kill(pid, SIGTERM);
    waitpid(pid, NULL, 0);
    return 1;
  }
  printf("start_monotonic_us %lld\n", start);
  printf("first_frame_us %lld %ld\n", last - start, first);

  char *tokens = strdup(script);
  for (char *save = NULL, *token = strtok_r(tokens, " ", &save); token; token = strtok_r(NULL, " ", &save)) {
    if (strncmp(token, "sleep:", 6) == 0) {
      usleep((useconds_t)atoi(token + 6) * 1000);
      continue;
    }
    if (strncmp(token, "paste:", 6) == 0) {
      char *text = strchr(token + 6, ':');
      long n = atol(token + 6);
      long long t0 = now_us(), arrived = t0;
      long got = paste(n, text ? text + 1 : "", timeout_ms, quiet_ms, &arrived);
      printf("key paste %lld %ld\n", got > 0 ? arrived - t0 : -1LL, got);
      continue;
    }
    int count = 1;
    char *star = strchr(token, '*');
    if (star) {
      *star = 0;
      count = atoi(star + 1);
    }
    char one[4];
    const char *bytes = key_bytes(token, one);
    if (!bytes) {
      fprintf(stderr, "ptydrive: unknown key %s\n", token);
      kill(pid, SIGTERM);
      waitpid(pid, NULL, 0);
      return 64;
    }
    for (int i = 0; i < count; i++) {
      long long t0 = now_us();
      write_all(bytes, strlen(bytes));
      long long arrived = t0;
      long n = burst(timeout_ms, quiet_ms, NULL, &arrived, &found);
      if (n < 0) {
        fprintf(stderr, "ptydrive: the program ended during the script\n");
        break;
      }
      printf("key %s %lld %ld\n", token, n > 0 ? arrived - t0 : -1LL, n);
    }
  }
  free(tokens);

  write_all(quit, strlen(quit));
  /* Drain until the child closes the pty, then reap it for its peak memory. */
  char buf[65536];
  long long arrived;
  long long give_up = now_us() + 5000000LL;
  while (read_chunk(buf, sizeof buf, 100, &arrived) >= 0 && now_us() < give_up) {
    int status;
    if (waitpid(pid, &status, WNOHANG) == pid) {
      struct rusage usage;
      getrusage(RUSAGE_CHILDREN, &usage);
      printf("maxrss_kb %ld\nexit %d\n", usage.ru_maxrss, WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status));
      return 0;
    }
  }
  int status = 0;
  struct rusage usage;
  if (waitpid(pid, &status, WNOHANG) != pid) {
    kill(pid, SIGTERM);
    usleep(200000);
    if (waitpid(pid, &status, WNOHANG) != pid) {
      kill(pid, SIGKILL);
      wait4(pid, &status, 0, &usage);
    }
  }
  getrusage(RUSAGE_CHILDREN, &usage);
  printf("maxrss_kb %ld\nexit %d\n", usage.ru_maxrss, WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status));
  return 0;
}
