import TermCore
import TermUI

/// The process list: a memory gauge on the first row, the processes below, filtered as you
/// type; a spinner until the first list has been read.
///
/// It draws what its coordinator gives it and reports the `x` key through
/// ``onTerminate``; it never reads `/proc` or signals anything itself.
public final class ProcessListViewController: ListViewController {
  /// The processes shown, in order (already filtered).
  public private(set) var shown: [ProcessEntry] = []
  /// The memory gauge.
  public var memory = ProgressBar("Memory", fraction: 0)
  /// The spinner drawn until the first list arrives; nil once it has.
  public private(set) var loading: Spinner? = Spinner("Reading /proc")
  /// How much of the first list has been read, from 0 to 1, shown under the spinner.
  public var loaded = 0.0
  /// The user asked to end the selected process.
  public var onTerminate: ((ProcessEntry) -> Void)?

  private let rows = ArrayListDataSource([])

  /// Creates an empty list, spinning until ``show(_:memory:)`` is first called.
  public init() {
    super.init(
      title: "Processes", dataSource: rows,
      columns: [
        ListColumn(.fixed(7), alignment: .trailing), ListColumn(.fixed(1)), ListColumn(.fixed(8), alignment: .trailing),
        ListColumn(.fixed(9), alignment: .trailing, optional: true), ListColumn(.fill),
      ],
      emptyMessage: "No process matches the filter.")
  }

  /// The selected process, if any.
  public var selectedProcess: ProcessEntry? {
    shown.indices.contains(listView.selectedIndex) ? shown[listView.selectedIndex] : nil
  }

  /// Shows `processes` (already filtered) and the memory in use, keeping the selected
  /// process selected when it is still there.
  public func show(_ processes: [ProcessEntry], memory used: Double) {
    let selected = selectedProcess?.pid
    shown = processes
    rows.rows = processes.map(Self.row)
    memory.fraction = used
    loading = nil
    reloadData()
    if let selected, let index = processes.firstIndex(where: { $0.pid == selected }) { listView.select(index) }
  }

  /// Turns the spinner one step; nothing once the list is there.
  public func spin() {
    loading?.advance()
  }

  static func row(_ process: ProcessEntry) -> ListRow {
    let command = process.commandLine.isEmpty ? "[\(process.name)]" : process.commandLine
    return ListRow([
      String(process.pid), String(process.state), bytes(process.residentBytes), time(process.cpuSeconds), command,
    ])
  }

  /// `512K`, `38.2M`, `1.5G`.
  static func bytes(_ count: Int) -> String {
    let units: [(Double, String)] = [(1_073_741_824, "G"), (1_048_576, "M"), (1_024, "K")]
    for (size, unit) in units where Double(count) >= size {
      let value = Double(count) / size
      return value >= 100 ? "\(Int(value))\(unit)" : "\((value * 10).rounded() / 10)\(unit)"
    }
    return "\(count)B"
  }

  /// `0:07`, `12:34`, `3:02:10`.
  static func time(_ seconds: Double) -> String {
    let total = Int(seconds)
    let (hours, minutes, rest) = (total / 3600, total / 60 % 60, total % 60)
    let twoDigits = { (n: Int) in n < 10 ? "0\(n)" : "\(n)" }
    return hours > 0 ? "\(hours):\(twoDigits(minutes)):\(twoDigits(rest))" : "\(minutes):\(twoDigits(rest))"
  }

  public override var keyContexts: [KeyContext] {
    isEditingFilter ? super.keyContexts : [.processes] + super.keyContexts
  }

  public override var keyHints: [KeyHint] {
    // Enter opens nothing here: a process has no page of its own.
    isEditingFilter ? super.keyHints : super.keyHints.filter { $0.label != "open" } + [KeyHint("x", "SIGTERM")]
  }

  public override func handle(_ event: InputEvent) -> EventResult {
    if !isEditingFilter, case .key(let key) = event, keyMap.action(for: key, in: .processes) == .terminateProcess {
      if let process = selectedProcess { onTerminate?(process) }
      return .handled
    }
    return super.handle(event)
  }

  public override func render(in area: Rect, into buffer: inout CellBuffer) {
    buffer.fill(area)
    guard area.height > 0 else { return }
    if let loading {
      loading.render(in: Rect(x: area.minX + 1, y: area.minY, width: max(0, area.width - 2), height: 1), into: &buffer)
      guard area.height > 1 else { return }
      ProgressBar(fraction: loaded).render(
        in: Rect(x: area.minX + 1, y: area.minY + 1, width: max(0, area.width - 2), height: 1), into: &buffer)
      return
    }
    memory.render(in: Rect(x: area.minX + 1, y: area.minY, width: max(0, area.width - 2), height: 1), into: &buffer)
    let header = Rect(x: area.minX, y: area.minY + 1, width: area.width, height: min(1, area.height - 1))
    // Over the columns: a margin, the pid (7), the state (1), RES (8), TIME (9), the command.
    let columns = "     PID  S       RES       TIME  COMMAND"
    buffer.write(columns, at: header.origin, style: .title, clip: header)
    let list = Rect(x: area.minX, y: area.minY + 2, width: area.width, height: max(0, area.height - 2))
    super.render(in: list, into: &buffer)
  }
}
