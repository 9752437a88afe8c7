/// What a simulation run measured.
public struct SimulationReport: Sendable, Hashable, CustomStringConvertible {
    /// Rounds played, one initial hand each.
    public let handsPlayed: Int
    /// The sum of the rounds' returns, in tenths of the initial bet (exact: 3:2 and 6:5 pay whole tenths).
    public let returnInTenths: Int
    /// The sum of the squared returns, in hundredths of the squared initial bet.
    public let squaredReturnInHundredths: Int

    public init(handsPlayed: Int, returnInTenths: Int, squaredReturnInHundredths: Int) {
        self.handsPlayed = handsPlayed
        self.returnInTenths = returnInTenths
        self.squaredReturnInHundredths = squaredReturnInHundredths
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

    /// Independent runs (one seed each, e.g. one per thread or per chunk), pooled.
    public static func combined(_ reports: [SimulationReport]) -> SimulationReport {
        SimulationReport(
            handsPlayed: reports.reduce(0) { $0 + $1.handsPlayed },
            returnInTenths: reports.reduce(0) { $0 + $1.returnInTenths },
            squaredReturnInHundredths: reports.reduce(0) { $0 + $1.squaredReturnInHundredths })
    }

    public var description: String {
        let edge = (houseEdge * 100_000).rounded() / 1000
        let error = (standardError * 100_000).rounded() / 1000
        return "\(handsPlayed) hands, return \(totalReturn) units, house edge \(edge)% ± \(error)%"
    }
}
