#!/usr/bin/env python3
"""Writes the link order of release builds: the functions of `kanji` that a start and a
browsing session run, in the order they first run (Scripts/kanji.order, which the Makefile's
RELEASE hands lld as --symbol-ordering-file).

A static `kanji` is 20 MB of code, and the pages of it a session touches stay resident: laid
out as the linker meets the object files, the 0.8 MB of functions a session runs were spread
over 10 MB of pages (the kernel maps a page's neighbours with it). Laid out together they take
a few. The list is made by running the release binary under callgrind (valgrind) through the
benchmark's pty driver with B8's browsing script (`kanji-bench`'s TerminalBench.listScript),
reading the functions of the binary that ran. A local name several object files define (the
metadata accessors the release flags make, shared thunks) moves every copy: with the accessors
that measured 0.6 MB less resident than leaving them out (BENCHMARKS.md, "The link order").
A function missing from the list is laid out after the listed ones, as before, so a stale
list costs memory, never correctness. `make link-order` rebuilds it.

    Scripts/link-order.py KANJI_BINARY BENCH_DIR OUTPUT
"""

import os
import re
import subprocess
import sys
import tempfile

# TerminalBench.listScript: 200 j, 20 PgDn, 10 tab switches there and back.
SCRIPT = "j*200 pgdn*20 " + " ".join(["2 1"] * 10)


def executed_functions(callgrind_out, binary):
    """The functions of `binary` in a callgrind profile, in the order callgrind met them."""
    names, objects, mine, current = {}, {}, set(), None
    line_pattern = re.compile(r"(c?fn|c?ob)=\((\d+)\)(?: (.*))?$")
    with open(callgrind_out, errors="replace") as profile:
        for line in profile:
            match = line_pattern.match(line.rstrip("\n"))
            if not match:
                continue
            kind, number, name = match.groups()
            if kind in ("ob", "cob"):
                if name:
                    objects[number] = name
                if kind == "ob":
                    current = objects.get(number)
            else:
                if name:
                    names[int(number)] = name
                if kind == "fn" and current == binary:
                    mine.add(int(number))
    ordered = []
    for number in sorted(mine):
        # callgrind marks recursion levels as name'2; unknown code shows as an address.
        name = re.sub(r"'\d+$", "", names.get(number, ""))
        if name and not name.startswith(("(", "0x")):
            ordered.append(name)
    return list(dict.fromkeys(ordered))


def main():
    if len(sys.argv) != 4:
        sys.exit(__doc__.strip().splitlines()[-1].strip())
    kanji, bench, output = sys.argv[1:]
    with tempfile.TemporaryDirectory(prefix="kanji-link-order.") as work:
        # valgrind 3.19 cannot read the DWARF 5 debug info Swift writes: profile a stripped copy.
        binary = os.path.join(work, "kanji")
        subprocess.run(["objcopy", "--strip-debug", kanji, binary], check=True)
        data = os.path.join(work, "data")
        drive = [os.path.join(bench, "ptydrive"), "-t", "120000", "-w", "quit"]
        print("==> Seeding a data directory from the bundled data (not profiled)")
        subprocess.run(drive + ["-s", "", "--", binary, "--data-dir", data, "--fresh"], check=True,
                       stdout=subprocess.DEVNULL)
        print("==> One browsing session under callgrind (about a minute)")
        profile = os.path.join(work, "callgrind.out")
        valgrind = ["valgrind", "--tool=callgrind", "--demangle=no", "--log-file=" + os.path.join(work, "valgrind.log"),
                    "--callgrind-out-file=" + profile]
        subprocess.run(drive + ["-s", SCRIPT, "--"] + valgrind + [binary, "--data-dir", data, "--fresh"], check=True,
                       stdout=subprocess.DEVNULL)
        functions = executed_functions(profile, binary)
    if len(functions) < 1000:
        sys.exit(f"only {len(functions)} functions ran: the profile is not a whole session")
    with open(output, "w") as order:
        order.write("\n".join(functions) + "\n")
    print(f"==> {output}: {len(functions)} functions")


if __name__ == "__main__":
    main()
