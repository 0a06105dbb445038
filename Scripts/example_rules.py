"""The rules by which a word the segmenter finds in a sentence is kept as an example of it.

Used by example_sentences.index. The segmenter reads every sentence into dictionary words,
but some places it finds are not the word its entry means: a piece of a loanword or name
neither dictionary has (ス|ミス), a suffix or counter read as the noun it spells alone (王|様 is
not 様 よう), a kanji spelling another entry owns (秋 listed under 時 とき), or a word that only
attaches to another read where nothing precedes it to attach to (本当に|そう is そう "so", not
the auxiliary そう "seeming"), a verb's stem read as the noun it spells (調べ|始めた), a word
beside kana the segmenter could not read (いただき|まし|たー). Each rule here says which.
"""


def katakana(character):
    return "\u30a1" <= character <= "\u30fa" or character == "\u30fc"


def glued(japanese, start, length):
    """Whether the word at UTF-8 bytes start+length begins or ends inside a run of katakana
    (or of katakana after Latin letters): ス|ミス (Smith), T|シャツ, カスタマー|センター. A
    loanword or a name the dictionaries lack is then read as pieces, and a piece is no
    example of the word it happens to spell."""
    encoded = japanese.encode("utf-8")
    before = encoded[:start].decode("utf-8")
    word = encoded[start : start + length].decode("utf-8")
    after = encoded[start + length :].decode("utf-8")
    joined_before = before and katakana(word[0]) and (katakana(before[-1]) or before[-1].isascii() and before[-1].isalnum())
    joined_after = after and katakana(word[-1]) and katakana(after[0])
    return bool(joined_before or joined_after)


def kanji(character):
    return "\u4e00" <= character <= "\u9fff" or character in "\u3005\u3006"


def after_digit(japanese, start):
    """Whether the word at UTF-8 byte `start` follows a digit (２|つ, １０|年): there a word is
    a counter or suffix, and the segmenter's other readings of the kana after a number are
    misreadings (２【つして】 read as the verb 唾す)."""
    before = japanese.encode("utf-8")[:start].decode("utf-8")
    return bool(before) and before[-1].isdigit()


def attached(japanese, start, length):
    """Whether the word at UTF-8 bytes start+length is one kanji right after a kanji or a
    digit (王|様, ８|時, 土曜|日). The segmenter reads such a kanji as the noun it spells alone
    (様 よう, 時 とき, 日 ひ), but there it is mostly a suffix or counter read otherwise (さま,
    じ, び): the place is kept only for an entry JMdict marks as a suffix or counter (10|年 is
    年 ねん, a counter)."""
    encoded = japanese.encode("utf-8")
    before = encoded[:start].decode("utf-8")
    word = encoded[start : start + length].decode("utf-8")
    return len(word) == 1 and kanji(word) and bool(before) and (kanji(before[-1]) or before[-1].isdigit())


def affixes(db):
    """The entries of JMdict (jamdict's SQLite) with a sense that is a suffix or a counter."""
    rows = db.execute(
        "SELECT DISTINCT Sense.idseq FROM Sense JOIN pos ON pos.sid = Sense.id WHERE pos.text IN ('suffix', 'counter')"
    )
    return {idseq for (idseq,) in rows}


class Spellings:
    """Which JMdict entries have each kanji spelling, and each entry's usual (first) one."""

    def __init__(self, db):
        self.owners = {}
        self.usual = {}
        for idseq, text in db.execute("SELECT Kanji.idseq, Kanji.text FROM Kanji ORDER BY Kanji.id"):
            self.owners.setdefault(text, set()).add(idseq)
            self.usual.setdefault(idseq, text)

    def borrowed(self, form, entry):
        """Whether `form` is a kanji spelling another entry shares and not `entry`'s usual one:
        秋 is listed under 時 (とき, "an important time") but is 秋 (あき) in a sentence, and the
        segmenter cannot tell; the entry whose usual spelling it is keeps it."""
        owners = self.owners.get(form, set())
        return len(owners) > 1 and self.usual.get(entry) != form


# Parts of speech (JMdict's, as jamdict writes them) of a word that attaches to the one before it.
ATTACHING = ("auxiliary", "auxiliary verb", "auxiliary adjective", "noun, used as a suffix", "suffix")
# Parts of speech of a word nothing attaches to: after one, a kana word is a word of its own.
STANDALONE = (
    "adverb (fukushi)",
    "adverb taking the 'to' particle",
    "conjunction",
    "interjection (kandoushi)",
    "particle",
    "pronoun",
)
# Particles that do take an attaching word after them: の よう, な よう (静かなようだ).
JOINING = ("の", "な")


def kana(text):
    """Whether `text` is hiragana and katakana only."""
    return all("\u3041" <= c <= "\u3096" or katakana(c) for c in text)


class Bound:
    """The JMdict entries that attach to the word before them (the auxiliary そう "seeming", the
    suffix 様 よう "like"), and the entries that never take one after them (adverbs, particles,
    conjunctions, interjections, pronouns: the entry's first sense one of those).

    The segmenter reads such a word, written in kana, wherever its kana stand, but at the
    start of a sentence or clause, or after an adverb or a particle, the kana are another word
    of that sound: 本当に【そう】 and 【そう】思う are そう "so" (然う), 【よう】、久しぶり is the
    greeting. There the place is not kept for the attaching entry."""

    def __init__(self, db):
        parts = {}
        for idseq, sense, text in db.execute(
            "SELECT Sense.idseq, Sense.id, pos.text FROM Sense JOIN pos ON pos.sid = Sense.id"
        ):
            parts.setdefault(idseq, {}).setdefault(sense, set()).add(text)
        # By the first sense, the entry's everyday use: 多分 is an adverb before it is a noun, and
        # 居る (いる) a verb before it is the auxiliary of 食べている (ネコが【いる】 is the verb).
        self.attaching = {idseq for idseq, senses in parts.items() if senses[min(senses)] & set(ATTACHING)}
        self.standalone = {idseq for idseq, senses in parts.items() if senses[min(senses)] <= set(STANDALONE)}

    def stranded(self, entry, surface, before):
        """Whether the attaching `entry`, written `surface`, has nothing to attach to: `before`
        is the word in front of it as (surface, entry or None), or None at the sentence's start."""
        if entry not in self.attaching or not kana(surface):
            return False
        if before is None or before[1] is None:
            return True
        return before[1] in self.standalone and before[0] not in JOINING


class KanaSpellings:
    """The JMdict entries written in kana in a sentence only by mistake: those with a kanji
    spelling and no sense JMdict marks "usually written using kana alone". The segmenter
    matches their readings wherever the kana stand, and in a sentence those kana are nearly
    always another word or a piece of one (トムお【わた】？ is not 海 わた; 入って【くん】な not 君
    くん); a word written in kana is kept for an entry usually written so (そこ 其処, ちょっと
    一寸) or written only in kana."""

    def __init__(self, db):
        with_kanji = {idseq for (idseq,) in db.execute("SELECT DISTINCT idseq FROM Kanji")}
        usually_kana = {
            idseq
            for (idseq,) in db.execute(
                "SELECT DISTINCT Sense.idseq FROM Sense JOIN misc ON misc.sid = Sense.id "
                "WHERE misc.text = 'word usually written using kana alone'"
            )
        }
        self.kanji_only = with_kanji - usually_kana

    def misread(self, entry, surface):
        return entry in self.kanji_only and kana(surface)


def literary_imperative(surface, form):
    """Whether `surface` is the written imperative in -よ of the ichidan verb `form`, in kana
    (いよ of いる): speech says いろ, and where the segmenter finds いよ it is mostly the end of
    another word and the particle よ (心配な|いよ is 心配ないよ, もうい|いよ もういいよ)."""
    return kana(surface) and form.endswith("る") and surface == form[:-1] + "よ"


def lost(neighbour):
    """Whether `neighbour`, a word beside the one looked at as (surface, entry or None, …), is kana
    the segmenter found no entry for: it lost its way there, and the word beside it is mostly
    a piece of another (いただき【まし】たー is ました, not 増し)."""
    return neighbour is not None and neighbour[1] is None and kana(neighbour[0])


# Words that follow a verb's stem (調べ|始める, 増し|つつ, 観|に行く): before them a noun
# spelled as a verb's stem is that verb.
STEM_TAKERS = ("つつ", "ながら", "始める", "出す", "続ける", "過ぎる", "すぎる", "終わる", "終える", "合う", "直す")
# Verbs of going and coming, which take a stem and に (観に行く: to go to see), and the
# compounds made of their te-form (観に行ってくる, read as 行ってくる "to go and come back").
GOING = ("行く", "いく", "来る", "くる", "出かける", "帰る", "戻る")
GOING_TE = ("行って", "いって", "来て", "きて", "出かけて", "帰って", "戻って")
# The i-row kana of a godan verb's stem, by its dictionary form's last kana.
I_ROW = dict(zip("うくぐすつぬぶむる", "いきぎしちにびみり"))


class Stems:
    """The spellings that are also a verb's continuative stem (調べ of 調べる, 増し of 増す, 観
    of 観る). The segmenter reads such a stem as the noun of that spelling (調べ "inquiry", 増し
    "better", 観 "appearance") where the verb goes on in an ending it reads as a word of its own
    (調べ|始めた, 増し|つつ, 観|に行く); there the place is not the noun's."""

    def __init__(self, db):
        self.stems = set()
        rows = db.execute(
            "SELECT DISTINCT text, pos FROM ("
            " SELECT Kanji.text AS text, pos.text AS pos FROM Kanji JOIN Sense ON Sense.idseq = Kanji.idseq"
            " JOIN pos ON pos.sid = Sense.id"
            " UNION ALL SELECT Kana.text, pos.text FROM Kana JOIN Sense ON Sense.idseq = Kana.idseq"
            " JOIN pos ON pos.sid = Sense.id)"
            " WHERE pos LIKE 'Ichidan verb%' OR pos LIKE 'Godan verb%'"
        )
        for text, pos in rows:
            if pos.startswith("Ichidan") and text.endswith("る") and len(text) > 1:
                self.stems.add(text[:-1])
            elif pos.startswith("Godan") and text[-1] in I_ROW and len(text) > 1:
                self.stems.add(text[:-1] + I_ROW[text[-1]])

    def verb(self, surface, following):
        """Whether `surface`, before the words `following` ((surface, entry, dictionary form),
        the next two), is a verb's stem going on."""
        if surface not in self.stems or not following:
            return False
        first = following[0]
        if first[2] in STEM_TAKERS or first[0] in STEM_TAKERS:
            return True
        return first[0] == "に" and len(following) > 1 and (
            following[1][2] in GOING or (following[1][2] or "").startswith(GOING_TE))


class Rules:
    """All the rules together, over jamdict's SQLite `db`."""

    def __init__(self, db):
        self.affixes = affixes(db)
        self.spellings = Spellings(db)
        self.bound = Bound(db)
        self.kana_spellings = KanaSpellings(db)
        self.stems = Stems(db)
        self.verbs = {
            idseq
            for (idseq,) in db.execute(
                "SELECT DISTINCT Sense.idseq FROM Sense JOIN pos ON pos.sid = Sense.id"
                " WHERE pos.text LIKE 'Ichidan verb%' OR pos.text LIKE 'Godan verb%'"
            )
        }

    def keeps(self, japanese, start, length, entry, form, surface, before, following):
        """Whether the word `entry` (dictionary form `form`), written `surface` at UTF-8 bytes
        start+length of `japanese`, is kept: `before` is the word in front of it, `following`
        the next two, each (surface, entry or None, dictionary form); None or empty at the ends."""
        if lost(before) or (following and lost(following[0])):
            return False
        if entry not in self.verbs and self.stems.verb(surface, following):
            return False
        if glued(japanese, start, length) or self.spellings.borrowed(form, entry):
            return False
        if entry not in self.affixes and (attached(japanese, start, length) or after_digit(japanese, start)):
            return False
        if self.kana_spellings.misread(entry, surface) or literary_imperative(surface, form):
            return False
        return not self.bound.stranded(entry, surface, before)
