import GRDB

extension DictionaryStore {
  /// The kanji of the Jōyō list the dictionary has (KANJIDIC2 grades 1–6 and 8).
  ///
  /// - Throws: the store's error when the database cannot be read.
  public func joyoLiterals() throws -> Set<String> {
    let grades = Kanji.joyoGrades.sorted().map(String.init).joined(separator: ", ")
    return try queue.read { db in
      Set(try String.fetchAll(db, sql: "SELECT literal FROM kanji WHERE grade IN (\(grades))"))
    }
  }
}
