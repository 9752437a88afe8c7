/// What a simulation run measured.
public struct SimulationReport: Sendable, Hashable, CustomStringConvertible {
    /// Rounds played, one initial hand each.
    public let handsPlayed: Int
    /// The sum of the rounds' returns, in tenths of the initial bet (exact: 3:2 and 6:5 pay whole tenths).
    public let returnInTenths: Int
    /// The sum of the squared returns, in hundredths of the squared initial bet.
    public let squaredReturnInHundredths: Int
    /// Wall-clock time spent playing.
    public let elapsed: Duration

    public init(handsPlayed: Int, returnInTenths: Int, squaredReturnInHundredths: Int, elapsed: Duration) {
        self.handsPlayed = handsPlayed
        self.returnInTenths = returnInTenths
        self.squaredReturnInHundredths = squaredReturnInHundredths
        self.elapsed = elapsed
    }

    /// The player's total return in units of the initial bet.
    public var totalReturn: Double { Double(returnInTenths) / 10 }

    /// The mean return per initial hand.
    public var meanReturn: Double { handsPlayed > 0 ? totalReturn / Double(handsPlayed) : 0 }

    /// The house edge: the player's mean loss per initial bet.
    public var houseEdge: Double { -meanReturn }

    /// The standard deviation of one round's return.
    public var standardDeviation: Double {
        guard handsPlayed > 1 else { return 0 }
        let count = Double(handsPlayed)
        let meanSquare = Double(squaredReturnInHundredths) / 100 / count
        return (max(0, meanSquare - meanReturn * meanReturn) * count / (count - 1)).squareRoot()
    }

    /// The standard error of ``houseEdge``.
    public var standardError: Double {
        handsPlayed > 0 ? standardDeviation / Double(handsPlayed).squareRoot() : 0
    }

    /// Rounds played per second of ``elapsed``.
    public var handsPerSecond: Double {
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        return seconds > 0 ? Double(handsPlayed) / seconds : 0
    }

    /// Runs made in parallel (one seed per thread), pooled; the elapsed time is the longest run's.
    public static func combined(_ reports: [SimulationReport]) -> SimulationReport {
        SimulationReport(
            handsPlayed: reports.reduce(0) { $0 + $1.handsPlayed },
            returnInTenths: reports.reduce(0) { $0 + $1.returnInTenths },
            squaredReturnInHundredths: reports.reduce(0) { $0 + $1.squaredReturnInHundredths },
            elapsed: reports.map(\.elapsed).max() ?? .zero)
    }

    public var description: String {
        let edge = (houseEdge * 100_000).rounded() / 1000
        let error = (standardError * 100_000).rounded() / 1000
        return "\(handsPlayed) hands, return \(totalReturn) units, house edge \(edge)% ± \(error)%, "
            + "\(Int(handsPerSecond)) hands/s"
    }
}
