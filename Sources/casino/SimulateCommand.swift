import ArgumentParser
import Baccarat
import Blackjack
import CasinoKit
import Foundation
import XiDach

/// `casino simulate blackjack|baccarat|xidach --hands N --seed S [rule flags] [--json]`.
struct SimulateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "simulate",
        abstract: "Simulate many hands with a seed and print the house edge, its standard error and hands per second.",
        discussion: "Blackjack plays basic strategy for the rules; baccarat reports the Banker bet (and the others); "
            + "Xi Dach reports the computer's edge against a player who draws below 16.")

    /// The JSON shape of a simulation.
    struct Output: Encodable {
        struct Bet: Encodable {
            let houseEdge: Double
            let standardError: Double
        }

        let game: String
        let rules: String
        let hands: Int
        let seed: UInt64
        /// The main bet's house edge (Banker for baccarat; the computer's edge for Xi Dach).
        let houseEdge: Double
        let standardError: Double
        let handsPerSecond: Double
        let bets: [String: Bet]?
    }

    @Argument(help: "The game: blackjack, baccarat or xidach.")
    var game: Game

    @Option(help: "How many hands (coups, rounds) to play.")
    var hands: Int = 1_000_000

    @Option(help: "The seed: the same seed gives the same result.")
    var seed: UInt64 = 1

    @OptionGroup(title: "Blackjack rules") var blackjack: BlackjackRuleOptions

    @Option(name: .customLong("xidach-preset"), help: "Xi Dach rules: document or folk.")
    var xiDachPreset: String = XiDachRules.document.name

    @Flag(help: "Print JSON instead of text.")
    var json = false

    /// Hands per chunk between progress updates; fixed, so the result never depends on the terminal.
    static let chunk = 1_000_000

    func validate() throws {
        guard (1...10_000_000_000).contains(hands) else {
            throw ValidationError("--hands must be between 1 and 10,000,000,000.")
        }
    }

    func run() throws {
        let start = ContinuousClock.now
        var output: Output
        switch game {
        case .blackjack: output = try simulateBlackjack()
        case .baccarat: output = try simulateBaccarat()
        case .xidach: output = try simulateXiDach()
        }
        let elapsed = start.duration(to: .now)
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        output = Output(
            game: output.game, rules: output.rules, hands: output.hands, seed: output.seed, houseEdge: output.houseEdge,
            standardError: output.standardError, handsPerSecond: seconds > 0 ? Double(hands) / seconds : 0,
            bets: output.bets)
        if json {
            try printJSON(output)
            return
        }
        print("\(output.game) (\(output.rules)): \(output.hands) hands, seed \(output.seed)")
        print(
            "house edge \(percent(output.houseEdge, digits: 3)) ± \(percent(output.standardError, digits: 3)) "
                + "(one standard error), \(Int(output.handsPerSecond)) hands/s")
        if let bets = output.bets {
            print(
                "\n"
                    + table(
                        ["bet", "house edge", "standard error"],
                        bets.sorted { $0.key < $1.key }.map {
                            [
                                $0.key, percent($0.value.houseEdge, digits: 3),
                                percent($0.value.standardError, digits: 3),
                            ]
                        }))
        }
    }

    private func simulateBlackjack() throws -> Output {
        let rules = try blackjack.rules()
        let simulator: BlackjackSimulator
        do {
            simulator = try BlackjackSimulator(rules: rules)
        } catch {
            throw ValidationError(error.description)
        }
        var reports: [SimulationReport] = []
        withProgress(label: "blackjack", total: hands, chunk: Self.chunk) { count in
            reports.append(simulator.run(hands: count, seed: seed &+ UInt64(reports.count) &* 0x9E37_79B9))
        }
        let report = SimulationReport.combined(reports)
        return Output(
            game: "blackjack", rules: rules.summary, hands: report.handsPlayed, seed: seed,
            houseEdge: report.houseEdge, standardError: report.standardError, handsPerSecond: 0, bets: nil)
    }

    private func simulateBaccarat() throws -> Output {
        var simulator: BaccaratSimulator
        do {
            simulator = try BaccaratSimulator(decks: blackjack.decks ?? 8, seed: seed)
        } catch {
            throw ValidationError(error.description)
        }
        withProgress(label: "baccarat", total: hands, chunk: Self.chunk) { simulator.deal(coups: $0) }
        let report = simulator.report
        return Output(
            game: "baccarat",
            rules: "\(report.decks) decks, Banker \(BaccaratBet.banker.oddsLabel), Tie \(BaccaratBet.tie.oddsLabel)",
            hands: report.coups, seed: seed,
            houseEdge: report.banker.houseEdge, standardError: report.banker.standardError, handsPerSecond: 0,
            bets: [
                "banker": Output.Bet(houseEdge: report.banker.houseEdge, standardError: report.banker.standardError),
                "player": Output.Bet(houseEdge: report.player.houseEdge, standardError: report.player.standardError),
                "tie": Output.Bet(houseEdge: report.tie.houseEdge, standardError: report.tie.standardError),
            ])
    }

    private func simulateXiDach() throws -> Output {
        let rules: XiDachRules
        do {
            rules = try XiDachRules.preset(named: xiDachPreset)
        } catch {
            throw ValidationError(error.description)
        }
        var simulator: XiDachSimulator
        do {
            simulator = try XiDachSimulator(seed: seed, rules: rules)
            try withProgress(label: "xidach", total: hands, chunk: Self.chunk / 10) {
                (count: Int) throws(XiDachError) in
                try simulator.play(rounds: count)
            }
        } catch {
            throw ValidationError(error.description)
        }
        let report = simulator.report
        return Output(
            game: "xidach", rules: "\(rules.name), player draws below 16", hands: report.rounds, seed: seed,
            houseEdge: -report.expectedReturn, standardError: report.standardError, handsPerSecond: 0, bets: nil)
    }
}
