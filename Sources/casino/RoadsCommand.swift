import ArgumentParser
import Baccarat

/// `casino roads B P T ...` or `casino roads BBPPT`: the five score boards of a sequence of results.
struct RoadsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "roads",
        abstract: "Draw the Bead Plate, Big Road, Big Eye Boy, Small Road and Cockroach Pig of a sequence of results.",
        discussion: "Results are B (Banker), P (Player) or T (Tie), as separate words or one string; a b or p right "
            + "after a result marks a Banker or Player pair, e.g. `casino roads BBpPT` or `casino roads B P T`.")

    @Argument(help: "The results, oldest first.")
    var results: [String]

    @Flag(help: "Print JSON instead of text.")
    var json = false

    func validate() throws {
        guard !results.isEmpty else { throw ValidationError("Give at least one result: B, P or T.") }
    }

    func run() throws {
        let scoreboard: BaccaratScoreboard
        do {
            scoreboard = try BaccaratScoreboard(parsing: results.joined(separator: " "))
        } catch {
            throw ValidationError(error.description)
        }
        if json {
            try printJSON(scoreboard)
        } else {
            print(scoreboard.text)
        }
    }
}
