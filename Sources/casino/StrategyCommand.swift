import ArgumentParser
import Blackjack
import CasinoKit

/// `casino strategy blackjack --decks N --soft17 stand|hit [--no-das] [--surrender none|late] [--json]`.
struct StrategyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "strategy",
        abstract: "The basic strategy chart for a blackjack table's rules, computed from expected values.",
        discussion: "Codes: H hit, S stand, D double else hit, Ds double else stand, P split, Ph split if double "
            + "after split else hit, Rh / Rs / Rp surrender if allowed else hit / stand / split.")

    @Argument(help: "The game: blackjack.")
    var game: Game

    @OptionGroup var options: BlackjackRuleOptions

    @Flag(help: "Print JSON instead of a table.")
    var json = false

    func validate() throws {
        guard game == .blackjack else { throw ValidationError("'strategy' takes blackjack, not \(game.rawValue).") }
    }

    func run() throws {
        let rules = try options.rules()
        let chart = StrategyChart(rules: rules)
        if json {
            try printJSON(chart)
            return
        }
        let upCards = (2...10).map(String.init) + ["A"]
        print("Basic strategy: \(rules.summary)")
        let sections: [(title: String, rows: [String: [String: StrategyChartCode]], order: [String])] = [
            ("Hard", chart.hard, (5...21).map(String.init)),
            ("Soft", chart.soft, (13...21).map(String.init)),
            ("Pairs", chart.pairs, (2...10).map(String.init) + ["A"]),
        ]
        for section in sections {
            let rows: [[String]] = section.order.map { row in
                [row] + upCards.map { section.rows[row]?[$0]?.rawValue ?? "?" }
            }
            print("\n" + table([section.title] + upCards, rows))
        }
    }
}
