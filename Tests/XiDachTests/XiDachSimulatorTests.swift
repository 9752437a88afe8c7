import Testing
import XiDach

@Suite("Xi Dach simulator")
struct XiDachSimulatorTests {
    @Test("the same seed gives the same rounds; the report adds up", arguments: XiDachRules.presets)
    func seeded(rules: XiDachRules) throws {
        let first = try XiDachSimulator.run(rounds: 2_000, seed: 7, rules: rules)
        let second = try XiDachSimulator.run(rounds: 2_000, seed: 7, rules: rules)
        #expect(first.playerWins == second.playerWins && first.expectedReturn == second.expectedReturn)
        #expect(first.playerWins + first.computerWins + first.pushes == 2_000)
        #expect((-1...1).contains(first.expectedReturn))
        #expect(first.standardError > 0 && first.standardError < 0.05)
        var chunked = try XiDachSimulator(seed: 7, rules: rules)
        for _ in 0..<4 { try chunked.play(rounds: 500) }
        #expect(chunked.report == first, "chunks give exactly the report of one run")
        #expect(first.rulesName == rules.name && first.policy == .drawBelow(16))
    }

    @Test("the expected-value policy plays legal rounds")
    func bestExpectedValuePolicy() throws {
        let report = try XiDachSimulator.run(rounds: 50, seed: 1, rules: .folk, policy: .bestExpectedValue)
        #expect(report.playerWins + report.computerWins + report.pushes == 50)
    }

    @Test("a simulation needs at least one round")
    func refusals() {
        #expect(throws: XiDachError.invalidRoundCount(0)) { try XiDachSimulator.run(rounds: 0, seed: 1) }
    }
}
