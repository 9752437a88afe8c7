import Foundation

/// What the coordinator answers to "what, if anything, should be shown now?".
public enum PresentationDecision: Sendable, Hashable {
    /// Nothing is showing; present this now (``HintCoordinator/presentNext()`` commits to it).
    case show(PresentationID)
    /// This is already showing and must be dismissed first.
    case showing(PresentationID)
    /// Something will be ready at this instant (a presentation delay or cooldown is running).
    case wait(until: Date)
    /// Nothing is eligible.
    case nothing
}

/// One reason a hint is not showing now.
public enum HintBlocker: Sendable, Hashable, CustomStringConvertible {
    /// Hints wait until the welcome sheet is answered.
    case welcomeNotAnswered
    /// Shown as many times as allowed (outside tutorial mode).
    case alreadyShown(times: Int, limit: Int)
    /// Already shown during the running tutorial.
    case shownInThisTutorial
    /// Its trigger has not fired in this session.
    case notTriggered(HintTrigger, occurrences: Int)
    /// Another hint must be shown first.
    case waitingForPrerequisite(String)
    /// The presentation delay after the trigger is still running.
    case delayPending(until: Date)
    /// Something else is on screen.
    case anotherPresentationShowing(PresentationID)
    /// Something else ranks higher and goes first.
    case queuedBehind(PresentationID)
    /// The cooldown after the last dismissal is still running.
    case cooldown(until: Date)
    /// The session's attention budget is spent.
    case sessionBudgetSpent(limit: Int)

    public var description: String {
        switch self {
        case .welcomeNotAnswered: "the welcome sheet has not been answered yet"
        case .alreadyShown(let times, let limit): "already shown \(times) of \(limit) allowed times"
        case .shownInThisTutorial: "already shown in this tutorial"
        case .notTriggered(let trigger, let occurrences):
            "waiting to be triggered \(trigger) (seen \(occurrences) times so far)"
        case .waitingForPrerequisite(let key): "waiting for the hint '\(key)' to be shown first"
        case .delayPending(let until): "its presentation delay runs until \(until)"
        case .anotherPresentationShowing(let id): "\(id) is showing"
        case .queuedBehind(let id): "queued behind \(id)"
        case .cooldown(let until): "the attention cooldown runs until \(until)"
        case .sessionBudgetSpent(let limit): "this session already showed its \(limit) presentations"
        }
    }
}

/// Why a hint is, or is not, showing.
public struct HintExplanation: Sendable, Hashable, CustomStringConvertible {
    public enum Status: Sendable, Hashable {
        case showing
        case wouldShowNow
        case blocked([HintBlocker])
    }

    public let key: String
    public let status: Status

    /// Every reason the hint is not showing; empty when it is or would be.
    public var blockers: [HintBlocker] {
        if case .blocked(let blockers) = status { blockers } else { [] }
    }

    public var description: String {
        switch status {
        case .showing: "'\(key)' is showing"
        case .wouldShowNow: "'\(key)' would show now"
        case .blocked(let blockers):
            "'\(key)' is not showing: " + blockers.map(\.description).joined(separator: "; ")
        }
    }
}
