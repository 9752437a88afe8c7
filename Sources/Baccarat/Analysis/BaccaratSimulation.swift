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
        var simulator = try BaccaratSimulator(decks: decks, penetration: penetration, seed: seed)
        simulator.deal(coups: coups)
        return simulator.report
    }
}

/// A seeded table that deals coups on demand and keeps the tally, so a long run can be dealt in chunks
/// (with progress shown between them) and give exactly the report of one run.
public struct BaccaratSimulator: Sendable {
    public let decks: Int
    public let seed: UInt64
    private var generator: Xoshiro256
    private var shoe: Shoe
    private var coups = 0
    private var bankerWins = 0
    private var playerWins = 0
    private var ties = 0
    private var playerPairs = 0
    private var bankerPairs = 0

    /// A fresh shoe of `decks` decks cut at `penetration`, shuffled by a generator seeded with `seed`.
    public init(decks: Int = 8, penetration: Double = 0.75, seed: UInt64) throws(BaccaratSimulationError) {
        var generator = Xoshiro256(seed: seed)
        do {
            shoe = try Shoe(decks: decks, penetration: penetration, using: &generator)
        } catch {
            throw .invalidShoe(error)
        }
        self.generator = generator
        self.decks = decks
        self.seed = seed
    }

    /// Deals `coups` more coups, reshuffling at the cut card.
    public mutating func deal(coups count: Int) {
        for _ in 0..<max(0, count) {
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
        coups += max(0, count)
    }

    /// The tally so far.
    public var report: BaccaratSimulationReport {
        BaccaratSimulationReport(
            coups: coups, decks: decks, seed: seed,
            bankerWins: bankerWins, playerWins: playerWins, ties: ties,
            playerPairs: playerPairs, bankerPairs: bankerPairs,
            banker: EdgeEstimate(coups: coups, wins: bankerWins, payout: BaccaratBet.banker.odds, losses: playerWins),
            player: EdgeEstimate(coups: coups, wins: playerWins, payout: BaccaratBet.player.odds, losses: bankerWins),
            tie: EdgeEstimate(coups: coups, wins: ties, payout: BaccaratBet.tie.odds, losses: bankerWins + playerWins))
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
        let count = Double(max(1, coups))
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
