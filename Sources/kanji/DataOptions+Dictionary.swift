import KanjiKit

extension DataOptions {
  /// The dictionary alone (installed from the bundled data on first use), for the commands
  /// that print words and need no account.
  func openDictionary() throws -> DictionaryStore {
    do {
      return try DictionaryStore.open(directory: directory, bundled: try BundledData.datasetURL())
    } catch {
      throw CommandFailure(message: "\(error)", status: 1)
    }
  }
}
