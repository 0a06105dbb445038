import KanjiKit

extension DataOptions {
  /// The dictionary alone (installed from the bundled data on first use), for the commands
  /// that print words and need no account.
  func openDictionary() throws -> DictionaryStore {
    do {
      let store = try DictionaryStore.open(directory: directory, bundled: try BundledData.datasetURL())
      // A dictionary rebuilt from the bundled data (damaged, or imported by an earlier
      // version) changes what these commands print: said on standard error, not hidden.
      if let notice = store.notice { StandardStream.writeError("kanji: \(notice)\n") }
      return store
    } catch {
      throw CommandFailure(message: "\(error)", status: 1)
    }
  }
}
