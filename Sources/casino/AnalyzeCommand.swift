import ArgumentParser
import Baccarat
import CasinoKit
import Foundation

/// `casino analyze baccarat --decks N [--json]`: exact probabilities and house edges by enumeration.
struct AnalyzeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "analyze", abstract: "Exact analysis of a game by enumerating the shoe (baccarat).")

    /// The JSON shape of the analysis: probabilities and edges as fractions.
    struct Output: Encodable {
        struct Edges: Encodable {
            let banker: Double
            let player: Double
            let tie: Double
            let pair: Double
        }

        let banker: Double
        let player: Double
        let tie: Double
        let houseEdge: Edges
    }

    @Argument(help: "The game to analyze: baccarat.")
    var game: Game

    @Option(help: "Decks in the shoe (1-8).")
    var decks: Int = 8

    @Flag(help: "Print JSON instead of a table.")
    var json = false

    func validate() throws {
        guard game == .baccarat else { throw ValidationError("'analyze' takes baccarat, not \(game.rawValue).") }
    }

    func run() throws {
        let analysis: BaccaratAnalysis
        do {
            analysis = try BaccaratAnalysis.exact(decks: decks)
        } catch {
            throw ValidationError(error.description)
        }
        let edges = analysis.houseEdges
        if json {
            try printJSON(
                Output(
                    banker: analysis.bankerWinProbability, player: analysis.playerWinProbability,
                    tie: analysis.tieProbability,
                    houseEdge: Output.Edges(
                        banker: edges.banker, player: edges.player, tie: edges.tie, pair: edges.pair)))
            return
        }
        print("Baccarat, \(decks) deck\(decks == 1 ? "" : "s"): every ordered deal of \(analysis.deals) counted\n")
        print(
            table(
                ["bet", "wins", "pays", "house edge"],
                [
                    [
                        "Banker", String(format: "%.9f", analysis.bankerWinProbability), BaccaratBet.banker.oddsLabel,
                        percent(edges.banker),
                    ],
                    [
                        "Player", String(format: "%.9f", analysis.playerWinProbability), BaccaratBet.player.oddsLabel,
                        percent(edges.player),
                    ],
                    [
                        "Tie", String(format: "%.9f", analysis.tieProbability), BaccaratBet.tie.oddsLabel,
                        percent(edges.tie),
                    ],
                    [
                        "Pair (either)", String(format: "%.9f", analysis.pairProbability),
                        BaccaratBet.playerPair.oddsLabel, percent(edges.pair),
                    ],
                ]))
    }
}
