/// Forms a reader meets in running text that a search for a word does not need: the stem a
/// verb takes before ながら or たい (飲み → 飲む), and the contractions of speech (食べちゃう,
/// 書いとく, 行かなきゃ, 食べちゃだめ, 知らん).
///
/// The rows are written as ``InflectionTable``'s are and run by the same ``Deinflector``, on
/// top of that table, for ``Segmenter`` only: the search and the conjugation tables on word
/// pages read ``InflectionTable`` alone, so a query behaves as it did. The stems of ichidan
/// verbs and i-adjectives add an ending rather than replace one (食べ → 食べる, 重 → 重い),
/// which a row cannot say; ``Segmenter`` tries them itself.
enum SpokenForms {
  static let text = """
    stem	い	う	-	v5
    stem	き	く	-	v5 v5k-s
    stem	ぎ	ぐ	-	v5
    stem	し	す	-	v5
    stem	ち	つ	-	v5
    stem	に	ぬ	-	v5
    stem	び	ぶ	-	v5
    stem	み	む	-	v5
    stem	り	る	-	v5
    stem	し	する	-	vs-i
    stem	き	くる	-	vk
    stem	い	る	-	v5aru
    te shimau	ちゃう	る	v5	v1 vk
    te shimau	きちゃう	くる	v5	vk
    te shimau	しちゃう	する	v5	vs-i
    te shimau	っちゃう	う	v5	v5
    te shimau	っちゃう	つ	v5	v5
    te shimau	っちゃう	る	v5	v5
    te shimau	っちゃう	く	v5	v5k-s
    te shimau	いちゃう	く	v5	v5
    te shimau	いじゃう	ぐ	v5	v5
    te shimau	しちゃう	す	v5	v5
    te shimau	んじゃう	ぬ	v5	v5
    te shimau	んじゃう	ぶ	v5	v5
    te shimau	んじゃう	む	v5	v5
    te shimau	ちまう	る	v5	v1 vk
    te shimau	きちまう	くる	v5	vk
    te shimau	しちまう	する	v5	vs-i
    te shimau	っちまう	う	v5	v5
    te shimau	っちまう	つ	v5	v5
    te shimau	っちまう	る	v5	v5
    te shimau	っちまう	く	v5	v5k-s
    te shimau	いちまう	く	v5	v5
    te shimau	いじまう	ぐ	v5	v5
    te shimau	しちまう	す	v5	v5
    te shimau	んじまう	ぬ	v5	v5
    te shimau	んじまう	ぶ	v5	v5
    te shimau	んじまう	む	v5	v5
    te oku	とく	る	v5	v1 vk
    te oku	きとく	くる	v5	vk
    te oku	しとく	する	v5	vs-i
    te oku	っとく	う	v5	v5
    te oku	っとく	つ	v5	v5
    te oku	っとく	る	v5	v5
    te oku	っとく	く	v5	v5k-s
    te oku	いとく	く	v5	v5
    te oku	いどく	ぐ	v5	v5
    te oku	しとく	す	v5	v5
    te oku	んどく	ぬ	v5	v5
    te oku	んどく	ぶ	v5	v5
    te oku	んどく	む	v5	v5
    te wa	ちゃ	る	-	v1 vk
    te wa	きちゃ	くる	-	vk
    te wa	しちゃ	する	-	vs-i
    te wa	っちゃ	う	-	v5
    te wa	っちゃ	つ	-	v5
    te wa	っちゃ	る	-	v5
    te wa	っちゃ	く	-	v5k-s
    te wa	いちゃ	く	-	v5
    te wa	いじゃ	ぐ	-	v5
    te wa	しちゃ	す	-	v5
    te wa	んじゃ	ぬ	-	v5
    te wa	んじゃ	ぶ	-	v5
    te wa	んじゃ	む	-	v5
    te wa	くちゃ	い	-	adj-i
    provisional	きゃ	い	-	adj-i
    provisional	けりゃ	い	-	adj-i
    contracted	ん	ない	-	adj-i
    """

  /// The inflection table's rules and these, by the last character of their inflected ending.
  static let rulesByLastCharacter = Deinflector.byLastCharacter(rules)

  /// The same rules as the segmenter runs them, on bytes (``CompiledRules``).
  static let compiled = CompiledRules(rules)

  private static let rules = Deinflector.rules + Deinflector.parse(text)
}
