/// The conjugation rules of Japanese verbs and adjectives, as one table of data.
///
/// Each row reads `reason  inflected  base  in  out`: a word of a class in `out` whose
/// ending is `base` takes the ending `inflected` for `reason`; the result is itself a word of
/// the classes in `in` (so it can conjugate further: 食べない is an i-adjective, 食べさせる
/// an ichidan verb), or of none (`-`) when it conjugates no further. An empty ending is
/// written `∅`. ``Deinflector`` reads the rows right to left (食べなかった → 食べない →
/// 食べる); ``Deinflector/conjugations(of:class:)`` reads them left to right, for the
/// round-trip tests and for conjugation tables.
///
/// Classes are EDICT's part-of-speech tags where one exists (`v1`, `v5`, `vk`, `vs-i`,
/// `adj-i`, `adj-na`), plus `vs` (a noun that takes する, like 勉強), `v5k-s` (行く), and
/// `te` (a て-form, which ている and てる continue).
enum InflectionTable {
  static let text = """
    polite	ます	る	-	v1 vk
    polite past	ました	る	-	v1 vk
    polite negative	ません	る	-	v1 vk
    polite past negative	ませんでした	る	-	v1 vk
    polite volitional	ましょう	る	-	v1 vk
    polite	きます	くる	-	vk
    polite past	きました	くる	-	vk
    polite negative	きません	くる	-	vk
    polite past negative	きませんでした	くる	-	vk
    polite volitional	きましょう	くる	-	vk
    polite	します	する	-	vs-i
    polite past	しました	する	-	vs-i
    polite negative	しません	する	-	vs-i
    polite past negative	しませんでした	する	-	vs-i
    polite volitional	しましょう	する	-	vs-i
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
    past	た	る	-	v1 vk
    past	きた	くる	-	vk
    past	した	する	-	vs-i
    past	った	う	-	v5
    past	いた	く	-	v5
    past	った	く	-	v5k-s
    past	いだ	ぐ	-	v5
    past	した	す	-	v5
    past	った	つ	-	v5
    past	んだ	ぬ	-	v5
    past	んだ	ぶ	-	v5
    past	んだ	む	-	v5
    past	った	る	-	v5
    past	かった	い	-	adj-i
    te	て	る	te	v1 vk
    te	きて	くる	te	vk
    te	して	する	te	vs-i
    te	って	う	te	v5
    te	いて	く	te	v5
    te	って	く	te	v5k-s
    te	いで	ぐ	te	v5
    te	して	す	te	v5
    te	って	つ	te	v5
    te	んで	ぬ	te	v5
    te	んで	ぶ	te	v5
    te	んで	む	te	v5
    te	って	る	te	v5
    te	くて	い	-	adj-i
    conditional	たら	る	-	v1 vk
    conditional	きたら	くる	-	vk
    conditional	したら	する	-	vs-i
    conditional	ったら	う	-	v5
    conditional	いたら	く	-	v5
    conditional	ったら	く	-	v5k-s
    conditional	いだら	ぐ	-	v5
    conditional	したら	す	-	v5
    conditional	ったら	つ	-	v5
    conditional	んだら	ぬ	-	v5
    conditional	んだら	ぶ	-	v5
    conditional	んだら	む	-	v5
    conditional	ったら	る	-	v5
    conditional	かったら	い	-	adj-i
    progressive	いる	∅	v1	te
    progressive	る	∅	v1	te
    negative	ない	る	adj-i	v1 vk
    negative	こない	くる	adj-i	vk
    negative	しない	する	adj-i	vs-i
    negative	わない	う	adj-i	v5
    negative	かない	く	adj-i	v5 v5k-s
    negative	がない	ぐ	adj-i	v5
    negative	さない	す	adj-i	v5
    negative	たない	つ	adj-i	v5
    negative	なない	ぬ	adj-i	v5
    negative	ばない	ぶ	adj-i	v5
    negative	まない	む	adj-i	v5
    negative	らない	る	adj-i	v5
    negative	くない	い	adj-i	adj-i
    want	たい	る	adj-i	v1 vk
    want	きたい	くる	adj-i	vk
    want	したい	する	adj-i	vs-i
    want	いたい	う	adj-i	v5
    want	きたい	く	adj-i	v5 v5k-s
    want	ぎたい	ぐ	adj-i	v5
    want	したい	す	adj-i	v5
    want	ちたい	つ	adj-i	v5
    want	にたい	ぬ	adj-i	v5
    want	びたい	ぶ	adj-i	v5
    want	みたい	む	adj-i	v5
    want	りたい	る	adj-i	v5
    provisional	れば	る	-	v1 vk
    provisional	くれば	くる	-	vk
    provisional	すれば	する	-	vs-i
    provisional	えば	う	-	v5
    provisional	けば	く	-	v5 v5k-s
    provisional	げば	ぐ	-	v5
    provisional	せば	す	-	v5
    provisional	てば	つ	-	v5
    provisional	ねば	ぬ	-	v5
    provisional	べば	ぶ	-	v5
    provisional	めば	む	-	v5
    provisional	れば	る	-	v5
    provisional	ければ	い	-	adj-i
    volitional	よう	る	-	v1 vk
    volitional	こよう	くる	-	vk
    volitional	しよう	する	-	vs-i
    volitional	おう	う	-	v5
    volitional	こう	く	-	v5 v5k-s
    volitional	ごう	ぐ	-	v5
    volitional	そう	す	-	v5
    volitional	とう	つ	-	v5
    volitional	のう	ぬ	-	v5
    volitional	ぼう	ぶ	-	v5
    volitional	もう	む	-	v5
    volitional	ろう	る	-	v5
    potential or passive	られる	る	v1	v1 vk
    potential	れる	る	v1	v1
    potential or passive	こられる	くる	v1	vk
    potential	これる	くる	v1	vk
    potential	できる	する	v1	vs-i
    potential	える	う	v1	v5
    potential	ける	く	v1	v5 v5k-s
    potential	げる	ぐ	v1	v5
    potential	せる	す	v1	v5
    potential	てる	つ	v1	v5
    potential	ねる	ぬ	v1	v5
    potential	べる	ぶ	v1	v5
    potential	める	む	v1	v5
    potential	れる	る	v1	v5
    passive	される	する	v1	vs-i
    passive	われる	う	v1	v5
    passive	かれる	く	v1	v5 v5k-s
    passive	がれる	ぐ	v1	v5
    passive	される	す	v1	v5
    passive	たれる	つ	v1	v5
    passive	なれる	ぬ	v1	v5
    passive	ばれる	ぶ	v1	v5
    passive	まれる	む	v1	v5
    passive	られる	る	v1	v5
    causative	させる	る	v1	v1 vk
    causative	こさせる	くる	v1	vk
    causative	させる	する	v1	vs-i
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
    imperative	ろ	る	-	v1
    imperative	よ	る	-	v1
    imperative	こい	くる	-	vk
    imperative	い	る	-	vk
    imperative	しろ	する	-	vs-i
    imperative	せよ	する	-	vs-i
    imperative	え	う	-	v5
    imperative	け	く	-	v5 v5k-s
    imperative	げ	ぐ	-	v5
    imperative	せ	す	-	v5
    imperative	て	つ	-	v5
    imperative	ね	ぬ	-	v5
    imperative	べ	ぶ	-	v5
    imperative	め	む	-	v5
    imperative	れ	る	-	v5
    adverb	く	い	-	adj-i
    noun	さ	い	-	adj-i
    seems	そう	い	-	adj-i
    suru verb	する	∅	vs-i	vs
    copula	だ	∅	-	adj-na
    copula	です	∅	-	adj-na
    past	だった	∅	-	adj-na
    polite past	でした	∅	-	adj-na
    negative	じゃない	∅	adj-i	adj-na
    negative	ではない	∅	adj-i	adj-na
    attributive	な	∅	-	adj-na
    adverb	に	∅	-	adj-na
    """
}
