import ArgumentParser
import CasinoKit

@main
struct CasinoCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "casino",
        abstract: "The casino's engines from the command line (the web server is `firstrun`).",
        subcommands: [AnalyzeCommand.self, StrategyCommand.self, SimulateCommand.self, RoadsCommand.self])
}

/// The games come from the casino's one list (``Game``): every command takes their ids.
extension Game: ExpressibleByArgument {}
