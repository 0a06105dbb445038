/// The conjugation rules of Japanese verbs and adjectives, as one table of data.
///
/// Each row reads `reason  inflected  base  in  out`: a word of a class in `out` whose
/// ending is `base` takes the ending `inflected` for `reason`; the result is itself a word of
/// the classes in `in` (so it can conjugate further: 食べない is an i-adjective, 食べさせる
/// an ichidan verb), or of none (`-`) when it conjugates no further. An empty ending is
/// written `∅`. ``Deinflector`` reads the rows right to left (食べなかった → 食べない →
/// 食べる); ``Deinflector/conjugations(of:classes:depth:)`` and
/// ``Deinflector/inflect(_:classes:reasons:)`` read them left to right, for the round-trip
/// tests and for ``ConjugationTable``, the table on a word's page.
///
/// Classes are JMdict's part-of-speech codes where one exists (`v1`, `v5`, `vk`, `vs-i`,
/// `vz`, `adj-i`, `adj-na`), plus `vs` (a noun that takes する, like 勉強), `v5k-s` (行く),
/// `te` (a て-form, which ている and てる continue) and `nai` (ない, the negatives that end
/// in it and the words built on it, which seem なさそう: 食べなさそう, 仕方がなさそう). The
/// irregular classes `v5r-i` (ある), `v5u-s` (問う), `v5aru` (くださる), `v1-s` (くれる, whose
/// imperative is くれ), `vs-s` (達する, whose potential is 達せられる), `adj-ix` (いい) and
/// `nai` list only the rows where they differ from the class they belong to
/// (``Deinflector/tableClasses(of:)`` gives a word both); conjugating forwards, those rows win
/// over the general ones, as a longer ending wins over a shorter one (くる's きます over
/// 来る's ます).
///
/// A row whose inflected ending is `×` says that the class does not use the form: くれる has
/// no potential, passive, causative or want form, ある no potential, passive or causative,
/// ない no negative. Such a row wins as a special class's row does, so the form is left out of
/// the word's table; and a search finds a word of the class by a form of that inflection only
/// when the table gives the form (``Deinflector/Candidate/fits(partsOfSpeech:)``). The kana くる
/// has two, which only its own rows (これる, こい) pass: くれる and 悔い are not its forms.
///
/// `vs-s5` holds the godan forms some vs-s verbs also take (愛さない, 愛せる): a search
/// finds the verb by them (``Deinflector/searchClasses(of:)``), the table shows the する forms.
enum InflectionTable {
  static let text = """
    polite	ます	る	-	v1 vk
    polite past	ました	る	-	v1 vk
    polite negative	ません	る	-	v1 vk
    polite past negative	ませんでした	る	-	v1 vk
    polite volitional	ましょう	る	-	v1 vk
    past	た	る	-	v1 vk
    te	て	る	te	v1 vk
    conditional	たら	る	-	v1 vk
    negative	ない	る	adj-i nai	v1 vk
    want	たい	る	adj-i	v1 vk
    provisional	れば	る	-	v1 vk
    volitional	よう	る	-	v1 vk
    potential or passive	られる	る	v1	v1 vk
    potential	れる	る	v1	v1 vk
    causative	させる	る	v1	v1 vk
    imperative	ろ	る	-	v1
    imperative	よ	る	-	v1
    imperative	い	る	-	vk
    imperative	れ	れる	-	v1-s
    potential or passive	×	れる	-	v1-s
    potential	×	れる	-	v1-s
    passive	×	れる	-	v1-s
    causative	×	れる	-	v1-s
    causative passive	×	れる	-	v1-s
    want	×	れる	-	v1-s
    polite	きます	くる	-	vk
    polite past	きました	くる	-	vk
    polite negative	きません	くる	-	vk
    polite past negative	きませんでした	くる	-	vk
    polite volitional	きましょう	くる	-	vk
    past	きた	くる	-	vk
    te	きて	くる	te	vk
    conditional	きたら	くる	-	vk
    negative	こない	くる	adj-i nai	vk
    want	きたい	くる	adj-i	vk
    provisional	くれば	くる	-	vk
    volitional	こよう	くる	-	vk
    potential or passive	こられる	くる	v1	vk
    potential	これる	くる	v1	vk
    causative	こさせる	くる	v1	vk
    imperative	こい	くる	-	vk
    potential	×	くる	-	vk
    imperative	×	くる	-	vk
    polite	します	する	-	vs-i
    polite past	しました	する	-	vs-i
    polite negative	しません	する	-	vs-i
    polite past negative	しませんでした	する	-	vs-i
    polite volitional	しましょう	する	-	vs-i
    past	した	する	-	vs-i
    te	して	する	te	vs-i
    conditional	したら	する	-	vs-i
    negative	しない	する	adj-i nai	vs-i
    want	したい	する	adj-i	vs-i
    provisional	すれば	する	-	vs-i
    volitional	しよう	する	-	vs-i
    potential	できる	する	v1	vs-i
    passive	される	する	v1	vs-i
    causative	させる	する	v1	vs-i
    imperative	しろ	する	-	vs-i
    imperative	せよ	する	-	vs-i
    potential	せられる	する	v1	vs-s
    negative	さない	する	adj-i nai	vs-s5
    potential	せる	する	v1	vs-s5
    polite	じます	ずる	-	vz
    polite past	じました	ずる	-	vz
    polite negative	じません	ずる	-	vz
    polite past negative	じませんでした	ずる	-	vz
    polite volitional	じましょう	ずる	-	vz
    past	じた	ずる	-	vz
    te	じて	ずる	te	vz
    conditional	じたら	ずる	-	vz
    negative	じない	ずる	adj-i nai	vz
    want	じたい	ずる	adj-i	vz
    provisional	ずれば	ずる	-	vz
    volitional	じよう	ずる	-	vz
    potential or passive	じられる	ずる	v1	vz
    causative	じさせる	ずる	v1	vz
    imperative	じろ	ずる	-	vz
    imperative	ぜよ	ずる	-	vz
    polite	います	う	-	v5
    polite	きます	く	-	v5 v5k-s
    polite	ぎます	ぐ	-	v5
    polite	します	す	-	v5
    polite	ちます	つ	-	v5
    polite	にます	ぬ	-	v5
    polite	びます	ぶ	-	v5
    polite	みます	む	-	v5
    polite	ります	る	-	v5
    polite past	いました	う	-	v5
    polite past	きました	く	-	v5 v5k-s
    polite past	ぎました	ぐ	-	v5
    polite past	しました	す	-	v5
    polite past	ちました	つ	-	v5
    polite past	にました	ぬ	-	v5
    polite past	びました	ぶ	-	v5
    polite past	みました	む	-	v5
    polite past	りました	る	-	v5
    polite negative	いません	う	-	v5
    polite negative	きません	く	-	v5 v5k-s
    polite negative	ぎません	ぐ	-	v5
    polite negative	しません	す	-	v5
    polite negative	ちません	つ	-	v5
    polite negative	にません	ぬ	-	v5
    polite negative	びません	ぶ	-	v5
    polite negative	みません	む	-	v5
    polite negative	りません	る	-	v5
    polite past negative	いませんでした	う	-	v5
    polite past negative	きませんでした	く	-	v5 v5k-s
    polite past negative	ぎませんでした	ぐ	-	v5
    polite past negative	しませんでした	す	-	v5
    polite past negative	ちませんでした	つ	-	v5
    polite past negative	にませんでした	ぬ	-	v5
    polite past negative	びませんでした	ぶ	-	v5
    polite past negative	みませんでした	む	-	v5
    polite past negative	りませんでした	る	-	v5
    polite volitional	いましょう	う	-	v5
    polite volitional	きましょう	く	-	v5 v5k-s
    polite volitional	ぎましょう	ぐ	-	v5
    polite volitional	しましょう	す	-	v5
    polite volitional	ちましょう	つ	-	v5
    polite volitional	にましょう	ぬ	-	v5
    polite volitional	びましょう	ぶ	-	v5
    polite volitional	みましょう	む	-	v5
    polite volitional	りましょう	る	-	v5
    past	った	う	-	v5
    past	いた	く	-	v5
    past	いだ	ぐ	-	v5
    past	した	す	-	v5
    past	った	つ	-	v5
    past	んだ	ぬ	-	v5
    past	んだ	ぶ	-	v5
    past	んだ	む	-	v5
    past	った	る	-	v5
    te	って	う	te	v5
    te	いて	く	te	v5
    te	いで	ぐ	te	v5
    te	して	す	te	v5
    te	って	つ	te	v5
    te	んで	ぬ	te	v5
    te	んで	ぶ	te	v5
    te	んで	む	te	v5
    te	って	る	te	v5
    conditional	ったら	う	-	v5
    conditional	いたら	く	-	v5
    conditional	いだら	ぐ	-	v5
    conditional	したら	す	-	v5
    conditional	ったら	つ	-	v5
    conditional	んだら	ぬ	-	v5
    conditional	んだら	ぶ	-	v5
    conditional	んだら	む	-	v5
    conditional	ったら	る	-	v5
    past	った	く	-	v5k-s
    te	って	く	te	v5k-s
    conditional	ったら	く	-	v5k-s
    negative	わない	う	adj-i nai	v5
    negative	かない	く	adj-i nai	v5 v5k-s
    negative	がない	ぐ	adj-i nai	v5
    negative	さない	す	adj-i nai	v5
    negative	たない	つ	adj-i nai	v5
    negative	なない	ぬ	adj-i nai	v5
    negative	ばない	ぶ	adj-i nai	v5
    negative	まない	む	adj-i nai	v5
    negative	らない	る	adj-i nai	v5
    want	いたい	う	adj-i	v5
    want	きたい	く	adj-i	v5 v5k-s
    want	ぎたい	ぐ	adj-i	v5
    want	したい	す	adj-i	v5
    want	ちたい	つ	adj-i	v5
    want	にたい	ぬ	adj-i	v5
    want	びたい	ぶ	adj-i	v5
    want	みたい	む	adj-i	v5
    want	りたい	る	adj-i	v5
    provisional	えば	う	-	v5
    provisional	けば	く	-	v5 v5k-s
    provisional	げば	ぐ	-	v5
    provisional	せば	す	-	v5
    provisional	てば	つ	-	v5
    provisional	ねば	ぬ	-	v5
    provisional	べば	ぶ	-	v5
    provisional	めば	む	-	v5
    provisional	れば	る	-	v5
    volitional	おう	う	-	v5
    volitional	こう	く	-	v5 v5k-s
    volitional	ごう	ぐ	-	v5
    volitional	そう	す	-	v5
    volitional	とう	つ	-	v5
    volitional	のう	ぬ	-	v5
    volitional	ぼう	ぶ	-	v5
    volitional	もう	む	-	v5
    volitional	ろう	る	-	v5
    potential	える	う	v1	v5
    potential	ける	く	v1	v5 v5k-s
    potential	げる	ぐ	v1	v5
    potential	せる	す	v1	v5
    potential	てる	つ	v1	v5
    potential	ねる	ぬ	v1	v5
    potential	べる	ぶ	v1	v5
    potential	める	む	v1	v5
    potential	れる	る	v1	v5
    passive	われる	う	v1	v5
    passive	かれる	く	v1	v5 v5k-s
    passive	がれる	ぐ	v1	v5
    passive	される	す	v1	v5
    passive	たれる	つ	v1	v5
    passive	なれる	ぬ	v1	v5
    passive	ばれる	ぶ	v1	v5
    passive	まれる	む	v1	v5
    passive	られる	る	v1	v5
    causative	わせる	う	v1	v5
    causative	かせる	く	v1	v5 v5k-s
    causative	がせる	ぐ	v1	v5
    causative	させる	す	v1	v5
    causative	たせる	つ	v1	v5
    causative	なせる	ぬ	v1	v5
    causative	ばせる	ぶ	v1	v5
    causative	ませる	む	v1	v5
    causative	らせる	る	v1	v5
    causative passive	わされる	う	v1	v5
    causative passive	かされる	く	v1	v5 v5k-s
    causative passive	がされる	ぐ	v1	v5
    causative passive	たされる	つ	v1	v5
    causative passive	なされる	ぬ	v1	v5
    causative passive	ばされる	ぶ	v1	v5
    causative passive	まされる	む	v1	v5
    causative passive	らされる	る	v1	v5
    imperative	え	う	-	v5
    imperative	け	く	-	v5 v5k-s
    imperative	げ	ぐ	-	v5
    imperative	せ	す	-	v5
    imperative	て	つ	-	v5
    imperative	ね	ぬ	-	v5
    imperative	べ	ぶ	-	v5
    imperative	め	む	-	v5
    imperative	れ	る	-	v5
    past	うた	う	-	v5u-s
    te	うて	う	te	v5u-s
    conditional	うたら	う	-	v5u-s
    negative	ない	ある	adj-i nai	v5r-i
    negative	無い	有る	adj-i nai	v5r-i
    negative	ない	在る	adj-i nai	v5r-i
    potential	×	る	-	v5r-i
    passive	×	る	-	v5r-i
    causative	×	る	-	v5r-i
    causative passive	×	る	-	v5r-i
    polite	います	る	-	v5aru
    polite past	いました	る	-	v5aru
    polite negative	いません	る	-	v5aru
    polite past negative	いませんでした	る	-	v5aru
    polite volitional	いましょう	る	-	v5aru
    imperative	い	る	-	v5aru
    potential	×	る	-	v5aru
    passive	×	る	-	v5aru
    causative	×	る	-	v5aru
    causative passive	×	る	-	v5aru
    want	×	る	-	v5aru
    negative imperative	な	∅	-	v1 v5 v5k-s vk vs-i vz
    progressive	いる	∅	v1	te
    progressive	る	∅	v1	te
    past	かった	い	-	adj-i
    te	くて	い	-	adj-i
    conditional	かったら	い	-	adj-i
    negative	くない	い	adj-i nai	adj-i
    provisional	ければ	い	-	adj-i
    presumptive	かろう	い	-	adj-i
    polite past	かったです	い	-	adj-i
    adverb	く	い	-	adj-i
    noun	さ	い	-	adj-i
    seems	そう	い	-	adj-i
    seems	なさそう	ない	-	nai
    negative	×	ない	-	nai
    seems	無さそう	無い	-	nai
    negative	×	無い	-	nai
    polite	です	∅	-	adj-i
    past	よかった	いい	-	adj-ix
    te	よくて	いい	-	adj-ix
    conditional	よかったら	いい	-	adj-ix
    negative	よくない	いい	adj-i nai	adj-ix
    provisional	よければ	いい	-	adj-ix
    presumptive	よかろう	いい	-	adj-ix
    polite past	よかったです	いい	-	adj-ix
    adverb	よく	いい	-	adj-ix
    noun	よさ	いい	-	adj-ix
    seems	よさそう	いい	-	adj-ix
    suru verb	する	∅	vs-i	vs
    copula	だ	∅	-	adj-na
    polite	です	∅	-	adj-na
    past	だった	∅	-	adj-na
    polite past	でした	∅	-	adj-na
    negative	じゃない	∅	adj-i nai	adj-na
    negative	ではない	∅	adj-i nai	adj-na
    polite negative	じゃありません	∅	-	adj-na
    polite negative	ではありません	∅	-	adj-na
    polite past negative	じゃありませんでした	∅	-	adj-na
    polite past negative	ではありませんでした	∅	-	adj-na
    te	で	∅	-	adj-na
    provisional	なら	∅	-	adj-na
    conditional	だったら	∅	-	adj-na
    presumptive	だろう	∅	-	adj-na
    attributive	な	∅	-	adj-na
    adverb	に	∅	-	adj-na
    """
}
