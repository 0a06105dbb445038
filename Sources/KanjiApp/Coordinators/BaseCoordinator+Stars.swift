import Coordinators
import KanjiKit
import UserData

extension BaseCoordinator {
  /// Stars the kanji `literal` if the screen showed it unstarred, and unstars it if the screen
  /// showed it starred: the key does what the screen promised, even when another instance
  /// changed the star meanwhile.
  ///
  /// Signed out, it first presents the sign-in flow; when that succeeds the kanji is
  /// starred and the user is back where they were; cancelling changes nothing. A star that
  /// cannot be written is reported on the bottom row, and the screen keeps the stored state.
  func toggleStar(_ literal: String, context: AppContext) {
    toggleStar(.kanji(literal), named: literal, context: context)
  }

  /// Stars or unstars `item` (a kanji or a word, called `name` in messages) as
  /// ``toggleStar(_:context:)`` does for a kanji; a star made keeps `sentence`, the sentence
  /// the word was starred from (the reader, a searched sentence).
  ///
  /// - Parameter done: called with whether the item is starred now, once the star is saved
  ///   (after signing in, when that was asked first); not called when nothing was saved.
  func toggleStar(
    _ item: HistoryItem, named name: String, sentence: StarSentence? = nil, context: AppContext,
    done: ((Bool) -> Void)? = nil
  ) {
    let promised = !context.session.isStarred(item)
    do {
      if try context.session.setStarred(item, promised, sentence: promised ? sentence : nil, named: name) {
        done?(promised)
        return
      }
    } catch {
      notify(error, while: "The star on \(name) was not saved")
      return
    }
    let flow = SignInCoordinator(
      context: context, reason: "Sign in to star \(name). Stars are kept with your account.")
    do {
      try present(flow) { [weak self] result in
        guard case .finished = result else { return }
        do {
          try context.session.setStarred(item, true, sentence: sentence, named: name)
          done?(true)
        } catch {
          self?.notify(error, while: "The star on \(name) was not saved")
        }
      }
    } catch {
      notify(error, while: "Cannot ask you to sign in")
    }
  }

  /// Reads the stars again as a screen showing them comes into view, or says why it could not.
  func refreshStars(context: AppContext) {
    do {
      try context.session.refreshStars()
    } catch {
      notify(error, while: "Your stars could not be read")
    }
  }
}
