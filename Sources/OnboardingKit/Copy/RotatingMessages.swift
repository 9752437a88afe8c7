import Basics

/// Picks one of several messages at random, never the same one twice in a row
/// (the specification's encouragement lines: "Nice shot!", "Looking good!", ...).
///
/// ```swift
/// var lines = RotatingMessages(["encourage.nice", "encourage.looking-good", "encourage.solid"])
/// var generator = SeededGenerator(seed: 7)
/// let key = lines.next(using: &generator)
/// ```
public struct RotatingMessages: Sendable {
    /// The messages to rotate through.
    public let keys: [CopyKey]
    /// The message picked last, if any.
    public private(set) var last: CopyKey?

    /// Rotates through `keys`, which must not be empty.
    public init(_ keys: [CopyKey]) {
        precondition(!keys.isEmpty, "RotatingMessages needs at least one message")
        self.keys = keys
    }

    /// A random message other than the previous one (unless there is only one).
    public mutating func next(using generator: inout some RandomNumberGenerator) -> CopyKey {
        let candidates = keys.count > 1 ? keys.filter { $0 != last } : keys
        let pick = candidates[Int.random(in: 0..<candidates.count, using: &generator)]
        last = pick
        return pick
    }
}
