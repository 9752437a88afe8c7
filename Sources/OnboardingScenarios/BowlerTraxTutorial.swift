import OnboardingKit

/// The first-shot tutorial's overlays (specification section 4) outside the first calibration: which overlay to
/// show when a bowling session starts recording, and what the bowler's answer changes.
///
/// The overlays are the first-calibration flow's tutorial steps (`tutorial-ball`, `tutorial-view`,
/// `tutorial-ready`). An overlay's button ("Got it", "Looks Good", "Start Tracking") dismisses it for good and tracks
/// `tutorial_overlay_dismissed`; its X skips the rest for this session only. As the skip table has it ("First shot
/// tutorial: Show once per session"), the overlays not yet dismissed show again once in each later session.
///
/// ```swift
/// let tutorial = BowlerTraxTutorial(store: store, tracker: tracker)
/// try tutorial.overlay(forSession: "7")                // "tutorial-ball"
/// try tutorial.answered("tutorial-ball", .finished)    // "tutorial-view"
/// try tutorial.answered("tutorial-view", .skipped)     // nil: the rest waits for the next session
/// try tutorial.overlay(forSession: "7")                // nil: once per session
/// try tutorial.overlay(forSession: "8")                // "tutorial-view"
/// ```
public struct BowlerTraxTutorial: Sendable {
    /// The overlays, in order: the first-calibration flow's tutorial steps.
    public static let overlays = ["tutorial-ball", "tutorial-view", "tutorial-ready"]

    /// Where the overlays dismissed and the session they last showed in are kept.
    public static let dismissedKey = "bowlertrax.firstuse.tutorial.dismissed"
    public static let shownInSessionKey = "bowlertrax.firstuse.tutorial.session"

    /// How the bowler left an overlay.
    public enum Answer: String, Sendable, Hashable, Codable {
        /// Its button: this overlay is done.
        case finished
        /// Its X: no more overlays this session.
        case skipped
    }

    let store: any KeyValueStore
    let tracker: AnalyticsTracker

    public init(store: any KeyValueStore, tracker: AnalyticsTracker) {
        self.store = store
        self.tracker = tracker
    }

    /// The overlays dismissed with their button, in the order they were.
    public func dismissed() throws -> [String] {
        guard case .array(let values) = try store.value(forKey: Self.dismissedKey) else { return [] }
        return values.compactMap { if case .string(let overlay) = $0 { overlay } else { nil } }
    }

    /// The overlay to show as bowling session `session` (its id on the server, or the phone's for a session kept there)
    /// starts recording: the first not yet dismissed, once per session; nil when every overlay is dismissed or this
    /// session already had its showing.
    public func overlay(forSession session: String) throws -> String? {
        let dismissed = try dismissed()
        guard let first = Self.overlays.first(where: { !dismissed.contains($0) }),
            try store.value(forKey: Self.shownInSessionKey) != .string(session)
        else { return nil }
        try store.setValue(.string(session), forKey: Self.shownInSessionKey)
        return first
    }

    /// The bowler left `overlay` with `answer`; answers the next overlay to show now, if any. Throws for a name
    /// that is not an overlay.
    public func answered(_ overlay: String, _ answer: Answer) throws -> String? {
        guard Self.overlays.contains(overlay) else { throw BowlerTraxTutorialError.unknownOverlay(overlay) }
        guard answer == .finished else { return nil }
        var dismissed = try dismissed()
        if !dismissed.contains(overlay) {
            dismissed.append(overlay)
            try store.setValue(.array(dismissed.map { .string($0) }), forKey: Self.dismissedKey)
            tracker.track(.tutorialOverlayDismissed(overlay: overlay))
        }
        guard let index = Self.overlays.firstIndex(of: overlay) else { return nil }
        return Self.overlays[(index + 1)...].first { !dismissed.contains($0) }
    }
}

/// A tutorial answer the tutorial cannot take.
public enum BowlerTraxTutorialError: Error, Sendable, Hashable, CustomStringConvertible {
    case unknownOverlay(String)

    public var description: String {
        switch self {
        case .unknownOverlay(let name):
            "'\(name)' is not a tutorial overlay: \(BowlerTraxTutorial.overlays.joined(separator: ", "))."
        }
    }
}
