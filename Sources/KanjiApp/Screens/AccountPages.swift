import KanjiKit
import TermUI

/// Pages of the Account tab that are plain text.
enum AccountPages {
  /// The data licence and acknowledgement, scrollable.
  static func about(keyMap: KeyMap) -> DetailViewController {
    let page = DetailViewController(
      title: "About", heading: "About the dictionary data",
      sections: [.text(title: "Licence and acknowledgement", body: DataLicence.text)])
    page.keyMap = keyMap
    return page
  }
}
