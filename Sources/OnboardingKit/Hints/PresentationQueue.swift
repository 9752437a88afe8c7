import Foundation

/// One queued presentation. Only the latest entry of a presentation is live; older ones are skipped.
struct QueueEntry: Sendable {
    let presentation: PresentationID
    let priority: Int
    let readyAt: Date
    let sequence: Int
}

/// Orders entries by when they become ready.
struct PendingEntry: Comparable, Sendable {
    let entry: QueueEntry

    static func < (lhs: PendingEntry, rhs: PendingEntry) -> Bool {
        (lhs.entry.readyAt, lhs.entry.sequence) < (rhs.entry.readyAt, rhs.entry.sequence)
    }

    static func == (lhs: PendingEntry, rhs: PendingEntry) -> Bool { lhs.entry.sequence == rhs.entry.sequence }
}

/// Orders ready entries: highest priority first, then earliest ready, then first queued.
struct RankedEntry: Comparable, Sendable {
    let entry: QueueEntry

    static func < (lhs: RankedEntry, rhs: RankedEntry) -> Bool {
        (-lhs.entry.priority, lhs.entry.readyAt, lhs.entry.sequence)
            < (-rhs.entry.priority, rhs.entry.readyAt, rhs.entry.sequence)
    }

    static func == (lhs: RankedEntry, rhs: RankedEntry) -> Bool { lhs.entry.sequence == rhs.entry.sequence }
}

/// The session's queue: entries wait in `pending` until ready, then rank in `readyHints` or `readyPrompts`.
struct PresentationQueue: Sendable {
    private var live: [PresentationID: Int] = [:]
    private var pending = MinHeap<PendingEntry>()
    private(set) var readyHints = MinHeap<RankedEntry>()
    private(set) var readyPrompts = MinHeap<RankedEntry>()
    private var nextSequence = 0

    func contains(_ presentation: PresentationID) -> Bool { live[presentation] != nil }

    /// When the next waiting entry becomes ready, if any.
    var nextReadyAt: Date? { pending.min?.entry.readyAt }

    mutating func enqueue(_ presentation: PresentationID, priority: Int, readyAt: Date) {
        nextSequence += 1
        live[presentation] = nextSequence
        pending.insert(
            PendingEntry(
                entry: QueueEntry(
                    presentation: presentation, priority: priority, readyAt: readyAt, sequence: nextSequence)))
    }

    mutating func remove(_ presentation: PresentationID) {
        live[presentation] = nil
    }

    /// Moves every entry ready at `now` into its ranked heap.
    mutating func promote(upTo now: Date) {
        while let next = pending.min, next.entry.readyAt <= now {
            pending.popMin()
            guard isLive(next.entry) else { continue }
            if case .hint = next.entry.presentation {
                readyHints.insert(RankedEntry(entry: next.entry))
            } else {
                readyPrompts.insert(RankedEntry(entry: next.entry))
            }
        }
    }

    /// The best live ready hint, after dropping stale entries and those `isEligible` rejects.
    mutating func topHint(where isEligible: (PresentationID) -> Bool) -> QueueEntry? {
        while let top = readyHints.min?.entry {
            if isLive(top) && isEligible(top.presentation) { return top }
            readyHints.popMin()
            if isLive(top) { live[top.presentation] = nil }
        }
        return nil
    }

    /// The best live ready prompt.
    mutating func topPrompt() -> QueueEntry? {
        while let top = readyPrompts.min?.entry {
            if isLive(top) { return top }
            readyPrompts.popMin()
        }
        return nil
    }

    /// Removes `entry`, which must be the top of its ranked heap.
    mutating func pop(_ entry: QueueEntry) {
        live[entry.presentation] = nil
        if case .hint = entry.presentation { readyHints.popMin() } else { readyPrompts.popMin() }
    }

    private func isLive(_ entry: QueueEntry) -> Bool { live[entry.presentation] == entry.sequence }
}

/// The coordinator's per-session memory; nothing here is persisted.
struct CoordinatorSession: Sendable {
    var triggeredAt: [Int: Date] = [:]
    var queue = PresentationQueue()
    var current: PresentationID?
    var lastDismissedAt: Date?
    var presentedCount = 0
}
