#!/usr/bin/env python3
"""Writes the conjugation tables a reference gives for every verb and adjective of the
bundled dictionary, for the comparison with ConjugationTable (Tests/KanjiKitTests/Text).

The reference is japanese-verb-conjugator-v2 1.0.1 (PyPI, BSD licence; a test fixture,
never shipped). It conjugates godan, ichidan, する and 来る verbs; it knows ある, 行く and
the なさる group by spelling only, and has no adjectives. Where it is wrong or silent for a
JMdict class, the hand-checked tables below (OVERRIDES) give the forms, each with its reason;
the fixture names, for every word, which of them made its table.

One line a word and code: `id  spelling  code  @pattern  source`. A pattern is a table
written as endings: `2+ない` is the spelling less its last 2 characters, then ない; `-` is a
form the class does not use. Patterns are listed once (`@n  kind  label=aff/neg ...`).

usage: python3 Scripts/conjugation-fixture.py --dictionary Resources/kanji-navigator.sqlite.gz \
         --output Tests/KanjiKitTests/Fixtures/conjugation-reference.tsv
"""
import argparse
import gzip
import os
import sqlite3
import sys
import tempfile

from japanese_verb_conjugator_v2 import (
    Formality,
    JapaneseVerbFormGenerator as G,
    Polarity,
    Tense,
    VerbClass,
)

POS, NEG = Polarity.POSITIVE, Polarity.NEGATIVE
PLAIN = Formality.PLAIN

VERB_ROWS = [
    "present", "polite", "past", "polite past", "te-form", "potential", "passive", "causative",
    "causative passive", "want (tai)", "volitional", "polite volitional", "imperative",
    "conditional (ba)", "conditional (tara)",
]
I_ADJECTIVE_ROWS = [
    "present", "polite", "past", "polite past", "te-form", "adverb", "conditional (ba)",
    "conditional (tara)", "presumptive", "noun (sa)", "seems (sou)",
]
NA_ADJECTIVE_ROWS = [
    "present", "polite", "past", "polite past", "te-form", "conditional (ba)",
    "conditional (tara)", "presumptive", "before a noun", "adverb",
]

# Why a class's table is not the reference's as it stands. Every override of the fixture
# names one of these.
OVERRIDES = {
    "vs-noun": "the reference writes the potential of a noun's する in kanji (勉強出来る): "
    "できる, as the dictionary writes it",
    "suru-causative": "the reference's negative causative of する is させない's typo ささない",
    "vs-s": "the reference has no 'suru verb, special class': conjugated as する (達しない, "
    "達しよう, 達すれば), but its potential is せられる (達せられる), not 達できる",
    "vz": "the reference has no zuru class (信ずる): its forms are じ- where する's are し-, "
    "ずれば as すれば",
    "v5k-s": "the reference knows only 行く and いく: every iku/yuku verb (出て行く, 逝く) "
    "takes った, って, ったら",
    "v5u-s": "the reference conjugates 問う as 買う: the past and te-form of the u-special "
    "class are うた, うて (問うた, 乞うて)",
    "v5r-i": "ある's negative is ない and it has no potential, passive or causative in use "
    "(the reference gives あれる, あられる, あらせる); it knows ある only by spelling",
    "v5aru": "honorific -aru verbs take い where a godan verb takes り (くださいます, "
    "ください) and have no potential, passive, causative or want in use; the reference "
    "knows five of them by spelling",
    "v1-s": "くれる's imperative is くれ (not くれろ), and it has no potential, passive, "
    "causative or want (no くれられる, くれさせる, くれたい)",
    "adj-i": "the reference has no adjectives: the i-adjective table (高くない, 高かった, "
    "the presumptive 高かろう, 高さ, 高そう)",
    "adj-ix": "the reference has no adjectives: いい takes よ- in every form but its "
    "present (よくない, よかった, よさそう)",
    "nai": "the reference has no adjectives: ない and the words ending in it (仕方がない, "
    "無い in a spelling) have no negative, and seem なさそう (仕方がなさそう)",
    "adj-na": "the reference has no na-adjectives: its copula だ after the word, じゃ- in "
    "the negative (綺麗じゃない)",
}


# MARK: - The reference


def reference_verb(verb, verb_class):
    """The reference's forms of a verb, by VERB_ROWS, as (affirmative, negative) pairs.

    The reference refuses some characters of a stem (々, ー, ・), and only the ending decides a
    form: the stem before the last two characters is conjugated as one kanji, put back after."""
    if len(verb) > 2:
        stem = verb[:-2]
        rows = reference_verb_as_is("亜" + verb[-2:], verb_class)
        return [tuple(stem + f[1:] if f else f for f in row) for row in rows]
    return reference_verb_as_is(verb, verb_class)


def reference_verb_as_is(verb, verb_class):

    def both(make):
        return (make(POS), make(NEG))

    present = both(lambda p: G.generate_plain_form(verb, verb_class, Tense.NONPAST, p))
    polite = both(lambda p: G.generate_polite_form(verb, verb_class, Tense.NONPAST, p))
    past = both(lambda p: G.generate_plain_form(verb, verb_class, Tense.PAST, p))
    polite_past = both(lambda p: G.generate_polite_form(verb, verb_class, Tense.PAST, p))
    te = both(lambda p: G.generate_te_form(verb, verb_class, PLAIN, p))
    potential = both(lambda p: G.generate_potential_form(verb, verb_class, PLAIN, p))
    passive = both(lambda p: G.generate_passive_form(verb, verb_class, PLAIN, p))
    causative = both(lambda p: G.generate_causative_form(verb, verb_class, PLAIN, p))
    # The causative is an ichidan verb, and its passive is the causative passive.
    causative_passive = both(
        lambda p: G.generate_passive_form(causative[0], VerbClass.ICHIDAN, PLAIN, p))
    # The want form is the ます-stem and たい, an i-adjective.
    stem = polite[0][: -len("ます")]
    want = (stem + "たい", stem + "たくない")
    volitional = (G.generate_volitional_form(verb, verb_class, PLAIN, POS), None)
    polite_volitional = (G.generate_volitional_form(verb, verb_class, Formality.POLITE, POS), None)
    imperative = both(lambda p: G.generate_imperative_form(verb, verb_class, PLAIN, p))
    provisional = both(lambda p: G.generate_provisional_form(verb, verb_class, PLAIN, p))
    conditional = both(lambda p: G.generate_conditional_form(verb, verb_class, PLAIN, p))
    return [
        present, polite, past, polite_past, te, potential, passive, causative,
        causative_passive, want, volitional, polite_volitional, imperative, provisional,
        conditional,
    ]


# MARK: - The hand-checked tables


def dekiru(form):
    """The reference's 出来る at the end of a form written できる."""
    for kanji, kana in (("出来る", "できる"), ("出来ない", "できない")):
        if form.endswith(kanji):
            return form[: -len(kanji)] + kana
    return form


def suru_like(stem, s, z):
    """The forms of a する verb whose する is `stem` + す/し (or ず/じ for a zuru verb):
    s is し or じ, z is す or ず."""
    return [
        (stem + z + "る", stem + s + "ない"),
        (stem + s + "ます", stem + s + "ません"),
        (stem + s + "た", stem + s + "なかった"),
        (stem + s + "ました", stem + s + "ませんでした"),
        (stem + s + "て", stem + s + "なくて"),
        None,  # the potential: the caller's
        None,  # the passive: the caller's
        None,  # the causative: the caller's
        None,  # the causative passive: the caller's
        (stem + s + "たい", stem + s + "たくない"),
        (stem + s + "よう", None),
        (stem + s + "ましょう", None),
        (stem + s + "ろ", stem + z + "るな"),
        (stem + z + "れば", stem + s + "なければ"),
        (stem + s + "たら", stem + s + "なかったら"),
    ]


def zuru_verb(verb):
    rows = suru_like(verb[:-2], "じ", "ず")
    stem = verb[:-2] + "じ"
    rows[5] = (stem + "られる", stem + "られない")
    rows[6] = (stem + "られる", stem + "られない")
    rows[7] = (stem + "させる", stem + "させない")
    rows[8] = (stem + "させられる", stem + "させられない")
    return rows


def suru_special(verb):
    rows = reference_verb(verb, VerbClass.IRREGULAR)
    stem = verb[:-2]
    rows[5] = (stem + "せられる", stem + "せられない")
    rows[7] = (stem + "させる", stem + "させない")
    rows[8] = (stem + "させられる", stem + "させられない")
    return rows


def i_adjective(word, stem_of_ku, seems=None):
    """The forms of an i-adjective: `stem_of_ku` is what 〜く, 〜かった and 〜さ follow
    (高 for 高い, よ for いい); the present is the word itself; `seems` is its そう form
    when that is not `stem_of_ku` and そう (いい: よさそう)."""
    k = stem_of_ku
    return [
        (word, k + "くない"),
        (word + "です", k + "くないです"),
        (k + "かった", k + "くなかった"),
        (k + "かったです", k + "くなかったです"),
        (k + "くて", k + "くなくて"),
        (k + "く", k + "くなく"),
        (k + "ければ", k + "くなければ"),
        (k + "かったら", k + "くなかったら"),
        (k + "かろう", k + "くなかろう"),
        (k + "さ", None),
        (seems or k + "そう", None),
    ]


def nai_adjective(word):
    rows = i_adjective(word, word[:-1])
    rows = [(affirmative, None) for affirmative, _ in rows]
    rows[10] = (word[:-1] + "さそう", None)
    return rows


def na_adjective(word):
    return [
        (word + "だ", word + "じゃない"),
        (word + "です", word + "じゃありません"),
        (word + "だった", word + "じゃなかった"),
        (word + "でした", word + "じゃありませんでした"),
        (word + "で", word + "じゃなくて"),
        (word + "なら", word + "じゃなければ"),
        (word + "だったら", word + "じゃなかったら"),
        (word + "だろう", word + "じゃなかろう"),
        (word + "な", None),
        (word + "に", None),
    ]


UNUSED = {
    "v5r-i": [5, 6, 7, 8],
    "v5aru": [5, 6, 7, 8, 9],
    "v1-s": [5, 6, 7, 8, 9],
}


def table(spelling, code, is_nai):
    """The rows of `spelling` as `code` and the source that made them."""
    if code == "adj-na":
        return "na", na_adjective(spelling), "adj-na"
    if code in ("adj-i", "adj-ix"):
        if is_nai:
            return "i", nai_adjective(spelling), "nai"
        if code == "adj-ix":
            return "i", i_adjective(spelling, spelling[:-2] + "よ", spelling[:-2] + "よさそう"), "adj-ix"
        return "i", i_adjective(spelling, spelling[:-1]), "adj-i"
    if code == "vs":
        rows = reference_verb(spelling + "する", VerbClass.IRREGULAR)
        rows[5] = tuple(dekiru(f) for f in rows[5])
        rows[7] = (spelling + "させる", spelling + "させない")
        return "vs", rows, "vs-noun"
    if code == "vs-i":
        rows = reference_verb(spelling, VerbClass.IRREGULAR)
        rows[5] = tuple(dekiru(f) for f in rows[5])
        rows[7] = (spelling[:-2] + "させる", spelling[:-2] + "させない")
        return "verb", rows, "suru-causative"
    if code == "vs-s":
        return "verb", suru_special(spelling), "vs-s"
    if code == "vz":
        return "verb", zuru_verb(spelling), "vz"
    if code == "vk":
        return "verb", reference_verb(spelling, VerbClass.IRREGULAR), "reference"
    if code == "v1" or code == "v1-s":
        rows = reference_verb(spelling, VerbClass.ICHIDAN)
        if code == "v1-s":
            rows[12] = (spelling[:-1], rows[12][1])
            for index in UNUSED[code]:
                rows[index] = (None, None)
            return "verb", rows, "v1-s"
        return "verb", rows, "reference"
    if code.startswith("v5"):
        rows = reference_verb(spelling, VerbClass.GODAN)
        source = "reference"
        if code == "v5k-s":
            stem = spelling[:-1]
            rows[2] = (stem + "った", rows[2][1])
            rows[4] = (stem + "って", rows[4][1])
            rows[14] = (stem + "ったら", rows[14][1])
            source = "v5k-s"
        elif code == "v5u-s":
            stem = spelling[:-1]
            rows[2] = (stem + "うた", rows[2][1])
            rows[4] = (stem + "うて", rows[4][1])
            rows[14] = (stem + "うたら", rows[14][1])
            source = "v5u-s"
        elif code == "v5r-i":
            # ない where あらない would be: only the negative side.
            stem = spelling[:-2]
            rows = [(a, n.replace(stem + "あら", stem, 1) if n and n.startswith(stem + "あら") else n)
                    for a, n in rows]
            source = "v5r-i"
        elif code == "v5aru":
            stem = spelling[:-1]
            for index in (1, 3, 11):
                rows[index] = tuple(
                    f.replace(stem + "り", stem + "い", 1) if f else f for f in rows[index])
            rows[12] = (stem + "い", rows[12][1])
            source = "v5aru"
        for index in UNUSED.get(code, []):
            rows[index] = (None, None)
        return "verb", rows, source
    return None


# MARK: - Which words, which spellings

ENDINGS = {
    "v1": ("る",), "v1-s": ("れる",), "vk": ("来る", "くる"), "vs-i": ("する",), "vs-s": ("する",),
    "vz": ("ずる",), "adj-i": ("い",), "adj-ix": ("いい",), "adj-na": ("",), "vs": ("",),
    "v5aru": ("る",), "v5r-i": ("ある", "有る", "在る"), "v5k-s": ("く",), "v5u-s": ("う",),
}
GODAN_ENDINGS = {"u": "う", "k": "く", "g": "ぐ", "s": "す", "t": "つ", "n": "ぬ", "b": "ぶ",
                 "m": "む", "r": "る"}


def ending_of(code):
    if code in ENDINGS:
        return ENDINGS[code]
    if len(code) == 3 and code.startswith("v5") and code[2] in GODAN_ENDINGS:
        return (GODAN_ENDINGS[code[2]],)
    return None


def fits(spelling, code):
    endings = ending_of(code)
    if endings is None:
        return False
    if code in ("vs-i", "vs-s") and spelling.endswith("為る"):
        return False
    return any(spelling.endswith(e) and len(spelling) > len(e) or (spelling == e and len(e) >= 2)
               for e in endings) or endings == ("",)


def encode(form, spelling):
    if form is None:
        return "-"
    keep = 0
    while keep < min(len(form), len(spelling)) and form[keep] == spelling[keep]:
        keep += 1
    return f"{len(spelling) - keep}+{form[keep:]}"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--dictionary", required=True)
    parser.add_argument("--output", required=True)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as scratch:
        path = os.path.join(scratch, "dictionary.sqlite")
        with gzip.open(args.dictionary) as source, open(path, "wb") as copy:
            copy.write(source.read())
        db = sqlite3.connect(path)
        words = db.execute("SELECT rank, id, headword FROM word ORDER BY rank").fetchall()
        forms = {}
        for rank, text in db.execute("SELECT word, text FROM word_form ORDER BY word, position"):
            forms.setdefault(rank, []).append(text)
        readings = {}
        for rank, text in db.execute("SELECT word, text FROM word_reading ORDER BY word, position"):
            readings.setdefault(rank, []).append(text)
        codes = {}
        for rank, pos in db.execute("SELECT word, parts_of_speech FROM sense ORDER BY word, position"):
            for code in pos.split(","):
                if code and code not in codes.setdefault(rank, []):
                    codes[rank].append(code)
        db.close()
    patterns = {}
    lines = []
    sources = {}
    for rank, word_id, headword in words:
        spellings = []
        for s in [headword] + forms.get(rank, []) + readings.get(rank, []):
            if s not in spellings:
                spellings.append(s)
        is_nai = headword == "ない" or any(s.endswith("無い") for s in spellings)
        for code in codes.get(rank, []):
            if ending_of(code) is None:
                continue
            spelling = next((s for s in spellings if fits(s, code)), None)
            if spelling is None:
                continue
            made = table(spelling, code, is_nai)
            if made is None:
                continue
            kind, rows, source = made
            labels = {"verb": VERB_ROWS, "vs": VERB_ROWS, "i": I_ADJECTIVE_ROWS,
                      "na": NA_ADJECTIVE_ROWS}[kind]
            key = (kind, tuple(f"{label}={encode(a, spelling)}/{encode(n, spelling)}"
                               for label, (a, n) in zip(labels, rows)))
            number = patterns.setdefault(key, len(patterns) + 1)
            # ない and its compounds have no JMdict code of their own: `nai` names them.
            shown = "nai" if source == "nai" else code
            lines.append(f"{word_id}\t{spelling}\t{shown}\t@{number}\t{source}")
            sources[source] = sources.get(source, 0) + 1
    with open(args.output, "w", encoding="utf-8") as out:
        out.write("# The conjugation tables of every verb and adjective of the bundled dictionary, by\n")
        out.write("# japanese-verb-conjugator-v2 1.0.1 (BSD) and the hand-checked tables of\n")
        out.write("# Scripts/conjugation-fixture.py; made by `make conjugation-fixture`.\n")
        out.write("# Why a table is not the reference's, by the source named on its line:\n")
        for name, reason in OVERRIDES.items():
            out.write(f"#   {name} ({sources.get(name, 0)} tables): {reason}\n")
        out.write(f"#   reference ({sources.get('reference', 0)} tables): the reference as it stands\n")
        for (kind, rows), number in sorted(patterns.items(), key=lambda item: item[1]):
            out.write(f"@{number}\t{kind}\t" + "\t".join(rows) + "\n")
        for line in lines:
            out.write(line + "\n")
    print(f"{len(lines)} tables, {len(patterns)} patterns: {sources}", file=sys.stderr)


if __name__ == "__main__":
    main()
