import CasinoKit

/// How the simulated player chooses between "Pick more" and "Deal" when both are legal.
public enum XiDachPlayerPolicy: Sendable, Hashable, Codable, CustomStringConvertible {
    /// Draw while the total is below the threshold (Xì Bàn, Xì Dách and Quắc always stand).
    case drawBelow(Int)
    /// Follow ``XiDachAdvisor``'s exact expected values: in an optimized build some 500 (document) to 2,500
    /// (folk) rounds a second, against some 800,000 for ``drawBelow(_:)``.
    case bestExpectedValue

    /// The plain policy: draw below 16, the folk minimum to stand.
    public static let `default` = XiDachPlayerPolicy.drawBelow(16)

    public var description: String {
        switch self {
        case .drawBelow(let threshold): "draw below \(threshold)"
        case .bestExpectedValue: "best expected value"
        }
    }
}

/// What a simulation found. Returns are in stakes per round, with the rules' multipliers.
public struct XiDachSimulationReport: Sendable, Hashable, Codable, CustomStringConvertible {
    public let rulesName: String
    public let policy: XiDachPlayerPolicy
    public let seed: UInt64
    public let rounds: Int
    public let playerWins: Int
    public let computerWins: Int
    public let pushes: Int
    /// The player's mean return per round, in stakes (negative: the computer's edge).
    public let expectedReturn: Double
    /// The standard error of ``expectedReturn``.
    public let standardError: Double

    /// E.g. "document, draw below 16: 1000000 rounds, return 0.0163 ± 0.001 per stake (user 46.4%, computer
    /// 44.7%, push 8.9%)".
    public var description: String {
        func percent(_ count: Int) -> String { "\((Double(count) * 1_000 / Double(max(1, rounds))).rounded() / 10)%" }
        func rounded(_ value: Double) -> Double { (value * 10_000).rounded() / 10_000 }
        return "\(rulesName), \(policy): \(rounds) rounds, return \(rounded(expectedReturn)) ± "
            + "\(rounded(standardError)) per stake (user \(percent(playerWins)), computer \(percent(computerWins)), "
            + "push \(percent(pushes)))"
    }
}

/// Plays many rounds of one match against the computer with a seeded generator: the same seed gives the same
/// rounds. The deck is dealt on between rounds and reshuffled when short, as in ``XiDachMatch``. Rounds can be
/// played in chunks (a progress bar between them) with exactly the result of one run.
///
/// ```swift
/// let report = try XiDachSimulator.run(rounds: 100_000, seed: 42, rules: .folk)
/// print(report)
/// ```
public struct XiDachSimulator: Sendable {
    public let rules: XiDachRules
    public let policy: XiDachPlayerPolicy
    public let seed: UInt64
    private var generator: Xoshiro256
    private var match: XiDachMatch
    private var rounds = 0
    private var sum = 0.0
    private var sumOfSquares = 0.0

    /// Simulates `rounds` rounds (at least one) under `rules` with the player following `policy`.
    public static func run(
        rounds: Int, seed: UInt64, rules: XiDachRules = .document, policy: XiDachPlayerPolicy = .default
    ) throws(XiDachError) -> XiDachSimulationReport {
        guard rounds > 0 else { throw .invalidRoundCount(rounds) }
        var simulator = try XiDachSimulator(seed: seed, rules: rules, policy: policy)
        try simulator.play(rounds: rounds)
        return simulator.report
    }

    /// A match under `rules`, shuffled by a generator seeded with `seed`.
    public init(seed: UInt64, rules: XiDachRules = .document, policy: XiDachPlayerPolicy = .default) throws(XiDachError)
    {
        try rules.validate()
        self.rules = rules
        self.policy = policy
        self.seed = seed
        var generator = Xoshiro256(seed: seed)
        match = XiDachMatch(rules: rules, using: &generator)
        self.generator = generator
    }

    /// Plays `count` more rounds.
    public mutating func play(rounds count: Int) throws(XiDachError) {
        for _ in 0..<max(0, count) {
            try match.startRound(using: &generator)
            while let round = match.round, !round.isFinished {
                try match.perform(Self.decision(in: round, match: match, policy: policy), using: &generator)
            }
            let playerReturn = Double(match.round?.result?.playerReturn ?? 0)
            sum += playerReturn
            sumOfSquares += playerReturn * playerReturn
            rounds += 1
        }
    }

    /// The tally so far.
    public var report: XiDachSimulationReport {
        let count = Double(max(1, rounds))
        let mean = sum / count
        let variance = rounds > 1 ? max(0, (sumOfSquares - count * mean * mean) / (count - 1)) : 0
        return XiDachSimulationReport(
            rulesName: rules.name, policy: policy, seed: seed, rounds: rounds, playerWins: match.score.userWins,
            computerWins: match.score.computerWins, pushes: match.score.pushes, expectedReturn: mean,
            standardError: (variance / count).squareRoot())
    }

    private static func decision(in round: XiDachRound, match: XiDachMatch, policy: XiDachPlayerPolicy)
        throws(XiDachError) -> XiDachAction
    {
        let legal = round.legalActions
        guard legal.count > 1 else { return legal.first ?? .stand }
        switch policy {
        case .drawBelow(let threshold):
            guard case .points(let total) = round.playerValue else { return .stand }
            return total < threshold ? .hit : .stand
        case .bestExpectedValue:
            return try match.hint().action
        }
    }
}
