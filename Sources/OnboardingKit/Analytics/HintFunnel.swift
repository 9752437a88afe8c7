import Foundation

/// A funnel over hint-based onboarding: welcome shown, then answered, then each hint seen, with the split
/// of the welcome's answers.
///
/// Every stage counts distinct users; a user's answer is their latest one (after a reset they may answer again).
///
/// ```swift
/// let report = HintFunnel(app: "blackjack", hints: ["bettingZone", "dealButton", "playerActions"])
///     .report(from: records)
/// report.stages.map(\.users)         // [12, 11, 9, 8, 8]
/// report.choices[.showMeHow]          // 4
/// ```
public struct HintFunnel: Sendable {
    public let app: AppIdentifier
    /// The hints in the order the funnel lists them.
    public let hints: [String]

    public init(app: AppIdentifier, hints: [String]) {
        self.app = app
        self.hints = hints
    }

    /// Counts distinct users at each stage, from the records of ``app`` (others are ignored).
    public func report(from records: [AnalyticsRecord]) -> HintFunnelReport {
        var welcomed = Set<String>()
        var answers: [String: (choice: WelcomeChoice, at: Date)] = [:]
        var seen: [String: Set<String>] = [:]
        for record in records where record.app == app {
            let event = record.event
            if event.name == AnalyticsEvent.Name.welcomeShown {
                welcomed.insert(record.userID)
            } else if let choice = event.welcomeChoice {
                if let previous = answers[record.userID], previous.at > record.timestamp { continue }
                answers[record.userID] = (choice, record.timestamp)
            } else if let hint = event.hintKey {
                seen[hint, default: []].insert(record.userID)
            }
        }
        let stages =
            [
                HintFunnelReport.Stage(kind: .welcomeShown, users: welcomed.count),
                HintFunnelReport.Stage(kind: .welcomeAnswered, users: answers.count),
            ] + hints.map { HintFunnelReport.Stage(kind: .hintSeen($0), users: seen[$0]?.count ?? 0) }
        var choices: [WelcomeChoice: Int] = [.showMeHow: 0, .startPlaying: 0]
        for answer in answers.values { choices[answer.choice, default: 0] += 1 }
        return HintFunnelReport(app: app, stages: stages, choices: choices)
    }
}

/// The numbers of a ``HintFunnel``.
public struct HintFunnelReport: Sendable, Equatable {
    /// One stage of the funnel and how many distinct users reached it.
    public struct Stage: Sendable, Equatable {
        /// What a user did to reach the stage.
        public enum Kind: Sendable, Hashable {
            case welcomeShown
            case welcomeAnswered
            case hintSeen(String)
        }

        public let kind: Kind
        public let users: Int

        public init(kind: Kind, users: Int) {
            self.kind = kind
            self.users = users
        }
    }

    public let app: AppIdentifier
    public let stages: [Stage]
    /// How many users answered the welcome each way (their latest answer).
    public let choices: [WelcomeChoice: Int]

    /// The share of answering users who chose `choice`, from 0 to 1.
    public func share(of choice: WelcomeChoice) -> Double {
        let answered = choices.values.reduce(0, +)
        return answered == 0 ? 0 : Double(choices[choice] ?? 0) / Double(answered)
    }
}
