/// JMdict's tags: the code an entry carries (`v1`, `uk`, `comp`), what JMdict's DTD expands
/// it to, and how a page spells it out for a learner.
///
/// The table is JMdict's entity list (the `<!ENTITY v1 "Ichidan verb">` header of
/// `JMdict_e`): the XML reader turns `&v1;` back into `v1` with it, the jamdict reader turns
/// its stored expansions back into codes, and pages and the `?` help show ``label``.
public struct DictionaryTag: Sendable, Hashable {
  /// What a tag is about.
  public enum Kind: String, Sendable, CaseIterable {
    /// A part of speech (`v1`, `adj-na`).
    case partOfSpeech = "part of speech"
    /// A tag of a kanji spelling (`iK`, `oK`, `ateji`).
    case spelling
    /// A tag of a kana reading (`ik`, `ok`, `gikun`).
    case reading
    /// Usage (`uk`, `col`, `hon`).
    case usage
    /// A field of knowledge (`comp`, `med`).
    case field
    /// A dialect (`ksb`).
    case dialect
  }

  /// The code, as JMdict and EDICT write it.
  public var code: String
  /// What it is about.
  public var kind: Kind
  /// JMdict's expansion of the code.
  public var expansion: String
  /// The code spelled out for a learner (jisho's words where they differ from JMdict's).
  public var label: String

  /// The tag with `code`, of any kind but spellings' and readings' (whose codes overlap
  /// usage codes).
  public static func named(_ code: String) -> DictionaryTag? { byCode[code] }

  /// The tag of a spelling or reading with `code`.
  public static func form(_ code: String) -> DictionaryTag? { formsByCode[code] }

  /// The code JMdict's DTD expands to `expansion`, for a tag of `kind`.
  public static func code(expanding expansion: String, as kind: Kind) -> String? {
    byExpansion[kind]?[expansion]
  }

  /// `code` spelled out, or the code itself when the table does not know it.
  public static func label(_ code: String) -> String { named(code)?.label ?? code }

  /// Codes spelled out and joined: `Ichidan verb, transitive verb`.
  public static func labels(_ codes: [String]) -> String { codes.map(label).joined(separator: ", ") }

  /// Spelling and reading codes spelled out: `out-dated kanji`.
  public static func formLabels(_ codes: [String]) -> String {
    codes.map { form($0)?.label ?? $0 }.joined(separator: ", ")
  }

  private static let byCode: [String: DictionaryTag] = Dictionary(
    all.filter { $0.kind != .spelling && $0.kind != .reading }.map { ($0.code, $0) }, uniquingKeysWith: { a, _ in a })
  private static let formsByCode: [String: DictionaryTag] = Dictionary(
    all.filter { $0.kind == .spelling || $0.kind == .reading }.map { ($0.code, $0) }, uniquingKeysWith: { a, _ in a })
  private static let byExpansion: [Kind: [String: String]] = {
    var table: [Kind: [String: String]] = [:]
    for tag in all { table[tag.kind, default: [:]][tag.expansion] = tag.code }
    return table
  }()
}
