"""The keys an English query is looked up by, as Sources/JapaneseText/English+Variants.swift
makes them: fit-english-ranking.py ranks what the program would find, so the two must agree
(EnglishTests checks the Swift side against the same examples)."""

import re

ARTICLES = ("a ", "an ", "the ", "one's ")

# Irregular English forms a learner types for a dictionary's base word. Short on purpose:
# the commonest verbs and plurals; a regular form is undone by the rules in `inflections`.
IRREGULAR = {
    "ate": "eat", "eaten": "eat", "went": "go", "gone": "go", "saw": "see", "seen": "see",
    "took": "take", "taken": "take", "gave": "give", "given": "give", "came": "come",
    "made": "make", "bought": "buy", "thought": "think", "taught": "teach", "wrote": "write",
    "written": "write", "spoke": "speak", "spoken": "speak", "drank": "drink", "drunk": "drink",
    "slept": "sleep", "swam": "swim", "sang": "sing", "sung": "sing", "ran": "run", "began": "begin",
    "begun": "begin", "got": "get", "forgot": "forget", "forgotten": "forget", "lost": "lose",
    "sold": "sell", "told": "tell", "felt": "feel", "heard": "hear", "knew": "know", "known": "know",
    "met": "meet", "left": "leave", "stood": "stand", "sat": "sit", "read": "read", "understood": "understand",
    "brought": "bring", "caught": "catch", "fell": "fall", "fallen": "fall", "flew": "fly", "flown": "fly",
    "found": "find", "held": "hold", "kept": "keep", "paid": "pay", "said": "say", "sent": "send",
    "spent": "spend", "woke": "wake", "woken": "wake", "wore": "wear", "worn": "wear", "won": "win",
    "children": "child", "men": "man", "women": "woman", "feet": "foot", "teeth": "tooth",
    "mice": "mouse", "people": "person", "leaves": "leaf", "knives": "knife", "wives": "wife",
}
# Irregular comparatives and superlatives, read as their adjective by `comparatives`.
IRREGULAR_COMPARATIVES = {"better": "good", "best": "good", "worse": "bad", "worst": "bad"}

# American and British spellings: each word ending on the left is also tried with the
# ending on the right, and back (`color` → `colour`, `centre` → `center`, `realise` → `realize`).
SPELLINGS = [("our", "or"), ("tre", "ter"), ("ise", "ize"), ("yse", "yze"), ("ence", "ense"), ("ogue", "og")]
WORD_SPELLINGS = {"grey": "gray", "gray": "grey", "programme": "program", "program": "programme",
                  "tyre": "tire", "cheque": "check", "aluminium": "aluminum", "aluminum": "aluminium",
                  "mum": "mom", "mom": "mum", "pyjamas": "pajamas", "pajamas": "pyjamas"}
# Pairs of words spelt one way in British and another in American English, tried both ways.
WORD_SPELLINGS.update({a: b for x, y in (
    ("maths", "math"), ("doughnut", "donut"), ("jewellery", "jewelry"), ("moustache", "mustache"),
    ("plough", "plow"), ("cosy", "cozy"), ("sceptical", "skeptical"), ("axe", "ax"), ("aeroplane", "airplane"),
    ("yoghurt", "yogurt"), ("omelette", "omelet"), ("practise", "practice"), ("mould", "mold"),
    ("whisky", "whiskey"), ("disc", "disk")) for a, b in ((x, y), (y, x))})
# English.clippings: clipped words a learner types for a whole word JMdict glosses only whole.
CLIPPINGS = {"math": "mathematics", "maths": "mathematics", "info": "information", "plane": "airplane",
             "uni": "university"}
VOWELS = "aeiou"


def key(text):
    """English.key: lower case, parenthesised notes, closing `!` and a phrase's closing `?`
    removed, a leading `to ` dropped."""
    out, depth, pending = [], 0, False
    for ch in text:
        if ch == "(":
            depth += 1
        elif ch == ")":
            depth = max(depth - 1, 0)
        elif ch in " \t":
            if depth == 0:
                pending = bool(out)
        elif depth == 0:
            if pending:
                out.append(" ")
                pending = False
            out.append(ch.lower())
    result = "".join(out)
    result = result.rstrip("!? " if " " in result else "! ")
    return result[3:] if result.startswith("to ") else result


def open_key(text):
    """English.openKey: as `key`, but the words in parentheses kept (`to look (for)` →
    `look for`); leading articles dropped too."""
    words = "".join(" " if ch in "()\t" else ch for ch in text.lower()).split()
    result = " ".join(words)
    result = result.rstrip("!? " if " " in result else "! ")
    result = result[3:] if result.startswith("to ") else result
    return strip_article(result)


def strip_article(text):
    """English.withoutArticle: a leading article dropped, and `one's` anywhere."""
    text = text.replace(" one's ", " ")
    for article in ARTICLES:
        if text.startswith(article) and len(text) > len(article):
            return text[len(article):]
    return text


def doubles_its_last(stem):
    """English.doublesItsLast: one syllable ending in one vowel and one consonant (`scar`)."""
    if len(stem) < 3 or stem[-1] in VOWELS or stem[-1] in "wxy":
        return False
    if stem[-2] not in VOWELS or stem[-3] in VOWELS:
        return False
    return not any(c in VOWELS for c in stem[:-2])


def inflections(word):
    """Base forms `word` may be an inflection of: plurals, -ing, -ed, irregular forms."""
    out = []
    if word in IRREGULAR:
        out.append(IRREGULAR[word])
    n = len(word)
    if n >= 5 and word.endswith("ies"):
        out.append(word[:-3] + "y")
    if n >= 5 and word.endswith(("ches", "shes", "sses", "xes", "oes")):
        out.append(word[:-2])
    if n >= 4 and word.endswith("s") and not word.endswith(("ss", "us", "is")):
        out.append(word[:-1])
    for ending in ("ing", "ed"):
        if not word.endswith(ending):
            continue
        stem = word[: -len(ending)]
        if len(stem) < 3:
            continue
        if ending == "ed" and stem.endswith("i"):
            out.append(stem[:-1] + "y")
            continue
        if not doubles_its_last(stem):
            out.append(stem)
        out.append(stem + "e")
        if len(stem) >= 4 and stem[-1] == stem[-2] and stem[-1] not in VOWELS and stem[-1] not in "lsz":
            out.append(stem[:-1])
    return out


def comparatives(word):
    """English.comparativeBases: the adjectives `word` may be the comparative or superlative
    of (`bigger` → `big`, `larger` → `large`, `happier` → `happy`)."""
    if not (word.isascii() and word.isalpha()):
        return []
    if word in IRREGULAR_COMPARATIVES:
        return [IRREGULAR_COMPARATIVES[word]]
    out = []
    for ending in ("er", "est"):
        if not word.endswith(ending):
            continue
        stem = word[: -len(ending)]
        if len(stem) < 3:
            continue
        if stem.endswith("i"):
            out.append(stem[:-1] + "y")
            continue
        out += [stem, stem + "e"]
        if stem[-1] == stem[-2] and stem[-1] not in VOWELS:
            out.append(stem[:-1])
    return out


def adverbs(word):
    """English.adverbBases: the adjectives `word` may be the adverb of (`suddenly` → `sudden`,
    `easily` → `easy`, `gently` → `gentle`, `truly` → `true`)."""
    if not word.endswith("ly") or len(word) < 5 or not (word.isascii() and word.isalpha()):
        return []
    stem = word[:-2]
    if stem.endswith("i"):
        return [stem[:-1] + "y"]
    if stem.endswith("u"):
        return [stem + "e"]
    return [stem, stem + "le"]


def has_forms(word):
    """English.hasForms: three letters or more, none ending as an -ing or -ed form does."""
    return len(word) >= 3 and word.isascii() and word.isalpha() and not word.endswith(("ing", "ed"))


def derived(word):
    """English.derivedForms: forms a gloss may give for a base word typed: its -ing and -ed forms
    (`cleaning` of `clean`, `liked` of `like`, `stopping` of `stop`, `studied` of `study`)."""
    if not has_forms(word):
        return []
    if word.endswith("e"):
        return [word[:-1] + "ing", word + "d"]
    if word.endswith("y") and word[-2] not in VOWELS:
        return [word + "ing", word[:-1] + "ied"]
    groups = re.findall(r"[aeiou]+", word)
    # One short vowel before a last consonant doubles it: `stop` → `stopped`, `run` → `running`.
    if len(groups) == 1 and len(groups[0]) == 1 and word[-2] in VOWELS and word[-1] not in VOWELS + "wxy":
        return [word + word[-1] + "ing", word + word[-1] + "ed"]
    return [word + "ing", word + "ed"]


def plural(word):
    """English.plural: `lips`, `glasses`, `boxes`, `cherries`, `days`."""
    if word.endswith(("s", "x", "z", "ch", "sh")):
        return word + "es"
    if len(word) >= 2 and word.endswith("y") and word[-2] not in VOWELS:
        return word[:-1] + "ies"
    return word + "s"


# English.stateVerbs: a phrase's verb of a state, each tried for the others (`be tired` ~ `get tired`).
STATE_VERBS = ("be", "get", "become", "grow")
# English.phrasalParticles: after a verb of a state, a phrasal verb (`grow up`), not a state.
PHRASAL_PARTICLES = {"up", "down", "out", "off", "on", "in", "over", "away", "back", "through", "along", "around",
                     "by"}


def spellings(word):
    out = []
    if word in WORD_SPELLINGS:
        out.append(WORD_SPELLINGS[word])
    if word in CLIPPINGS:
        out.append(CLIPPINGS[word])
    for a, b in SPELLINGS:
        for x, y in ((a, b), (b, a)):
            if len(word) > len(x) + 2 and word.endswith(x):
                out.append(word[: -len(x)] + y)
    return out


# English.isContracted and English.irregularContractions.
IS_CONTRACTED = {"it", "that", "what", "there", "here", "he", "she", "who", "where", "how"}
IRREGULAR_CONTRACTIONS = {"can't": "cannot", "won't": "will not", "shan't": "shall not", "let's": "let us"}
CONTRACTION_ENDINGS = (("'re", "are"), ("'m", "am"), ("'ve", "have"), ("'ll", "will"), ("n't", "not"))


def other_thanks(k):
    """English.otherThanks: `thanks for …` ~ `thank you for …`."""
    if k.startswith("thanks for "):
        return ["thank you for " + k[len("thanks for "):]]
    if k.startswith("thank you for "):
        return ["thanks for " + k[len("thank you for "):]]
    return []


def other_contractions(k):
    """English.otherContractions: the key with its contractions written out (`you're` →
    `you are`), or else its first pair that English contracts contracted."""
    words = k.replace("\u2019", "'").split(" ")
    out, changed = [], False
    for word in words:
        ending = next((e for e in CONTRACTION_ENDINGS if word.endswith(e[0]) and len(word) > len(e[0])), None)
        if word in IRREGULAR_CONTRACTIONS:
            out.append(IRREGULAR_CONTRACTIONS[word])
            changed = True
        elif word.endswith("'s") and word[:-2] in IS_CONTRACTED:
            out += [word[:-2], "is"]
            changed = True
        elif ending:
            out += [word[: -len(ending[0])], ending[1]]
            changed = True
        else:
            out.append(word)
    if changed:
        return [" ".join(out)]
    contracted = {}
    for short, whole in IRREGULAR_CONTRACTIONS.items():
        contracted.setdefault(whole, short)
    for i in range(len(words) - 1):
        first, second = words[i], words[i + 1]
        joined = None
        if first + " " + second in contracted:
            joined = contracted[first + " " + second]
        elif second == "not" and first in ("do", "does", "did", "is", "are", "was", "were", "have", "has", "had"):
            joined = first + "n't"
        elif first in ("i", "you", "we", "they") and second in ("are", "am", "have", "will") \
                and (second == "am") == (first == "i"):
            joined = first + {"am": "'m", "are": "'re", "have": "'ve", "will": "'ll"}[second]
        elif second == "is" and first in IS_CONTRACTED:
            joined = first + "'s"
        if joined:
            return [" ".join(words[:i] + [joined] + words[i + 2:])]
    return []


# How a key was made of the query (English.LookupKey.Form); every form but "typed" is a variant.
FORMS = ("typed", "variant", "base", "plural", "derived", "comparative", "adverbial")


def lookup_keys(query):
    """[(key, form)]: the query's keys as typed (with and without an article), then its last
    word's base forms ("base"), its words' other spellings and a phrase's other verbs of a
    state ("variant"), then for a single word typed as a base form the plural and the -ing and -ed
    forms a gloss may give it in ("plural", "derived"), then for any single word the adjective
    it may be a comparative or an adverb of ("comparative", "adverbial")."""
    exact = []
    for k in (key(query), strip_article(key(query)), *other_contractions(key(query)), *other_thanks(key(query))):
        if k and k not in exact:
            exact.append(k)
    keys = [(k, "typed") for k in exact]
    seen = set(exact)
    made = []
    for k in exact:
        words = k.split(" ")
        last = words[-1]
        forms = [(f, "base") for f in inflections(last)] + [(f, "variant") for f in spellings(last)]
        forms += [(s, "base") for f in inflections(last) for s in spellings(f)]
        candidates = [(" ".join(words[:-1] + [f]), form) for f, form in forms]
        for i, word in enumerate(words[:-1]):
            for s in spellings(word):
                candidates.append((" ".join(words[:i] + [s] + words[i + 1:]), "variant"))
        # `to be tired` finds 疲れる, `to get tired`; `grow up` is no `get up`.
        if len(words) > 1 and words[0] in STATE_VERBS and words[1] not in PHRASAL_PARTICLES:
            candidates += [(" ".join([v] + words[1:]), "variant") for v in STATE_VERBS if v != words[0]]
        for c, form in candidates:
            if c and c not in seen:
                seen.add(c)
                keys.append((c, form))
        # Only a single word typed as a base form: a phrase's or an inflection's would be noise.
        if len(words) == 1 and not inflections(last):
            # `lip` finds 唇, glossed `lips`.
            if has_forms(last):
                made.append((plural(last), "plural"))
            made += [(c, "derived") for c in derived(last)]
        # A single word, inflected or not: `succeed` ends as a past does.
        if len(words) == 1:
            made += [(c, "comparative") for c in comparatives(last)]
            made += [(c, "adverbial") for c in adverbs(last)]
    for form in ("plural", "derived", "comparative", "adverbial"):
        for c, made_form in made:
            if made_form == form and c not in seen:
                seen.add(c)
                keys.append((c, form))
    return keys
