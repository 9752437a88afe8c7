import Foundation

/// A one-line progress bar on standard error, drawn only when standard error is a terminal.
struct ProgressBar {
    private let total: Int
    private let label: String
    private let isTerminal = isatty(STDERR_FILENO) == 1
    private var drawnPercent = -1

    init(label: String, total: Int) {
        self.label = label
        self.total = max(1, total)
    }

    /// Redraws the bar for `done` of the total, at most once per percent.
    mutating func update(_ done: Int) {
        guard isTerminal else { return }
        let percent = min(100, done * 100 / total)
        guard percent != drawnPercent else { return }
        drawnPercent = percent
        let width = 30
        let filled = percent * width / 100
        let bar = String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled)
        writeToStandardError("\r\(label) [\(bar)] \(percent)%" + (percent == 100 ? "\n" : ""))
    }

    /// Clears the bar's line.
    func finish() {
        guard isTerminal, drawnPercent >= 0, drawnPercent < 100 else { return }
        writeToStandardError("\n")
    }
}

private func writeToStandardError(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
}

/// Runs `total` units of work in chunks, updating a progress bar between chunks.
func withProgress<Failure: Error>(
    label: String, total: Int, chunk: Int, _ work: (_ count: Int) throws(Failure) -> Void
) throws(Failure) {
    var bar = ProgressBar(label: label, total: total)
    var done = 0
    while done < total {
        let count = min(chunk, total - done)
        try work(count)
        done += count
        bar.update(done)
    }
    bar.finish()
}
