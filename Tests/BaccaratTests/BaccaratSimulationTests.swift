import Baccarat
import CasinoKit
import Testing

@Suite("Simulation")
struct BaccaratSimulationTests {
    @Test("the simulated house edges lie within 4 standard errors of the exact ones")
    func edges() throws {
        let report = try BaccaratSimulation.run(coups: 200_000, decks: 8, seed: 2_024)
        let exact = try BaccaratAnalysis.exact(decks: 8).houseEdges
        #expect(report.bankerWins + report.playerWins + report.ties == 200_000)
        #expect(abs(report.banker.houseEdge - exact.banker) < 4 * report.banker.standardError)
        #expect(abs(report.player.houseEdge - exact.player) < 4 * report.player.standardError)
        #expect(abs(report.tie.houseEdge - exact.tie) < 4 * report.tie.standardError)
        #expect(report.banker.standardError > 0.001 && report.banker.standardError < 0.003)
    }

    @Test("the same seed deals the same coups")
    func seeded() throws {
        let first = try BaccaratSimulation.run(coups: 5_000, seed: 11)
        let second = try BaccaratSimulation.run(coups: 5_000, seed: 11)
        #expect(first.bankerWins == second.bankerWins && first.ties == second.ties)
        #expect(first.playerPairs == second.playerPairs && first.bankerPairs == second.bankerPairs)
    }

    @Test("dealing in chunks gives exactly the report of one run")
    func chunked() throws {
        var simulator = try BaccaratSimulator(decks: 6, seed: 5)
        for _ in 0..<10 { simulator.deal(coups: 1_000) }
        #expect(simulator.report == (try BaccaratSimulation.run(coups: 10_000, decks: 6, seed: 5)))
    }

    @Test("bad counts and shoes are refused")
    func refused() {
        #expect(throws: BaccaratSimulationError.invalidCoupCount(0)) { try BaccaratSimulation.run(coups: 0, seed: 1) }
        #expect(throws: BaccaratSimulationError.invalidShoe(.invalidDeckCount(9))) {
            try BaccaratSimulation.run(coups: 10, decks: 9, seed: 1)
        }
    }
}
