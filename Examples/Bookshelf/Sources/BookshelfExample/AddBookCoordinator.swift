import Coordinators
import TermUI

/// "Add a book": title, author and year, one field per step, finishing with a `Book`.
///
/// Each step is pushed on the flow's own stack; Shift-Tab goes back a step, Esc asks
/// before throwing typed text away, and the presenter gets `.finished(book)` or
/// `.cancelled`.
public final class AddBookCoordinator: ModalFlowCoordinator<Book> {
  private let id: Int
  private var title = ""
  private var author = ""
  private var steps: [TextEntryViewController] = []

  /// Creates the flow for a book that will be numbered `id`.
  public init(id: Int) {
    self.id = id
    super.init(title: "Add a book")
  }

  public override var needsConfirmationToCancel: Bool {
    steps.contains { !$0.field.text.isEmpty }
  }

  public override func start() {
    push(titleStep())
  }

  private func titleStep() -> TextEntryViewController {
    let step = makeStep(title: "Title", prompt: "The book's title, as on its cover.")
    step.validate = { $0.isEmpty ? "Please type a title." : nil }
    step.onSubmit = { [unowned self] text in
      title = text
      push(authorStep())
    }
    return step
  }

  private func authorStep() -> TextEntryViewController {
    let step = makeStep(title: "Author", prompt: "Who wrote it?")
    step.validate = { $0.isEmpty ? "Please type an author." : nil }
    step.onSubmit = { [unowned self] text in
      author = text
      push(yearStep())
    }
    return step
  }

  private func yearStep() -> TextEntryViewController {
    let step = makeStep(title: "Year", prompt: "The year it was first published.")
    step.validate = { Int($0) == nil ? "A year is a number, such as 1972." : nil }
    step.onSubmit = { [unowned self] text in
      // `validate` accepted the text, so it is a number.
      let year = Int(text) ?? 0
      finish(Book(id: id, title: title, author: author, year: year))
    }
    return step
  }

  private func makeStep(title: String, prompt: String) -> TextEntryViewController {
    let step = TextEntryViewController(title: title, prompt: prompt)
    step.onPrevious = { [unowned self] in
      do {
        try pop()
      } catch {
        notify(error, while: "No previous step")
      }
    }
    steps.append(step)
    return step
  }
}
