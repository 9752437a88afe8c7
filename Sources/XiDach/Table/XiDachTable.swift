import CasinoKit
import Foundation

/// A player's Xì Dách match against the computer as a table: the match, the name of its rules, the id the
/// leaderboard knows it by and when it was last saved. A value a server stores as JSON between requests; it
/// applies typed intents (``XiDachIntent``) and says what each did to the balance and the leaderboard
/// (``XiDachTableOutcome``).
///
/// ```swift
/// var generator = SystemRandomNumberGenerator()
/// var table = XiDachTable(rules: .document, using: &generator)
/// _ = try table.apply(.deal(stake: .dollars(10)), balance: .dollars(1_000), limits: .casual, now: Date(),
///                     using: &generator)
/// ```
///
/// Every refused intent throws a ``CasinoKit/TableRefusal`` and changes nothing.
public struct XiDachTable: Sendable, Equatable, Codable {
    /// Where the table waits, with stable names for clients.
    public enum Phase: String, Sendable, Hashable, CaseIterable {
        /// No round dealt yet (or the match was reset).
        case idle
        /// The player draws or stands.
        case playerTurn = "player-turn"
        /// The last round is settled.
        case finished
    }

    /// Who won the last round, with stable names for clients.
    public enum RoundOutcome: String, Sendable, Hashable, CaseIterable {
        case player, computer, push
    }

    public private(set) var match: XiDachMatch
    /// The name of the rules the match plays.
    public private(set) var rulesName: String
    /// Names the match on the leaderboard, which keeps one entry (the best) per player and match.
    public private(set) var matchID: String
    /// When the match was last saved to the leaderboard.
    public private(set) var lastSavedAt: Date?

    /// The shortest time between two saves of a match.
    public static let saveInterval: TimeInterval = 10

    /// A new match under `rules`, with a fresh deck and a random id.
    public init(rules: XiDachRules, using generator: inout some RandomNumberGenerator) {
        let match = XiDachMatch(rules: rules, using: &generator)
        self.init(match: match, matchID: String(generator.next() as UInt64, radix: 16))
    }

    /// A table playing `match` under the id `matchID`: for tests and replays with a stacked shoe
    /// (``XiDachMatch/init(rules:shoe:)``).
    public init(match: XiDachMatch, matchID: String) {
        self.match = match
        rulesName = match.rules.name
        self.matchID = matchID
    }

    private enum CodingKeys: String, CodingKey {
        case match, rulesName, matchID, lastSavedAt
    }

    /// Reads a stored table; a table stored before matches had ids is one match of its own.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        match = try container.decode(XiDachMatch.self, forKey: .match)
        rulesName = try container.decode(String.self, forKey: .rulesName)
        matchID = try container.decodeIfPresent(String.self, forKey: .matchID) ?? "before-ids"
        lastSavedAt = try container.decodeIfPresent(Date.self, forKey: .lastSavedAt)
    }

    // MARK: - Reading the table

    public var phase: Phase {
        guard let round = match.round else { return .idle }
        return round.isFinished ? .finished : .playerTurn
    }

    /// Who won the last round, once it is settled.
    public var outcome: RoundOutcome? {
        match.round?.result.map {
            switch $0.outcome {
            case .playerWins: .player
            case .computerWins: .computer
            case .push: .push
            }
        }
    }

    /// Whether no round is in progress, so the table may take new rules.
    public var isBetweenRounds: Bool { !match.isRoundInProgress }

    /// Whether the player is choosing to draw or stand.
    public var isPlayerTurn: Bool { match.isRoundInProgress }

    /// The stake of the round in progress, taken from the balance and not yet settled.
    public var stakesInPlay: Money { match.isRoundInProgress ? match.round?.stake ?? .zero : .zero }

    /// The wire names of the intents the table takes now: the round's actions (`hit` first) during a round,
    /// otherwise `deal`, `reset-match`, `save-match`.
    public var legalIntents: [String] {
        match.isRoundInProgress ? match.legalActions.map(\.rawValue) : ["deal", "reset-match", "save-match"]
    }

    /// The largest stake the next round takes: within the table maximum and `balance`; zero during a round.
    public func largestStake(balance: Money, limits: TableLimits) -> Money {
        match.isRoundInProgress ? .zero : max(.zero, min(limits.maximum, balance))
    }

    // MARK: - Settings

    /// Whether the match plays these rules (by name).
    public func matches(rules: XiDachRules) -> Bool { rules.name == rulesName }

    // MARK: - Intents

    /// Applies `intent` under the player's current rules: between rounds, a table under other rules first becomes
    /// a new match under them (its score counted under the old ones) when the intent ``XiDachIntent/opensRound``.
    public mutating func apply(
        _ intent: XiDachIntent, balance: Money, rules: XiDachRules, limits: TableLimits, now: Date,
        using generator: inout some RandomNumberGenerator
    ) throws(TableRefusal) -> XiDachTableOutcome {
        guard isBetweenRounds, intent.opensRound, !matches(rules: rules) else {
            return try apply(intent, balance: balance, limits: limits, now: now, using: &generator)
        }
        var table = XiDachTable(rules: rules, using: &generator)
        let outcome = try table.apply(intent, balance: balance, limits: limits, now: now, using: &generator)
        self = table
        return outcome
    }

    /// Applies `intent` for a player holding `balance` at a table with `limits`, at the time `now`. Throws,
    /// changing nothing, when the intent is not legal now; a save within ``saveInterval`` of the last is
    /// refused as ``CasinoKit/TableRefusal/tooSoon(code:message:retryAfterSeconds:)``.
    public mutating func apply(
        _ intent: XiDachIntent, balance: Money, limits: TableLimits, now: Date,
        using generator: inout some RandomNumberGenerator
    ) throws(TableRefusal) -> XiDachTableOutcome {
        var match = self.match
        var outcome = XiDachTableOutcome()
        switch intent {
        case .deal(let stake):
            let stake = try stake.map { stake throws(TableRefusal) in try Money.accepted(cents: stake.cents) }
            if let stake {
                do throws(TableLimitError) {
                    try limits.validate(bet: stake, balance: balance)
                } catch {
                    throw .refused(error, badInput: { if case .aboveBalance = error { false } else { true } }())
                }
            }
            do {
                try match.startRound(stake: stake, using: &generator)
            } catch {
                throw .refused(error)
            }
            outcome.debit = stake ?? .zero
        case .hit, .stand:
            do {
                try match.perform(intent == .hit ? .hit : .stand, using: &generator)
            } catch {
                throw .refused(error)
            }
        case .resetMatch:
            do {
                try match.resetMatch(using: &generator)
            } catch {
                throw .refused(error)
            }
        case .saveMatch(let name):
            guard !match.isRoundInProgress else {
                throw .notNow(code: "round-in-progress", message: "Finish the round before saving the match.")
            }
            if let lastSavedAt, now.timeIntervalSince(lastSavedAt) < Self.saveInterval {
                let wait = Int((Self.saveInterval - now.timeIntervalSince(lastSavedAt)).rounded(.up))
                throw .tooSoon(
                    code: "too-many-saves", message: "The match was just saved; save it again in \(wait) s.",
                    retryAfterSeconds: wait)
            }
            lastSavedAt = now
            outcome.savedMatch = XiDachSavedMatch(matchID: matchID, name: name, score: match.score)
        }
        // A round that finished with this intent (a deal never finishes one: even a special hand stands) settles now.
        if self.match.isRoundInProgress, let round = match.round, let result = round.result {
            let settled = SettledRound(
                stake: round.stake ?? .zero, net: round.playerNet ?? .zero,
                detail: "player \(round.playerHand.cards.map(\.code).joined(separator: " ")); "
                    + "computer \(round.computerHand.cards.map(\.code).joined(separator: " ")); \(result.outcome.rawValue)"
            )
            outcome.credit = settled.returned
            outcome.settled = settled
        }
        self.match = match
        return outcome
    }
}

/// What an accepted Xì Dách intent did: the money it moved and the round it settled (``CasinoKit/TableOutcome``),
/// and a match score to save to the leaderboard.
public struct XiDachTableOutcome: Sendable, Equatable {
    /// The money moved and the round settled.
    public var table: TableOutcome
    /// A match score to save, after a `save-match`.
    public var savedMatch: XiDachSavedMatch?

    public init(table: TableOutcome = TableOutcome(), savedMatch: XiDachSavedMatch? = nil) {
        self.table = table
        self.savedMatch = savedMatch
    }

    /// Stakes put on the table now.
    public var debit: Money {
        get { table.debit }
        set { table.debit = newValue }
    }

    /// Stakes and winnings returned now.
    public var credit: Money {
        get { table.credit }
        set { table.credit = newValue }
    }

    /// The round that settled now, if one did.
    public var settled: SettledRound? {
        get { table.settled }
        set { table.settled = newValue }
    }
}

/// A match score to save: the player's entry for `matchID` on the leaderboard, kept if it rates better than the
/// one saved before.
public struct XiDachSavedMatch: Sendable, Equatable {
    public let matchID: String
    public let name: String
    public let score: XiDachScore

    public init(matchID: String, name: String, score: XiDachScore) {
        self.matchID = matchID
        self.name = name
        self.score = score
    }
}
