import CasinoKit

/// Deals coups from a seeded shoe and measures the house edges: the engine of `casino simulate baccarat`.
///
/// The shoe is reshuffled once the cut card has come out. The standard errors treat the coups as
/// independent, which is what they are to within the small card-removal effects of one shoe.
///
/// ```swift
/// let report = try BaccaratSimulation.run(coups: 1_000_000, decks: 8, seed: 42)
/// report.banker.houseEdge     // about 0.0106 ± report.banker.standardError
/// ```
public enum BaccaratSimulation {
    /// The coups one run may deal.
    public static let coupRange = 1...1_000_000_000

    /// Deals `coups` coups from a shoe of `decks` decks cut at `penetration`, shuffled by a generator
    /// seeded with `seed`.
    public static func run(coups: Int, decks: Int = 8, penetration: Double = 0.75, seed: UInt64)
        throws(BaccaratSimulationError) -> BaccaratSimulationReport
    {
        guard coupRange.contains(coups) else { throw .invalidCoupCount(coups) }
        var generator = Xoshiro256(seed: seed)
        var shoe: Shoe
        do {
            shoe = try Shoe(decks: decks, penetration: penetration, using: &generator)
        } catch {
            throw .invalidShoe(error)
        }
        let clock = ContinuousClock()
        let start = clock.now
        var bankerWins = 0
        var playerWins = 0
        var ties = 0
        var playerPairs = 0
        var bankerPairs = 0
        for _ in 0..<coups {
            if shoe.isPastCutCard { shoe.shuffle(using: &generator) }
            let coup = BaccaratCoup.deal(from: &shoe, using: &generator)
            switch coup.outcome {
            case .banker: bankerWins += 1
            case .player: playerWins += 1
            case .tie: ties += 1
            }
            if coup.isPlayerPair { playerPairs += 1 }
            if coup.isBankerPair { bankerPairs += 1 }
        }
        let elapsed = start.duration(to: clock.now)
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        return BaccaratSimulationReport(
            coups: coups, decks: decks, seed: seed,
            bankerWins: bankerWins, playerWins: playerWins, ties: ties,
            playerPairs: playerPairs, bankerPairs: bankerPairs,
            banker: EdgeEstimate(coups: coups, wins: bankerWins, payout: 0.95, losses: playerWins),
            player: EdgeEstimate(coups: coups, wins: playerWins, payout: 1, losses: bankerWins),
            tie: EdgeEstimate(coups: coups, wins: ties, payout: 8, losses: bankerWins + playerWins),
            seconds: seconds,
            coupsPerSecond: seconds > 0 ? Double(coups) / seconds : nil)
    }
}

/// A house edge measured by simulation.
public struct EdgeEstimate: Sendable, Hashable, Codable {
    /// The house's average gain per unit staked.
    public let houseEdge: Double
    /// The standard error of ``houseEdge``.
    public let standardError: Double

    /// The estimate for a unit bet that won `payout` `wins` times and lost `losses` times in `coups`
    /// coups, pushing the rest.
    init(coups: Int, wins: Int, payout: Double, losses: Int) {
        let count = Double(coups)
        let mean = (payout * Double(wins) - Double(losses)) / count
        let meanSquare = (payout * payout * Double(wins) + Double(losses)) / count
        let variance = coups > 1 ? max(0, meanSquare - mean * mean) * count / (count - 1) : 0
        houseEdge = -mean
        standardError = (variance / count).squareRoot()
    }
}

/// What a simulation run dealt and measured.
public struct BaccaratSimulationReport: Sendable, Hashable, Codable {
    public let coups: Int
    public let decks: Int
    public let seed: UInt64
    public let bankerWins: Int
    public let playerWins: Int
    public let ties: Int
    public let playerPairs: Int
    public let bankerPairs: Int
    /// The Banker bet at 0.95:1.
    public let banker: EdgeEstimate
    /// The Player bet at 1:1.
    public let player: EdgeEstimate
    /// The Tie bet at 8:1.
    public let tie: EdgeEstimate
    /// The time spent dealing.
    public let seconds: Double
    /// The dealing speed; `nil` if the clock measured no time.
    public let coupsPerSecond: Double?
}

/// A simulation that cannot run.
public enum BaccaratSimulationError: Error, Equatable, CustomStringConvertible {
    case invalidCoupCount(Int)
    case invalidShoe(ShoeError)

    public var description: String {
        switch self {
        case .invalidCoupCount(let coups):
            "A simulation deals \(BaccaratSimulation.coupRange.lowerBound) to "
                + "\(BaccaratSimulation.coupRange.upperBound) coups, not \(coups)."
        case .invalidShoe(let error): error.description
        }
    }
}
