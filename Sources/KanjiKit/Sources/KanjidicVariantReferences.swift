import Foundation

/// Turns KANJIDIC2's `<variant>` references into the characters they name.
///
/// A variant is given by a code (`<variant var_type="jis208">1-37-22</variant>`) that names
/// another character of the file by one of its own code points (`<cp_value cp_type="jis208">`,
/// `ucs`, `jis212`, `jis213`). Codes are collected per kanji while parsing and resolved once
/// the whole file is read. The relation is made symmetric (KANJIDIC2 often lists it on one
/// side only), and a reference that names no character of the file, or the kanji itself,
/// is dropped. References by dictionary index (`nelson_c`, `deroo`, `njecd`, `oneill`,
/// `s_h`, a fifth of them) are dropped too: those numbers are shared by several characters
/// (Nelson files variants under one number; a de Roo or Spahn-Hadamitzky code names a
/// shape, not a character), so following them links unrelated kanji (安 and 廉).
struct KanjidicVariantReferences {
  /// The codes of one kanji and the codes of its variants, as ``key(type:value:)`` gives them.
  struct Entry {
    var codes: [String] = []
    var variants: [String] = []
  }

  private var entries: [Entry] = []

  /// Adds the entries of kanji `offset ..< offset + more.count`.
  mutating func append(_ more: [Entry], offset: Int) {
    if entries.count < offset { entries += Array(repeating: Entry(), count: offset - entries.count) }
    entries += more
  }

  /// Sets each kanji's ``Kanji/variants`` from the references.
  func resolve(into kanji: inout [Kanji]) {
    var byCode: [String: Int] = [:]
    for (index, entry) in entries.enumerated() where index < kanji.count {
      // The first kanji with a code keeps it: dictionary indexes are not always unique.
      for code in entry.codes where byCode[code] == nil { byCode[code] = index }
    }
    var variants = [[Int]](repeating: [], count: kanji.count)
    for (index, entry) in entries.enumerated() where index < kanji.count {
      for code in entry.variants {
        guard let other = byCode[code], other != index else { continue }
        if !variants[index].contains(other) { variants[index].append(other) }
        if !variants[other].contains(index) { variants[other].append(index) }
      }
    }
    for index in kanji.indices {
      kanji[index].variants = variants[index].map { kanji[$0].literal }
    }
  }

  /// The key of a character's own code, or nil for a code no variant refers to.
  static func key(type: String, value: String) -> String? {
    switch type {
    case "ucs", "jis208", "jis212", "jis213": return normalized(type, value)
    default: return nil
    }
  }

  /// The key a `<variant var_type=…>` reference looks up.
  static func key(variantType: String, value: String) -> String? {
    switch variantType {
    case "ucs", "jis208", "jis212", "jis213": return normalized(variantType, value)
    default: return nil
    }
  }

  /// `type:value` with numbers written one way: `1-56-08` and `1-56-8` are the same code,
  /// `53F1` and `53f1` the same code point.
  private static func normalized(_ type: String, _ value: String) -> String {
    let trimmed = value.trimmingCharacters(in: .whitespaces)
    if type == "ucs" { return "ucs:" + (UInt32(trimmed, radix: 16).map { String($0) } ?? trimmed) }
    let parts = trimmed.split(separator: "-").map { part in Int(part).map(String.init) ?? String(part) }
    return type + ":" + parts.joined(separator: "-")
  }
}
