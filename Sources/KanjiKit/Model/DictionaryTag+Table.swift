extension DictionaryTag {
  /// JMdict's entities (its DTD as of JMdict 1.08, with the codes added since), by kind.
  public static let all: [DictionaryTag] = [
    DictionaryTag(
      code: "adj-f", kind: .partOfSpeech, expansion: "noun or verb acting prenominally",
      label: "prenominal noun or verb"),
    DictionaryTag(code: "adj-i", kind: .partOfSpeech, expansion: "adjective (keiyoushi)", label: "i-adjective"),
    DictionaryTag(
      code: "adj-ix", kind: .partOfSpeech, expansion: "adjective (keiyoushi) - yoi/ii class",
      label: "i-adjective (yoi/ii class)"),
    DictionaryTag(
      code: "adj-kari", kind: .partOfSpeech, expansion: "'kari' adjective (archaic)",
      label: "'kari' adjective (archaic)"),
    DictionaryTag(
      code: "adj-ku", kind: .partOfSpeech, expansion: "'ku' adjective (archaic)", label: "'ku' adjective (archaic)"),
    DictionaryTag(
      code: "adj-na", kind: .partOfSpeech, expansion: "adjectival nouns or quasi-adjectives (keiyodoshi)",
      label: "na-adjective"),
    DictionaryTag(
      code: "adj-nari", kind: .partOfSpeech, expansion: "archaic/formal form of na-adjective",
      label: "archaic/formal form of na-adjective"),
    DictionaryTag(
      code: "adj-no", kind: .partOfSpeech, expansion: "nouns which may take the genitive case particle 'no'",
      label: "no-adjective"),
    DictionaryTag(
      code: "adj-pn", kind: .partOfSpeech, expansion: "pre-noun adjectival (rentaishi)", label: "pre-noun adjectival"),
    DictionaryTag(
      code: "adj-shiku", kind: .partOfSpeech, expansion: "'shiku' adjective (archaic)",
      label: "'shiku' adjective (archaic)"),
    DictionaryTag(code: "adj-t", kind: .partOfSpeech, expansion: "'taru' adjective", label: "taru-adjective"),
    DictionaryTag(code: "adv", kind: .partOfSpeech, expansion: "adverb (fukushi)", label: "adverb"),
    DictionaryTag(
      code: "adv-to", kind: .partOfSpeech, expansion: "adverb taking the 'to' particle", label: "adverb taking 'to'"),
    DictionaryTag(code: "aux", kind: .partOfSpeech, expansion: "auxiliary", label: "auxiliary"),
    DictionaryTag(code: "aux-adj", kind: .partOfSpeech, expansion: "auxiliary adjective", label: "auxiliary adjective"),
    DictionaryTag(code: "aux-v", kind: .partOfSpeech, expansion: "auxiliary verb", label: "auxiliary verb"),
    DictionaryTag(code: "conj", kind: .partOfSpeech, expansion: "conjunction", label: "conjunction"),
    DictionaryTag(code: "cop", kind: .partOfSpeech, expansion: "copula", label: "copula"),
    DictionaryTag(code: "cop-da", kind: .partOfSpeech, expansion: "copula", label: "copula"),
    DictionaryTag(code: "ctr", kind: .partOfSpeech, expansion: "counter", label: "counter"),
    DictionaryTag(
      code: "exp", kind: .partOfSpeech, expansion: "expressions (phrases, clauses, etc.)", label: "expression"),
    DictionaryTag(code: "int", kind: .partOfSpeech, expansion: "interjection (kandoushi)", label: "interjection"),
    DictionaryTag(code: "iv", kind: .partOfSpeech, expansion: "irregular verb", label: "irregular verb"),
    DictionaryTag(code: "n", kind: .partOfSpeech, expansion: "noun (common) (futsuumeishi)", label: "noun"),
    DictionaryTag(
      code: "n-adv", kind: .partOfSpeech, expansion: "adverbial noun (fukushitekimeishi)", label: "adverbial noun"),
    DictionaryTag(code: "n-pr", kind: .partOfSpeech, expansion: "proper noun", label: "proper noun"),
    DictionaryTag(
      code: "n-pref", kind: .partOfSpeech, expansion: "noun, used as a prefix", label: "noun, used as a prefix"),
    DictionaryTag(
      code: "n-suf", kind: .partOfSpeech, expansion: "noun, used as a suffix", label: "noun, used as a suffix"),
    DictionaryTag(code: "n-t", kind: .partOfSpeech, expansion: "noun (temporal) (jisoumeishi)", label: "temporal noun"),
    DictionaryTag(code: "num", kind: .partOfSpeech, expansion: "numeric", label: "numeric"),
    DictionaryTag(code: "pn", kind: .partOfSpeech, expansion: "pronoun", label: "pronoun"),
    DictionaryTag(code: "pref", kind: .partOfSpeech, expansion: "prefix", label: "prefix"),
    DictionaryTag(code: "prt", kind: .partOfSpeech, expansion: "particle", label: "particle"),
    DictionaryTag(code: "suf", kind: .partOfSpeech, expansion: "suffix", label: "suffix"),
    DictionaryTag(code: "unc", kind: .partOfSpeech, expansion: "unclassified", label: "unclassified"),
    DictionaryTag(code: "v-unspec", kind: .partOfSpeech, expansion: "verb unspecified", label: "verb unspecified"),
    DictionaryTag(code: "v1", kind: .partOfSpeech, expansion: "Ichidan verb", label: "Ichidan verb"),
    DictionaryTag(
      code: "v1-s", kind: .partOfSpeech, expansion: "Ichidan verb - kureru special class",
      label: "Ichidan verb - kureru special class"),
    DictionaryTag(
      code: "v2a-s", kind: .partOfSpeech, expansion: "Nidan verb with 'u' ending (archaic)",
      label: "Nidan verb with 'u' ending (archaic)"),
    DictionaryTag(
      code: "v2b-k", kind: .partOfSpeech, expansion: "Nidan verb (upper class) with 'bu' ending (archaic)",
      label: "Nidan verb (upper class) with 'bu' ending (archaic)"),
    DictionaryTag(
      code: "v2b-s", kind: .partOfSpeech, expansion: "Nidan verb (lower class) with 'bu' ending (archaic)",
      label: "Nidan verb (lower class) with 'bu' ending (archaic)"),
    DictionaryTag(
      code: "v2d-k", kind: .partOfSpeech, expansion: "Nidan verb (upper class) with 'dzu' ending (archaic)",
      label: "Nidan verb (upper class) with 'dzu' ending (archaic)"),
    DictionaryTag(
      code: "v2d-s", kind: .partOfSpeech, expansion: "Nidan verb (lower class) with 'dzu' ending (archaic)",
      label: "Nidan verb (lower class) with 'dzu' ending (archaic)"),
    DictionaryTag(
      code: "v2g-k", kind: .partOfSpeech, expansion: "Nidan verb (upper class) with 'gu' ending (archaic)",
      label: "Nidan verb (upper class) with 'gu' ending (archaic)"),
    DictionaryTag(
      code: "v2g-s", kind: .partOfSpeech, expansion: "Nidan verb (lower class) with 'gu' ending (archaic)",
      label: "Nidan verb (lower class) with 'gu' ending (archaic)"),
    DictionaryTag(
      code: "v2h-k", kind: .partOfSpeech, expansion: "Nidan verb (upper class) with 'hu/fu' ending (archaic)",
      label: "Nidan verb (upper class) with 'hu/fu' ending (archaic)"),
    DictionaryTag(
      code: "v2h-s", kind: .partOfSpeech, expansion: "Nidan verb (lower class) with 'hu/fu' ending (archaic)",
      label: "Nidan verb (lower class) with 'hu/fu' ending (archaic)"),
    DictionaryTag(
      code: "v2k-k", kind: .partOfSpeech, expansion: "Nidan verb (upper class) with 'ku' ending (archaic)",
      label: "Nidan verb (upper class) with 'ku' ending (archaic)"),
    DictionaryTag(
      code: "v2k-s", kind: .partOfSpeech, expansion: "Nidan verb (lower class) with 'ku' ending (archaic)",
      label: "Nidan verb (lower class) with 'ku' ending (archaic)"),
    DictionaryTag(
      code: "v2m-k", kind: .partOfSpeech, expansion: "Nidan verb (upper class) with 'mu' ending (archaic)",
      label: "Nidan verb (upper class) with 'mu' ending (archaic)"),
    DictionaryTag(
      code: "v2m-s", kind: .partOfSpeech, expansion: "Nidan verb (lower class) with 'mu' ending (archaic)",
      label: "Nidan verb (lower class) with 'mu' ending (archaic)"),
    DictionaryTag(
      code: "v2n-s", kind: .partOfSpeech, expansion: "Nidan verb (lower class) with 'nu' ending (archaic)",
      label: "Nidan verb (lower class) with 'nu' ending (archaic)"),
    DictionaryTag(
      code: "v2r-k", kind: .partOfSpeech, expansion: "Nidan verb (upper class) with 'ru' ending (archaic)",
      label: "Nidan verb (upper class) with 'ru' ending (archaic)"),
    DictionaryTag(
      code: "v2r-s", kind: .partOfSpeech, expansion: "Nidan verb (lower class) with 'ru' ending (archaic)",
      label: "Nidan verb (lower class) with 'ru' ending (archaic)"),
    DictionaryTag(
      code: "v2s-s", kind: .partOfSpeech, expansion: "Nidan verb (lower class) with 'su' ending (archaic)",
      label: "Nidan verb (lower class) with 'su' ending (archaic)"),
    DictionaryTag(
      code: "v2t-k", kind: .partOfSpeech, expansion: "Nidan verb (upper class) with 'tsu' ending (archaic)",
      label: "Nidan verb (upper class) with 'tsu' ending (archaic)"),
    DictionaryTag(
      code: "v2t-s", kind: .partOfSpeech, expansion: "Nidan verb (lower class) with 'tsu' ending (archaic)",
      label: "Nidan verb (lower class) with 'tsu' ending (archaic)"),
    DictionaryTag(
      code: "v2w-s", kind: .partOfSpeech,
      expansion: "Nidan verb (lower class) with 'u' ending and 'we' conjugation (archaic)",
      label: "Nidan verb (lower class) with 'u' ending and 'we' conjugation (archaic)"),
    DictionaryTag(
      code: "v2y-k", kind: .partOfSpeech, expansion: "Nidan verb (upper class) with 'yu' ending (archaic)",
      label: "Nidan verb (upper class) with 'yu' ending (archaic)"),
    DictionaryTag(
      code: "v2y-s", kind: .partOfSpeech, expansion: "Nidan verb (lower class) with 'yu' ending (archaic)",
      label: "Nidan verb (lower class) with 'yu' ending (archaic)"),
    DictionaryTag(
      code: "v2z-s", kind: .partOfSpeech, expansion: "Nidan verb (lower class) with 'zu' ending (archaic)",
      label: "Nidan verb (lower class) with 'zu' ending (archaic)"),
    DictionaryTag(
      code: "v4b", kind: .partOfSpeech, expansion: "Yodan verb with 'bu' ending (archaic)",
      label: "Yodan verb with 'bu' ending (archaic)"),
    DictionaryTag(
      code: "v4g", kind: .partOfSpeech, expansion: "Yodan verb with 'gu' ending (archaic)",
      label: "Yodan verb with 'gu' ending (archaic)"),
    DictionaryTag(
      code: "v4h", kind: .partOfSpeech, expansion: "Yodan verb with 'hu/fu' ending (archaic)",
      label: "Yodan verb with 'hu/fu' ending (archaic)"),
    DictionaryTag(
      code: "v4k", kind: .partOfSpeech, expansion: "Yodan verb with 'ku' ending (archaic)",
      label: "Yodan verb with 'ku' ending (archaic)"),
    DictionaryTag(
      code: "v4m", kind: .partOfSpeech, expansion: "Yodan verb with 'mu' ending (archaic)",
      label: "Yodan verb with 'mu' ending (archaic)"),
    DictionaryTag(
      code: "v4n", kind: .partOfSpeech, expansion: "Yodan verb with 'nu' ending (archaic)",
      label: "Yodan verb with 'nu' ending (archaic)"),
    DictionaryTag(
      code: "v4r", kind: .partOfSpeech, expansion: "Yodan verb with 'ru' ending (archaic)",
      label: "Yodan verb with 'ru' ending (archaic)"),
    DictionaryTag(
      code: "v4s", kind: .partOfSpeech, expansion: "Yodan verb with 'su' ending (archaic)",
      label: "Yodan verb with 'su' ending (archaic)"),
    DictionaryTag(
      code: "v4t", kind: .partOfSpeech, expansion: "Yodan verb with 'tsu' ending (archaic)",
      label: "Yodan verb with 'tsu' ending (archaic)"),
    DictionaryTag(
      code: "v5aru", kind: .partOfSpeech, expansion: "Godan verb - -aru special class",
      label: "Godan verb - -aru special class"),
    DictionaryTag(
      code: "v5b", kind: .partOfSpeech, expansion: "Godan verb with 'bu' ending", label: "Godan verb with 'bu' ending"),
    DictionaryTag(
      code: "v5g", kind: .partOfSpeech, expansion: "Godan verb with 'gu' ending", label: "Godan verb with 'gu' ending"),
    DictionaryTag(
      code: "v5k", kind: .partOfSpeech, expansion: "Godan verb with 'ku' ending", label: "Godan verb with 'ku' ending"),
    DictionaryTag(
      code: "v5k-s", kind: .partOfSpeech, expansion: "Godan verb - Iku/Yuku special class",
      label: "Godan verb - Iku/Yuku special class"),
    DictionaryTag(
      code: "v5m", kind: .partOfSpeech, expansion: "Godan verb with 'mu' ending", label: "Godan verb with 'mu' ending"),
    DictionaryTag(
      code: "v5n", kind: .partOfSpeech, expansion: "Godan verb with 'nu' ending", label: "Godan verb with 'nu' ending"),
    DictionaryTag(
      code: "v5r", kind: .partOfSpeech, expansion: "Godan verb with 'ru' ending", label: "Godan verb with 'ru' ending"),
    DictionaryTag(
      code: "v5r-i", kind: .partOfSpeech, expansion: "Godan verb with 'ru' ending (irregular verb)",
      label: "Godan verb with 'ru' ending (irregular verb)"),
    DictionaryTag(
      code: "v5s", kind: .partOfSpeech, expansion: "Godan verb with 'su' ending", label: "Godan verb with 'su' ending"),
    DictionaryTag(
      code: "v5t", kind: .partOfSpeech, expansion: "Godan verb with 'tsu' ending", label: "Godan verb with 'tsu' ending"
    ),
    DictionaryTag(
      code: "v5u", kind: .partOfSpeech, expansion: "Godan verb with 'u' ending", label: "Godan verb with 'u' ending"),
    DictionaryTag(
      code: "v5u-s", kind: .partOfSpeech, expansion: "Godan verb with 'u' ending (special class)",
      label: "Godan verb with 'u' ending (special class)"),
    DictionaryTag(
      code: "v5uru", kind: .partOfSpeech, expansion: "Godan verb - Uru old class verb (old form of Eru)",
      label: "Godan verb - Uru old class verb (old form of Eru)"),
    DictionaryTag(code: "vi", kind: .partOfSpeech, expansion: "intransitive verb", label: "intransitive verb"),
    DictionaryTag(
      code: "vk", kind: .partOfSpeech, expansion: "Kuru verb - special class", label: "Kuru verb (special class)"),
    DictionaryTag(code: "vn", kind: .partOfSpeech, expansion: "irregular nu verb", label: "irregular nu verb"),
    DictionaryTag(
      code: "vr", kind: .partOfSpeech, expansion: "irregular ru verb, plain form ends with -ri",
      label: "irregular ru verb, plain form ends with -ri"),
    DictionaryTag(
      code: "vs", kind: .partOfSpeech, expansion: "noun or participle which takes the aux. verb suru",
      label: "suru verb"),
    DictionaryTag(
      code: "vs-c", kind: .partOfSpeech, expansion: "su verb - precursor to the modern suru",
      label: "su verb - precursor to the modern suru"),
    DictionaryTag(code: "vs-i", kind: .partOfSpeech, expansion: "suru verb - included", label: "suru verb (included)"),
    DictionaryTag(
      code: "vs-s", kind: .partOfSpeech, expansion: "suru verb - special class", label: "suru verb (special class)"),
    DictionaryTag(code: "vt", kind: .partOfSpeech, expansion: "transitive verb", label: "transitive verb"),
    DictionaryTag(
      code: "vz", kind: .partOfSpeech, expansion: "Ichidan verb - zuru verb (alternative form of -jiru verbs)",
      label: "Ichidan verb - zuru verb (alternative form of -jiru verbs)"),
    DictionaryTag(
      code: "ateji", kind: .spelling, expansion: "ateji (phonetic) reading", label: "ateji (phonetic reading)"),
    DictionaryTag(
      code: "iK", kind: .spelling, expansion: "word containing irregular kanji usage", label: "irregular kanji"),
    DictionaryTag(
      code: "ik", kind: .spelling, expansion: "word containing irregular kana usage", label: "irregular kana"),
    DictionaryTag(code: "io", kind: .spelling, expansion: "irregular okurigana usage", label: "irregular okurigana"),
    DictionaryTag(code: "oK", kind: .spelling, expansion: "word containing out-dated kanji", label: "out-dated kanji"),
    DictionaryTag(code: "rK", kind: .spelling, expansion: "rarely-used kanji form", label: "rarely used kanji"),
    DictionaryTag(code: "sK", kind: .spelling, expansion: "search-only kanji form", label: "search-only spelling"),
    DictionaryTag(
      code: "gikun", kind: .reading, expansion: "gikun (meaning as reading) or jukujikun (special kanji reading)",
      label: "gikun or jukujikun (special reading)"),
    DictionaryTag(
      code: "ik", kind: .reading, expansion: "word containing irregular kana usage", label: "irregular kana"),
    DictionaryTag(code: "ok", kind: .reading, expansion: "out-dated or obsolete kana usage", label: "out-dated kana"),
    DictionaryTag(code: "rk", kind: .reading, expansion: "rarely used kana form", label: "rarely used kana"),
    DictionaryTag(code: "sk", kind: .reading, expansion: "search-only kana form", label: "search-only reading"),
    DictionaryTag(code: "abbr", kind: .usage, expansion: "abbreviation", label: "abbreviation"),
    DictionaryTag(code: "arch", kind: .usage, expansion: "archaism", label: "archaic"),
    DictionaryTag(code: "chn", kind: .usage, expansion: "children's language", label: "children's language"),
    DictionaryTag(code: "col", kind: .usage, expansion: "colloquialism", label: "colloquial"),
    DictionaryTag(code: "dated", kind: .usage, expansion: "dated term", label: "dated term"),
    DictionaryTag(code: "derog", kind: .usage, expansion: "derogatory", label: "derogatory"),
    DictionaryTag(code: "eK", kind: .usage, expansion: "exclusively kanji", label: "exclusively kanji"),
    DictionaryTag(code: "ek", kind: .usage, expansion: "exclusively kana", label: "exclusively kana"),
    DictionaryTag(code: "euph", kind: .usage, expansion: "euphemistic", label: "euphemistic"),
    DictionaryTag(code: "fam", kind: .usage, expansion: "familiar language", label: "familiar language"),
    DictionaryTag(code: "fem", kind: .usage, expansion: "female term or language", label: "female term or language"),
    DictionaryTag(code: "form", kind: .usage, expansion: "literary or formal term", label: "literary or formal term"),
    DictionaryTag(code: "hist", kind: .usage, expansion: "historical term", label: "historical term"),
    DictionaryTag(
      code: "hon", kind: .usage, expansion: "honorific or respectful (sonkeigo) language", label: "honorific (sonkeigo)"
    ),
    DictionaryTag(code: "hum", kind: .usage, expansion: "humble (kenjougo) language", label: "humble (kenjougo)"),
    DictionaryTag(code: "id", kind: .usage, expansion: "idiomatic expression", label: "idiomatic expression"),
    DictionaryTag(code: "joc", kind: .usage, expansion: "jocular, humorous term", label: "jocular, humorous term"),
    DictionaryTag(code: "m-sl", kind: .usage, expansion: "manga slang", label: "manga slang"),
    DictionaryTag(code: "male", kind: .usage, expansion: "male term or language", label: "male term or language"),
    DictionaryTag(code: "male-sl", kind: .usage, expansion: "male slang", label: "male slang"),
    DictionaryTag(code: "net-sl", kind: .usage, expansion: "Internet slang", label: "Internet slang"),
    DictionaryTag(code: "obs", kind: .usage, expansion: "obsolete term", label: "obsolete term"),
    DictionaryTag(code: "obsc", kind: .usage, expansion: "obscure term", label: "obscure term"),
    DictionaryTag(
      code: "on-mim", kind: .usage, expansion: "onomatopoeic or mimetic word", label: "onomatopoeic or mimetic word"),
    DictionaryTag(
      code: "person", kind: .usage, expansion: "full name of a particular person",
      label: "full name of a particular person"),
    DictionaryTag(code: "place", kind: .usage, expansion: "place name", label: "place name"),
    DictionaryTag(code: "poet", kind: .usage, expansion: "poetical term", label: "poetical term"),
    DictionaryTag(code: "pol", kind: .usage, expansion: "polite (teineigo) language", label: "polite (teineigo)"),
    DictionaryTag(code: "proverb", kind: .usage, expansion: "proverb", label: "proverb"),
    DictionaryTag(code: "quote", kind: .usage, expansion: "quotation", label: "quotation"),
    DictionaryTag(code: "rare", kind: .usage, expansion: "rare", label: "rare"),
    DictionaryTag(code: "sens", kind: .usage, expansion: "sensitive", label: "sensitive"),
    DictionaryTag(code: "sl", kind: .usage, expansion: "slang", label: "slang"),
    DictionaryTag(
      code: "uK", kind: .usage, expansion: "word usually written using kanji alone",
      label: "usually written using kanji alone"),
    DictionaryTag(
      code: "uk", kind: .usage, expansion: "word usually written using kana alone",
      label: "usually written using kana alone"),
    DictionaryTag(
      code: "vulg", kind: .usage, expansion: "vulgar expression or word", label: "vulgar expression or word"),
    DictionaryTag(
      code: "work", kind: .usage, expansion: "work of art, literature, music, etc. name",
      label: "work of art, literature, music, etc. name"),
    DictionaryTag(
      code: "X", kind: .usage, expansion: "rude or X-rated term (not displayed in educational software)",
      label: "rude or X-rated"),
    DictionaryTag(code: "yoji", kind: .usage, expansion: "yojijukugo", label: "yojijukugo (four-character compound)"),
    DictionaryTag(code: "Buddh", kind: .field, expansion: "Buddhism", label: "Buddhism"),
    DictionaryTag(code: "Christn", kind: .field, expansion: "Christianity", label: "Christianity"),
    DictionaryTag(code: "MA", kind: .field, expansion: "martial arts", label: "martial arts"),
    DictionaryTag(code: "Shinto", kind: .field, expansion: "Shinto", label: "Shinto"),
    DictionaryTag(code: "agric", kind: .field, expansion: "agriculture", label: "agriculture"),
    DictionaryTag(code: "anat", kind: .field, expansion: "anatomy", label: "anatomy"),
    DictionaryTag(code: "archeol", kind: .field, expansion: "archeology", label: "archeology"),
    DictionaryTag(code: "archit", kind: .field, expansion: "architecture, building", label: "architecture, building"),
    DictionaryTag(code: "art", kind: .field, expansion: "art, aesthetics", label: "art, aesthetics"),
    DictionaryTag(code: "astron", kind: .field, expansion: "astronomy", label: "astronomy"),
    DictionaryTag(code: "audvid", kind: .field, expansion: "audio-visual", label: "audio-visual"),
    DictionaryTag(code: "aviat", kind: .field, expansion: "aviation", label: "aviation"),
    DictionaryTag(code: "baseb", kind: .field, expansion: "baseball", label: "baseball"),
    DictionaryTag(code: "biochem", kind: .field, expansion: "biochemistry", label: "biochemistry"),
    DictionaryTag(code: "biol", kind: .field, expansion: "biology", label: "biology"),
    DictionaryTag(code: "bot", kind: .field, expansion: "botany", label: "botany"),
    DictionaryTag(code: "bus", kind: .field, expansion: "business", label: "business"),
    DictionaryTag(code: "chem", kind: .field, expansion: "chemistry", label: "chemistry"),
    DictionaryTag(code: "comp", kind: .field, expansion: "computing", label: "computing"),
    DictionaryTag(code: "cryst", kind: .field, expansion: "crystallography", label: "crystallography"),
    DictionaryTag(code: "ecol", kind: .field, expansion: "ecology", label: "ecology"),
    DictionaryTag(code: "econ", kind: .field, expansion: "economics", label: "economics"),
    DictionaryTag(code: "elec", kind: .field, expansion: "electricity, elec. eng.", label: "electricity, elec. eng."),
    DictionaryTag(code: "electr", kind: .field, expansion: "electronics", label: "electronics"),
    DictionaryTag(code: "embryo", kind: .field, expansion: "embryology", label: "embryology"),
    DictionaryTag(code: "engr", kind: .field, expansion: "engineering", label: "engineering"),
    DictionaryTag(code: "ent", kind: .field, expansion: "entomology", label: "entomology"),
    DictionaryTag(code: "finc", kind: .field, expansion: "finance", label: "finance"),
    DictionaryTag(code: "fish", kind: .field, expansion: "fishing", label: "fishing"),
    DictionaryTag(code: "food", kind: .field, expansion: "food, cooking", label: "food, cooking"),
    DictionaryTag(code: "gardn", kind: .field, expansion: "gardening, horticulture", label: "gardening, horticulture"),
    DictionaryTag(code: "genet", kind: .field, expansion: "genetics", label: "genetics"),
    DictionaryTag(code: "geogr", kind: .field, expansion: "geography", label: "geography"),
    DictionaryTag(code: "geol", kind: .field, expansion: "geology", label: "geology"),
    DictionaryTag(code: "geom", kind: .field, expansion: "geometry", label: "geometry"),
    DictionaryTag(code: "go", kind: .field, expansion: "go (game)", label: "go (game)"),
    DictionaryTag(code: "golf", kind: .field, expansion: "golf", label: "golf"),
    DictionaryTag(code: "gramm", kind: .field, expansion: "grammar", label: "grammar"),
    DictionaryTag(code: "grmyth", kind: .field, expansion: "Greek mythology", label: "Greek mythology"),
    DictionaryTag(code: "hanaf", kind: .field, expansion: "hanafuda", label: "hanafuda"),
    DictionaryTag(code: "horse", kind: .field, expansion: "horse-racing", label: "horse-racing"),
    DictionaryTag(code: "law", kind: .field, expansion: "law", label: "law"),
    DictionaryTag(code: "ling", kind: .field, expansion: "linguistics", label: "linguistics"),
    DictionaryTag(code: "logic", kind: .field, expansion: "logic", label: "logic"),
    DictionaryTag(code: "mahj", kind: .field, expansion: "mahjong", label: "mahjong"),
    DictionaryTag(code: "math", kind: .field, expansion: "mathematics", label: "mathematics"),
    DictionaryTag(code: "mech", kind: .field, expansion: "mechanical engineering", label: "mechanical engineering"),
    DictionaryTag(code: "med", kind: .field, expansion: "medicine", label: "medicine"),
    DictionaryTag(code: "met", kind: .field, expansion: "meteorology", label: "meteorology"),
    DictionaryTag(code: "mil", kind: .field, expansion: "military", label: "military"),
    DictionaryTag(code: "music", kind: .field, expansion: "music", label: "music"),
    DictionaryTag(code: "ornith", kind: .field, expansion: "ornithology", label: "ornithology"),
    DictionaryTag(code: "paleo", kind: .field, expansion: "paleontology", label: "paleontology"),
    DictionaryTag(code: "pathol", kind: .field, expansion: "pathology", label: "pathology"),
    DictionaryTag(code: "pharm", kind: .field, expansion: "pharmacy", label: "pharmacy"),
    DictionaryTag(code: "phil", kind: .field, expansion: "philosophy", label: "philosophy"),
    DictionaryTag(code: "photo", kind: .field, expansion: "photography", label: "photography"),
    DictionaryTag(code: "physics", kind: .field, expansion: "physics", label: "physics"),
    DictionaryTag(code: "physiol", kind: .field, expansion: "physiology", label: "physiology"),
    DictionaryTag(code: "print", kind: .field, expansion: "printing", label: "printing"),
    DictionaryTag(code: "psy", kind: .field, expansion: "psychology, psychiatry", label: "psychology, psychiatry"),
    DictionaryTag(code: "psych", kind: .field, expansion: "psychology", label: "psychology"),
    DictionaryTag(code: "shogi", kind: .field, expansion: "shogi", label: "shogi"),
    DictionaryTag(code: "sports", kind: .field, expansion: "sports", label: "sports"),
    DictionaryTag(code: "stat", kind: .field, expansion: "statistics", label: "statistics"),
    DictionaryTag(code: "sumo", kind: .field, expansion: "sumo", label: "sumo"),
    DictionaryTag(code: "telec", kind: .field, expansion: "telecommunications", label: "telecommunications"),
    DictionaryTag(code: "tradem", kind: .field, expansion: "trademark", label: "trademark"),
    DictionaryTag(code: "vidg", kind: .field, expansion: "video game", label: "video game"),
    DictionaryTag(code: "zool", kind: .field, expansion: "zoology", label: "zoology"),
    DictionaryTag(code: "hob", kind: .dialect, expansion: "Hokkaido-ben", label: "Hokkaido-ben"),
    DictionaryTag(code: "ksb", kind: .dialect, expansion: "Kansai-ben", label: "Kansai-ben"),
    DictionaryTag(code: "ktb", kind: .dialect, expansion: "Kantou-ben", label: "Kantou-ben"),
    DictionaryTag(code: "kyb", kind: .dialect, expansion: "Kyoto-ben", label: "Kyoto-ben"),
    DictionaryTag(code: "kyu", kind: .dialect, expansion: "Kyuushuu-ben", label: "Kyuushuu-ben"),
    DictionaryTag(code: "nab", kind: .dialect, expansion: "Nagano-ben", label: "Nagano-ben"),
    DictionaryTag(code: "osb", kind: .dialect, expansion: "Osaka-ben", label: "Osaka-ben"),
    DictionaryTag(code: "rkb", kind: .dialect, expansion: "Ryuukyuu-ben", label: "Ryuukyuu-ben"),
    DictionaryTag(code: "thb", kind: .dialect, expansion: "Touhoku-ben", label: "Touhoku-ben"),
    DictionaryTag(code: "tsb", kind: .dialect, expansion: "Tosa-ben", label: "Tosa-ben"),
    DictionaryTag(code: "tsug", kind: .dialect, expansion: "Tsugaru-ben", label: "Tsugaru-ben"),
  ]
}
