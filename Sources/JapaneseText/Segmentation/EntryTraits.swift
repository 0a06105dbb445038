/// What the lattice needs of an entry, worked out once per entry and segmentation.
struct EntryTraits {
  /// The word classes of the deinflection table the entry belongs to, as ``CompiledRules``
  /// gives them bits.
  var classBits: UInt64
  /// A verb or an i-adjective (not a noun that takes する or な).
  var isVerbOrAdjective: Bool
  /// A set phrase usually written in kana (こんにちは, spelled 今日は).
  var isKanaSetPhrase: Bool
  /// The entry's codes of irregular classes (``Deinflector/irregularCodes``): an inflected
  /// form is this word only where the word's own rows give it (くない is not くる).
  var irregularCodes: [String]
  var role: Lattice.Role
  var roleAfterNumeral: Lattice.Role
  var inflectedRole: Lattice.Role

  init(_ entry: LexiconEntry) {
    let tags = Set(entry.partsOfSpeech)
    let classes = Deinflector.classes(ofPartsOfSpeech: entry.partsOfSpeech)
    classBits = SpokenForms.compiled.bits(of: classes)
    isVerbOrAdjective = !classes.subtracting(["vs", "adj-na"]).isEmpty
    isKanaSetPhrase = entry.isUsuallyKana && tags.isSubset(of: ["exp", "int"])
    irregularCodes = entry.partsOfSpeech.filter(Deinflector.irregularCodes.contains)
    role = Lattice.role(tags: tags, reasons: [], afterNumeral: false)
    roleAfterNumeral = Lattice.role(tags: tags, reasons: [], afterNumeral: true)
    inflectedRole = Lattice.role(tags: tags, reasons: ["inflected"], afterNumeral: false)
  }
}
